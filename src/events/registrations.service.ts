import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { withPermit } from '../common/with-permit';
import { APP_CONFIG, type AppConfig } from '../config/env';
import type { MailMessage } from '../mail/mail-message';
import { MailDeliveryError, MailService } from '../mail/mail.service';
import {
  eventConfirmLinkMail,
  eventPromotedMail,
  eventRegisteredMail,
  type EventMailFacts,
} from '../mail/templates/events';
import { SendLimiter } from '../throttle/send-limiter';
import type { User } from '../users/user.entity';
import { CalendarService, EVENT_SENTENCES } from './calendar.service';
import type { CalendarEvent } from './event.entity';
import { icsAttachment, occurrenceUid, type FeedEntry } from './event-ics';
import { istRange } from '../common/india-time-format';
import type { RegistrationStatus } from './event-registration.entity';
import { CONFIRM_TTL_MS, RegistrationTokens } from './registration-tokens';
import { EventsPublished } from './events-published';
import { DomainError } from '../common/domain-error';

export const REGISTRATION_SENTENCES = {
  linkUsed: 'This link has expired or was already used. Please register again.',
  badCancel: 'This cancel link is not valid. Please use the link from the e-mail.',
  notRegistered: 'You are not registered for this event.',
  mailFailed: 'We could not send the e-mail just now. Please try again in a few minutes.',
} as const;

/** A seat, or a place in the line: what a confirmed registration gets. */
export type Placement = 'confirmed' | 'waitlisted';

interface RegistrationRow {
  id: string;
  event_id: string;
  occurrence_start: Date;
  user_id: string | null;
  email: string;
  name: string | null;
  status: RegistrationStatus;
}

export interface MyRegistration {
  slug: string;
  title: string;
  kind: string;
  occurrence: string;
  endsAt: string;
  status: Placement;
  online: boolean;
  onlineLink: string | null;
  place: string | null;
  mapUrl: string | null;
}

const ROW = `id, event_id, occurrence_start, user_id, email, name, status`;

/**
 * Registering for a date of an event, and leaving it (docs/decisions/0160-event-recurrence-and-
 * waitlist.md). A seat is given under a row lock on the occurrence's row in event_occurrences:
 * every registration and cancellation of one date takes that lock first, then counts the
 * confirmed seats, so two processes can never both take the last seat, and the first on the
 * waitlist is promoted in the same transaction as the cancellation that freed the seat.
 */
