import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length, Matches, ValidateIf } from 'class-validator';
import { NoControlCharacters } from '../../common/dto-fields';
import { NAME_MAX_LENGTH, NAME_OUT_OF_BOUNDS } from '../../common/user-rules';

export class UpdateProfileDto {
  @ApiPropertyOptional({ example: 'Asha Devi', minLength: 1, maxLength: NAME_MAX_LENGTH })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @ValidateIf((_object, value) => value !== undefined)
  @IsString({ message: 'Please enter your name.' })
  @Length(1, NAME_MAX_LENGTH, { message: NAME_OUT_OF_BOUNDS })
  @NoControlCharacters(false, 'The name contains characters that are not allowed.')
  name?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'asha_d',
    description: '3-20 letters, digits or _; null or "" removes it',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @ValidateIf((_object, value) => value !== undefined && value !== null && value !== '')
  @IsString({ message: 'Username must be 3-20 characters: letters, digits or _.' })
  @Matches(/^[A-Za-z0-9_]{3,20}$/, {
    message: 'Username must be 3-20 characters: letters, digits or _.',
  })
  username?: string | null;
}
