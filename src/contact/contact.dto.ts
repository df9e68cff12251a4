import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { EmailField, NameField, NoControlCharacters } from '../common/dto-fields';

export const MESSAGE_MAX = 5000;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ContactDto {
  @NameField()
  name: string;

  @EmailField()
  email: string;

  @ApiPropertyOptional({ example: '+91 98765 43210', maxLength: 30 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Please enter a valid phone number.' })
  @Matches(/^[+\d\s().-]{0,30}$/, { message: 'Please enter a valid phone number.' })
  phone?: string;

  @ApiProperty({ maxLength: MESSAGE_MAX })
  @Transform(trim)
  @IsString({ message: 'Please write a message.' })
  @Length(1, MESSAGE_MAX, {
    message: `Please write a message of 1 to ${MESSAGE_MAX.toLocaleString('en')} characters.`,
  })
  @NoControlCharacters(true, 'The message contains characters that are not allowed.')
  message: string;

  /** Honeypot: hidden in the forms; people leave it empty, bots fill it in. */
  @ApiPropertyOptional({ description: 'Leave empty (spam trap)' })
  @IsOptional()
  @IsString({ message: 'The request could not be understood.' })
  @MaxLength(2000, { message: 'The request could not be understood.' })
  website?: string;
}

export class ContactResponse {
  @ApiProperty({ example: 'Thank you for your message! We will get back to you soon.' })
  message: string;
}