@Injectable()
export class RegistrationsService {
  private readonly logger = new Logger('Events');
  readonly tokens: RegistrationTokens;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly calendar: CalendarService,
    private readonly published: EventsPublished,
    private readonly mail: MailService,
    private readonly sendLimiter: SendLimiter,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.tokens = new RegistrationTokens(config.jwtSecret);
  }

  private open(event: CalendarEvent): void {
    if (event.status === 'cancelled')
      throw new DomainError('invalid', EVENT_SENTENCES.cancelledEvent);
    if (!event.registrationOpen) throw new DomainError('invalid', EVENT_SENTENCES.closed);
  }

  /** Takes the occurrence's lock for the rest of the transaction (the row is made on first use). */
  private async lockOccurrence(manager: EntityManager, eventId: string, start: Date) {
    await manager.query(
      `INSERT INTO event_occurrences (event_id, occurrence_start) VALUES ($1, $2)
       ON CONFLICT DO NOTHING`,
      [eventId, start],
    );
    await manager.query(
      `SELECT 1 FROM event_occurrences WHERE event_id = $1 AND occurrence_start = $2 FOR UPDATE`,
      [eventId, start],
    );
  }

  /** Under the occurrence's lock: a seat if one is left, else the end of the waitlist. */
  private async placement(
    manager: EntityManager,
    event: CalendarEvent,
    start: Date,
  ): Promise<Placement> {
    if (event.capacity === null) return 'confirmed';
    const [{ confirmed }] = (await manager.query(
      `SELECT count(*)::int AS confirmed FROM event_registrations
       WHERE event_id = $1 AND occurrence_start = $2 AND status = 'confirmed'`,
      [event.id, start],
    )) as Array<{ confirmed: number }>;
    return confirmed < event.capacity ? 'confirmed' : 'waitlisted';
  }

  /**
   * Places the person on the date: an active registration stays as it is (the same press twice
   * changes nothing); a new or cancelled one gets a seat or joins the waitlist.
   */
  private async place(
    manager: EntityManager,
    event: CalendarEvent,
    start: Date,
    person: { email: string; name: string | null; userId: string | null },
  ): Promise<{ id: string; status: Placement; changed: boolean }> {
    await this.lockOccurrence(manager, event.id, start);
    const [existing] = (await manager.query(
      `SELECT ${ROW} FROM event_registrations
       WHERE event_id = $1 AND occurrence_start = $2 AND email = $3`,
      [event.id, start, person.email],
    )) as RegistrationRow[];
    if (existing && (existing.status === 'confirmed' || existing.status === 'waitlisted')) {
      if (person.userId && !existing.user_id) {
        await manager.query(`UPDATE event_registrations SET user_id = $2 WHERE id = $1`, [
          existing.id,
          person.userId,
        ]);
      }
      return { id: existing.id, status: existing.status, changed: false };
    }
    const status = await this.placement(manager, event, start);
    const now = this.clock.now();
    const id = existing?.id ?? randomUUID();
    // A date less than a day away is not reminded: the confirmation has just said it all.
    const reminded = start.getTime() - now.getTime() <= 24 * 60 * 60_000 ? now : null;
    await manager.query(
      `INSERT INTO event_registrations
         (id, event_id, occurrence_start, user_id, email, name, status, created_at, confirmed_at,
          queued_at, reminder_sent_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $8, $9)
       ON CONFLICT (event_id, occurrence_start, email) DO UPDATE SET
         user_id = COALESCE(EXCLUDED.user_id, event_registrations.user_id),
         name = COALESCE(event_registrations.name, EXCLUDED.name),
         status = EXCLUDED.status, confirmed_at = EXCLUDED.confirmed_at,
         queued_at = EXCLUDED.queued_at, cancelled_at = NULL, attended_at = NULL,
         confirm_hash = NULL, confirm_expires_at = NULL,
         reminder_sent_at = EXCLUDED.reminder_sent_at,
         reminder_claimed_until = NULL, reminder_claim_token = NULL`,
      [id, event.id, start, person.userId, person.email, person.name, status, now, reminded],
    );
    return { id, status, changed: true };
  }

  /** A member registers with one press: their proven address, at once. */
  async registerMember(
    slug: string,
    occurrence: string | undefined,
    user: User,
  ): Promise<{ status: Placement; occurrence: string }> {
    const event = await this.calendar.bySlugForWrite(slug);
    this.open(event);
    const start = await this.calendar.occurrenceFor(event, occurrence);
    const result = await this.txHost.withTransaction(() =>
      this.place(this.txHost.tx, event, start, {
        email: user.email,
        name: user.name,
        userId: user.id,
      }),
    );
    if (result.changed) {
      await this.seatsChanged(event);
      await this.sendQuietly(
        this.registeredMail(event, start, result.id, user.email, user.name, result.status),
      );
    }
    return { status: result.status, occurrence: start.toISOString() };
  }

  /**
   * A visitor asks to register: a link is mailed, and nothing else changes until it is used. The
   * same answer and the same one mail whether or not the address is registered already.
   */
  async requestAsVisitor(
    slug: string,
    occurrence: string | undefined,
    email: string,
    name: string | null,
    ip: string,
  ): Promise<void> {
    const event = await this.calendar.bySlugForWrite(slug);
    this.open(event);
    const start = await this.calendar.occurrenceFor(event, occurrence);
    await withPermit(this.sendLimiter.take('event-confirm', email, ip), async () => {
      const { token, hash } = this.tokens.newConfirmToken();
      const now = this.clock.nowMs();
      await this.db.query(
        `INSERT INTO event_registrations
           (id, event_id, occurrence_start, email, name, status, confirm_hash, confirm_expires_at,
            created_at)
         VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8)
         ON CONFLICT (event_id, occurrence_start, email) DO UPDATE SET
           confirm_hash = EXCLUDED.confirm_hash,
           confirm_expires_at = EXCLUDED.confirm_expires_at,
           name = COALESCE(event_registrations.name, EXCLUDED.name)`,
        [
          randomUUID(),
          event.id,
          start,
          email,
          name,
          hash,
          new Date(now + CONFIRM_TTL_MS),
          new Date(now),
        ],
      );
      const link = `${this.config.appUrl}/events/confirm?token=${encodeURIComponent(token)}`;
      try {
        await this.mail.send(eventConfirmLinkMail(email, event.title, link));
      } catch (error) {
        if (error instanceof MailDeliveryError) {
          throw new DomainError('unavailable', REGISTRATION_SENTENCES.mailFailed);
        }
        throw error;
      }
    });
  }

  /**
   * Uses a visitor's link once: the hash is cleared in the same transaction that places them,
   * so two clicks place them once.
   */
  async confirm(token: string): Promise<{ slug: string; status: Placement; occurrence: string }> {
    const hash = this.tokens.confirmHash(token);
    const now = this.clock.now();
    const [row] = (await this.db.query(
      `SELECT ${ROW} FROM event_registrations WHERE confirm_hash = $1 AND confirm_expires_at > $2`,
      [hash, now],
    )) as RegistrationRow[];
    if (!row) throw new DomainError('invalid', REGISTRATION_SENTENCES.linkUsed);
    const event = await this.calendar.byId(row.event_id);
    const start = new Date(row.occurrence_start);
    this.open(event);
    if (start <= now) throw new DomainError('invalid', EVENT_SENTENCES.pastDate);
    const result = await this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const [used] = (await manager.query(
        `UPDATE event_registrations SET confirm_hash = NULL, confirm_expires_at = NULL
         WHERE id = $1 AND confirm_hash = $2 RETURNING id`,
        [row.id, hash],
      )) as [unknown[], number];
      if (!used.length) throw new DomainError('invalid', REGISTRATION_SENTENCES.linkUsed);
      return this.place(manager, event, start, {
        email: row.email,
        name: row.name,
        userId: row.user_id,
      });
    });
    if (result.changed) {
      await this.seatsChanged(event);
      await this.sendQuietly(
        this.registeredMail(event, start, result.id, row.email, null, result.status),
      );
    }
    return { slug: event.slug, status: result.status, occurrence: start.toISOString() };
  }

  /**
   * Cancels one registration under its occurrence's lock and, when it held a seat, gives the seat
   * to the first on the waitlist. Returns who was promoted, for the mail after the commit.
   */
  async cancelRow(
    manager: EntityManager,
    event: CalendarEvent,
    row: RegistrationRow,
  ): Promise<RegistrationRow[]> {
    const start = new Date(row.occurrence_start);
    await this.lockOccurrence(manager, event.id, start);
    const [cancelled] = (await manager.query(
      `UPDATE event_registrations SET status = 'cancelled', cancelled_at = $2,
         confirm_hash = NULL, confirm_expires_at = NULL
       WHERE id = $1 AND status IN ('confirmed', 'waitlisted', 'pending') RETURNING status`,
      [row.id, this.clock.now()],
    )) as [unknown[], number];
    if (!cancelled.length) return [];
    return this.fillFromWaitlist(manager, event, start);
  }

  /** Under the occurrence's lock: moves people up from the waitlist while seats are free. */
  async fillFromWaitlist(
    manager: EntityManager,
    event: CalendarEvent,
    start: Date,
  ): Promise<RegistrationRow[]> {
    if (event.status === 'cancelled' || start <= this.clock.now()) return [];
    const [{ confirmed }] = (await manager.query(
      `SELECT count(*)::int AS confirmed FROM event_registrations
       WHERE event_id = $1 AND occurrence_start = $2 AND status = 'confirmed'`,
      [event.id, start],
    )) as Array<{ confirmed: number }>;
    const free = event.capacity === null ? 1_000_000 : event.capacity - confirmed;
    if (free <= 0) return [];
    const now = this.clock.now();
    const reminded = start.getTime() - now.getTime() <= 24 * 60 * 60_000 ? now : null;
    const [promoted] = (await manager.query(
      `UPDATE event_registrations SET status = 'confirmed', confirmed_at = $4,
         reminder_sent_at = $5
       WHERE id IN (
         SELECT id FROM event_registrations
         WHERE event_id = $1 AND occurrence_start = $2 AND status = 'waitlisted'
         ORDER BY queued_at, id LIMIT $3)
       RETURNING ${ROW}`,
      [event.id, start, free, now, reminded],
    )) as [RegistrationRow[], number];
    return promoted;
  }

  /** The pages show the seats left of an event with a capacity: they are rendered again. */
  private async seatsChanged(event: CalendarEvent): Promise<void> {
    if (event.capacity !== null) await this.published.changed();
  }

  /** Mails those promoted from the waitlist (after the commit that promoted them). */
  async mailPromoted(event: CalendarEvent, rows: RegistrationRow[]): Promise<void> {
    for (const row of rows) {
      const start = new Date(row.occurrence_start);
      const facts = this.facts(event, start, row.id);
      await this.sendQuietly(
        eventPromotedMail({
          to: row.email,
          ownName: row.user_id ? row.name : null,
          facts,
          onlineLink: event.online ? event.onlineLink : null,
          ics: icsAttachment(this.entry(event, start), 'event.ics'),
        }),
      );
    }
  }

  /** A member leaves a date (the next one they hold when none is named). */
  async cancelMine(slug: string, occurrence: string | undefined, user: User): Promise<void> {
    const event = await this.calendar.bySlugForWrite(slug);
    const at = occurrence === undefined ? null : new Date(occurrence);
    const rows = (await this.db.query(
      `SELECT ${ROW} FROM event_registrations
       WHERE event_id = $1 AND status IN ('confirmed', 'waitlisted')
         AND occurrence_start > $2 AND ($3::timestamptz IS NULL OR occurrence_start = $3)
         AND (user_id = $4 OR ($6 AND email = $5))
       ORDER BY occurrence_start LIMIT 1`,
      [event.id, this.clock.now(), at, user.id, user.email, user.isEmailVerified],
    )) as RegistrationRow[];
    if (!rows[0]) throw new DomainError('not-found', REGISTRATION_SENTENCES.notRegistered);
    const promoted = await this.txHost.withTransaction(() =>
      this.cancelRow(this.txHost.tx, event, rows[0]),
    );
    await this.seatsChanged(event);
    await this.mailPromoted(event, promoted);
  }

  /** The one-click link of a mail: cancels that registration, whoever follows it. */
  async cancelByToken(token: string): Promise<{ slug: string; title: string }> {
    const id = this.tokens.registrationOf(token);
    if (!id) throw new DomainError('invalid', REGISTRATION_SENTENCES.badCancel);
    const [row] = (await this.db.query(`SELECT ${ROW} FROM event_registrations WHERE id = $1`, [
      id,
    ])) as RegistrationRow[];
    // A row gone with its account: nothing is held, which is what was asked.
    if (!row) return { slug: '', title: '' };
    const event = await this.calendar.byId(row.event_id);
    const promoted = await this.txHost.withTransaction(() =>
      this.cancelRow(this.txHost.tx, event, row),
    );
    await this.seatsChanged(event);
    await this.mailPromoted(event, promoted);
    return { slug: event.slug, title: event.title };
  }

  /** What a cancel link names, for the page that asks to confirm; null for a bad token. */
  async describeToken(
    token: string,
  ): Promise<{ slug: string; title: string; occurrence: string; status: string } | null> {
    const id = this.tokens.registrationOf(token);
    if (!id) return null;
    const [row] = (await this.db.query(
      `SELECT e.slug, e.title, r.occurrence_start, r.status
       FROM event_registrations r JOIN events e ON e.id = r.event_id WHERE r.id = $1`,
      [id],
    )) as Array<{ slug: string; title: string; occurrence_start: Date; status: string }>;
    if (!row) return null;
    return {
      slug: row.slug,
      title: row.title,
      occurrence: new Date(row.occurrence_start).toISOString(),
      status: row.status,
    };
  }

  /** The member's upcoming registrations (by account or proven address), soonest first. */
  async mine(user: User): Promise<MyRegistration[]> {
    const rows = (await this.db.query(
      `SELECT e.slug, e.title, e.kind, e.starts_at, e.ends_at, e.online, e.online_link, e.place,
              e.map_url, r.occurrence_start, r.status
       FROM event_registrations r JOIN events e ON e.id = r.event_id
       WHERE r.status IN ('confirmed', 'waitlisted') AND e.status = 'scheduled'
         AND r.occurrence_start > $1 AND (r.user_id = $2 OR ($4 AND r.email = $3))
         AND NOT EXISTS (SELECT 1 FROM event_exceptions x
                         WHERE x.event_id = r.event_id AND x.occurrence_start = r.occurrence_start)
       ORDER BY r.occurrence_start, e.slug LIMIT 100`,
      [new Date(this.clock.nowMs() - 6 * 60 * 60_000), user.id, user.email, user.isEmailVerified],
    )) as Array<{
      slug: string;
      title: string;
      kind: string;
      starts_at: Date;
      ends_at: Date;
      online: boolean;
      online_link: string | null;
      place: string | null;
      map_url: string | null;
      occurrence_start: Date;
      status: Placement;
    }>;
    return rows.map((row) => {
      const start = new Date(row.occurrence_start);
      const duration = new Date(row.ends_at).getTime() - new Date(row.starts_at).getTime();
      return {
        slug: row.slug,
        title: row.title,
        kind: row.kind,
        occurrence: start.toISOString(),
        endsAt: new Date(start.getTime() + duration).toISOString(),
        status: row.status,
        online: row.online,
        // Only a seat carries the link: the waitlisted get it when they are promoted.
        onlineLink: row.status === 'confirmed' && row.online ? row.online_link : null,
        place: row.place,
        mapUrl: row.map_url,
      };
    });
  }

  /** Whether the member holds a seat on any date of the event (the page shows them the link). */
  async holdsSeat(eventId: string, user: User): Promise<boolean> {
    const rows = (await this.db.query(
      `SELECT 1 FROM event_registrations
       WHERE event_id = $1 AND status = 'confirmed' AND (user_id = $2 OR ($4 AND email = $3))
       LIMIT 1`,
      [eventId, user.id, user.email, user.isEmailVerified],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The member's active registrations of one event, by date. */
  async mineOf(
    eventId: string,
    user: User,
  ): Promise<Array<{ occurrence: string; status: Placement }>> {
    const rows = (await this.db.query(
      `SELECT occurrence_start, status FROM event_registrations
       WHERE event_id = $1 AND status IN ('confirmed', 'waitlisted') AND occurrence_start > $2
         AND (user_id = $3 OR ($5 AND email = $4))
       ORDER BY occurrence_start`,
      [eventId, this.clock.now(), user.id, user.email, user.isEmailVerified],
    )) as Array<{ occurrence_start: Date; status: Placement }>;
    return rows.map((row) => ({
      occurrence: new Date(row.occurrence_start).toISOString(),
      status: row.status,
    }));
  }

  facts(event: CalendarEvent, start: Date, registrationId: string): EventMailFacts {
    const end = new Date(start.getTime() + event.endsAt.getTime() - event.startsAt.getTime());
    return {
      title: event.title,
      when: istRange(start, end),
      where: event.online
        ? event.place
          ? `${event.place}, and online`
          : 'Online'
        : (event.place ?? 'Varanasi'),
      url: this.calendar.eventUrl(event.slug),
      cancelUrl: `${this.config.appUrl}/events/cancel?token=${encodeURIComponent(
        this.tokens.cancelToken(registrationId),
      )}`,
    };
  }

  entry(event: CalendarEvent, start: Date): FeedEntry {
    const host = new URL(this.config.appUrl).hostname;
    return {
      uid: occurrenceUid(event.id, start, host),
      title: event.title,
      startsAt: start,
      endsAt: new Date(start.getTime() + event.endsAt.getTime() - event.startsAt.getTime()),
      location: event.online ? (event.place ?? 'Online') : (event.place ?? undefined),
      url: this.calendar.eventUrl(event.slug),
      description: event.description,
      sequence: event.sequence,
      cancelled: false,
      stamp: event.updatedAt,
    };
  }

  private registeredMail(
    event: CalendarEvent,
    start: Date,
    id: string,
    email: string,
    ownName: string | null,
    status: Placement,
  ): MailMessage {
    return eventRegisteredMail({
      to: email,
      ownName,
      facts: this.facts(event, start, id),
      status,
      onlineLink: event.online ? event.onlineLink : null,
      ics: icsAttachment(this.entry(event, start), 'event.ics'),
    });
  }

  /**
   * The registration stands whether or not its mail goes: the place is kept, the page says so,
   * and the reminder the day before carries the same facts.
   */
  private async sendQuietly(message: MailMessage): Promise<void> {
    try {
      await this.mail.send(message);
    } catch (error) {
      this.logger.warn(
        `Could not send ${message.kind ?? 'an event mail'}: ${(error as Error).message}`,
      );
    }
  }
}
