import { Frequency, RRule } from 'rrule';

/** The zone the trust's events are announced in; India has kept one offset since 1945. */
export { INDIA_ZONE as EVENT_ZONE } from '../common/india-time-format';
/** No expansion looks further than this past its start: a bounded window, however a rule reads. */
export const MAX_WINDOW_MS = 400 * 24 * 60 * 60_000;
/** And yields at most this many occurrences. */
export const MAX_OCCURRENCES = 1000;

export class RecurrenceError extends Error {}

const partsFormat = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
export function zoneOffsetMs(zone: string, at: Date): number {
  let format = partsFormat.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** An instant as the zone's wall-clock time, written as if it were UTC ("floating" time). */
export function toWall(instant: Date, zone: string): Date {
  return new Date(instant.getTime() + zoneOffsetMs(zone, instant));
}

/** The instant a wall-clock time of the zone names (the earlier one in a repeated hour). */
export function fromWall(wall: Date, zone: string): Date {
  const guess = wall.getTime() - zoneOffsetMs(zone, wall);
  const offset = zoneOffsetMs(zone, new Date(guess));
  return new Date(wall.getTime() - offset);
}

const ALLOWED_FREQ = new Set([
  Frequency.DAILY,
  Frequency.WEEKLY,
  Frequency.MONTHLY,
  Frequency.YEARLY,
]);

/**
 * Reads an administrator's RRULE (the rule alone, `FREQ=WEEKLY;BYDAY=SU`, with or without the
 * `RRULE:` prefix; the start comes from the event). Refuses what the calendar cannot hold: a
 * rule that never ends when no last date is given, more than daily repetition, a DTSTART or
 * zone of its own.
 */
export function parseRule(text: string, until: Date | null): { rule: string } {
  const body = text.trim().replace(/^RRULE:/i, '');
  if (!body || /[\r\n]/.test(body) || /DTSTART|TZID/i.test(body)) {
    throw new RecurrenceError(
      'The recurrence must be one RRULE line, such as FREQ=WEEKLY;BYDAY=SU.',
    );
  }
  let options;
  try {
    options = RRule.parseString(body);
  } catch {
    throw new RecurrenceError(
      'The recurrence is not an RRULE we can read, such as FREQ=WEEKLY;BYDAY=SU.',
    );
  }
  if (options.freq === undefined || !ALLOWED_FREQ.has(options.freq)) {
    throw new RecurrenceError('The recurrence must repeat daily, weekly, monthly or yearly.');
  }
  if (!options.count && !options.until && !until) {
    throw new RecurrenceError(
      'A recurring event needs a last date: give "until", or COUNT or UNTIL in the rule.',
    );
  }
  if (options.count !== undefined && options.count !== null && options.count > MAX_OCCURRENCES) {
    throw new RecurrenceError(`A recurring event can have at most ${MAX_OCCURRENCES} dates.`);
  }
  return { rule: body.toUpperCase() };
}

export interface RecurringEvent {
  startsAt: Date;
  endsAt: Date;
  zone: string;
  rrule: string | null;
  until: Date | null;
}

/**
 * The occurrences' start instants that begin in [from, to). The rule is expanded in the event's
 * wall-clock time (so "Sundays at 07:00" stays 07:00 in the zone, and its weekday is the zone's),
 * then each wall time is turned back into an instant. Bounded by MAX_WINDOW_MS from the first
 * date and MAX_OCCURRENCES, whatever the rule says.
 */
export function occurrenceStarts(event: RecurringEvent, from: Date, to: Date): Date[] {
  if (!event.rrule) {
    return event.startsAt >= from && event.startsAt < to ? [event.startsAt] : [];
  }
  const options = RRule.parseString(event.rrule);
  const dtstart = toWall(event.startsAt, event.zone);
  const hardEnd = new Date(dtstart.getTime() + MAX_WINDOW_MS);
  const lastWall = event.until ? toWall(event.until, event.zone) : null;
  const ruleUntil = options.until ?? null;
  const untilWall = [lastWall, ruleUntil, hardEnd]
    .filter((d): d is Date => d instanceof Date)
    .reduce((a, b) => (a < b ? a : b));
  const rule = new RRule({ ...options, dtstart, until: untilWall, tzid: undefined });
  const fromWall_ = new Date(from.getTime() + zoneOffsetMs(event.zone, from) - 24 * 3600_000);
  const toWall_ = new Date(to.getTime() + zoneOffsetMs(event.zone, to) + 24 * 3600_000);
  const starts: Date[] = [];
  rule.between(fromWall_, toWall_, true, (date, i) => {
    if (i >= MAX_OCCURRENCES) return false;
    const instant = fromWall(date, event.zone);
    if (instant >= from && instant < to) starts.push(instant);
    return true;
  });
  return starts;
}

/** Whether `at` is one of the event's occurrence starts. */
export function isOccurrence(event: RecurringEvent, at: Date): boolean {
  const hits = occurrenceStarts(event, at, new Date(at.getTime() + 1));
  return hits.some((d) => d.getTime() === at.getTime());
}

/** The last occurrence's start (the single date of a one-off event). */
export function lastStart(event: RecurringEvent): Date {
  if (!event.rrule) return event.startsAt;
  const all = occurrenceStarts(
    event,
    event.startsAt,
    new Date(event.startsAt.getTime() + MAX_WINDOW_MS),
  );
  return all[all.length - 1] ?? event.startsAt;
}
