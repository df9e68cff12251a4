import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { type Repository, type SelectQueryBuilder } from 'typeorm';
import { Clock } from '../../common/clock';
import { escapeLike } from '../../common/like';
import type { Principal } from '../../common/principal';
import { ContactMessage } from '../../contact/contact-message.entity';
import { ADMIN_PAGE_SIZE } from '../admin-query';
import { AuditService } from '../audit/audit.service';
import { DomainError } from '../../common/domain-error';

export const MESSAGE_NOT_FOUND = 'That message does not exist.';

export interface MessageFilter {
  query?: string;
  handled?: boolean;
}

/** Rows read at a time for an export (keyset pages: stable and cheap however far in). */
const EXPORT_BATCH = 500;

/** The contact inbox as the admin area sees it: list, search, handled mark, export. */
@Injectable()
export class AdminMessagesService {
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  private filtered(filter: MessageFilter): SelectQueryBuilder<ContactMessage> {
    const query = this.messages.createQueryBuilder('m');
    const words = filter.query?.trim();
    if (words) {
      // ILIKE with the wildcards escaped: what the admin typed is found as written, on Postgres
      // and PGlite alike (full-text search would stem names and addresses).
      query.andWhere(
        `(m.name ILIKE :words ESCAPE '\\' OR m.email ILIKE :words ESCAPE '\\' OR m.message ILIKE :words ESCAPE '\\')`,
        { words: `%${escapeLike(words)}%` },
      );
    }
    if (filter.handled !== undefined) {
      query.andWhere(filter.handled ? 'm.handled_at IS NOT NULL' : 'm.handled_at IS NULL');
    }
    return query;
  }

  /** Newest first, a page at a time, with how many are still to be handled. */
  async list(filter: MessageFilter, page: number) {
    const [[items, total], unhandled] = await Promise.all([
      this.filtered(filter)
        .orderBy('m.created_at', 'DESC')
        .addOrderBy('m.id', 'DESC')
        .skip((page - 1) * ADMIN_PAGE_SIZE)
        .take(ADMIN_PAGE_SIZE)
        .getManyAndCount(),
      this.messages.createQueryBuilder('m').where('m.handled_at IS NULL').getCount(),
    ]);
    return { items, total, unhandled };
  }

  async find(id: string): Promise<ContactMessage> {
    const message = await this.messages.findOneBy({ id });
    if (!message) throw new DomainError('not-found', MESSAGE_NOT_FOUND);
    return message;
  }

  /** Marks a message handled or not, recorded in the audit log in the same transaction. */
  async setHandled(id: string, handled: boolean, admin: Principal): Promise<ContactMessage> {
    return this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const repo = manager.getRepository(ContactMessage);
      const message = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!message) throw new DomainError('not-found', MESSAGE_NOT_FOUND);
      if (Boolean(message.handledAt) === handled) return message;
      const changes = handled
        ? { handledAt: this.clock.now(), handledBy: admin.id }
        : { handledAt: null, handledBy: null };
      await repo.update({ id }, changes);
      await this.audit.record({
        actor: admin,
        action: handled ? 'message.handled' : 'message.unhandled',
        targetType: 'message',
        targetId: id,
        detail: { from: message.email },
      });
      return Object.assign(message, changes);
    });
  }

  /** Every message, newest first, read in batches for a streamed export. */
  async *all(filter: MessageFilter = {}): AsyncIterable<ContactMessage> {
    // The cursor keeps created_at as Postgres wrote it: a JS Date would drop its microseconds.
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const query = this.filtered(filter).addSelect('m.created_at::text', 'cursor');
      if (after) {
        query.andWhere(
          '(m.created_at, m.id) < (CAST(:createdAt AS timestamptz), CAST(:id AS uuid))',
          after,
        );
      }
      const { entities, raw } = await query
        .orderBy('m.created_at', 'DESC')
        .addOrderBy('m.id', 'DESC')
        .limit(EXPORT_BATCH)
        .getRawAndEntities<{ cursor: string }>();
      yield* entities;
      if (entities.length < EXPORT_BATCH) return;
      after = { createdAt: raw[raw.length - 1].cursor, id: entities[entities.length - 1].id };
    }
  }

  /** An export is an admin action too: who took a copy of the inbox, and when. */
  recordExport(admin: Principal, filter: MessageFilter): Promise<void> {
    return this.audit.record({
      actor: admin,
      action: 'messages.exported',
      targetType: 'message',
      detail: { ...filter },
    });
  }
}
