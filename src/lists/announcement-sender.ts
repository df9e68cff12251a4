import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { MailDeliveryError, MailService } from '../mail/mail.service';
import { AnnouncementsService } from './announcements.service';

/** How often each process looks for due deliveries. */
export const TICK_MS = 1000;
/** Temporary failures (4xx, no connection) are retried this many times in all, then recorded. */
export const MAX_ATTEMPTS = 8;
/** The first retry waits this long, each later one twice as long, at most an hour. */
export const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
/** At most this many deliveries are claimed at once (each is re-checked before its mail goes). */
const MAX_BATCH = 20;
/** A fixed key for the advisory lock that makes claiming one process at a time. */
const CLAIM_LOCK = 7_301_955;

interface Claimed {
  id: string;
  claim_token: string;
  announcement_id: string;
  subscription_id: string;
  attempts: number;
  email: string;
  list: string;
  subject: string;
  text: string;
}

export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/**
 * Works through announcement_deliveries (docs/decisions/0101-announcement-queue.md). Every process
 * runs this; they share the work through claims in the database, never through memory:
 * 1. claim: under a transaction-scoped advisory lock, count the attempts of the last minute (all
 *    processes) and claim at most what MAIL_RATE_PER_MINUTE leaves, spread over the minute, with
 *    FOR UPDATE SKIP LOCKED and a claim expiry MAIL_CLAIM_MS ahead (30 s unless set);
 * 2. send each claimed mail with its delivery id as Message-ID (the idempotency key), renewing
 *    the claim every third of MAIL_CLAIM_MS while the SMTP server answers;
 * 3. mark it sent, or failed (5xx), or due again later with backoff (4xx, no connection), or
 *    skipped when the address left the list meanwhile.
 * A process killed between 1 and 3 leaves its claim to lapse, and another (or it, restarted)
 * sends that delivery again: the window between the SMTP server's acceptance and step 3 is the
 * one place where a recipient can get a second copy.
 */
