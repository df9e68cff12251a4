import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row counting the changes to what public pages show from the database; every replica polls
 * it to know when its rendered pages are stale (src/site-revision/).
 */
export class SiteRevision1795650000000 implements MigrationInterface {
  name = 'SiteRevision1795650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE site_revision (
        id smallint PRIMARY KEY CHECK (id = 1),
        revision bigint NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO site_revision (id, revision) VALUES (1, 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE site_revision`);
  }
}
