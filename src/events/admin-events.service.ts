import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../admin/audit/audit.service';
import { Clock } from '../common/clock';
import type { Principal } from '../common/principal';
import { isUniqueViolation } from '../common/unique-violation';
import { CalendarService, EVENT_SENTENCES } from './calendar.service';
import { CalendarEvent } from './event.entity';
import { checkDraft, slugFrom, type EventDraft } from './event-rules';
import { EventsPublished } from './events-published';
import type { CreateEventDto, UpdateEventDto } from './events.dto';
import { RegistrationsService } from './registrations.service';
import { AttendeeMessages } from './attendee-messages';
import { istRange } from '../common/india-time-format';
import { DomainError } from '../common/domain-error';

export interface AdminEventView {
  id: string;
  slug: string;
  title: string;
  kind: string;
  description: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  rrule: string | null;
  until: string | null;
  place: string | null;
  mapUrl: string | null;
  online: boolean;
  onlineLink: string | null;
  capacity: number | null;
  registrationOpen: boolean;
  status: string;
  sequence: number;
  /** The next date (not cancelled), or null when none is left. */
  next: string | null;
  cancelledDates: string[];
  counts: { confirmed: number; waitlisted: number; pending: number };
}

export interface AdminRegistration {
  id: string;
  name: string | null;
  email: string;
  status: string;
  occurrence: string;
  member: boolean;
  attended: boolean;
  createdAt: string;
}

interface RegistrationRow {
  id: string;
  name: string | null;
  email: string;
  status: string;
  occurrence_start: Date;
  user_id: string | null;
  attended_at: Date | null;
  created_at: Date;
}

function draftOf(event: CalendarEvent): EventDraft {
  return {
    title: event.title,
    kind: event.kind,
    description: event.description,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    rrule: event.rrule,
    until: event.until,
    place: event.place,
    mapUrl: event.mapUrl,
    online: event.online,
    onlineLink: event.onlineLink,
    capacity: event.capacity,
    registrationOpen: event.registrationOpen,
  };
}

/**
 * What administrators do with events: create (the slug made from the title, unique), change,
 * cancel, duplicate, cancel one date, read who registered, check people in, write to them. Every
 * change is one transaction with its audit entry, and the public pages are told after it commits.
 */
