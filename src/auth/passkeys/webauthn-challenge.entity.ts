import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A challenge handed to the browser for one ceremony: single use, 5 minutes, in the database so
 * that any replica can finish it. Registration challenges name the account; sign-in challenges
 * carry the hash of a value held in the browser's HttpOnly cookie instead.
 */
@Entity({ name: 'webauthn_challenges' })
export class WebauthnChallenge {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 128 })
  challenge: string;

  @Column({ type: 'varchar', length: 20 })
  purpose: 'registration' | 'authentication';

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ name: 'binding_hash', type: 'varchar', length: 64, nullable: true })
  bindingHash: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
