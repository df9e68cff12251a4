import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { NoControlCharacters } from '../common/dto-fields';
import {
  RUN_MODES,
  RUN_STATES,
  WEEKDAYS,
  type RunMode,
  type RunState,
  type Weekday,
} from './schedule';

export const MAX_CAPACITY = 1000;
export const MAX_WEEKS = 104;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An empty optional text is no text (null clears it in a change). */
const emptyAsNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? null : trim({ value });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const WEEKDAY_SENTENCE = `Each session's weekday must be one of: ${WEEKDAYS.join(', ')}`;
const TIME_SENTENCE = "Each session's time must be HH:MM in India time, such as 19:00";
const MINUTES_SENTENCE = 'Each session must last from 15 to 480 minutes';
const CAPACITY_SENTENCE = `The capacity must be a whole number from 1 to ${MAX_CAPACITY}`;
const WEEKS_SENTENCE = `The number of weeks must be a whole number from 1 to ${MAX_WEEKS}`;

export class RunSessionDto {
  @ApiProperty({ enum: WEEKDAYS, example: 'saturday' })
  @IsIn(WEEKDAYS, { message: WEEKDAY_SENTENCE })
  weekday: Weekday;

  @ApiProperty({ example: '19:00', description: 'India time (IST), 24-hour' })
  @IsString({ message: TIME_SENTENCE })
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: TIME_SENTENCE })
  time: string;

  @ApiPropertyOptional({ example: 90, minimum: 15, maximum: 480, default: 90 })
  @IsOptional()
  @IsInt({ message: MINUTES_SENTENCE })
  @Min(15, { message: MINUTES_SENTENCE })
  @Max(480, { message: MINUTES_SENTENCE })
  minutes?: number;
}

/** A new run (start, sessions, mode, teacher and state required; weeks or endsOn). */
export class NewRunDto {
  @ApiProperty({ example: '2027-01-09', description: 'The first day, in India' })
  @IsString({ message: 'The start must be a date such as 2027-01-09' })
  @Matches(DATE, { message: 'The start must be a date such as 2027-01-09' })
  startsOn: string;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 8, minimum: 1, maximum: MAX_WEEKS })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: WEEKS_SENTENCE })
  @Min(1, { message: WEEKS_SENTENCE })
  @Max(MAX_WEEKS, { message: WEEKS_SENTENCE })
  weeks?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2027-02-27',
    description: 'The last day (or give weeks)',
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'The end must be a date such as 2027-02-27' })
  @Matches(DATE, { message: 'The end must be a date such as 2027-02-27' })
  endsOn?: string | null;

  @ApiProperty({ type: [RunSessionDto], minItems: 1, maxItems: 14 })
  @IsArray({ message: 'The sessions must be a list of weekday and time' })
  @ArrayMinSize(1, { message: 'Give at least one weekly session' })
  @ArrayMaxSize(14, { message: 'Give at most 14 weekly sessions' })
  @ValidateNested({ each: true })
  @Type(() => RunSessionDto)
  sessions: RunSessionDto[];

  @ApiProperty({ enum: RUN_MODES })
  @IsIn(RUN_MODES, { message: 'The mode must be online, varanasi or both' })
  mode: RunMode;

  @ApiPropertyOptional({
    type: String,
    maxLength: 300,
    description: 'Where in Varanasi (required unless online; online runs send the link)',
  })
  @IsOptional()
  @Transform(emptyAsNull)
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'The place must be text of at most 300 characters' })
  @Length(1, 300, { message: 'The place must be text of at most 300 characters' })
  @NoControlCharacters(false, 'The place contains characters that are not allowed')
  place?: string | null;

  @ApiProperty({ maxLength: 120, example: 'Swami Anubhavananda' })
  @Transform(trim)
  @IsString({ message: 'Please name the teacher' })
  @Length(1, 120, { message: 'Please name the teacher in at most 120 characters' })
  @NoControlCharacters(false, "The teacher's name contains characters that are not allowed")
  teacher: string;

  @ApiPropertyOptional({
    type: String,
    maxLength: 500,
    example: 'Dakṣiṇā as you wish; no one is turned away.',
  })
  @IsOptional()
  @Transform(emptyAsNull)
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'The fee note must be text of at most 500 characters' })
  @Length(1, 500, { message: 'The fee note must be text of at most 500 characters' })
  @NoControlCharacters(false, 'The fee note contains characters that are not allowed')
  feeNote?: string | null;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_CAPACITY, type: Number, nullable: true })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: CAPACITY_SENTENCE })
  @Min(1, { message: CAPACITY_SENTENCE })
  @Max(MAX_CAPACITY, { message: CAPACITY_SENTENCE })
  capacity?: number | null;

  @ApiProperty({ enum: RUN_STATES })
  @IsIn(RUN_STATES, {
    message: 'The state must be announced, enrollment-open, running or completed',
  })
  state: RunState;
}

/** A change: any of the fields; the run as changed must still be a valid run. */
export class RunChangeDto extends PartialType(NewRunDto) {}

/** One coming weekly session as UTC instants. */
export class NextSessionView {
  @ApiProperty({ example: '2027-01-09T13:30:00.000Z' }) startsAt: string;
  @ApiProperty({ example: '2027-01-09T15:00:00.000Z' }) endsAt: string;
}

/** A run as the pages and the admin read it. */
export class CourseRunView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'drg-drsya-viveka' }) courseSlug: string;
  @ApiProperty({ example: 'Dṛg-Dṛśya-Viveka' }) courseTitle: string;
  @ApiProperty({ example: '2027-01-09' }) startsOn: string;
  @ApiProperty({ example: '2027-02-27' }) endsOn: string;
  @ApiProperty({ type: Number, nullable: true }) weeks: number | null;
  @ApiProperty({ type: [RunSessionDto] }) sessions: Array<Required<RunSessionDto>>;
  @ApiProperty({ example: 'Saturdays 7:00–8:30 pm IST' }) schedule: string;
  @ApiProperty({ example: '9 January – 27 February 2027' }) dates: string;
  @ApiProperty({
    type: [NextSessionView],
    description:
      'The next start of each weekly session (UTC instants), from which a browser shows the times in its own zone',
  })
  nextSessions: Array<{ startsAt: string; endsAt: string }>;
  @ApiProperty({ enum: RUN_MODES }) mode: RunMode;
  @ApiProperty({ type: String, nullable: true }) place: string | null;
  @ApiProperty() teacher: string;
  @ApiProperty({ type: String, nullable: true }) feeNote: string | null;
  @ApiProperty({ type: Number, nullable: true }) capacity: number | null;
  @ApiProperty({ enum: RUN_STATES }) state: RunState;
  @ApiProperty({
    description:
      'The run as a schema.org CourseInstance, for the course page’s JSON-LD (built here, so the page carries no code for it)',
  })
  jsonLd: Record<string, unknown>;
}

export class AdminCourseRunView extends CourseRunView {
  @ApiProperty() sequence: number;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  enrollmentAnnouncementId: string | null;
  @ApiProperty() updatedAt: Date;
}

export class NextRunView {
  @ApiProperty({ example: '2027-01-09' }) startsOn: string;
  @ApiProperty({ example: '9 January 2027' }) starts: string;
  @ApiProperty({ enum: RUN_STATES }) state: RunState;
}

export class EnrollmentLetterView {
  @ApiProperty({ example: 'drg-drsya-viveka' }) list: string;
  @ApiProperty() subject: string;
  @ApiProperty({ description: 'The text as queued (greeting and unsubscribe line added)' })
  text: string;
  @ApiProperty({ description: 'The confirmed addresses it would go to now' })
  recipients: number;
}
