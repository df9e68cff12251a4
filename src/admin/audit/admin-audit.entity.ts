import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One thing an admin did (or a role given by ADMIN_EMAILS or the shell): who, what, to what, when,
 * from where. Append-only: AuditService only inserts and reads, and the database refuses UPDATE,
 * DELETE and TRUNCATE on the table (docs/decisions/0105-append-only-admin-audit.md). The actor is
 * kept by id and by the address they had then, with no foreign key, so the record outlives the
 * account.
 */
@Entity({ name: 'admin_audit' })
export class AdminAuditEntry {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'timestamptz' })
  at: Date;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  /** The admin's address at the time, or `ADMIN_EMAILS` / `shell` for the two ways outside the site. */
  @Column({ name: 'actor_email', type: 'varchar', length: 254 })
  actorEmail: string;

  @Column({ type: 'varchar', length: 60 })
  action: string;

  @Column({ name: 'target_type', type: 'varchar', length: 40, nullable: true })
  targetType: string | null;

  @Column({ name: 'target_id', type: 'varchar', length: 254, nullable: true })
  targetId: string | null;

  @Column({ type: 'jsonb', nullable: true })
  detail: Record<string, unknown> | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;
}
