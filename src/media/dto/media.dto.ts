import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { NoControlCharacters } from '../../common/dto-fields';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** An empty caption or album field in a form means none. */
const emptyIsNone = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });

const ALT_SENTENCE =
  'Describe the photograph for someone who cannot see it (alt text, 1 to 300 characters).';

/** The fields of the multipart upload beside `file` (multipart sends them as text). */
export class UploadMediaDto {
  @ApiProperty({ description: 'What the photograph shows, for screen readers (required)' })
  @trim()
  @IsString({ message: ALT_SENTENCE })
  @Length(1, 300, { message: ALT_SENTENCE })
  @NoControlCharacters(false, 'The alt text cannot contain control characters or line breaks.')
  alt: string;

  @ApiPropertyOptional({ description: 'Shown under the photograph: the place and the practice' })
  @emptyIsNone()
  @IsOptional()
  @IsString({ message: 'The caption must be text.' })
  @MaxLength(1000, { message: 'The caption is at most 1,000 characters.' })
  @NoControlCharacters(true, 'The caption cannot contain control characters.')
  caption?: string;

  @ApiPropertyOptional({
    description:
      'An album’s id, or a title: an album of that title is used, or made when there is none',
  })
  @emptyIsNone()
  @IsOptional()
  @IsString({ message: 'The album must be an album’s id or a title.' })
  @MaxLength(120, { message: 'An album’s title is at most 120 characters.' })
  @NoControlCharacters(false, 'The album’s title cannot contain control characters.')
  album?: string;
}

export class UpdateMediaDto {
  @ApiPropertyOptional()
  @trim()
  @IsOptional()
  @IsString({ message: ALT_SENTENCE })
  @Length(1, 300, { message: ALT_SENTENCE })
  @NoControlCharacters(false, 'The alt text cannot contain control characters or line breaks.')
  alt?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'null or "" removes it' })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value))
  @trim()
  @ValidateIf((_o, v) => v !== null && v !== undefined)
  @IsString({ message: 'The caption must be text.' })
  @MaxLength(1000, { message: 'The caption is at most 1,000 characters.' })
  @NoControlCharacters(true, 'The caption cannot contain control characters.')
  caption?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'Move to this album (at its end); null takes it out of every album',
  })
  @ValidateIf((_o, v) => v !== null && v !== undefined)
  @IsUUID('all', { message: 'The album must be an album’s id.' })
  albumId?: string | null;
}

export class CreateAlbumDto {
  @ApiProperty()
  @trim()
  @IsString({ message: 'Give the album a title of 1 to 120 characters.' })
  @Length(1, 120, { message: 'Give the album a title of 1 to 120 characters.' })
  @NoControlCharacters(false, 'The album’s title cannot contain control characters.')
  title: string;
}

export class UpdateAlbumDto {
  @ApiPropertyOptional({ description: 'A new title (the address, its slug, stays)' })
  @trim()
  @IsOptional()
  @IsString({ message: 'Give the album a title of 1 to 120 characters.' })
  @Length(1, 120, { message: 'Give the album a title of 1 to 120 characters.' })
  @NoControlCharacters(false, 'The album’s title cannot contain control characters.')
  title?: string;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uuid' })
  @ValidateIf((_o, v) => v !== null && v !== undefined)
  @IsUUID('all', { message: 'The cover must be the id of a photograph in the album.' })
  coverId?: string | null;

  @ApiPropertyOptional({
    type: [String],
    description: 'Every photograph of the album, by id, in the order to show them',
  })
  @IsOptional()
  @IsArray({ message: 'The order is a list of the album’s photographs.' })
  @ArrayMaxSize(2000, { message: 'The order is a list of the album’s photographs.' })
  @IsUUID('all', { each: true, message: 'The order is a list of the album’s photographs.' })
  order?: string[];

  @ApiPropertyOptional({ description: 'Where the album stands among the albums (0 first)' })
  @IsOptional()
  @IsInt({ message: 'The album’s place is a whole number from 0.' })
  @Min(0, { message: 'The album’s place is a whole number from 0.' })
  position?: number;
}

export class MediaVariantView {
  @ApiProperty({ example: '/media/3f0c…/640.webp' }) url: string;
  @ApiProperty() width: number;
  @ApiProperty() height: number;
  @ApiProperty({ enum: ['avif', 'webp', 'jpeg'] }) format: string;
}

export class MediaView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() width: number;
  @ApiProperty() height: number;
  @ApiProperty() alt: string;
  @ApiProperty({ type: String, nullable: true }) caption: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) albumId: string | null;
  @ApiProperty() position: number;
  @ApiProperty({ type: [MediaVariantView] }) variants: MediaVariantView[];
  @ApiProperty({ description: 'The share image (og:image): 1200 wide, or the largest JPEG' })
  shareUrl: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class AlbumView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty() position: number;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) coverId: string | null;
  @ApiProperty() count: number;
}

export class MediaLibraryView {
  @ApiProperty({ type: [MediaView] }) items: MediaView[];
  @ApiProperty({ type: [AlbumView] }) albums: AlbumView[];
}

export class GalleryAlbumView extends AlbumView {
  @ApiProperty({ type: MediaView, nullable: true }) cover: MediaView | null;
}

export class GalleryView {
  @ApiProperty({ type: [GalleryAlbumView] }) albums: GalleryAlbumView[];
}

export class GalleryAlbumPage {
  @ApiProperty({ type: GalleryAlbumView }) album: GalleryAlbumView;
  @ApiProperty({ type: [MediaView] }) photos: MediaView[];
}
