import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  MaxLength,
  Max,
  Min,
} from 'class-validator';
import { NoControlCharacters } from '../../common/dto-fields';
import { ARTICLE_STATES, type ArticleState } from '../article.entity';
import { SLUG_PATTERN } from '../article-slugs';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyAsNone = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const trimTags = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((tag) => (typeof tag === 'string' ? tag.trim() : tag)) : value;

/** The longest article text accepted (about 80,000 words; far more than an article needs). */
export const MARKDOWN_MAX = 500_000;

const PUBLISH_AT_MESSAGE =
  'Please give the publication time as a date and time in India time, e.g. 2026-12-01T07:30.';

/** The fields an article is written with; all optional when changing one. */
class ArticleFields {
  @ApiPropertyOptional({
    example: 'bright',
    maxLength: 80,
    description: 'From the title if absent.',
  })
  @Transform(emptyAsNone)
  @IsOptional()
  @IsString({ message: 'The address must be text.' })
  @Matches(SLUG_PATTERN, {
    message:
      'The address may have only small letters a–z, digits and single hyphens between them, at most 80.',
  })
  slug?: string;

  @ApiPropertyOptional({ maxLength: 500 })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'The summary must be text.' })
  @MaxLength(500, { message: 'The summary may be at most 500 characters long.' })
  @NoControlCharacters(false, 'The summary may not contain control characters.')
  summary?: string;

  @ApiPropertyOptional({ type: [String], example: ['Vedānta', 'Practice'] })
  @Transform(trimTags)
  @IsOptional()
  @Matches(/^[^,<>/\\?#&\p{Cc}]+$/u, {
    each: true,
    message: 'A tag may not contain commas, slashes, angle brackets, ?, # or &.',
  })
  @Length(1, 40, { each: true, message: 'Each tag must be 1 to 40 characters long.' })
  @IsString({ each: true, message: 'Each tag must be text.' })
  @ArrayMaxSize(10, { message: 'An article may have at most 10 tags.' })
  @IsArray({ message: 'Tags must be a list.' })
  tags?: string[];

  @ApiPropertyOptional({ format: 'uuid', type: String, nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'The cover must be a photograph of the media library.' })
  coverMediaId?: string | null;

  @ApiPropertyOptional({
    example: '2026-12-01T07:30',
    description:
      'For state scheduled: the time in India (IST); an ISO time with an offset is kept.',
  })
  @Transform(emptyAsNone)
  @IsOptional()
  @IsString({ message: PUBLISH_AT_MESSAGE })
  @MaxLength(40, { message: PUBLISH_AT_MESSAGE })
  publishAt?: string;
}

export class CreateArticleDto extends ArticleFields {
  @ApiProperty({ example: 'The Witness and the Seen', maxLength: 200 })
  @Transform(trim)
  @NoControlCharacters(false, 'The title may not contain control characters.')
  @Length(1, 200, { message: 'The title must be 1 to 200 characters long.' })
  // Last, so that its sentence is the first one (class-validator reports bottom-up).
  @IsString({ message: 'Please give the article a title.' })
  title: string;

  @ApiProperty({ example: '## The seer\n\nWhat sees is never what is seen…' })
  @NoControlCharacters(true, 'The text may not contain control characters.')
  @MaxLength(MARKDOWN_MAX, { message: 'The text may be at most 500,000 characters long.' })
  @IsString({ message: 'Please write the article’s text (Markdown).' })
  markdown: string;

  @ApiProperty({ enum: ['draft', 'published', 'scheduled'] })
  @IsIn(['draft', 'published', 'scheduled'], {
    message: 'The state must be draft, published or scheduled.',
  })
  state: 'draft' | 'published' | 'scheduled';
}

export class UpdateArticleDto extends ArticleFields {
  @ApiPropertyOptional({ maxLength: 200 })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'Please give the article a title.' })
  @Length(1, 200, { message: 'The title must be 1 to 200 characters long.' })
  @NoControlCharacters(false, 'The title may not contain control characters.')
  title?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'The text must be Markdown text.' })
  @MaxLength(MARKDOWN_MAX, { message: 'The text may be at most 500,000 characters long.' })
  @NoControlCharacters(true, 'The text may not contain control characters.')
  markdown?: string;

  @ApiPropertyOptional({ enum: ARTICLE_STATES })
  @IsOptional()
  @IsIn(ARTICLE_STATES, {
    message: 'The state must be draft, scheduled, published or unpublished.',
  })
  state?: ArticleState;
}

export class PreviewDto {
  @ApiProperty()
  @IsString({ message: 'The text must be Markdown text.' })
  @MaxLength(MARKDOWN_MAX, { message: 'The text may be at most 500,000 characters long.' })
  markdown: string;
}

export class AdminArticlesQuery {
  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @Transform(({ value }) =>
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
  )
  @IsInt({ message: 'The page must be a whole number.' })
  @Min(1, { message: 'The page must be 1 or more.' })
  @Max(10_000, { message: 'There is no such page.' })
  page?: number;

  @ApiPropertyOptional({ enum: ARTICLE_STATES })
  @IsOptional()
  @IsIn(ARTICLE_STATES, {
    message: 'The state must be draft, scheduled, published or unpublished.',
  })
  state?: ArticleState;
}

export class PublicArticlesQuery {
  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @Transform(({ value }) =>
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
  )
  @IsInt({ message: 'The page must be a whole number.' })
  @Min(1, { message: 'The page must be 1 or more.' })
  @Max(10_000, { message: 'There is no such page.' })
  page?: number;

  @ApiPropertyOptional({ example: 'Vedānta' })
  @Transform(emptyAsNone)
  @IsOptional()
  @IsString({ message: 'The tag must be text.' })
  @MaxLength(40, { message: 'There is no such tag.' })
  tag?: string;
}
