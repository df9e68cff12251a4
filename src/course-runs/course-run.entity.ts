import { Column, DeleteDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { RunMode, RunSession, RunState } from './schedule';

/**
 * One run (term) of a catalogue course: its dates, weekly sessions in India time, mode, place,
 * teacher, fee note, capacity and state. The course's teaching text stays in client/content; only
 * what changes from term to term lives here. `sequence` grows with every change, for the calendar
 * feed's SEQUENCE; `enrollmentAnnouncementId` is the letter queued when enrollment opened. A run
 * the trust removes keeps its row with `deletedAt` set, so that the feed can cancel its sessions in
 * subscribers' calendars; TypeORM's finds leave such rows out unless asked `withDeleted`.
 */
@Entity({ name: 'course_runs' })
export class CourseRun {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'course_slug', type: 'varchar', length: 80 })
  courseSlug: string;

  @Column({ name: 'starts_on', type: 'date' })
  startsOn: string;

  @Column({ name: 'ends_on', type: 'date' })
  endsOn: string;

  /** Set when the run was given as a number of weeks (ends_on is then derived from it). */
  @Column({ type: 'smallint', nullable: true })
  weeks: number | null;

  @Column({ type: 'jsonb' })
  sessions: RunSession[];

  @Column({ type: 'varchar', length: 16 })
  mode: RunMode;

  @Column({ type: 'varchar', length: 300, nullable: true })
  place: string | null;

  @Column({ type: 'varchar', length: 120 })
  teacher: string;

  @Column({ name: 'fee_note', type: 'varchar', length: 500, nullable: true })
  feeNote: string | null;

  @Column({ type: 'integer', nullable: true })
  capacity: number | null;

  @Column({ type: 'varchar', length: 20 })
  state: RunState;

  @Column({ type: 'integer' })
  sequence: number;

  @Column({ name: 'enrollment_announcement_id', type: 'uuid', nullable: true })
  enrollmentAnnouncementId: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
