import { Column, Entity, PrimaryColumn } from 'typeorm';

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

/**
 * One address on one list (a course slug, or `news`). A visitor's row waits `pending` until the
 * mailed link confirms it; a member's is confirmed at once. Only a keyed hash of the confirmation
 * token is kept, and it is cleared when used.
 */
@Entity({ name: 'list_subscriptions' })
export class ListSubscription {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 80 })
  list: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name: string | null;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 16 })
  status: SubscriptionStatus;

  @Column({ name: 'confirm_hash', type: 'varchar', length: 64, nullable: true })
  confirmHash: string | null;

  @Column({ name: 'confirm_expires_at', type: 'timestamptz', nullable: true })
  confirmExpiresAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;
}
