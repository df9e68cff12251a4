import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { MailService } from '../mail/mail.service';
import { eventReminderMail } from '../mail/templates/events';
import { CalendarService } from './calendar.service';
import { RegistrationsService } from './registrations.service';

/** How often each process looks for reminders due. */
export const REMINDER_TICK_MS = 2000;
/** A reminder goes this long before the occurrence starts. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;
const MAX_BATCH = 20;

interface Claimed {
  id: string;
  claim_token: string;
  event_id: string;
  occurrence_start: Date;
  email: string;
  name: string | null;
  user_id: string | null;
}

/**
 * The reminder a day before each date a person holds a seat for, exactly once per registration
 * across replicas and restarts (docs/decisions/0054, 0160). The sent mark is the registration's
 * own `reminder_sent_at`; a process claims due rows with FOR UPDATE SKIP LOCKED and a lease of
 * MAIL_CLAIM_MS (`reminder_claimed_until`, `reminder_claim_token`; 30 s unless set) renewed while
 * the SMTP server answers, sends with the registration's id in the Message-ID, and marks the row
 * sent only while it still holds the claim. A process killed mid-send leaves its lease to lapse
 * and another sends the reminder: the window between the SMTP server's acceptance and the mark is
 * the one place a second copy can come from.
 */
@Injectable()
export class ReminderSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('EventReminders');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopping = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mail: MailService,
    private readonly calendar: CalendarService,
    private readonly registrations: RegistrationsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.pump(), REMINDER_TICK_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running;
  }

  pump(): Promise<void> {
    this.running ??= this.round()
      .catch((error: unknown) =>
        this.logger.warn(`Could not send reminders: ${(error as Error).message}`),
      )
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async round(): Promise<void> {
    if (this.stopping) return;
    const claimed = await this.claim();
    for (const row of claimed) {
      if (this.stopping) break;
      await this.remind(row);
    }
    if (this.stopping && claimed.length) {
      await this.db.query(
        `UPDATE event_registrations SET reminder_claimed_until = NULL
         WHERE reminder_claim_token = $1 AND reminder_sent_at IS NULL`,
        [claimed[0].claim_token],
      );
    }
  }

  private async claim(): Promise<Claimed[]> {
    const now = this.clock.nowMs();
    const [rows] = (await this.db.query(
      `UPDATE event_registrations r
       SET reminder_claimed_until = $3, reminder_claim_token = $4
       WHERE r.id IN (
           SELECT x.id FROM event_registrations x JOIN events e ON e.id = x.event_id
           WHERE x.status = 'confirmed' AND x.reminder_sent_at IS NULL
             AND x.occurrence_start > $1 AND x.occurrence_start <= $2
             AND e.status = 'scheduled'
             AND (x.reminder_claimed_until IS NULL OR x.reminder_claimed_until < $1)
           ORDER BY x.occurrence_start, x.id LIMIT $5
           FOR UPDATE OF x SKIP LOCKED)
       RETURNING r.id, r.reminder_claim_token AS claim_token, r.event_id, r.occurrence_start,
                 r.email, r.name, r.user_id`,
      [
        new Date(now),
        new Date(now + REMINDER_LEAD_MS),
        new Date(now + this.config.mailClaimMs),
        randomUUID(),
        MAX_BATCH,
      ],
    )) as [Claimed[], number];
    return rows;
  }

  /** Renews the claim and re-reads the row; false when the claim was lost or the seat given up. */
  private async renew(row: Claimed): Promise<boolean> {
    const [rows] = (await this.db.query(
      `UPDATE event_registrations SET reminder_claimed_until = $3
       WHERE id = $1 AND reminder_claim_token = $2 AND reminder_sent_at IS NULL
         AND status = 'confirmed'
       RETURNING id`,
      [row.id, row.claim_token, new Date(this.clock.nowMs() + this.config.mailClaimMs)],
    )) as [unknown[], number];
    return rows.length === 1;
  }

  private async remind(row: Claimed): Promise<void> {
    if (!(await this.renew(row))) return;
    const start = new Date(row.occurrence_start);
    const event = await this.calendar.byId(row.event_id);
    const cancelled = (await this.calendar.exceptions([event.id])).get(event.id);
    if (cancelled?.has(start.getTime())) {
      await this.mark(row);
      return;
    }
    // Every third of the lease: one failed renewal (a busy database) is made up by the next.
    const heartbeat = setInterval(
      () => void this.renew(row).catch(() => undefined),
      this.config.mailClaimMs / 3,
    );
    try {
      const host = new URL(this.config.appUrl).hostname;
      await this.mail.send(
        eventReminderMail({
          to: row.email,
          ownName: row.user_id ? row.name : null,
          facts: this.registrations.facts(event, start, row.id),
          onlineLink: event.online ? event.onlineLink : null,
          messageId: `<event-reminder.${row.id}@${host}>`,
        }),
      );
      clearInterval(heartbeat);
      await this.mark(row);
    } catch (error) {
      clearInterval(heartbeat);
      // Left to its lease: the next round after it lapses tries again.
      this.logger.warn(`Could not send a reminder: ${(error as Error).message}`);
    }
  }

  private async mark(row: Claimed): Promise<void> {
    await this.db.query(
      `UPDATE event_registrations SET reminder_sent_at = $3, reminder_claimed_until = NULL
       WHERE id = $1 AND reminder_claim_token = $2 AND reminder_sent_at IS NULL`,
      [row.id, row.claim_token, this.clock.now()],
    );
  }
}
