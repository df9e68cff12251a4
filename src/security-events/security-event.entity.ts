import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Something that changed how an account is protected or reached (password set, second factor
 * turned on, passkey added, e-mail changed…), kept for the member's own history and data export.
 * Rows go with the account (ON DELETE CASCADE).
 */
@Entity({ name: 'security_events' })
export class SecurityEvent {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ type: 'timestamptz' })
  at: Date;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  detail: string | null;
}
