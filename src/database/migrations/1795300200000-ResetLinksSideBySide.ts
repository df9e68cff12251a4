import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reset links no longer replace one another: a stranger asking for a reset must not kill the
 * link already in the owner's mailbox. Codes and verification links keep one row per address.
 */
export class ResetLinksSideBySide1795300200000 implements MigrationInterface {
  name = 'ResetLinksSideBySide1795300200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE verifications DROP CONSTRAINT verifications_purpose_email_key`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX verifications_purpose_email_key ON verifications (purpose, email)
       WHERE purpose <> 'reset-password'`,
    );
    await queryRunner.query(
      `CREATE INDEX verifications_reset_email_idx ON verifications (email)
       WHERE purpose = 'reset-password'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Keep the newest reset link of each address, as the old rule would have.
    await queryRunner.query(`
      DELETE FROM verifications v USING verifications w
      WHERE v.purpose = 'reset-password' AND w.purpose = 'reset-password'
        AND v.email = w.email AND (v.created_at, v.id) < (w.created_at, w.id)`);
    await queryRunner.query(`DROP INDEX verifications_reset_email_idx`);
    await queryRunner.query(`DROP INDEX verifications_purpose_email_key`);
    await queryRunner.query(
      `ALTER TABLE verifications ADD CONSTRAINT verifications_purpose_email_key UNIQUE (purpose, email)`,
    );
  }
}
