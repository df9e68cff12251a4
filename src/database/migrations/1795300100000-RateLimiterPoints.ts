import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The table rate-limiter-flexible's Postgres store reads and writes (its own layout: key, points
 * consumed, expiry in epoch ms), shared by every limiter through key prefixes. Keys are SHA-256
 * hashes behind a prefix, never addresses. Replaces the hand-written store's rate_limits table;
 * its counters are short-lived, so none are carried over.
 */
export class RateLimiterPoints1795300100000 implements MigrationInterface {
  name = 'RateLimiterPoints1795300100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS rate_limits`);
    await queryRunner.query(`
      CREATE TABLE rate_limit_points (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
    await queryRunner.query(
      `CREATE INDEX rate_limit_points_expire_idx ON rate_limit_points (expire)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE rate_limit_points`);
    await queryRunner.query(`
      CREATE TABLE rate_limits (
        key varchar(64) PRIMARY KEY,
        hits integer NOT NULL,
        window_ends_at timestamptz NOT NULL,
        blocked_until timestamptz,
        hit_limit integer NOT NULL,
        block_ms integer NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX rate_limits_window_ends_at_idx ON rate_limits (window_ends_at)`,
    );
  }
}
