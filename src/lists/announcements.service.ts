import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../admin/audit/audit.service';
import { Clock } from '../common/clock';
import type { Principal } from '../common/principal';
import { APP_CONFIG, type AppConfig } from '../config/env';
import type { MailMessage } from '../mail/mail-message';
import { MailDeliveryError, MailService } from '../mail/mail.service';
import { announcementMail, type Unsubscribe } from '../mail/templates/lists';
import type { User } from '../users/user.entity';
import { AdminListsService } from './admin-lists.service';
import { listTitle } from './course-lists';
import type { AnnouncementProgress } from './lists.dto';
import { SubscriptionsService } from './subscriptions.service';
import { DomainError } from '../common/domain-error';

export interface AnnouncementInput {
  list: string;
  subject: string;
  text: string;
}

interface ProgressRow {
  id: string;
  list: string;
  subject: string;
  total: number;
  state: 'sending' | 'done';
  created_at: Date;
  sent: number;
  failed: number;
  skipped: number;
}

const PROGRESS = `
  SELECT a.id, a.list, a.subject, a.total, a.state, a.created_at,
         count(d.id) FILTER (WHERE d.status = 'sent')::int AS sent,
         count(d.id) FILTER (WHERE d.status = 'failed')::int AS failed,
         count(d.id) FILTER (WHERE d.status = 'skipped')::int AS skipped
  FROM announcements a LEFT JOIN announcement_deliveries d ON d.announcement_id = a.id`;

function toProgress(row: ProgressRow): AnnouncementProgress {
  return {
    id: row.id,
    list: row.list,
    subject: row.subject,
    total: row.total,
    sent: row.sent,
    failed: row.failed,
    skipped: row.skipped,
    state: row.state,
    createdAt: new Date(row.created_at),
  };
}

/** The address part of `Name <address>`, or the value itself. */
function mailboxAddress(value: string): string {
  return /<([^>]+)>\s*$/.exec(value)?.[1] ?? value;
}

/**
 * Announcements to a list: written, previewed and tried on the admin's own address, then queued as
 * one delivery row per confirmed address in the same transaction (the sender works through them:
 * announcement-sender.ts), and their progress read from those rows.
 */
@Injectable()
export class AnnouncementsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly lists: AdminListsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  unsubscribeFor(subscriptionId: string): Unsubscribe {
    const token = this.subscriptions.tokens.unsubscribeToken(subscriptionId);
    return {
      url: `${this.config.appUrl}/api/lists/unsubscribe?token=${encodeURIComponent(token)}`,
      mailto: `mailto:${mailboxAddress(this.config.contactInbox)}?subject=unsubscribe`,
    };
  }

  /** The mail a recipient of `list` gets (a test or preview uses a sample unsubscribe link). */
  render(
    input: AnnouncementInput,
    to: string,
    subscriptionId: string,
    options: { messageId?: string; test?: boolean } = {},
  ): MailMessage {
    return announcementMail({
      to,
      subject: input.subject,
      text: input.text,
      listTitle: listTitle(input.list),
      unsubscribe: this.unsubscribeFor(subscriptionId),
      replyTo: this.config.contactInbox,
      ...options,
    });
  }

  preview(input: AnnouncementInput, admin: User): { subject: string; html: string; text: string } {
    this.lists.checkList(input.list);
    const mail = this.render(input, admin.email, randomUUID());
    return { subject: mail.subject, html: mail.html, text: mail.text };
  }

  /** Sends the announcement to the admin alone, marked as a test. */
  async sendTest(input: AnnouncementInput, admin: Principal): Promise<void> {
    this.lists.checkList(input.list);
    try {
      await this.mail.send(this.render(input, admin.user.email, randomUUID(), { test: true }));
      await this.audit.record({
        actor: admin,
        action: 'announcement.test',
        targetType: 'list',
        targetId: input.list,
        detail: { subject: input.subject },
      });
    } catch (error) {
      if (error instanceof MailDeliveryError) {
        throw new DomainError(
          'unavailable',
          'The test could not be sent just now. Please try again in a few minutes.',
        );
      }
      throw error;
    }
  }

  /**
   * Queues the announcement for every confirmed address of the list, in one transaction (the
   * caller's, if any: a course run's state and its letter commit together).
   */
  async create(input: AnnouncementInput, admin: Principal): Promise<{ id: string; total: number }> {
    this.lists.checkList(input.list);
    const id = randomUUID();
    const now = this.clock.now();
    return this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      await manager.query(
        `INSERT INTO announcements (id, list, subject, text, author_id, state, total, created_at)
         VALUES ($1, $2, $3, $4, $5, 'sending', 0, $6)`,
        [id, input.list, input.subject, input.text, admin.user.id, now],
      );
      await manager.query(
        `INSERT INTO announcement_deliveries (id, announcement_id, subscription_id, status, next_attempt_at)
         SELECT gen_random_uuid(), $1, s.id, 'pending', $3
         FROM list_subscriptions s WHERE s.list = $2 AND s.status = 'confirmed'`,
        [id, input.list, now],
      );
      const [[{ total }]] = (await manager.query(
        `UPDATE announcements SET
           total = (SELECT count(*) FROM announcement_deliveries WHERE announcement_id = $1)
         WHERE id = $1 RETURNING total`,
        [id],
      )) as [[{ total: number }], number];
      await this.audit.record({
        actor: admin,
        action: 'announcement.sent',
        targetType: 'list',
        targetId: input.list,
        detail: { announcement: id, subject: input.subject, recipients: total },
      });
      if (total === 0) {
        await manager.query(
          `UPDATE announcements SET state = 'done', finished_at = $2 WHERE id = $1`,
          [id, now],
        );
      }
      return { id, total };
    });
  }

  async progress(id: string): Promise<AnnouncementProgress> {
    const rows = /^[0-9a-f-]{36}$/.test(id)
      ? ((await this.db.query(`${PROGRESS} WHERE a.id = $1 GROUP BY a.id`, [id])) as ProgressRow[])
      : [];
    if (!rows[0]) throw new DomainError('not-found', 'There is no announcement with that number.');
    return toProgress(rows[0]);
  }

  /** The announcements of a list, newest first. */
  async ofList(list: string): Promise<AnnouncementProgress[]> {
    this.lists.checkList(list);
    const rows = (await this.db.query(
      `${PROGRESS} WHERE a.list = $1 GROUP BY a.id ORDER BY a.created_at DESC LIMIT 20`,
      [list],
    )) as ProgressRow[];
    return rows.map(toProgress);
  }
}
