import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { withPermit } from '../common/with-permit';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { MailDeliveryError, MailService } from '../mail/mail.service';
import { interestConfirmMail, newsConfirmMail } from '../mail/templates/lists';
import { SendLimiter } from '../throttle/send-limiter';
import type { User } from '../users/user.entity';
import { COURSE_LISTS, NEWS_LIST, findCourseList, upcomingCourse } from './course-lists';
import { CONFIRM_TTL_MS, ListTokens } from './list-tokens';
import { DomainError } from '../common/domain-error';

export const LIST_SENTENCES = {
  unknownCourse: 'There is no upcoming course with that name.',
  linkUsed: 'This link has expired or was already used. Please register your interest again.',
  badUnsubscribe: 'This unsubscribe link is not valid. Please use the link from the e-mail.',
  mailFailed: 'We could not send the e-mail just now. Please try again in a few minutes.',
} as const;

export interface MemberInterest {
  courseSlug: string;
  title: string;
  createdAt: Date;
}

interface Row {
  id: string;
  list: string;
  created_at: Date;
}

/**
 * Who is on which list. A member joins a course's list in one step (their address is proven); a
 * visitor's address waits for the mailed link (double opt-in), and every request for an address
 * gets the same answer and the same one mail whether or not it is already listed. A member's
 * interests are found by account and by their proven address, so what a visitor registered before
 * signing up shows up in their dashboard (docs/decisions/0100-interest-lists.md).
 */
