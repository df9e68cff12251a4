import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The blog (src/articles): articles with their state and schedule, and every saved version of
 * each (deleted with it). The scheduler finds due articles by (state, publish_at); visitors' lists
 * go by (state, published_at). Slugs are unique; the cover names a media library item loosely (a
 * deleted photograph leaves the article without a cover, never a failed page).
 */
export class Articles1795720000000 implements MigrationInterface {
  name = 'Articles1795720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE articles (
        id uuid PRIMARY KEY,
        slug varchar(80) NOT NULL,
        title varchar(200) NOT NULL,
        summary varchar(500),
        markdown text NOT NULL,
        tags varchar(40)[] NOT NULL DEFAULT '{}',
        cover_media_id uuid,
        state varchar(16) NOT NULL
          CHECK (state IN ('draft', 'scheduled', 'published', 'unpublished')),
        publish_at timestamptz,
        published_at timestamptz,
        scheduled_by uuid REFERENCES users(id) ON DELETE SET NULL,
        revision integer NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT articles_slug UNIQUE (slug),
        CONSTRAINT articles_scheduled_time CHECK (state <> 'scheduled' OR publish_at IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX articles_due ON articles (state, publish_at)`);
    await queryRunner.query(`CREATE INDEX articles_listed ON articles (state, published_at)`);
    await queryRunner.query(`
      CREATE TABLE article_revisions (
        id uuid PRIMARY KEY,
        article_id uuid NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
        number integer NOT NULL,
        slug varchar(80) NOT NULL,
        title varchar(200) NOT NULL,
        summary varchar(500),
        markdown text NOT NULL,
        tags varchar(40)[] NOT NULL DEFAULT '{}',
        cover_media_id uuid,
        author_id uuid REFERENCES users(id) ON DELETE SET NULL,
        author_email varchar(254),
        created_at timestamptz NOT NULL,
        CONSTRAINT article_revisions_number UNIQUE (article_id, number)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE article_revisions`);
    await queryRunner.query(`DROP TABLE articles`);
  }
}
