import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per periodic job, shared by every replica: the job is due when next_run_at has passed,
 * and held by one replica while running_until lies ahead (a lease, so a replica killed mid-run
 * leaves the job to another once it expires). See docs/decisions/0054.
 */
export class JobRuns1795301000000 implements MigrationInterface {
  name = 'JobRuns1795301000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE job_runs (
        name varchar(64) PRIMARY KEY,
        next_run_at timestamptz NOT NULL,
        running_until timestamptz,
        last_run_at timestamptz,
        last_run_by varchar(128)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE job_runs`);
  }
}
