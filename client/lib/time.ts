/**
 * The site's one way of writing a moment: India time, labelled IST, the same in the server's HTML
 * and in the browser (the trust works in IST; a page that shows the viewer's own time says which
 * offset, as the events' LocalTime does). Mails and CSV say IST too
 * (src/common/india-time-format.ts).
 *
 * Plain arithmetic on the instant, no `Intl`: a page's first `Intl` call makes the browser load its
 * locale data, 12–24 ms on the page's thread of a fast machine and four times that on a phone, as
 * one task (docs/decisions/0205-no-intl-on-a-page-first-load.md). India has kept +05:30 without
 * daylight saving since 1945, and the viewer's own offset at an instant is `getTimezoneOffset`,
 * which the browser answers without that data. The wording is the site's own (Intl's varies by
 * ICU), so the server and the browser always agree.
 */

import { MONTHS } from '../../src/common/month-names';

/** Minutes east of UTC. */
export const IST_OFFSET_MINUTES = 330;

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
export { MONTHS };

/** What a wall clock and calendar show at an instant. */
export interface ClockParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

/** The clock at `iso` for an offset of that many minutes east of UTC. */
export function partsAt(iso: string, offsetMinutes: number): ClockParts {
  const at = new Date(Date.parse(iso) + offsetMinutes * 60_000);
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth(),
    day: at.getUTCDate(),
    weekday: at.getUTCDay(),
    hour: at.getUTCHours(),
    minute: at.getUTCMinutes(),
  };
}

/** The clock in India at `iso`. */
export function istParts(iso: string): ClockParts {
  return partsAt(iso, IST_OFFSET_MINUTES);
}

/** The viewer's offset east of UTC at `iso` (daylight saving included); browser only. */
export function viewerOffset(iso: string): number {
  return -new Date(iso).getTimezoneOffset();
}

/** "UTC", "UTC+1", "UTC−5", "UTC+5:45". */
export function utcLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC';
  const size = Math.abs(offsetMinutes);
  const minutes = size % 60;
  return `UTC${offsetMinutes > 0 ? '+' : '−'}${Math.floor(size / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** "7:30", or with its half of the day "7:30 am". */
export function clock({ hour, minute }: ClockParts, meridiem: boolean): string {
  const text = `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
  return meridiem ? `${text} ${hour < 12 ? 'am' : 'pm'}` : text;
}

/** "8:30–10:00 am", or "11:30 am–1:00 pm" across noon. */
export function clockRange(start: ClockParts, end: ClockParts): string {
  const sameHalf = start.hour < 12 === end.hour < 12;
  return `${clock(start, !sameHalf)}–${clock(end, true)}`;
}

/** "6 December 2026". */
export function dateText(parts: ClockParts): string {
  return `${parts.day} ${MONTHS[parts.month]} ${parts.year}`;
}

/** "Sunday 6 December 2026", or short "Sun 6 Dec". */
export function dayText(parts: ClockParts, short = false): string {
  const weekday = WEEKDAYS[parts.weekday];
  const month = MONTHS[parts.month];
  return short
    ? `${weekday.slice(0, 3)} ${parts.day} ${month.slice(0, 3)}`
    : `${weekday} ${dateText(parts)}`;
}

function sameDay(a: ClockParts, b: ClockParts): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/**
 * A span on one clock: "7:00–8:30 am IST" (with `day`, "Sun 6 Dec, 7:00–8:30 am IST"), or across
 * days "Fri 4 Dec, 5:00 pm – Sun 6 Dec, 1:00 pm IST". When the offset changes within it (daylight
 * saving), each end has its own label.
 */
export function spanText(
  start: { parts: ClockParts; label: string },
  end: { parts: ClockParts; label: string },
  { day = false } = {},
): string {
  if (start.label !== end.label) {
    return `${dayText(start.parts, true)}, ${clock(start.parts, true)} ${start.label} – ${dayText(end.parts, true)}, ${clock(end.parts, true)} ${end.label}`;
  }
  if (!sameDay(start.parts, end.parts)) {
    return `${dayText(start.parts, true)}, ${clock(start.parts, true)} – ${dayText(end.parts, true)}, ${clock(end.parts, true)} ${end.label}`;
  }
  const range = `${clockRange(start.parts, end.parts)} ${end.label}`;
  return day ? `${dayText(start.parts, true)}, ${range}` : range;
}

function readable(iso: string | null | undefined): string | null {
  return iso && !Number.isNaN(Date.parse(iso)) ? iso : null;
}

/** "27 Nov 2026, 7:30 am IST"; an em dash for no time, or one that does not read. */
export function istDateTime(iso: string | null | undefined): string {
  const time = readable(iso);
  if (!time) return '—';
  const parts = istParts(time);
  return `${parts.day} ${MONTHS[parts.month].slice(0, 3)} ${parts.year}, ${clock(parts, true)} IST`;
}

/** "27 November 2026" (the day in India); null for none. */
export function istDay(iso: string | null | undefined): string | null {
  const time = readable(iso);
  if (!time) return null;
  return dateText(istParts(time));
}
