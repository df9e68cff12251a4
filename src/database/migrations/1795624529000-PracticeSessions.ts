import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The practice journal (src/practice): one row per session, unique per member on the browser's
 * client id (a session sent again from an offline queue is stored once), found by member and
 * local day for the calendar and streaks. Rows go with the account.
 */
export class PracticeSessions1795624529000 implements MigrationInterface {
  name = 'PracticeSessions1795624529000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE practice_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        client_id uuid NOT NULL,
        practice varchar(32) NOT NULL,
        started_at timestamptz NOT NULL,
        utc_offset smallint NOT NULL CHECK (utc_offset BETWEEN -1080 AND 1080),
        local_day date NOT NULL,
        seconds integer CHECK (seconds BETWEEN 0 AND 86400),
        rounds integer CHECK (rounds BETWEEN 0 AND 10000),
        note varchar(2000),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT practice_sessions_client UNIQUE (user_id, client_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX practice_sessions_user_day ON practice_sessions (user_id, local_day)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE practice_sessions`);
  }
}
