import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Course runs (src/course-runs): the dated terms of the catalogue's courses, read by course slug
 * and end date for the pages and the calendar feed. The checks repeat the API's rules so that no
 * path can store a run that ends before it starts or a state the pages do not know.
 */
export class CourseRuns1795700000000 implements MigrationInterface {
  name = 'CourseRuns1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE course_runs (
        id uuid PRIMARY KEY,
        course_slug varchar(80) NOT NULL,
        starts_on date NOT NULL,
        ends_on date NOT NULL,
        weeks smallint CHECK (weeks BETWEEN 1 AND 104),
        sessions jsonb NOT NULL,
        mode varchar(16) NOT NULL CHECK (mode IN ('online', 'varanasi', 'both')),
        place varchar(300),
        teacher varchar(120) NOT NULL,
        fee_note varchar(500),
        capacity integer CHECK (capacity BETWEEN 1 AND 1000),
        state varchar(20) NOT NULL
          CHECK (state IN ('announced', 'enrollment-open', 'running', 'completed')),
        sequence integer NOT NULL DEFAULT 0,
        enrollment_announcement_id uuid REFERENCES announcements(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT course_runs_dates CHECK (ends_on >= starts_on)
      )`);
    await queryRunner.query(
      `CREATE INDEX course_runs_course ON course_runs (course_slug, ends_on)`,
    );
    await queryRunner.query(`CREATE INDEX course_runs_ends ON course_runs (ends_on)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE course_runs`);
  }
}
