import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A chapter of a recording: where it starts (seconds from the beginning) and its title. */
export interface RecordingChapter {
  at: number;
  title: string;
}

/** Postgres bigint arrives as a string; a recording's length fits a JavaScript number. */
const bigintNumber = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/**
 * A lecture or talk: either audio uploaded to the site (its bytes in `recording_chunks`, its type
 * the one detected from those bytes) or a link to a video elsewhere (`externalUrl`). Exactly one of
 * the two is set (a CHECK in the migration).
 */
@Entity({ name: 'recordings' })
export class Recording {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  speaker: string | null;

  @Column({ name: 'recorded_on', type: 'date', nullable: true })
  recordedOn: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  series: string | null;

  @Column({ type: 'varchar', length: 4000, nullable: true })
  description: string | null;

  @Column({ name: 'external_url', type: 'varchar', length: 2000, nullable: true })
  externalUrl: string | null;

  @Column({ name: 'content_type', type: 'varchar', length: 40, nullable: true })
  contentType: string | null;

  @Column({ name: 'byte_length', type: 'bigint', nullable: true, transformer: bigintNumber })
  byteLength: number | null;

  @Column({ name: 'chunk_size', type: 'integer', nullable: true })
  chunkSize: number | null;

  @Column({ name: 'duration_seconds', type: 'double precision', nullable: true })
  durationSeconds: number | null;

  /** The SHA-256 of the bytes (base64url): the strong ETag and the feed's stable guid part. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  sha256: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  chapters: RecordingChapter[];

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** One piece of a recording's bytes, in order by `seq`; all of the same size but the last. */
@Entity({ name: 'recording_chunks' })
export class RecordingChunk {
  @PrimaryColumn({ name: 'recording_id', type: 'uuid' })
  recordingId: string;

  @PrimaryColumn({ type: 'integer' })
  seq: number;

  @Column({ type: 'bytea' })
  data: Buffer;
}
