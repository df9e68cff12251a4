import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/env';
import { CalendarService } from './calendar.service';
import type { CalendarEvent } from './event.entity';
import { calendarText, occurrenceUid, type FeedEntry } from './event-ics';
import { Clock } from '../common/clock';
import { CourseRunsService } from '../course-runs/course-runs.service';

/** The feed reaches this far back (a date just past stays in subscribers' calendars)… */
const FEED_PAST_MS = 30 * 24 * 60 * 60_000;
/** …and this far ahead. */
const FEED_AHEAD_MS = 366 * 24 * 60 * 60_000;

/**
 * The iCalendar feeds: /events.ics (every event's dates and the course runs' sessions) and
 * /events/{slug}.ics (one event). One VEVENT per date, its UID the event's id and the date (so it
 * is stable across edits), SEQUENCE the event's change count, cancelled dates and events
 * STATUS:CANCELLED (docs/decisions/0160-event-recurrence-and-waitlist.md).
 */
@Injectable()
export class EventFeedsService {
  constructor(
    private readonly calendar: CalendarService,
    private readonly courseRuns: CourseRunsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private host(): string {
    return new URL(this.config.appUrl).hostname;
  }

  private async entriesOf(events: CalendarEvent[], from: Date, to: Date): Promise<FeedEntry[]> {
    const ids = events.map((e) => e.id);
    const exceptions = await this.calendar.exceptions(ids);
    const entries: FeedEntry[] = [];
    for (const event of events) {
      const duration = event.endsAt.getTime() - event.startsAt.getTime();
      for (const start of this.calendar.startsOf(event, from, to)) {
        entries.push({
          uid: occurrenceUid(event.id, start, this.host()),
          title: event.title,
          startsAt: start,
          endsAt: new Date(start.getTime() + duration),
          location: event.online
            ? event.place
              ? `${event.place}, and online`
              : 'Online'
            : (event.place ?? undefined),
          url: this.calendar.eventUrl(event.slug),
          description: event.description,
          sequence: event.sequence,
          cancelled:
            event.status === 'cancelled' || Boolean(exceptions.get(event.id)?.has(start.getTime())),
          stamp: event.updatedAt,
        });
      }
    }
    return entries;
  }

  async all(): Promise<string> {
    const now = this.clock.nowMs();
    const from = new Date(now - FEED_PAST_MS);
    const to = new Date(now + FEED_AHEAD_MS);
    const entries = await this.entriesOf(await this.calendar.candidates(from, to), from, to);
    for (const session of await this.courseRuns.upcomingSessions(from, to)) {
      entries.push(session);
    }
    entries.sort(
      (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.uid.localeCompare(b.uid),
    );
    return calendarText('Pragya Trust', entries);
  }

  async one(slug: string): Promise<string> {
    const event = await this.calendar.bySlug(slug);
    const now = this.clock.nowMs();
    const from = new Date(Math.min(now - FEED_PAST_MS, event.startsAt.getTime()));
    const to = new Date(Math.max(now, event.startsAt.getTime()) + FEED_AHEAD_MS);
    return calendarText(event.title, await this.entriesOf([event], from, to));
  }
}
