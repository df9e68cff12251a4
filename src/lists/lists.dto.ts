import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { EmailField, LinkTokenField, NameField, NoControlCharacters } from '../common/dto-fields';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyAsNone = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A list's key: a course slug, or `news`. */
export function ListKeyField(message = 'Please choose a course.'): PropertyDecorator {
  return (target: object, property: string | symbol) => {
    ApiProperty({ example: 'drg-drsya-viveka', maxLength: 80 })(target, property);
    IsString({ message })(target, property);
    Matches(/^[a-z0-9][a-z0-9-]{0,79}$/, { message })(target, property);
  };
}

/** The honeypot: hidden in the forms; people leave it empty, bots fill it in. */
function Honeypot(): PropertyDecorator {
  return (target: object, property: string | symbol) => {
    ApiPropertyOptional({ description: 'Leave empty (spam trap)' })(target, property);
    IsOptional()(target, property);
    IsString({ message: 'The request could not be understood.' })(target, property);
    MaxLength(2000, { message: 'The request could not be understood.' })(target, property);
  };
}

export class InterestDto {
  @ListKeyField()
  courseSlug: string;

  /** Required when signed out; a member's own address is used when signed in. */
  @ApiPropertyOptional({ example: 'asha@example.com', maxLength: 254 })
  @Transform(emptyAsNone)
  @ValidateIf((dto: InterestDto) => dto.email !== undefined)
  @EmailField()
  email?: string;

  @ApiPropertyOptional({ example: 'Asha Devi', maxLength: 100 })
  @Transform(emptyAsNone)
  @ValidateIf((dto: InterestDto) => dto.name !== undefined)
  @NameField()
  name?: string;

  @Honeypot()
  website?: string;
}

export class NewsDto {
  @EmailField()
  email: string;

  @ApiPropertyOptional({ example: 'Asha Devi', maxLength: 100 })
  @Transform(emptyAsNone)
  @ValidateIf((dto: NewsDto) => dto.name !== undefined)
  @NameField()
  name?: string;

  @Honeypot()
  website?: string;
}

export class ConfirmListDto {
  @LinkTokenField('This link is not valid. Please use the link from the e-mail.')
  token: string;
}

export class InterestStatus {
  @ApiProperty({ enum: ['confirmed', 'pending'] })
  status: 'confirmed' | 'pending';
}

export class ConfirmedInterest {
  @ApiProperty({ example: 'drg-drsya-viveka' })
  courseSlug: string;
}

export class MemberInterestDto {
  @ApiProperty({ example: 'drg-drsya-viveka' })
  courseSlug: string;

  @ApiProperty({ example: 'Dṛg-Dṛśya-Viveka' })
  title: string;

  @ApiProperty()
  createdAt: Date;
}

export class AnnouncementDto {
  @ListKeyField('Please choose a course or the news list.')
  list: string;

  @ApiProperty({ maxLength: 200 })
  @Transform(trim)
  @IsString({ message: 'Please write a subject.' })
  @Length(1, 200, { message: 'Please write a subject of 1 to 200 characters.' })
  @NoControlCharacters(false, 'The subject contains characters that are not allowed.')
  subject: string;

  @ApiProperty({ maxLength: 20000 })
  @Transform(trim)
  @IsString({ message: 'Please write the text of the announcement.' })
  @Length(1, 20000, { message: 'Please write a text of 1 to 20,000 characters.' })
  @NoControlCharacters(true, 'The text contains characters that are not allowed.')
  text: string;
}

export class AnnouncementProgress {
  @ApiProperty() id: string;
  @ApiProperty() list: string;
  @ApiProperty() subject: string;
  @ApiProperty() total: number;
  @ApiProperty() sent: number;
  @ApiProperty() failed: number;
  @ApiProperty() skipped: number;
  @ApiProperty({ enum: ['sending', 'done'] }) state: 'sending' | 'done';
  @ApiProperty() createdAt: Date;
}

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

export class SubscribersQuery {
  @ApiPropertyOptional({ enum: SUBSCRIBER_STATUSES })
  @IsOptional()
  @IsIn(SUBSCRIBER_STATUSES, { message: 'Please choose pending, confirmed or unsubscribed.' })
  status?: (typeof SUBSCRIBER_STATUSES)[number];

  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, { message: 'The page must be a whole number from 1.' })
  page?: string;
}
