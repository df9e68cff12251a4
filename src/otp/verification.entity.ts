import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What a code or link is for ('google-signin': the one-time code of a Google sign-in; 'reauth': a
 * code proving it is still the member before a sensitive change).
 */
export type VerificationPurpose =
  | 'signup'
  | 'login'
  | 'verify-email'
  | 'reset-password'
  | 'google-signin'
  | 'reauth'
  | 'change-email'
  | 'cancel-email-change';

/** A pending sign-up: the name and the already hashed password, kept until the code is entered. */
export interface SignupPayload {
  name: string;
  passwordHash: string;
}

/**
 * A pending change of address: the row's address is the account's current one, this the new one,
 * and the session that asked (the change is made only while that session is live).
 */
export interface EmailChangePayload {
  newEmail: string;
  sessionId?: string;
}

/**
 * Every code and link, one row per (purpose, address): a new one replaces the old. Only a keyed
 * hash of the secret is stored, with its expiry, the wrong tries so far and, for a sign-up, the
 * pending account.
 */
@Entity({ name: 'verifications' })
export class Verification {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 32 })
  purpose: VerificationPurpose;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ name: 'secret_hash', type: 'varchar', length: 64 })
  secretHash: string;

  @Column({ type: 'jsonb', nullable: true })
  payload: SignupPayload | EmailChangePayload | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
