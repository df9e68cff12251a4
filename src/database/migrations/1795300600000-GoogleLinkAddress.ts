import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The address of the Google account linked to an account, shown in account settings ("Linked
 * as …"). Kept on the account row, so it goes with the account; null for links made before.
 */
export class GoogleLinkAddress1795300600000 implements MigrationInterface {
  name = 'GoogleLinkAddress1795300600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN google_email varchar(254)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN google_email`);
  }
}
