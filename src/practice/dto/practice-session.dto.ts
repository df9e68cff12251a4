import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { NoControlCharacters } from '../../common/dto-fields';
import {
  MAX_BATCH,
  MAX_MINUTES,
  MAX_NOTE,
  MAX_ROUNDS,
  PRACTICES,
  type Practice,
} from '../practice';

const PRACTICE_SENTENCE = `The practice must be one of: ${PRACTICES.join(', ')}`;
const MINUTES_SENTENCE = `The minutes must be a number from 0 to ${MAX_MINUTES} (a day at most)`;
const ROUNDS_SENTENCE = `The rounds must be a whole number from 0 to ${MAX_ROUNDS}`;
const NOTE_SENTENCE = `The note must be text of at most ${MAX_NOTE} characters`;

/** An empty note is no note. */
const noteValue = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  });

/** One session as the browser sends it. */
export class PracticeSessionDto {
  @ApiProperty({ format: 'uuid', description: 'The browser’s id for the session (idempotency)' })
  @IsUUID('all', { message: 'Each session needs its clientId, a UUID made by the browser' })
  clientId: string;

  @ApiProperty({ enum: PRACTICES })
  @IsIn(PRACTICES, { message: PRACTICE_SENTENCE })
  practice: Practice;

  @ApiProperty({ example: '2026-11-25T05:30:00+05:30', description: 'ISO 8601 with its offset' })
  @IsISO8601(
    { strict: true, strictSeparator: true },
    { message: 'The start must be a date and time in ISO 8601, with its offset' },
  )
  @Matches(/T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, {
    message: 'The start must carry its UTC offset, such as +05:30 or Z',
  })
  startedAt: string;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_MINUTES })
  @IsOptional()
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
    { message: MINUTES_SENTENCE },
  )
  @Min(0, { message: MINUTES_SENTENCE })
  @Max(MAX_MINUTES, { message: MINUTES_SENTENCE })
  minutes?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_ROUNDS })
  @IsOptional()
  @IsInt({ message: ROUNDS_SENTENCE })
  @Min(0, { message: ROUNDS_SENTENCE })
  @Max(MAX_ROUNDS, { message: ROUNDS_SENTENCE })
  rounds?: number;

  @ApiPropertyOptional({ type: String, maxLength: MAX_NOTE, description: 'Private to the member' })
  @IsOptional()
  @noteValue()
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: NOTE_SENTENCE })
  @MaxLength(MAX_NOTE, { message: NOTE_SENTENCE })
  @NoControlCharacters(true, 'The note may not contain control characters')
  note?: string | null;
}

/** A batch of sessions (an offline queue sent at once). */
export class PracticeSessionsDto {
  @ApiProperty({ type: [PracticeSessionDto], maxItems: MAX_BATCH })
  @IsArray({ message: 'The sessions must be a list' })
  @ArrayMinSize(1, { message: 'Send at least one session' })
  @ArrayMaxSize(MAX_BATCH, { message: `Send at most ${MAX_BATCH} sessions at a time` })
  @IsObject({ each: true, message: 'Each session must be an object with its fields' })
  @ValidateNested({ each: true })
  @Type(() => PracticeSessionDto)
  sessions: PracticeSessionDto[];
}

/** A change to a stored session: what the journal lets the member edit. */
export class UpdatePracticeSessionDto {
  @ApiPropertyOptional({ enum: PRACTICES })
  @IsOptional()
  @IsIn(PRACTICES, { message: PRACTICE_SENTENCE })
  practice?: Practice;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_MINUTES, type: Number, nullable: true })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
    { message: MINUTES_SENTENCE },
  )
  @Min(0, { message: MINUTES_SENTENCE })
  @Max(MAX_MINUTES, { message: MINUTES_SENTENCE })
  minutes?: number | null;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_ROUNDS, type: Number, nullable: true })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: ROUNDS_SENTENCE })
  @Min(0, { message: ROUNDS_SENTENCE })
  @Max(MAX_ROUNDS, { message: ROUNDS_SENTENCE })
  rounds?: number | null;

  @ApiPropertyOptional({ maxLength: MAX_NOTE, type: String, nullable: true })
  @IsOptional()
  @noteValue()
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: NOTE_SENTENCE })
  @MaxLength(MAX_NOTE, { message: NOTE_SENTENCE })
  @NoControlCharacters(true, 'The note may not contain control characters')
  note?: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_SENTENCE = 'Give the dates as YYYY-MM-DD';

/** GET /practice/sessions?from&to: days as the member lived them, both included. */
export class PracticeRangeDto {
  @ApiPropertyOptional({ example: '2026-11-01' })
  @IsOptional()
  @Matches(DAY, { message: DAY_SENTENCE })
  @IsISO8601({ strict: true }, { message: DAY_SENTENCE })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30' })
  @IsOptional()
  @Matches(DAY, { message: DAY_SENTENCE })
  @IsISO8601({ strict: true }, { message: DAY_SENTENCE })
  to?: string;
}

/** GET /practice/summary?tz: the zone whose today the current streak is counted to. */
export class PracticeSummaryQueryDto {
  @ApiPropertyOptional({ example: 'Asia/Kolkata', description: 'IANA time zone; India by default' })
  @IsOptional()
  @IsString({ message: 'The time zone must be a name such as Asia/Kolkata' })
  @MaxLength(64, { message: 'The time zone must be a name such as Asia/Kolkata' })
  tz?: string;
}
