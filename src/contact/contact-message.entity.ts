import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A message sent through the contact forms; `sentAt` stays null until the trust's inbox has it. */
@Entity({ name: 'contact_messages' })
export class ContactMessage {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'send_attempts', type: 'int', default: 0 })
  sendAttempts: number;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ name: 'claimed_until', type: 'timestamptz', nullable: true })
  claimedUntil: Date | null;

  /** When an admin marked the message handled (null: still to be answered). */
  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  /** Who marked it (null once that account is deleted). */
  @Column({ name: 'handled_by', type: 'uuid', nullable: true })
  handledBy: string | null;
}
