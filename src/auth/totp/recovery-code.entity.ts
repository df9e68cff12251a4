import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One of an account's ten recovery codes: only a keyed hash is kept; used once, then marked. */
@Entity({ name: 'recovery_codes' })
export class RecoveryCode {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
