import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import type { Principal } from '../../common/principal';
import { currentRequestContext } from '../../common/request-context';
import { escapeLike } from '../../common/like';
import { ADMIN_PAGE_SIZE } from '../admin-query';
import { AdminAuditEntry } from './admin-audit.entity';

/** Who did it: a signed-in admin, or one of the two ways to become admin outside the site. */
export type AuditActor = Pick<Principal, 'id' | 'user'> | 'ADMIN_EMAILS' | 'shell';

export interface AuditRecord {
  actor: AuditActor;
  /** What was done, as a dotted name: `message.handled`, `user.role`, `user.deleted`… */
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  detail?: Record<string, unknown> | null;
  /** Defaults to the address of the request being served (none from the shell or at boot). */
  ip?: string | null;
}

export interface AuditFilter {
  page: number;
  action?: string;
  /** Part of the actor's address (or `shell`, `ADMIN_EMAILS`). */
  actor?: string;
}

/**
 * Writes one entry (the only write to the table anywhere: AuditService.record and the shell's
 * `npm run admin` both come here).
 */
export async function appendAudit(
  manager: EntityManager,
  entry: AuditRecord,
  at: Date,
): Promise<void> {
  const actor = entry.actor;
  const ip = entry.ip === undefined ? (currentRequestContext()?.ip ?? null) : entry.ip;
  const row: Partial<AdminAuditEntry> = {
    id: randomUUID(),
    at,
    actorId: typeof actor === 'string' ? null : actor.id,
    actorEmail: typeof actor === 'string' ? actor : actor.user.email,
    action: entry.action.slice(0, 60),
    targetType: entry.targetType?.slice(0, 40) ?? null,
    targetId: entry.targetId?.slice(0, 254) ?? null,
    detail: entry.detail ?? null,
    ip: ip ? ip.slice(0, 64) : null,
  };
  // jsonb: TypeORM's deep-partial type cannot describe an open record; the value is plain JSON.
  await manager.getRepository(AdminAuditEntry).insert(row as never);
}

/** The admin audit log: records and reads, nothing else (no path in the code changes a row). */
@Injectable()
export class AuditService {
  constructor(
    @InjectRepository(AdminAuditEntry) private readonly entries: Repository<AdminAuditEntry>,
    private readonly clock: Clock,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /** Appends one entry, in the caller's transaction if any, so that it commits with the change. */
  async record(entry: AuditRecord): Promise<void> {
    await appendAudit(this.txHost.tx, entry, this.clock.now());
  }

  /** Newest first, a page at a time, filtered by action and actor. */
  async list(filter: AuditFilter): Promise<{ items: AdminAuditEntry[]; total: number }> {
    const query = this.entries.createQueryBuilder('entry');
    if (filter.action) query.andWhere('entry.action = :action', { action: filter.action });
    if (filter.actor) {
      query.andWhere(`entry.actor_email ILIKE :actor ESCAPE '\\'`, {
        actor: `%${escapeLike(filter.actor)}%`,
      });
    }
    const [items, total] = await query
      .orderBy('entry.at', 'DESC')
      .addOrderBy('entry.id', 'DESC')
      .skip((filter.page - 1) * ADMIN_PAGE_SIZE)
      .take(ADMIN_PAGE_SIZE)
      .getManyAndCount();
    return { items, total };
  }

  /** The distinct actions recorded so far, for the log page's filter. */
  async actions(): Promise<string[]> {
    const rows = await this.entries
      .createQueryBuilder('entry')
      .select('DISTINCT entry.action', 'action')
      .orderBy('action')
      .getRawMany<{ action: string }>();
    return rows.map((row) => row.action);
  }
}
