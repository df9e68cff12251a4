import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A course run the trust removes is marked, not deleted: calendars subscribed to /events.ics
 * already hold its sessions, and only a VEVENT with STATUS:CANCELLED (and a higher SEQUENCE)
 * takes them out again (docs/decisions/0178-removed-course-runs-stay-cancelled.md).
 */
export class CourseRunsKeptWhenRemoved1795750000000 implements MigrationInterface {
  name = 'CourseRunsKeptWhenRemoved1795750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE course_runs ADD COLUMN deleted_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM course_runs WHERE deleted_at IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE course_runs DROP COLUMN deleted_at`);
  }
}
