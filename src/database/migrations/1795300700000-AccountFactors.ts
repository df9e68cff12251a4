import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Second factors beyond the e-mailed code: an authenticator app (its secret sealed with
 * AES-256-GCM, the last accepted time step against replays, a pending secret while it is being
 * set up), its single-use recovery codes (keyed hashes), passkeys, and the WebAuthn challenges
 * kept in the database so any replica can finish a ceremony another one started.
 */
export class AccountFactors1795300700000 implements MigrationInterface {
  name = 'AccountFactors1795300700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN totp_secret varchar(200),
        ADD COLUMN totp_last_step bigint,
        ADD COLUMN totp_enabled_at timestamptz,
        ADD COLUMN totp_pending_secret varchar(200),
        ADD COLUMN totp_pending_until timestamptz`);
    await queryRunner.query(`
      CREATE TABLE recovery_codes (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash varchar(64) NOT NULL,
        created_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX recovery_codes_user_hash ON recovery_codes (user_id, code_hash)`,
    );
    await queryRunner.query(`
      CREATE TABLE passkeys (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        credential_id varchar(512) NOT NULL,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports varchar(200),
        device_type varchar(20) NOT NULL,
        backed_up boolean NOT NULL DEFAULT false,
        name varchar(60) NOT NULL,
        created_at timestamptz NOT NULL,
        last_used_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX passkeys_credential_id_key ON passkeys (credential_id)`,
    );
    await queryRunner.query(`CREATE INDEX passkeys_user ON passkeys (user_id)`);
    await queryRunner.query(`
      CREATE TABLE webauthn_challenges (
        id uuid PRIMARY KEY,
        challenge varchar(128) NOT NULL,
        purpose varchar(20) NOT NULL CHECK (purpose IN ('registration', 'authentication')),
        user_id uuid REFERENCES users (id) ON DELETE CASCADE,
        binding_hash varchar(64),
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX webauthn_challenges_challenge_key ON webauthn_challenges (challenge)`,
    );
    await queryRunner.query(`
      ALTER TABLE sessions
        DROP CONSTRAINT sessions_method_check,
        ADD CONSTRAINT sessions_method_check
          CHECK (method IN ('password', 'code', 'signup', 'google', 'passkey'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM sessions WHERE method = 'passkey'`);
    await queryRunner.query(`
      ALTER TABLE sessions
        DROP CONSTRAINT sessions_method_check,
        ADD CONSTRAINT sessions_method_check
          CHECK (method IN ('password', 'code', 'signup', 'google'))`);
    await queryRunner.query(`DROP TABLE webauthn_challenges`);
    await queryRunner.query(`DROP TABLE passkeys`);
    await queryRunner.query(`DROP TABLE recovery_codes`);
    await queryRunner.query(`
      ALTER TABLE users
        DROP COLUMN totp_secret, DROP COLUMN totp_last_step, DROP COLUMN totp_enabled_at,
        DROP COLUMN totp_pending_secret, DROP COLUMN totp_pending_until`);
  }
}
