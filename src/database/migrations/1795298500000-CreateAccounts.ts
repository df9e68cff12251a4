import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users, their sessions (one row per issued JWT) and the one verification table for codes and
 * links. gen_random_uuid() is built into PostgreSQL 13 and later (and PGlite), so no extension is
 * needed; the app also generates ids itself.
 */
export class CreateAccounts1795298500000 implements MigrationInterface {
  name = 'CreateAccounts1795298500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        username varchar(20),
        password_hash varchar(255),
        google_id varchar(255),
        avatar varchar(2048),
        is_email_verified boolean NOT NULL DEFAULT false,
        otp_enabled boolean NOT NULL DEFAULT false,
        role varchar(10) NOT NULL DEFAULT 'user',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        last_login timestamptz,
        CONSTRAINT users_role_check CHECK (role IN ('user', 'admin')),
        CONSTRAINT users_email_lower_check CHECK (email = lower(email)),
        CONSTRAINT users_username_check CHECK (username IS NULL OR username ~ '^[A-Za-z0-9_]{3,20}$')
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_google_id_key ON users (google_id)`);

    await queryRunner.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        method varchar(10) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        CONSTRAINT sessions_method_check CHECK (method IN ('password', 'code', 'signup', 'google'))
      )`);
    await queryRunner.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);
    await queryRunner.query(`CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)`);

    await queryRunner.query(`
      CREATE TABLE verifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        purpose varchar(20) NOT NULL,
        email varchar(254) NOT NULL,
        user_id uuid REFERENCES users (id) ON DELETE CASCADE,
        secret_hash varchar(64) NOT NULL,
        payload jsonb,
        attempts integer NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT verifications_purpose_check
          CHECK (purpose IN ('signup', 'login', 'verify-email', 'reset-password')),
        CONSTRAINT verifications_purpose_email_key UNIQUE (purpose, email)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX verifications_secret_hash_key ON verifications (secret_hash)`,
    );
    await queryRunner.query(
      `CREATE INDEX verifications_expires_at_idx ON verifications (expires_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE verifications`);
    await queryRunner.query(`DROP TABLE sessions`);
    await queryRunner.query(`DROP TABLE users`);
  }
}
