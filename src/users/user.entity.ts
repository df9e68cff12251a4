import { Column, Entity, PrimaryColumn } from 'typeorm';

export type UserRole = 'user' | 'admin';

/** A member account. `email` is stored lower-cased; `passwordHash` is null for Google-only accounts. */
@Entity({ name: 'users' })
export class User {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  username: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  @Column({ name: 'google_id', type: 'varchar', length: 255, nullable: true })
  googleId: string | null;

  /** The address of the linked Google account, when it was linked after this was kept. */
  @Column({ name: 'google_email', type: 'varchar', length: 254, nullable: true })
  googleEmail: string | null;

  /** The session that linked Google from the account page: ending it unlinks Google too. */
  @Column({ name: 'google_linked_by_session', type: 'uuid', nullable: true })
  googleLinkedBySession?: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  avatar: string | null;

  @Column({ name: 'is_email_verified', type: 'boolean', default: false })
  isEmailVerified: boolean;

  @Column({ name: 'otp_enabled', type: 'boolean', default: false })
  otpEnabled: boolean;

  @Column({ type: 'varchar', length: 10, default: 'user' })
  role: UserRole;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'last_login', type: 'timestamptz', nullable: true })
  lastLogin: Date | null;

  /** The authenticator app's shared secret, sealed (src/common/encryption.ts); null when off. */
  @Column({ name: 'totp_secret', type: 'varchar', length: 200, nullable: true })
  totpSecret?: string | null;

  /** The last accepted app code's time step: a step at or before it is refused (no replays). */
  @Column({ name: 'totp_last_step', type: 'bigint', nullable: true })
  totpLastStep?: string | null;

  @Column({ name: 'totp_enabled_at', type: 'timestamptz', nullable: true })
  totpEnabledAt?: Date | null;

  /** A secret shown for setting up the app, sealed, until it is confirmed with a code. */
  @Column({ name: 'totp_pending_secret', type: 'varchar', length: 200, nullable: true })
  totpPendingSecret?: string | null;

  @Column({ name: 'totp_pending_until', type: 'timestamptz', nullable: true })
  totpPendingUntil?: Date | null;
}