@Injectable()
export class AnnouncementSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Announcements');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopping = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly mail: MailService,
    private readonly announcements: AnnouncementsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.pump(), TICK_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** One round: claim what the rate allows, send it, finish announcements with nothing left. */
  pump(): Promise<void> {
    this.running ??= this.round()
      .catch((error: unknown) =>
        this.logger.warn(`Could not send announcements: ${(error as Error).message}`),
      )
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async round(): Promise<void> {
    if (this.stopping) return;
    // Nearly every round finds nothing to do: one read says so, where the claim's transaction, its
    // lock and the finishing update cost six statements a second in every process.
    if (!(await this.anythingToDo())) return;
    const claimed = await this.claim();
    for (const delivery of claimed) {
      if (this.stopping) break;
      await this.deliver(delivery);
    }
    // Stopping (a deploy): what this round claimed but did not reach is free for others at once.
    if (this.stopping && claimed.length) {
      await this.db.query(
        `UPDATE announcement_deliveries SET claimed_until = NULL
         WHERE claim_token = $1 AND status = 'pending'`,
        [claimed[0].claim_token],
      );
    }
    await this.finishDone();
  }

  /** Whether a delivery is due, or an announcement is still sending (what finishDone closes). */
  private async anythingToDo(): Promise<boolean> {
    const [{ due }] = (await this.db.query(
      `SELECT EXISTS (SELECT 1 FROM announcements WHERE state = 'sending')
           OR EXISTS (SELECT 1 FROM announcement_deliveries
                      WHERE status = 'pending' AND next_attempt_at <= $1
                        AND (claimed_until IS NULL OR claimed_until < $1)) AS due`,
      [new Date(this.clock.nowMs())],
    )) as Array<{ due: boolean }>;
    return due;
  }

  /** The most this round may claim: the minute's allowance left, spread over the ticks. */
  private perTick(): number {
    return Math.max(1, Math.ceil((this.config.mailRatePerMinute * TICK_MS) / 60_000));
  }

  private async claim(): Promise<Claimed[]> {
    const now = this.clock.nowMs();
    return this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      await manager.query(`SELECT pg_advisory_xact_lock($1)`, [CLAIM_LOCK]);
      const [{ recent }] = (await manager.query(
        `SELECT count(*)::int AS recent FROM announcement_deliveries WHERE attempted_at > $1`,
        [new Date(now - 60_000)],
      )) as Array<{ recent: number }>;
      const allowance = Math.min(this.config.mailRatePerMinute - recent, this.perTick(), MAX_BATCH);
      if (allowance <= 0) return [];
      const [rows] = (await manager.query(
        `UPDATE announcement_deliveries d
         SET claimed_until = $2, claim_token = $4, attempted_at = $1, attempts = d.attempts + 1
         FROM list_subscriptions s, announcements a
         WHERE d.id IN (
             SELECT id FROM announcement_deliveries
             WHERE status = 'pending' AND next_attempt_at <= $1
               AND (claimed_until IS NULL OR claimed_until < $1)
             ORDER BY next_attempt_at, id LIMIT $3
             FOR UPDATE SKIP LOCKED)
           AND s.id = d.subscription_id AND a.id = d.announcement_id
         RETURNING d.id, d.claim_token, d.announcement_id, d.subscription_id, d.attempts, s.email,
                   a.list, a.subject, a.text`,
        [new Date(now), new Date(now + this.config.mailClaimMs), allowance, randomUUID()],
      )) as [Claimed[], number];
      return rows;
    });
  }

  /**
   * Renews this round's claim on the delivery and reads whether its address is still on the list;
   * undefined when the claim lapsed and another round holds it now.
   */
  private async renew(delivery: Claimed): Promise<string | undefined> {
    const [rows] = (await this.db.query(
      `UPDATE announcement_deliveries d SET claimed_until = $3
       FROM list_subscriptions s
       WHERE d.id = $1 AND d.claim_token = $2 AND d.status = 'pending'
         AND s.id = d.subscription_id
       RETURNING s.status`,
      [delivery.id, delivery.claim_token, new Date(this.clock.nowMs() + this.config.mailClaimMs)],
    )) as [Array<{ status: string }>, number];
    return rows[0]?.status;
  }

  private async deliver(delivery: Claimed): Promise<void> {
    const status = await this.renew(delivery);
    if (status === undefined) return;
    // The address left the list after the announcement was queued.
    if (status !== 'confirmed') {
      await this.mark(delivery, `status = 'skipped', claimed_until = NULL`, []);
      return;
    }
    // Every third of the claim: one failed renewal (a busy database) is made up by the next.
    const heartbeat = setInterval(
      () => void this.renew(delivery).catch(() => undefined),
      this.config.mailClaimMs / 3,
    );
    try {
      const host = new URL(this.config.appUrl).hostname;
      await this.mail.send(
        this.announcements.render(delivery, delivery.email, delivery.subscription_id, {
          messageId: `<announcement.${delivery.id}@${host}>`,
        }),
      );
      clearInterval(heartbeat);
      await this.mark(delivery, `status = 'sent', sent_at = $3, claimed_until = NULL`, [
        this.clock.now(),
      ]);
    } catch (error) {
      clearInterval(heartbeat);
      await this.failed(delivery, error as Error);
    }
  }

  private async failed(delivery: Claimed, error: Error): Promise<void> {
    const code = error instanceof MailDeliveryError ? error.responseCode : undefined;
    const reason = error.message.slice(0, 500);
    if ((code !== undefined && code >= 500) || delivery.attempts >= MAX_ATTEMPTS) {
      await this.mark(delivery, `status = 'failed', last_error = $3, claimed_until = NULL`, [
        reason,
      ]);
      return;
    }
    await this.mark(delivery, `last_error = $3, next_attempt_at = $4, claimed_until = NULL`, [
      reason,
      new Date(this.clock.nowMs() + retryDelayMs(delivery.attempts)),
    ]);
  }

  private async mark(delivery: Claimed, assignments: string, values: unknown[]): Promise<void> {
    await this.db.query(
      `UPDATE announcement_deliveries SET ${assignments}
       WHERE id = $1 AND claim_token = $2 AND status = 'pending'`,
      [delivery.id, delivery.claim_token, ...values],
    );
  }

  private async finishDone(): Promise<void> {
    await this.db.query(
      `UPDATE announcements a SET state = 'done', finished_at = $1
       WHERE state = 'sending' AND NOT EXISTS (
         SELECT 1 FROM announcement_deliveries d
         WHERE d.announcement_id = a.id AND d.status = 'pending')`,
      [this.clock.now()],
    );
  }
}
