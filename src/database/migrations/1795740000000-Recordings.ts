import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lectures and talks (src/recordings): a row per recording, its audio in 256 kB pieces so that a
 * range request reads only the pieces it needs and no process ever holds a whole file. The pieces
 * are stored EXTERNAL (out of line, uncompressed): compressed audio does not shrink, and
 * substring() of an uncompressed TOAST value reads only the slices it returns.
 */
export class Recordings1795740000000 implements MigrationInterface {
  name = 'Recordings1795740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE recordings (
        id uuid PRIMARY KEY,
        title varchar(200) NOT NULL,
        speaker varchar(120),
        recorded_on date,
        series varchar(200),
        description varchar(4000),
        external_url varchar(2000),
        content_type varchar(40),
        byte_length bigint CHECK (byte_length >= 0),
        chunk_size integer CHECK (chunk_size > 0),
        duration_seconds double precision CHECK (duration_seconds >= 0),
        sha256 varchar(64),
        chapters jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT recordings_audio_or_link CHECK (
          (external_url IS NULL) = (content_type IS NOT NULL AND byte_length IS NOT NULL
            AND chunk_size IS NOT NULL AND sha256 IS NOT NULL)
        )
      )`);
    await queryRunner.query(`CREATE INDEX recordings_series ON recordings (series, recorded_on)`);
    await queryRunner.query(`
      CREATE TABLE recording_chunks (
        recording_id uuid NOT NULL REFERENCES recordings(id) ON DELETE CASCADE,
        seq integer NOT NULL CHECK (seq >= 0),
        data bytea NOT NULL,
        PRIMARY KEY (recording_id, seq)
      )`);
    await queryRunner.query(`ALTER TABLE recording_chunks ALTER COLUMN data SET STORAGE EXTERNAL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE recording_chunks`);
    await queryRunner.query(`DROP TABLE recordings`);
  }
}
