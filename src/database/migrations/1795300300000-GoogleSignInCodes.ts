import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The one-time code a Google sign-in hands to the page (instead of a session token in the URL)
 * lives in the verifications table with every other code: allow its purpose.
 */
export class GoogleSignInCodes1795300300000 implements MigrationInterface {
  name = 'GoogleSignInCodes1795300300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE verifications
        DROP CONSTRAINT verifications_purpose_check,
        ADD CONSTRAINT verifications_purpose_check
          CHECK (purpose IN ('signup', 'login', 'verify-email', 'reset-password', 'google-signin'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM verifications WHERE purpose = 'google-signin'`);
    await queryRunner.query(`
      ALTER TABLE verifications
        DROP CONSTRAINT verifications_purpose_check,
        ADD CONSTRAINT verifications_purpose_check
          CHECK (purpose IN ('signup', 'login', 'verify-email', 'reset-password'))`);
  }
}
