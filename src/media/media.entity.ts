import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** The formats every photograph is served in, most compact first. */
export const VARIANT_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** A named, ordered set of photographs on /gallery; its cover is one of them (or the first). */
@Entity({ name: 'media_albums' })
export class MediaAlbum {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 80 })
  slug: string;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'integer' })
  position: number;

  @Column({ name: 'cover_id', type: 'uuid', nullable: true })
  coverId: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * One photograph: its text, its size after auto-rotation, and the original as uploaded but
 * cleaned (rotated upright, EXIF and GPS gone), kept so new variants can be made later. The
 * original is never served and never selected with the row (select: false).
 */
@Entity({ name: 'media' })
export class MediaItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'album_id', type: 'uuid', nullable: true })
  albumId: string | null;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 300 })
  alt: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  caption: string | null;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  /** The original's format as its bytes say (jpeg, png or webp). */
  @Column({ type: 'varchar', length: 8 })
  format: string;

  @Column({ type: 'bytea', select: false })
  original: Buffer;

  /** Set on the photographs the site ships with, so seeding them is done once. */
  @Column({ name: 'seed_key', type: 'varchar', length: 60, nullable: true })
  seedKey: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** One served rendering of a photograph: a width in one format, with its content hash. */
@Entity({ name: 'media_variants' })
export class MediaVariant {
  @PrimaryColumn({ name: 'media_id', type: 'uuid' })
  mediaId: string;

  @PrimaryColumn({ type: 'integer' })
  width: number;

  @PrimaryColumn({ type: 'varchar', length: 8 })
  format: VariantFormat;

  @Column({ type: 'integer' })
  height: number;

  @Column({ type: 'varchar', length: 64 })
  etag: string;

  @Column({ type: 'bytea', select: false })
  bytes: Buffer;
}
