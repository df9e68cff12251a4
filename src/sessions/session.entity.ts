import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How a session was opened. */
export type SessionMethod = 'password' | 'code' | 'signup' | 'google' | 'passkey';

/** One signed-in device: every JWT names its row (`sid`); revoking the row ends the token at once. */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 10 })
  method: SessionMethod;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** When the person last proved who they are in this session (sign-in or reauth). */
  @Column({ name: 'proven_at', type: 'timestamptz', nullable: true })
  provenAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