@Injectable()
export class AdminEventsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly calendar: CalendarService,
    private readonly registrations: RegistrationsService,
    private readonly messages: AttendeeMessages,
    private readonly audit: AuditService,
    private readonly published: EventsPublished,
    private readonly clock: Clock,
  ) {}

  /** A free slug: the wanted one, else it with -2, -3… */
  private async freeSlug(manager: EntityManager, wanted: string): Promise<string> {
    const taken = new Set(
      (
        (await manager.query(`SELECT slug FROM events WHERE slug = $1 OR slug LIKE $2`, [
          wanted,
          `${wanted}-%`,
        ])) as Array<{ slug: string }>
      ).map((row) => row.slug),
    );
    if (!taken.has(wanted)) return wanted;
    for (let n = 2; ; n++) {
      const candidate = `${wanted.slice(0, 110)}-${n}`;
      if (!taken.has(candidate)) return candidate;
    }
  }

  private async insert(
    draft: EventDraft,
    wantedSlug: string,
    admin: Principal,
    action: string,
    detail: Record<string, unknown> = {},
  ): Promise<{ id: string; slug: string }> {
    // Two admins creating the same title at once: the unique index decides, the loser retries.
    for (let attempt = 0; ; attempt++) {
      try {
        const created = await this.txHost.withTransaction(async () => {
          const manager = this.txHost.tx;
          const id = randomUUID();
          const slug = await this.freeSlug(manager, wantedSlug);
          const now = this.clock.now();
          await manager.getRepository(CalendarEvent).insert({
            id,
            slug,
            ...draft,
            timeZone: 'Asia/Kolkata',
            status: 'scheduled',
            sequence: 0,
            createdAt: now,
            updatedAt: now,
          });
          await this.audit.record({
            actor: admin,
            action,
            targetType: 'event',
            targetId: id,
            detail: { slug, title: draft.title, ...detail },
          });
          return { id, slug };
        });
        await this.published.changed();
        return created;
      } catch (error) {
        if (attempt < 3 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  async create(dto: CreateEventDto, admin: Principal): Promise<{ id: string; slug: string }> {
    const draft = checkDraft(
      {
        title: dto.title,
        kind: dto.kind,
        description: dto.description,
        startsAt: new Date(dto.startsAt),
        endsAt: new Date(dto.endsAt),
        rrule: dto.rrule ?? null,
        until: dto.until ? new Date(dto.until) : null,
        place: dto.place ?? null,
        mapUrl: dto.mapUrl ?? null,
        online: dto.online ?? false,
        onlineLink: dto.onlineLink ?? null,
        capacity: dto.capacity ?? null,
        registrationOpen: dto.registrationOpen,
      },
      this.clock.now(),
      true,
    );
    return this.insert(draft, dto.slug ?? slugFrom(dto.title), admin, 'event.created');
  }

  /**
   * Applies a change. A move of the start moves every registration, cancelled date and seat row
   * by the same amount (the same dates, shifted); a higher capacity promotes from the waitlists.
   */
  async update(id: string, dto: UpdateEventDto, admin: Principal): Promise<AdminEventView> {
    const before = await this.calendar.byId(id);
    if (before.status === 'cancelled') {
      throw new DomainError('invalid', EVENT_SENTENCES.cancelledEvent);
    }
    const current = draftOf(before);
    const next: EventDraft = {
      ...current,
      ...(dto.title !== undefined ? { title: dto.title } : {}),
      ...(dto.kind !== undefined ? { kind: dto.kind } : {}),
      ...(dto.description !== undefined ? { description: dto.description } : {}),
      ...(dto.startsAt !== undefined ? { startsAt: new Date(dto.startsAt) } : {}),
      ...(dto.endsAt !== undefined ? { endsAt: new Date(dto.endsAt) } : {}),
      ...(dto.rrule !== undefined ? { rrule: dto.rrule } : {}),
      ...(dto.until !== undefined ? { until: dto.until ? new Date(dto.until) : null } : {}),
      ...(dto.place !== undefined ? { place: dto.place } : {}),
      ...(dto.mapUrl !== undefined ? { mapUrl: dto.mapUrl } : {}),
      ...(dto.online !== undefined ? { online: dto.online } : {}),
      ...(dto.onlineLink !== undefined ? { onlineLink: dto.onlineLink } : {}),
      ...(dto.capacity !== undefined ? { capacity: dto.capacity } : {}),
      ...(dto.registrationOpen !== undefined ? { registrationOpen: dto.registrationOpen } : {}),
    };
    const timesChanged =
      next.startsAt.getTime() !== current.startsAt.getTime() ||
      next.endsAt.getTime() !== current.endsAt.getTime() ||
      next.rrule !== current.rrule ||
      (next.until?.getTime() ?? null) !== (current.until?.getTime() ?? null);
    const draft = checkDraft(
      next,
      this.clock.now(),
      timesChanged && next.startsAt.getTime() !== current.startsAt.getTime(),
    );
    const shift = draft.startsAt.getTime() - before.startsAt.getTime();
    const changed = Object.keys(dto).filter(
      (key) => (dto as Record<string, unknown>)[key] !== undefined,
    );
    const promoted = await this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      await manager
        .getRepository(CalendarEvent)
        .update({ id }, { ...draft, sequence: before.sequence + 1, updatedAt: this.clock.now() });
      if (shift !== 0) {
        // In two steps, through a range no date can be in: unique keys are checked row by row, so
        // moving a weekly event by a week in one step would collide with its own next date.
        const away = 1000 * 366 * 24 * 60 * 60_000;
        for (const step of [away, shift - away]) {
          for (const table of ['event_registrations', 'event_exceptions', 'event_occurrences']) {
            await manager.query(
              `UPDATE ${table} SET occurrence_start = occurrence_start + $2::interval
               WHERE event_id = $1`,
              [id, `${step} milliseconds`],
            );
          }
        }
      }
      await this.audit.record({
        actor: admin,
        action: 'event.updated',
        targetType: 'event',
        targetId: id,
        detail: { slug: before.slug, fields: changed },
      });
      const after = await this.calendar.byId(id);
      if ((after.capacity ?? Infinity) <= (before.capacity ?? Infinity)) return [];
      const starts = (await manager.query(
        `SELECT DISTINCT occurrence_start FROM event_registrations
         WHERE event_id = $1 AND status = 'waitlisted' AND occurrence_start > $2`,
        [id, this.clock.now()],
      )) as Array<{ occurrence_start: Date }>;
      const moved = [];
      for (const row of starts) {
        const start = new Date(row.occurrence_start);
        await manager.query(
          `SELECT 1 FROM event_occurrences WHERE event_id = $1 AND occurrence_start = $2 FOR UPDATE`,
          [id, start],
        );
        moved.push(...(await this.registrations.fillFromWaitlist(manager, after, start)));
      }
      return moved;
    });
    const after = await this.calendar.byId(id);
    await this.registrations.mailPromoted(after, promoted);
    await this.published.changed();
    return this.view(after);
  }

  /** Cancels the whole event: every registration to come is cancelled and its holder written to. */
  async cancel(id: string, admin: Principal): Promise<void> {
    const event = await this.calendar.byId(id);
    if (event.status === 'cancelled') return;
    await this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      await manager.query(
        `UPDATE events SET status = 'cancelled', sequence = sequence + 1, updated_at = $2
         WHERE id = $1`,
        [id, this.clock.now()],
      );
      const notified = await this.messages.queue(manager, {
        event,
        where: `occurrence_start > $now AND status IN ('confirmed', 'waitlisted')`,
        subject: `Cancelled: ${event.title}`,
        text: `We are sorry: ${event.title} has been cancelled, on every date you registered for. Your registrations are cancelled; there is nothing you need to do.\n\nThe calendar of the trust's events: ${this.calendar.eventUrl('').replace(/\/$/, '')}`,
        admin,
      });
      await manager.query(
        `UPDATE event_registrations SET status = 'cancelled', cancelled_at = $2,
           confirm_hash = NULL, confirm_expires_at = NULL
         WHERE event_id = $1 AND occurrence_start > $2
           AND status IN ('confirmed', 'waitlisted', 'pending')`,
        [id, this.clock.now()],
      );
      await this.audit.record({
        actor: admin,
        action: 'event.cancelled',
        targetType: 'event',
        targetId: id,
        detail: { slug: event.slug, notified },
      });
    });
    await this.published.changed();
  }

  /** Cancels one date of the event: shown as cancelled, its registrants written to. */
  async cancelOccurrence(id: string, occurrence: string, admin: Principal) {
    const event = await this.calendar.byId(id);
    if (event.status === 'cancelled') {
      throw new DomainError('invalid', EVENT_SENTENCES.cancelledEvent);
    }
    const start = await this.calendar.occurrenceFor(event, occurrence);
    const when = istRange(
      start,
      new Date(start.getTime() + event.endsAt.getTime() - event.startsAt.getTime()),
    );
    await this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      await manager.query(
        `INSERT INTO event_exceptions (event_id, occurrence_start, created_at) VALUES ($1, $2, $3)`,
        [id, start, this.clock.now()],
      );
      await manager.query(
        `UPDATE events SET sequence = sequence + 1, updated_at = $2 WHERE id = $1`,
        [id, this.clock.now()],
      );
      const notified = await this.messages.queue(manager, {
        event,
        where: `occurrence_start = $start AND status IN ('confirmed', 'waitlisted')`,
        start,
        subject: `Cancelled: ${event.title}, ${when}`.slice(0, 200),
        text: `We are sorry: ${event.title} on ${when} will not take place. Your registration for that date is cancelled; there is nothing you need to do.\n\nThe other dates stand: ${this.calendar.eventUrl(event.slug)}`,
        admin,
      });
      await manager.query(
        `UPDATE event_registrations SET status = 'cancelled', cancelled_at = $3,
           confirm_hash = NULL, confirm_expires_at = NULL
         WHERE event_id = $1 AND occurrence_start = $2
           AND status IN ('confirmed', 'waitlisted', 'pending')`,
        [id, start, this.clock.now()],
      );
      await this.audit.record({
        actor: admin,
        action: 'event.date-cancelled',
        targetType: 'event',
        targetId: id,
        detail: { slug: event.slug, occurrence: start.toISOString(), notified },
      });
    });
    await this.published.changed();
    return { occurrence: start.toISOString() };
  }

  /** A copy as a new event (registration open as the original's), at the given start or the same. */
  async duplicate(id: string, startsAt: string | undefined, admin: Principal) {
    const original = await this.calendar.byId(id);
    const draft = draftOf(original);
    if (startsAt !== undefined) {
      const start = new Date(startsAt);
      const shift = start.getTime() - draft.startsAt.getTime();
      draft.startsAt = start;
      draft.endsAt = new Date(draft.endsAt.getTime() + shift);
      if (draft.until) draft.until = new Date(draft.until.getTime() + shift);
    }
    const checked = checkDraft(draft, this.clock.now(), true);
    return this.insert(checked, original.slug.replace(/-\d+$/, ''), admin, 'event.duplicated', {
      from: original.slug,
    });
  }

  async list(): Promise<AdminEventView[]> {
    const events = await this.db
      .getRepository(CalendarEvent)
      .find({ order: { startsAt: 'DESC' }, take: 500 });
    return Promise.all(events.map((event) => this.view(event)));
  }

  async one(id: string): Promise<AdminEventView> {
    return this.view(await this.calendar.byId(id));
  }

  private async view(event: CalendarEvent): Promise<AdminEventView> {
    const cancelled = (await this.calendar.exceptions([event.id])).get(event.id) ?? new Set();
    const now = this.clock.now();
    const next =
      event.status === 'cancelled'
        ? undefined
        : this.calendar
            .startsOf(event, now, new Date(now.getTime() + 400 * 24 * 60 * 60_000))
            .find((start) => !cancelled.has(start.getTime()));
    const [counts] = (await this.db.query(
      `SELECT count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed,
              count(*) FILTER (WHERE status = 'waitlisted')::int AS waitlisted,
              count(*) FILTER (WHERE status = 'pending')::int AS pending
       FROM event_registrations WHERE event_id = $1 AND occurrence_start > $2`,
      [event.id, now],
    )) as Array<{ confirmed: number; waitlisted: number; pending: number }>;
    return {
      id: event.id,
      slug: event.slug,
      title: event.title,
      kind: event.kind,
      description: event.description,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      timeZone: event.timeZone,
      rrule: event.rrule,
      until: event.until?.toISOString() ?? null,
      place: event.place,
      mapUrl: event.mapUrl,
      online: event.online,
      onlineLink: event.onlineLink,
      capacity: event.capacity,
      registrationOpen: event.registrationOpen,
      status: event.status,
      sequence: event.sequence,
      next: next?.toISOString() ?? null,
      cancelledDates: [...cancelled].sort((a, b) => a - b).map((ms) => new Date(ms).toISOString()),
      counts,
    };
  }

  /** Who registered, by date then order of registering; one date when `occurrence` is given. */
  async registrationsOf(id: string, occurrence?: string): Promise<AdminRegistration[]> {
    const event = await this.calendar.byId(id);
    const at = occurrence === undefined ? null : this.calendar.checkOccurrence(event, occurrence);
    const rows = (await this.db.query(
      `SELECT id, name, email, status, occurrence_start, user_id, attended_at, created_at
       FROM event_registrations
       WHERE event_id = $1 AND ($2::timestamptz IS NULL OR occurrence_start = $2)
       ORDER BY occurrence_start, CASE status WHEN 'confirmed' THEN 0 WHEN 'waitlisted' THEN 1
                WHEN 'pending' THEN 2 ELSE 3 END, queued_at NULLS LAST, created_at, id
       LIMIT 5000`,
      [id, at],
    )) as RegistrationRow[];
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      status: row.status,
      occurrence: new Date(row.occurrence_start).toISOString(),
      member: row.user_id !== null,
      attended: row.attended_at !== null,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  /** Checks a person in at the door (or undoes it); only a held seat can be checked in. */
  async attendance(id: string, registrationId: string, attended: boolean, admin: Principal) {
    const [rows] = (await this.db.query(
      `UPDATE event_registrations SET attended_at = CASE WHEN $3 THEN COALESCE(attended_at, $4) END
       WHERE id = $2 AND event_id = $1 AND status = 'confirmed'
       RETURNING id`,
      [id, registrationId, attended, this.clock.now()],
    )) as [unknown[], number];
    if (!rows.length) {
      throw new DomainError('invalid', 'There is no confirmed registration with that number.');
    }
    await this.audit.record({
      actor: admin,
      action: attended ? 'event.checked-in' : 'event.check-in-undone',
      targetType: 'event-registration',
      targetId: registrationId,
      detail: { event: id },
    });
    return { attended };
  }

  async message(
    id: string,
    input: { occurrence?: string; subject: string; text: string },
    admin: Principal,
  ): Promise<{ id: string; total: number }> {
    const event = await this.calendar.byId(id);
    const start =
      input.occurrence === undefined
        ? undefined
        : this.calendar.checkOccurrence(event, input.occurrence);
    return this.txHost.withTransaction(async () => {
      const manager = this.txHost.tx;
      const queued = await this.messages.queueAnnouncement(manager, {
        event,
        where: start
          ? `occurrence_start = $start AND status = 'confirmed'`
          : `occurrence_start > $now AND status = 'confirmed'`,
        start,
        subject: input.subject,
        text: input.text,
        admin,
      });
      await this.audit.record({
        actor: admin,
        action: 'event.messaged',
        targetType: 'event',
        targetId: id,
        detail: {
          slug: event.slug,
          announcement: queued.id,
          subject: input.subject,
          recipients: queued.total,
          occurrence: start?.toISOString() ?? null,
        },
      });
      return queued;
    });
  }
}
