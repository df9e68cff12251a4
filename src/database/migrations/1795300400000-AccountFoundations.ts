import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What account settings stand on: each session knows when it last proved its owner (recent
 * sign-in), where it was opened and when it was last used; each account keeps a history of its
 * security events. The verification purposes are no longer listed in a CHECK constraint: every
 * feature that adds a purpose would have to rewrite the whole list, and the column is only ever
 * written by OtpService with its typed purposes.
 */
export class AccountFoundations1795300400000 implements MigrationInterface {
  name = 'AccountFoundations1795300400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE sessions
        ADD COLUMN proven_at timestamptz,
        ADD COLUMN ip varchar(64),
        ADD COLUMN user_agent varchar(512),
        ADD COLUMN last_used_at timestamptz`);
    await queryRunner.query(`UPDATE sessions SET last_used_at = created_at`);
    await queryRunner.query(`
      CREATE TABLE security_events (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(40) NOT NULL,
        at timestamptz NOT NULL,
        ip varchar(64),
        user_agent varchar(512),
        detail varchar(200)
      )`);
    await queryRunner.query(
      `CREATE INDEX security_events_user_at ON security_events (user_id, at DESC)`,
    );
    await queryRunner.query(
      `ALTER TABLE verifications DROP CONSTRAINT IF EXISTS verifications_purpose_check`,
    );
    await queryRunner.query(`
      ALTER TABLE verifications
        ALTER COLUMN purpose TYPE varchar(32),
        ADD CONSTRAINT verifications_purpose_check CHECK (purpose ~ '^[a-z][a-z-]*$')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DELETE FROM verifications
      WHERE purpose NOT IN ('signup', 'login', 'verify-email', 'reset-password', 'google-signin')`);
    await queryRunner.query(`
      ALTER TABLE verifications
        DROP CONSTRAINT verifications_purpose_check,
        ALTER COLUMN purpose TYPE varchar(20),
        ADD CONSTRAINT verifications_purpose_check
          CHECK (purpose IN ('signup', 'login', 'verify-email', 'reset-password', 'google-signin'))`);
    await queryRunner.query(`DROP TABLE security_events`);
    await queryRunner.query(`
      ALTER TABLE sessions
        DROP COLUMN proven_at, DROP COLUMN ip, DROP COLUMN user_agent, DROP COLUMN last_used_at`);
  }
}
