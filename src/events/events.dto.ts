import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { EmailField, NameField, NoControlCharacters } from '../common/dto-fields';
import { EVENT_KINDS, type EventKind } from './event.entity';

const emptyAsNone = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** ISO 8601 with an explicit offset or Z: an event's time is never read in the server's zone. */
export const ISO_WITH_OFFSET =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const TIME_SENTENCE = (what: string) =>
  `${what} must be a date and time with its offset, such as 2027-03-07T07:00:00+05:30.`;
/** More seats than any hall or call the trust could hold: a typing slip, refused. */
export const MAX_CAPACITY = 10_000;
const HTTP_URL = /^https:\/\/[^\s]+$|^http:\/\/[^\s]+$/;

function Time(what: string, optional: boolean): PropertyDecorator {
  return (target: object, property: string | symbol) => {
    (optional ? ApiPropertyOptional : ApiProperty)({
      type: String,
      example: '2027-03-07T07:00:00+05:30',
    })(target, property);
    if (optional) ValidateIf((_o, v) => v !== undefined)(target, property);
    IsString({ message: TIME_SENTENCE(what) })(target, property);
    Matches(ISO_WITH_OFFSET, { message: TIME_SENTENCE(what) })(target, property);
  };
}

/** The fields an event is made of; every one optional in a change. */
class EventFields {
  @ApiProperty({ example: 'Sunday satsaṅg', maxLength: 200 })
  @Transform(trim)
  @IsString({ message: 'Please give the event a title.' })
  @Length(1, 200, { message: 'The title must be 1 to 200 characters.' })
  @NoControlCharacters(false, 'The title contains characters that are not allowed.')
  title: string;

  @ApiProperty({ enum: EVENT_KINDS })
  @IsIn(EVENT_KINDS, {
    message: `The kind must be one of ${EVENT_KINDS.join(', ')}.`,
  })
  kind: EventKind;

  @ApiProperty({ description: 'Markdown (headings, lists, emphasis, links, quotes, code)' })
  @IsString({ message: 'Please write a description.' })
  @MaxLength(20_000, { message: 'The description must be at most 20,000 characters.' })
  @NoControlCharacters(true, 'The description contains characters that are not allowed.')
  description: string;

  @Time('The start', false)
  startsAt: string;

  @Time('The end', false)
  endsAt: string;

  @ApiPropertyOptional({
    type: String,
    example: 'FREQ=WEEKLY;BYDAY=SU;COUNT=12',
    description: 'RFC 5545 RRULE (the rule alone); needs COUNT, UNTIL or `until`',
  })
  @Transform(emptyAsNone)
  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @IsString({ message: 'The recurrence must be an RRULE such as FREQ=WEEKLY;BYDAY=SU.' })
  @MaxLength(500, { message: 'The recurrence must be at most 500 characters.' })
  rrule?: string | null;

  // Null clears the last date: the document says so, as the validation does.
  @ApiPropertyOptional({ type: String, nullable: true, example: '2027-03-07T07:00:00+05:30' })
  @Transform(emptyAsNone)
  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @Time('The last date', true)
  until?: string | null;

  @ApiPropertyOptional({
    type: String,
    example: 'Pragya Trust, Karaundi, Varanasi',
    maxLength: 300,
  })
  @Transform(emptyAsNone)
  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @IsString({ message: 'The place must be an address.' })
  @MaxLength(300, { message: 'The place must be at most 300 characters.' })
  @NoControlCharacters(false, 'The place contains characters that are not allowed.')
  place?: string | null;

  @ApiPropertyOptional({ type: String, example: 'https://maps.app.goo.gl/…', maxLength: 500 })
  @Transform(emptyAsNone)
  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @IsString({ message: 'The map link must be an http(s) address.' })
  @MaxLength(500, { message: 'The map link must be at most 500 characters.' })
  @Matches(HTTP_URL, { message: 'The map link must be an http(s) address.' })
  mapUrl?: string | null;

  @ApiPropertyOptional({ description: 'Held online (the link is shown only to registrants)' })
  @ValidateIf((_o, v) => v !== undefined)
  @IsBoolean({ message: 'online must be true or false.' })
  online?: boolean;

  @ApiPropertyOptional({
    type: String,
    example: 'https://meet.example.org/satsang',
    maxLength: 500,
  })
  @Transform(emptyAsNone)
  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @IsString({ message: 'The online link must be an http(s) address.' })
  @MaxLength(500, { message: 'The online link must be at most 500 characters.' })
  @Matches(HTTP_URL, { message: 'The online link must be an http(s) address.' })
  onlineLink?: string | null;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_CAPACITY, type: Number, nullable: true })
  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @IsInt({ message: `The capacity must be a whole number from 1 to ${MAX_CAPACITY}.` })
  @Min(1, { message: `The capacity must be a whole number from 1 to ${MAX_CAPACITY}.` })
  @Max(MAX_CAPACITY, { message: `The capacity must be a whole number from 1 to ${MAX_CAPACITY}.` })
  capacity?: number | null;

  @ApiProperty()
  @IsBoolean({ message: 'registrationOpen must be true or false.' })
  registrationOpen: boolean;
}

export class CreateEventDto extends EventFields {
  @ApiPropertyOptional({ description: 'Made from the title when not given', maxLength: 120 })
  @Transform(emptyAsNone)
  @ValidateIf((_o, v) => v !== undefined)
  @IsString({ message: 'The slug may hold lower-case letters, digits and hyphens.' })
  @Matches(/^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/, {
    message: 'The slug may hold lower-case letters, digits and hyphens.',
  })
  slug?: string;
}

