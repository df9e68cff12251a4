import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One finished sitting, japa or other practice of a member, sent by their browser (often later,
 * from an offline queue). `clientId` is the browser's UUID for it: the same session sent twice is
 * stored once. `localDay` is the day as the member lived it (the start in its own UTC offset), so
 * streaks and the calendar follow the member's midnight wherever they were. Rows go with the
 * account (ON DELETE CASCADE).
 */
@Entity({ name: 'practice_sessions' })
export class PracticeSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'client_id', type: 'uuid' })
  clientId: string;

  @Column({ type: 'varchar', length: 32 })
  practice: string;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  /** Minutes east of UTC the member's clock showed at the start. */
  @Column({ name: 'utc_offset', type: 'smallint' })
  utcOffset: number;

  @Column({ name: 'local_day', type: 'date' })
  localDay: string;

  @Column({ type: 'integer', nullable: true })
  seconds: number | null;

  @Column({ type: 'integer', nullable: true })
  rounds: number | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  note: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
