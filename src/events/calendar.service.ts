import { Inject, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { Clock } from '../common/clock';
import { renderMarkdown } from '../common/markdown';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { CalendarEvent, type EventKind } from './event.entity';
import { MAX_WINDOW_MS, isOccurrence, occurrenceStarts } from './recurrence';
import { DomainError } from '../common/domain-error';

export const EVENT_SENTENCES = {
  unknownEvent: 'There is no event with that name.',
  unknownId: 'There is no event with that number.',
  badId: 'The event number is not valid.',
  notADate: 'That date is not one of the event’s dates.',
  pastDate: 'That date has passed.',
  cancelledDate: 'That date has been cancelled.',
  noUpcoming: 'This event has no upcoming date.',
  closed: 'Registration for this event is closed.',
  cancelledEvent: 'This event has been cancelled.',
  range: 'The range must run forward and span at most 400 days.',
} as const;

/** What the public calendar lists for one occurrence. */
export interface OccurrenceView {
  slug: string;
  title: string;
  kind: EventKind;
  startsAt: string;
  endsAt: string;
  online: boolean;
  /** Null when the event has no capacity. */
  seatsLeft: number | null;
  status: 'scheduled' | 'cancelled';
  place: string | null;
  mapUrl: string | null;
  registrationOpen: boolean;
  descriptionHtml: string;
}

/** The default window of GET /api/events: from now, this far ahead. */
const DEFAULT_SPAN_MS = 180 * 24 * 60 * 60_000;

interface SeatRow {
  event_id: string;
  occurrence_start: Date;
  confirmed: number;
}

/**
 * The calendar as everyone reads it: occurrences in a window, one event with its next dates, and
 * the checks the registration and admin flows share (which date of an event is meant, how many
 * seats are left). Occurrences are never stored: they are expanded from the rule in a bounded
 * window each time (docs/decisions/0160-event-recurrence-and-waitlist.md).
 */
@Injectable()
export class CalendarService {
  constructor(
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  eventUrl(slug: string): string {
    return `${this.config.appUrl}/events/${slug}`;
  }

  async bySlug(slug: string): Promise<CalendarEvent> {
    const manager = this.txHost.tx;
    const event = /^[a-z0-9-]{1,120}$/.test(slug)
      ? await manager.getRepository(CalendarEvent).findOne({ where: { slug } })
      : null;
    if (!event) throw new DomainError('not-found', EVENT_SENTENCES.unknownEvent);
    return event;
  }

  /** The event a registration names: an unknown slug there is bad input (400), not a page. */
  async bySlugForWrite(slug: string): Promise<CalendarEvent> {
    try {
      return await this.bySlug(slug);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'not-found') {
        throw new DomainError('invalid', EVENT_SENTENCES.unknownEvent);
      }
      throw error;
    }
  }

  async byId(id: string): Promise<CalendarEvent> {
    const manager = this.txHost.tx;
    const event = await manager.getRepository(CalendarEvent).findOne({ where: { id } });
    if (!event) throw new DomainError('not-found', EVENT_SENTENCES.unknownId);
    return event;
  }

  /** The dates of an event cancelled one by one, as epoch milliseconds. */
  async exceptions(eventIds: string[]) {
    const manager = this.txHost.tx;
    const byEvent = new Map<string, Set<number>>();
    if (!eventIds.length) return byEvent;
    const rows = (await manager.query(
      `SELECT event_id, occurrence_start FROM event_exceptions WHERE event_id = ANY($1)`,
      [eventIds],
    )) as Array<{ event_id: string; occurrence_start: Date }>;
    for (const row of rows) {
      const set = byEvent.get(row.event_id) ?? new Set<number>();
      set.add(new Date(row.occurrence_start).getTime());
      byEvent.set(row.event_id, set);
    }
    return byEvent;
  }

  /** Confirmed seats per event and date, keyed `eventId|epochMs`. */
  async confirmedCounts(eventIds: string[]) {
    const manager = this.txHost.tx;
    const counts = new Map<string, number>();
    if (!eventIds.length) return counts;
    const rows = (await manager.query(
      `SELECT event_id, occurrence_start, count(*)::int AS confirmed FROM event_registrations
       WHERE event_id = ANY($1) AND status = 'confirmed' GROUP BY event_id, occurrence_start`,
      [eventIds],
    )) as SeatRow[];
    for (const row of rows) {
      counts.set(`${row.event_id}|${new Date(row.occurrence_start).getTime()}`, row.confirmed);
    }
    return counts;
  }

  /** The window a query asks for, or a 400: forward, and no longer than the expansion bound. */
  window(from?: string, to?: string): { from: Date; to: Date } {
    const start = from ? new Date(from) : this.clock.now();
    const end = to ? new Date(to) : new Date(start.getTime() + DEFAULT_SPAN_MS);
    if (
      Number.isNaN(start.getTime()) ||
      Number.isNaN(end.getTime()) ||
      end <= start ||
      end.getTime() - start.getTime() > MAX_WINDOW_MS
    ) {
      throw new DomainError('invalid', EVENT_SENTENCES.range);
    }
    return { from: start, to: end };
  }

  /** Events that may have an occurrence starting in [from, to). */
  async candidates(from: Date, to: Date) {
    const manager = this.txHost.tx;
    return manager
      .getRepository(CalendarEvent)
      .createQueryBuilder('e')
      .where('e.starts_at < :to', { to })
      .andWhere(
        `(e.rrule IS NOT NULL AND e.starts_at > :earliest) OR (e.rrule IS NULL AND e.starts_at >= :from)`,
        { from, earliest: new Date(from.getTime() - MAX_WINDOW_MS) },
      )
      .getMany();
  }

  /** Every occurrence starting in [from, to), in order, cancelled ones marked. */
  async occurrences(from: Date, to: Date): Promise<OccurrenceView[]> {
    const events = await this.candidates(from, to);
    const ids = events.map((e) => e.id);
    const [exceptions, counts] = await Promise.all([
      this.exceptions(ids),
      this.confirmedCounts(ids),
    ]);
    const list: OccurrenceView[] = [];
    for (const event of events) {
      const html = renderMarkdown(event.description).html;
      for (const start of this.startsOf(event, from, to)) {
        list.push(this.view(event, start, exceptions, counts, html));
      }
    }
    return list.sort(
      (a, b) => a.startsAt.localeCompare(b.startsAt) || a.slug.localeCompare(b.slug),
    );
  }

  startsOf(event: CalendarEvent, from: Date, to: Date): Date[] {
    return occurrenceStarts(
      {
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        zone: event.timeZone,
        rrule: event.rrule,
        until: event.until,
      },
      from,
      to,
    );
  }

  view(
    event: CalendarEvent,
    start: Date,
    exceptions: Map<string, Set<number>>,
    counts: Map<string, number>,
    descriptionHtml: string,
  ): OccurrenceView {
    const duration = event.endsAt.getTime() - event.startsAt.getTime();
    const cancelled =
      event.status === 'cancelled' || Boolean(exceptions.get(event.id)?.has(start.getTime()));
    const confirmed = counts.get(`${event.id}|${start.getTime()}`) ?? 0;
    return {
      slug: event.slug,
      title: event.title,
      kind: event.kind,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + duration).toISOString(),
      online: event.online,
      seatsLeft: event.capacity === null ? null : Math.max(0, event.capacity - confirmed),
      status: cancelled ? 'cancelled' : 'scheduled',
      place: event.place,
      mapUrl: event.mapUrl,
      registrationOpen: event.registrationOpen && !cancelled,
      descriptionHtml,
    };
  }

  /** The event's dates from now, up to `limit`, for its page. */
  async upcomingOf(event: CalendarEvent, limit: number): Promise<OccurrenceView[]> {
    const now = this.clock.now();
    const starts = this.startsOf(event, now, new Date(now.getTime() + MAX_WINDOW_MS)).slice(
      0,
      limit,
    );
    const [exceptions, counts] = await Promise.all([
      this.exceptions([event.id]),
      this.confirmedCounts([event.id]),
    ]);
    const html = renderMarkdown(event.description).html;
    return starts.map((start) => this.view(event, start, exceptions, counts, html));
  }

  /**
   * The date a registration or an admin action means: the one given (a real, future, not
   * cancelled date of the event), or the next one.
   */
  async occurrenceFor(event: CalendarEvent, given: string | undefined): Promise<Date> {
    const now = this.clock.now();
    const cancelled = (await this.exceptions([event.id])).get(event.id) ?? new Set();
    if (given !== undefined) {
      const at = new Date(given);
      if (Number.isNaN(at.getTime()) || !isOccurrence(this.recurring(event), at)) {
        throw new DomainError('invalid', EVENT_SENTENCES.notADate);
      }
      if (at <= now) throw new DomainError('invalid', EVENT_SENTENCES.pastDate);
      if (cancelled.has(at.getTime()))
        throw new DomainError('invalid', EVENT_SENTENCES.cancelledDate);
      return at;
    }
    const next = this.startsOf(event, now, new Date(now.getTime() + MAX_WINDOW_MS)).find(
      (start) => !cancelled.has(start.getTime()),
    );
    if (!next) throw new DomainError('invalid', EVENT_SENTENCES.noUpcoming);
    return next;
  }

  /** A date that is (or was) one of the event's, for reading its registrations. */
  checkOccurrence(event: CalendarEvent, given: string): Date {
    const at = new Date(given);
    if (Number.isNaN(at.getTime()) || !isOccurrence(this.recurring(event), at)) {
      throw new DomainError('invalid', EVENT_SENTENCES.notADate);
    }
    return at;
  }

  recurring(event: CalendarEvent) {
    return {
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      zone: event.timeZone,
      rrule: event.rrule,
      until: event.until,
    };
  }
}
