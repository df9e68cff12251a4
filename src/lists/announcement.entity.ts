import { Column, Entity, PrimaryColumn } from 'typeorm';

export type AnnouncementState = 'sending' | 'done';

/** A mail to every confirmed address of a list; its recipients are rows of announcement_deliveries. */
@Entity({ name: 'announcements' })
export class Announcement {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 80 })
  list: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  @Column({ type: 'varchar', length: 16 })
  state: AnnouncementState;

  @Column({ type: 'int' })
  total: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
