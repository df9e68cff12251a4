import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsISO8601,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { NoControlCharacters, Trim } from '../common/dto-fields';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const optionalText = () => Transform(({ value }) => (value === '' ? undefined : value));

export class CreateRecordingDto {
  @ApiProperty({ example: 'Kaṭha Upaniṣad, talk 3: the two paths', maxLength: 200 })
  @Trim()
  @NoControlCharacters(false, 'The title cannot contain control characters.')
  @MaxLength(200, { message: 'The title can be at most 200 characters.' })
  @MinLength(1, { message: 'Give the recording a title.' })
  @IsString({ message: 'Give the recording a title.' })
  title: string;

  @ApiPropertyOptional({ maxLength: 120 })
  @Trim()
  @optionalText()
  @IsOptional()
  @IsString()
  @MaxLength(120, { message: 'The speaker’s name can be at most 120 characters.' })
  @NoControlCharacters(false, 'The speaker’s name cannot contain control characters.')
  speaker?: string;

  @ApiPropertyOptional({ example: '2026-07-10', description: 'The day of the talk (India)' })
  @Trim()
  @optionalText()
  @IsOptional()
  @IsISO8601(
    { strict: true },
    { message: 'The date of the recording is not a day of the calendar.' },
  )
  @Matches(DAY, { message: 'The date of the recording must be a day written as YYYY-MM-DD.' })
  recordedOn?: string;

  @ApiPropertyOptional({
    maxLength: 200,
    description: 'A course or a text of the catalogue, or any name that groups talks',
  })
  @Trim()
  @optionalText()
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'The series can be at most 200 characters.' })
  @NoControlCharacters(false, 'The series cannot contain control characters.')
  series?: string;

  @ApiPropertyOptional({ maxLength: 4000 })
  @Trim()
  @optionalText()
  @IsOptional()
  @IsString()
  @MaxLength(4000, { message: 'The description can be at most 4,000 characters.' })
  @NoControlCharacters(true, 'The description cannot contain control characters.')
  description?: string;

  @ApiPropertyOptional({
    example: 'https://www.youtube.com/watch?v=…',
    description: 'A video elsewhere (https), instead of a file',
  })
  @Trim()
  @optionalText()
  @IsOptional()
  @MaxLength(2000, { message: 'The link can be at most 2,000 characters.' })
  @IsUrl(
    { protocols: ['https'], require_protocol: true, require_tld: true },
    { message: 'The link must be a full https:// address.' },
  )
  url?: string;
}

export class ChapterDto {
  @ApiProperty({ example: 754, description: 'Seconds from the start' })
  @IsNumber({}, { message: 'A chapter starts at a number of seconds.' })
  @Min(0, { message: 'A chapter cannot start before the recording.' })
  @Max(172800, { message: 'A chapter must start within the recording.' })
  at: number;

  @ApiProperty({ maxLength: 200 })
  @Trim()
  @IsString({ message: 'Give each chapter a title.' })
  @MinLength(1, { message: 'Give each chapter a title.' })
  @MaxLength(200, { message: 'A chapter title can be at most 200 characters.' })
  @NoControlCharacters(false, 'A chapter title cannot contain control characters.')
  title: string;
}

/** Every field optional; an empty string clears speaker, date, series or description. */
export class UpdateRecordingDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @Trim()
  @IsOptional()
  @IsString()
  @MinLength(1, { message: 'A recording keeps a title.' })
  @MaxLength(200, { message: 'The title can be at most 200 characters.' })
  @NoControlCharacters(false, 'The title cannot contain control characters.')
  title?: string;

  @ApiPropertyOptional({ maxLength: 120 })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(120, { message: 'The speaker’s name can be at most 120 characters.' })
  @NoControlCharacters(false, 'The speaker’s name cannot contain control characters.')
  speaker?: string;

  @ApiPropertyOptional({ example: '2026-07-10' })
  @Trim()
  @IsOptional()
  @ValidateIf((_, value) => value !== '')
  @IsISO8601(
    { strict: true },
    { message: 'The date of the recording is not a day of the calendar.' },
  )
  @Matches(DAY, { message: 'The date of the recording must be a day written as YYYY-MM-DD.' })
  @IsString()
  recordedOn?: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'The series can be at most 200 characters.' })
  @NoControlCharacters(false, 'The series cannot contain control characters.')
  series?: string;

  @ApiPropertyOptional({ maxLength: 4000 })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(4000, { message: 'The description can be at most 4,000 characters.' })
  @NoControlCharacters(true, 'The description cannot contain control characters.')
  description?: string;

  @ApiPropertyOptional({ type: [ChapterDto], description: 'Replaces the chapter list' })
  @IsOptional()
  @IsArray({ message: 'Chapters are a list of { at, title }.' })
  @ArrayMaxSize(200, { message: 'A recording can have at most 200 chapters.' })
  @ValidateNested({ each: true })
  @Type(() => ChapterDto)
  chapters?: ChapterDto[];
}

export class CreatedRecordingView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The audio’s address, or the external video’s link' }) url: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Read from the file; null for a link' })
  durationSeconds: number | null;
}

export class RecordingView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true }) speaker: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2026-07-10' }) recordedOn: string | null;
  @ApiProperty({ type: String, nullable: true }) series: string | null;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ enum: ['audio', 'video'] }) kind: 'audio' | 'video';
  @ApiProperty({ description: 'The audio’s address on this site, or the external video’s link' })
  url: string;
  @ApiProperty({ type: String, nullable: true, example: 'audio/mpeg' }) contentType: string | null;
  @ApiProperty({ type: Number, nullable: true }) byteLength: number | null;
  @ApiProperty({ type: Number, nullable: true }) durationSeconds: number | null;
  @ApiProperty({ type: [ChapterDto] }) chapters: ChapterDto[];
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class RecordingsView {
  @ApiProperty({ type: [RecordingView] }) recordings: RecordingView[];
}
