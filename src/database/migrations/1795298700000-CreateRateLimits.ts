import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate-limit counters shared by every instance (keys are SHA-256 hashes, never addresses): hits in
 * the current window, when it ends, a block end once the limit was passed, and the limit and block
 * length that apply to the key.
 */
export class CreateRateLimits1795298700000 implements MigrationInterface {
  name = 'CreateRateLimits1795298700000';

  async up(queryRunner: QueryRunner): Promise<void> {
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

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE rate_limits`);
  }
}
