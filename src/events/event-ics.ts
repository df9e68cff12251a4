import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import type { MailAttachment } from '../mail/mail-message';

/** One VEVENT: an occurrence of an event, or a course session from the course runs. */
export interface FeedEntry {
  /** Stable across changes: the event's id and the occurrence's start, or the session's uid. */
  uid: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  location?: string;
  url: string;
  description?: string;
  sequence: number;
  cancelled: boolean;
  /** When the entry last changed (DTSTAMP), so the same feed reads the same twice. */
  stamp: Date;
}

/** The UID of an occurrence: the event's id and the start in UTC, with the site's host. */
export function occurrenceUid(eventId: string, start: Date, host: string): string {
  const stamp = start
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `${eventId}-${stamp}@${host}`;
}

/**
 * The iCalendar text of the entries: times in UTC (no VTIMEZONE needed; calendars show them in
 * their reader's zone), one VEVENT per occurrence so a single cancelled date carries its own
 * STATUS:CANCELLED and SEQUENCE (docs/decisions/0160-event-recurrence-and-waitlist.md).
 */
export function calendarText(name: string, entries: FeedEntry[]): string {
  const calendar: ICalCalendar = ical({
    name,
    prodId: { company: 'Pragya Trust', product: 'Calendar', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: entry.uid,
      start: entry.startsAt,
      end: entry.endsAt,
      summary: entry.title,
      description: entry.description,
      location: entry.location,
      url: entry.url,
      sequence: entry.sequence,
      stamp: entry.stamp,
      status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

export function icsAttachment(entry: FeedEntry, filename: string): MailAttachment {
  return {
    filename,
    content: calendarText('Pragya Trust', [entry]),
    contentType: 'text/calendar; charset=utf-8',
  };
}
