import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A WebAuthn credential registered to an account (its public key, never a secret). */
@Entity({ name: 'passkeys' })
export class Passkey {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The credential id, base64url, as the browser reports it. */
  @Column({ name: 'credential_id', type: 'varchar', length: 512 })
  credentialId: string;

  @Column({ name: 'public_key', type: 'bytea' })
  publicKey: Buffer;

  /** The authenticator's signature counter (bigint: read back as a string). */
  @Column({ type: 'bigint', default: 0 })
  counter: string;

  /** Comma-separated transports (internal, hybrid, usb…), as the browser reported them. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  transports: string | null;

  /** singleDevice or multiDevice (synced). */
  @Column({ name: 'device_type', type: 'varchar', length: 20 })
  deviceType: string;

  @Column({ name: 'backed_up', type: 'boolean', default: false })
  backedUp: boolean;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  /** The session that added it: ending that session removes the passkey too. */
  @Column({ name: 'added_by_session', type: 'uuid', nullable: true })
  addedBySession?: string | null;
}
