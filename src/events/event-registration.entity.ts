import { Column, Entity, PrimaryColumn } from 'typeorm';

export type RegistrationStatus = 'pending' | 'confirmed' | 'waitlisted' | 'cancelled';

/**
 * One person for one occurrence of an event. A visitor's row waits as `pending` for the mailed
 * link (the interest lists' double opt-in); a seat is given only when it is confirmed. The
 * waitlist is ordered by `queuedAt`. The reminder is claimed and marked sent on the row itself
 * (docs/decisions/0054, 0160).
 */
@Entity({ name: 'event_registrations' })
export class EventRegistration {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Column({ name: 'occurrence_start', type: 'timestamptz' })
  occurrenceStart: Date;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 16 })
  status: RegistrationStatus;

  @Column({ name: 'confirm_hash', type: 'varchar', length: 128, nullable: true })
  confirmHash: string | null;

  @Column({ name: 'confirm_expires_at', type: 'timestamptz', nullable: true })
  confirmExpiresAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'queued_at', type: 'timestamptz', nullable: true })
  queuedAt: Date | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ name: 'attended_at', type: 'timestamptz', nullable: true })
  attendedAt: Date | null;

  @Column({ name: 'reminder_claimed_until', type: 'timestamptz', nullable: true })
  reminderClaimedUntil: Date | null;

  @Column({ name: 'reminder_claim_token', type: 'uuid', nullable: true })
  reminderClaimToken: string | null;

  @Column({ name: 'reminder_sent_at', type: 'timestamptz', nullable: true })
  reminderSentAt: Date | null;
}
