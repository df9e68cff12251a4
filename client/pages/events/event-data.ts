import type { Schema } from '../../lib/api-schema';
import { dayText, IST_OFFSET_MINUTES, istParts, MONTHS, spanText } from '../../lib/time';

/** An event's kind, as the API names it, and how the pages say it. */
export const EVENT_KINDS = {
  satsang: 'Satsaṅga',
  talk: 'Talk',
  retreat: 'Retreat',
  'course-session': 'Course session',
  festival: 'Festival',
} as const;

export type EventKind = keyof typeof EVENT_KINDS;

export function kindLabel(kind: string): string {
  return (EVENT_KINDS as Record<string, string>)[kind] ?? kind;
}

/** One occurrence as GET /api/events lists it. */
export interface OccurrenceItem {
  slug: string;
  title: string;
  kind: string;
  startsAt: string;
  endsAt: string;
  online: boolean;
  /** Null when the event has no capacity. */
  seatsLeft: number | null;
  cancelled?: boolean;
}

/** One occurrence as the API answers it (GET /api/events, and an event's `next`). */
export type ApiOccurrence = Schema<'OccurrenceItem'>;

/** One occurrence of an event on its own page. */
export interface EventOccurrence {
  startsAt: string;
  endsAt: string;
  seatsLeft: number | null;
  cancelled?: boolean;
}

export interface EventPlace {
  address: string;
  mapUrl?: string | null;
}

/** GET /api/events/:slug, as the API answers it. */
export type ApiEvent = Schema<'EventDetail'>;

/** The event as its page uses it: only what the page shows travels in the hydration data. */
export function eventOf(raw: ApiEvent): EventDetail {
  return {
    slug: raw.slug,
    title: raw.title,
    kind: raw.kind,
    descriptionHtml: raw.descriptionHtml,
    startsAt: raw.startsAt,
    endsAt: raw.endsAt,
    place: raw.place ? { address: raw.place, mapUrl: raw.mapUrl } : null,
    online: raw.online,
    capacity: raw.capacity,
    registrationOpen: raw.registrationOpen,
    cancelled: raw.status === 'cancelled',
    occurrences: (raw.next ?? []).map((occurrence) => ({
      startsAt: occurrence.startsAt,
      endsAt: occurrence.endsAt,
      seatsLeft: occurrence.seatsLeft,
      ...(occurrence.status === 'cancelled' ? { cancelled: true } : {}),
    })),
  };
}

/** An event on its page. */
export interface EventDetail {
  slug: string;
  title: string;
  kind: string;
  /** Sanitised HTML made by the server from the event's Markdown. */
  descriptionHtml: string;
  startsAt: string;
  endsAt: string;
  place: EventPlace | null;
  online: boolean;
  capacity: number | null;
  registrationOpen: boolean;
  cancelled: boolean;
  occurrences: EventOccurrence[];
}

/** One of the member's registrations, as the API lists them (soonest first). */
export type MyRegistration = Schema<'MyRegistrationView'>;

/** The API answer that can be shown: the data, or nothing (an error, a network failure). */
export function okData<T>(answer: { ok: boolean; data: unknown }): T | null {
  return answer.ok ? (answer.data as T) : null;
}

/** "Sunday 6 December 2026": the day an occurrence starts in India. */
export function istDay(iso: string): string {
  return dayText(istParts(iso));
}

/** "7:00–8:30 am IST", or across days "Fri 4 Dec, 5:00 pm – Sun 6 Dec, 1:00 pm IST". */
export function istTimes(startsAt: string, endsAt: string): string {
  return spanText(
    { parts: istParts(startsAt), label: 'IST' },
    { parts: istParts(endsAt), label: 'IST' },
  );
}

/** "December 2026": the month heading an occurrence is listed under (in India). */
export function istMonth(iso: string): string {
  const parts = istParts(iso);
  return `${MONTHS[parts.month]} ${parts.year}`;
}

/** The value of a datetime-local input showing this instant in India time. */
export function istInputValue(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/** An India-time datetime-local value ("2026-12-06T07:00") as ISO 8601 with its offset. */
export function istIso(local: string): string {
  return local ? `${local.length === 16 ? `${local}:00` : local}+05:30` : '';
}

/** "20261206T013000Z": the basic format calendar links carry. */
function utcStamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Add this occurrence to Google Calendar: a template link built from its UTC times. */
export function googleCalendarUrl(
  event: { title: string; details: string; location: string },
  occurrence: { startsAt: string; endsAt: string },
): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(occurrence.startsAt)}/${utcStamp(occurrence.endsAt)}`,
    details: event.details,
    location: event.location,
    ctz: 'Asia/Kolkata',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Add this occurrence to Outlook on the web: its compose link, with the UTC times. */
export function outlookCalendarUrl(
  event: { title: string; details: string; location: string },
  occurrence: { startsAt: string; endsAt: string },
): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: new Date(occurrence.startsAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    enddt: new Date(occurrence.endsAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    body: event.details,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}

/**
 * The outcome of a native registration post, carried back in the address: its thank-you, or
 * `failed` (from the dashboard, or a post refused before the action ran: `?form=failed`).
 */
export const REGISTRATION_OUTCOMES = [
  'pending',
  'confirmed',
  'waitlisted',
  'cancelled',
  'failed',
] as const;
export type RegistrationOutcome = (typeof REGISTRATION_OUTCOMES)[number];

export function registrationOutcome(url: string): RegistrationOutcome | null {
  const params = new URL(url).searchParams;
  if (params.get('form') === 'failed') return 'failed';
  const value = params.get('registration');
  return REGISTRATION_OUTCOMES.find((outcome) => outcome === value) ?? null;
}

/** "3 places left", "Full: you can join the waitlist", or nothing for an event without a limit. */
export function seatsText(item: { seatsLeft: number | null; cancelled?: boolean }): string | null {
  if (item.cancelled) return 'Cancelled';
  if (item.seatsLeft === null || item.seatsLeft === undefined) return null;
  if (item.seatsLeft <= 0) return 'Full: you can join the waitlist';
  return `${item.seatsLeft} ${item.seatsLeft === 1 ? 'place' : 'places'} left`;
}
