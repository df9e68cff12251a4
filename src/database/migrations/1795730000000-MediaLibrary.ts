import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The media library (src/media): albums, photographs with their cleaned original, and the
 * variants served at /media/{id}/{width}.{format}. The bytes live in the database so that every
 * replica serves every image with no shared disk, and backups carry them
 * (docs/decisions/0173-media-in-the-database.md). An album's cover is one of the photographs; a
 * photograph deleted takes its variants with it and leaves its album without that cover.
 */
export class MediaLibrary1795730000000 implements MigrationInterface {
  name = 'MediaLibrary1795730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE media_albums (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug varchar(80) NOT NULL UNIQUE,
        title varchar(120) NOT NULL,
        position integer NOT NULL DEFAULT 0,
        cover_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE media (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        album_id uuid REFERENCES media_albums(id) ON DELETE SET NULL,
        position integer NOT NULL DEFAULT 0,
        alt varchar(300) NOT NULL,
        caption varchar(1000),
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        format varchar(8) NOT NULL,
        original bytea NOT NULL,
        seed_key varchar(60) UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX media_album_position ON media (album_id, position)`);
    await queryRunner.query(`
      ALTER TABLE media_albums ADD CONSTRAINT media_albums_cover
        FOREIGN KEY (cover_id) REFERENCES media(id) ON DELETE SET NULL`);
    await queryRunner.query(`
      CREATE TABLE media_variants (
        media_id uuid NOT NULL REFERENCES media(id) ON DELETE CASCADE,
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        format varchar(8) NOT NULL CHECK (format IN ('avif', 'webp', 'jpeg')),
        etag varchar(64) NOT NULL,
        bytes bytea NOT NULL,
        PRIMARY KEY (media_id, width, format)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE media_albums DROP CONSTRAINT media_albums_cover`);
    await queryRunner.query(`DROP TABLE media_variants`);
    await queryRunner.query(`DROP TABLE media`);
    await queryRunner.query(`DROP TABLE media_albums`);
  }
}