/** A change: only the fields given are changed (null clears an optional one). */
export class UpdateEventDto {
  @ValidateIf((_o, v) => v !== undefined)
  @Transform(trim)
  @IsString({ message: 'Please give the event a title.' })
  @Length(1, 200, { message: 'The title must be 1 to 200 characters.' })
  @NoControlCharacters(false, 'The title contains characters that are not allowed.')
  title?: string;

  @ValidateIf((_o, v) => v !== undefined)
  @IsIn(EVENT_KINDS, { message: `The kind must be one of ${EVENT_KINDS.join(', ')}.` })
  kind?: EventKind;

  @ValidateIf((_o, v) => v !== undefined)
  @IsString({ message: 'Please write a description.' })
  @MaxLength(20_000, { message: 'The description must be at most 20,000 characters.' })
  @NoControlCharacters(true, 'The description contains characters that are not allowed.')
  description?: string;

  @Time('The start', true)
  startsAt?: string;

  @Time('The end', true)
  endsAt?: string;

  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @IsString({ message: 'The recurrence must be an RRULE such as FREQ=WEEKLY;BYDAY=SU.' })
  @MaxLength(500, { message: 'The recurrence must be at most 500 characters.' })
  rrule?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2027-03-07T07:00:00+05:30' })
  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @Time('The last date', true)
  until?: string | null;

  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @IsString({ message: 'The place must be an address.' })
  @MaxLength(300, { message: 'The place must be at most 300 characters.' })
  @NoControlCharacters(false, 'The place contains characters that are not allowed.')
  place?: string | null;

  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @IsString({ message: 'The map link must be an http(s) address.' })
  @MaxLength(500, { message: 'The map link must be at most 500 characters.' })
  @Matches(HTTP_URL, { message: 'The map link must be an http(s) address.' })
  mapUrl?: string | null;

  @ValidateIf((_o, v) => v !== undefined)
  @IsBoolean({ message: 'online must be true or false.' })
  online?: boolean;

  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @IsString({ message: 'The online link must be an http(s) address.' })
  @MaxLength(500, { message: 'The online link must be at most 500 characters.' })
  @Matches(HTTP_URL, { message: 'The online link must be an http(s) address.' })
  onlineLink?: string | null;

  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @IsInt({ message: `The capacity must be a whole number from 1 to ${MAX_CAPACITY}.` })
  @Min(1, { message: `The capacity must be a whole number from 1 to ${MAX_CAPACITY}.` })
  @Max(MAX_CAPACITY, { message: `The capacity must be a whole number from 1 to ${MAX_CAPACITY}.` })
  capacity?: number | null;

  @ValidateIf((_o, v) => v !== undefined)
  @IsBoolean({ message: 'registrationOpen must be true or false.' })
  registrationOpen?: boolean;
}

export class OccurrenceDto {
  @Time('The date', false)
  occurrence: string;
}

export class OptionalOccurrenceDto {
  @Transform(emptyAsNone)
  @Time('The date', true)
  occurrence?: string;
}

export class EventRegistrationDto extends OptionalOccurrenceDto {
  @ApiPropertyOptional({ example: 'asha@example.com', maxLength: 254 })
  @Transform(emptyAsNone)
  @ValidateIf((dto: EventRegistrationDto) => dto.email !== undefined)
  @EmailField()
  email?: string;

  @ApiPropertyOptional({ example: 'Asha Devi', maxLength: 100 })
  @Transform(emptyAsNone)
  @ValidateIf((dto: EventRegistrationDto) => dto.name !== undefined)
  @NameField()
  name?: string;

  @ApiPropertyOptional({ description: 'Leave empty (spam trap)' })
  @IsOptional()
  @IsString({ message: 'The request could not be understood.' })
  @MaxLength(2000, { message: 'The request could not be understood.' })
  website?: string;
}

export class RangeQuery {
  @ApiPropertyOptional({ example: '2027-03-01T00:00:00+05:30' })
  @Time('from', true)
  from?: string;

  @ApiPropertyOptional({ example: '2027-06-01T00:00:00+05:30' })
  @Time('to', true)
  to?: string;
}

export class AttendanceDto {
  @ApiProperty()
  @IsBoolean({ message: 'attended must be true or false.' })
  attended: boolean;
}

export class MessageAttendeesDto {
  @ApiPropertyOptional({ description: 'One date; every upcoming date when not given' })
  @Transform(emptyAsNone)
  @Time('The date', true)
  occurrence?: string;

  @ApiProperty({ maxLength: 200 })
  @Transform(trim)
  @IsString({ message: 'Please write a subject.' })
  @Length(1, 200, { message: 'The subject must be 1 to 200 characters.' })
  @NoControlCharacters(false, 'The subject contains characters that are not allowed.')
  subject: string;

  @ApiProperty({ maxLength: 20000 })
  @IsString({ message: 'Please write the message.' })
  @Length(1, 20_000, { message: 'The message must be 1 to 20,000 characters.' })
  @NoControlCharacters(true, 'The message contains characters that are not allowed.')
  text: string;
}

export class CancelTokenQuery {
  @ApiProperty()
  @IsString({ message: 'This cancel link is not valid. Please use the link from the e-mail.' })
  @MaxLength(200, {
    message: 'This cancel link is not valid. Please use the link from the e-mail.',
  })
  token: string;
}

export class ConfirmRegistrationDto {
  @ApiProperty()
  @Transform(trim)
  @IsString({ message: 'This link has expired or was already used.' })
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'This link has expired or was already used.' })
  token: string;
}

export class DuplicateEventDto {
  @ApiPropertyOptional({ example: '2027-04-04T07:00:00+05:30' })
  @Transform(emptyAsNone)
  @Time('The start', true)
  startsAt?: string;
}