@Injectable()
export class SubscriptionsService {
  readonly tokens: ListTokens;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mail: MailService,
    private readonly sendLimiter: SendLimiter,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.tokens = new ListTokens(config.jwtSecret);
  }

  /** The upcoming course of a slug, or a 404 with a sentence. */
  upcoming(slug: string) {
    const course = upcomingCourse(slug);
    if (!course) throw new DomainError('not-found', LIST_SENTENCES.unknownCourse);
    return course;
  }

  /** A member joins a course's list at once, with their proven address. */
  async joinAsMember(list: string, user: User): Promise<void> {
    const now = this.clock.now();
    await this.db.query(
      `INSERT INTO list_subscriptions (id, list, email, name, user_id, status, created_at, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, 'confirmed', $6, $6)
       ON CONFLICT (list, email) DO UPDATE SET
         user_id = EXCLUDED.user_id,
         status = 'confirmed',
         confirmed_at = CASE WHEN list_subscriptions.status = 'confirmed'
                             THEN list_subscriptions.confirmed_at ELSE EXCLUDED.confirmed_at END,
         unsubscribed_at = NULL, confirm_hash = NULL, confirm_expires_at = NULL`,
      [randomUUID(), list, user.email, user.name, user.id, now],
    );
  }

  /**
   * A visitor asks to join: a new confirmation link replaces any earlier one, and the row's status
   * does not change until the link is used. Answers the same for every address.
   */
  async requestAsVisitor(
    list: string,
    email: string,
    name: string | null,
    ip: string,
  ): Promise<void> {
    await withPermit(this.sendLimiter.take('list-confirm', email, ip), async () => {
      const { token, hash } = this.tokens.newConfirmToken();
      const now = this.clock.nowMs();
      await this.db.query(
        `INSERT INTO list_subscriptions
           (id, list, email, name, status, confirm_hash, confirm_expires_at, created_at)
         VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7)
         ON CONFLICT (list, email) DO UPDATE SET
           confirm_hash = EXCLUDED.confirm_hash,
           confirm_expires_at = EXCLUDED.confirm_expires_at,
           name = COALESCE(list_subscriptions.name, EXCLUDED.name)`,
        [randomUUID(), list, email, name, hash, new Date(now + CONFIRM_TTL_MS), new Date(now)],
      );
      const link = `${this.config.appUrl}/lists/confirm?token=${encodeURIComponent(token)}`;
      const course = findCourseList(list);
      const message =
        list === NEWS_LIST
          ? newsConfirmMail(email, link)
          : interestConfirmMail(email, course?.title ?? list, link);
      try {
        await this.mail.send(message);
      } catch (error) {
        if (error instanceof MailDeliveryError) {
          throw new DomainError('unavailable', LIST_SENTENCES.mailFailed);
        }
        throw error;
      }
    });
  }

  /**
   * Uses a confirmation link once: one conditional update, so two clicks (or two processes)
   * confirm it once and the second finds nothing. Returns the list, or null.
   */
  async confirm(token: string): Promise<string | null> {
    const [rows] = (await this.db.query(
      `UPDATE list_subscriptions SET
         status = 'confirmed',
         confirmed_at = CASE WHEN status = 'confirmed' THEN confirmed_at ELSE $2 END,
         unsubscribed_at = NULL, confirm_hash = NULL, confirm_expires_at = NULL
       WHERE confirm_hash = $1 AND confirm_expires_at > $2
       RETURNING list`,
      [this.tokens.confirmHash(token), this.clock.now()],
    )) as [Array<{ list: string }>, number];
    return rows[0]?.list ?? null;
  }

  /** One-click unsubscribe: the list left, or a 400 for a token that is not ours. */
  async unsubscribe(token: string): Promise<string> {
    const id = this.tokens.subscriptionOf(token);
    if (!id) throw new DomainError('invalid', LIST_SENTENCES.badUnsubscribe);
    const [rows] = (await this.db.query(
      `UPDATE list_subscriptions SET
         status = 'unsubscribed',
         unsubscribed_at = CASE WHEN status = 'unsubscribed' THEN unsubscribed_at ELSE $2 END,
         confirm_hash = NULL, confirm_expires_at = NULL
       WHERE id = $1
       RETURNING list`,
      [id, this.clock.now()],
    )) as [Array<{ list: string }>, number];
    // A row deleted with its account: the address is on no list, which is what was asked.
    return rows[0]?.list ?? NEWS_LIST;
  }

  /** The list a genuine unsubscribe token names (for the page that asks to confirm), or null. */
  async listOfUnsubscribeToken(token: string): Promise<string | null> {
    const id = this.tokens.subscriptionOf(token);
    if (!id) return null;
    const [row] = (await this.db.query(`SELECT list FROM list_subscriptions WHERE id = $1`, [
      id,
    ])) as Array<{ list: string }>;
    return row?.list ?? null;
  }

  /** The member's confirmed course interests: by account, or by their proven address. */
  async memberInterests(user: User): Promise<MemberInterest[]> {
    const rows = (await this.db.query(
      `SELECT id, list, created_at FROM list_subscriptions
       WHERE status = 'confirmed' AND list <> $1
         AND (user_id = $2 OR ($4 AND email = $3))
       ORDER BY created_at`,
      [NEWS_LIST, user.id, user.email, user.isEmailVerified],
    )) as Row[];
    return rows
      .map((row) => ({ row, course: COURSE_LISTS.find((c) => c.slug === row.list) }))
      .filter(({ course }) => course)
      .map(({ row, course }) => ({
        courseSlug: row.list,
        title: course!.title,
        createdAt: new Date(row.created_at),
      }));
  }

  /** Leaves a course's list (by account or proven address); nothing to leave is fine too. */
  async withdraw(slug: string, user: User): Promise<void> {
    if (!findCourseList(slug)) throw new DomainError('not-found', LIST_SENTENCES.unknownCourse);
    await this.db.query(
      `UPDATE list_subscriptions SET status = 'unsubscribed', unsubscribed_at = $4,
         confirm_hash = NULL, confirm_expires_at = NULL
       WHERE list = $1 AND status <> 'unsubscribed'
         AND (user_id = $2 OR ($5 AND email = $3))`,
      [slug, user.id, user.email, this.clock.now(), user.isEmailVerified],
    );
  }
}
