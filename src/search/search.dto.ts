import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The longest query read (client/search/engine.ts reads no further either). */
export const MAX_QUERY_LENGTH = 200;

export class SearchQueryDto {
  @ApiPropertyOptional({
    description:
      'What to look for: IAST, Anglicised or Devanāgarī spellings all match (drg drishya, दृग्दृश्य).',
    maxLength: MAX_QUERY_LENGTH,
  })
  @IsOptional()
  @IsString({ message: 'The search must be text.' })
  @MaxLength(MAX_QUERY_LENGTH, {
    message: `The search is too long: ${MAX_QUERY_LENGTH} characters at most.`,
  })
  q?: string;
}

export class SearchResultDto {
  @ApiProperty({ example: '/courses/drg-drsya-viveka' })
  url: string;

  @ApiProperty({ example: 'Dṛg-Dṛśya-Viveka' })
  title: string;

  @ApiProperty({ description: 'About two lines of the part of the page that matched.' })
  snippet: string;

  @ApiPropertyOptional({ description: 'The heading of that part of the page.' })
  section?: string;

  @ApiPropertyOptional({ description: "That part's id on its page (url#anchor)." })
  anchor?: string;

  @ApiProperty({
    description: "The snippet's matched words, as [start, end) character offsets.",
    type: 'array',
    items: { type: 'array', items: { type: 'integer' } },
  })
  highlights: Array<[number, number]>;
}

export class SearchResponse {
  @ApiProperty({ type: [SearchResultDto], description: 'Best first; at most 20.' })
  results: SearchResultDto[];
}
