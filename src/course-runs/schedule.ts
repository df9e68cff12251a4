/**
 * The arithmetic of a course run's calendar. India keeps one offset all year (UTC+05:30, no
 * daylight saving), so a weekly session at 19:00 IST is the same UTC instant every week and a plain
 * day count gives every date: no time-zone database or recurrence rule is needed here. Dates are
 * `YYYY-MM-DD` strings (days in India); instants are Dates.
 */
import { MONTHS } from '../common/month-names';

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const RUN_MODES = ['online', 'varanasi', 'both'] as const;
export type RunMode = (typeof RUN_MODES)[number];

export const RUN_STATES = ['announced', 'enrollment-open', 'running', 'completed'] as const;
export type RunState = (typeof RUN_STATES)[number];

/** The states whose sessions are still to come or under way (shown on pages, in the feed). */
export const LIVE_STATES: readonly RunState[] = ['announced', 'enrollment-open', 'running'];

export interface RunSession {
  weekday: Weekday;
  /** `HH:MM`, 24-hour, India time. */
  time: string;
  /** Length of the session in minutes. */
  minutes: number;
}

export const DEFAULT_SESSION_MINUTES = 90;
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/** Whether a string is a real calendar date `YYYY-MM-DD` (not 2027-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** Today in India. */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
}

/** The instant a session on `date` at `time` (India) begins. */
export function sessionStart(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - IST_OFFSET_MS);
}

/** Every session of a run on the days from `first` to `last` (both included), in time order. */
export function sessionsBetween(
  sessions: readonly RunSession[],
  first: string,
  last: string,
): Array<{ date: string; session: RunSession; startsAt: Date; endsAt: Date }> {
  const out: Array<{ date: string; session: RunSession; startsAt: Date; endsAt: Date }> = [];
  for (let day = dayNumber(first); day <= dayNumber(last); day++) {
    const date = dateOfDay(day);
    const weekday = weekdayOf(date);
    for (const session of sessions) {
      if (session.weekday !== weekday) continue;
      const startsAt = sessionStart(date, session.time);
      out.push({
        date,
        session,
        startsAt,
        endsAt: new Date(startsAt.getTime() + session.minutes * 60_000),
      });
    }
  }
  return out.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/**
 * The last day of a run of `weeks` weeks from `startsOn`: the day of its last session in those
 * weeks (a Saturday course of 8 weeks ends on the 8th Saturday), or the last day of the span when
 * no session falls in it (the caller refuses that run).
 */
export function endOfWeeks(
  startsOn: string,
  weeks: number,
  sessions: readonly RunSession[],
): string {
  const last = addDays(startsOn, weeks * 7 - 1);
  const all = sessionsBetween(sessions, startsOn, last);
  return all.length ? all[all.length - 1].date : last;
}

/** `7:00 pm`, or `7:00` when the end shares its half of the day (for `7:00–8:30 pm`). */
function clock(minutes: number, withHalf: boolean): string {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  const hours = Math.floor(inDay / 60);
  const text = `${hours % 12 === 0 ? 12 : hours % 12}:${String(inDay % 60).padStart(2, '0')}`;
  return withHalf ? `${text} ${hours < 12 ? 'am' : 'pm'}` : text;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** `7:00–8:30 pm`, `11:30 am–1:00 pm`. */
export function timeRange(time: string, length: number): string {
  const start = minutesOf(time);
  const end = start + length;
  const sameHalf = Math.floor(start / 720) === Math.floor((end % 1440) / 720) && end < 1440;
  return `${clock(start, !sameHalf)}–${clock(end, true)}`;
}

const PLURAL: Record<Weekday, string> = {
  sunday: 'Sundays',
  monday: 'Mondays',
  tuesday: 'Tuesdays',
  wednesday: 'Wednesdays',
  thursday: 'Thursdays',
  friday: 'Fridays',
  saturday: 'Saturdays',
};

function joinWords(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * The weekly timetable in words, India time: "Saturdays 7:00–8:30 pm IST"; sessions at the same
 * hours share it ("Saturdays and Sundays 7:00–8:30 pm IST"), others follow after a semicolon.
 */
export function scheduleText(sessions: readonly RunSession[]): string {
  const byHours = new Map<string, Weekday[]>();
  const ordered = [...sessions].sort(
    (a, b) =>
      ((WEEKDAYS.indexOf(a.weekday) + 6) % 7) - ((WEEKDAYS.indexOf(b.weekday) + 6) % 7) ||
      a.time.localeCompare(b.time),
  );
  for (const session of ordered) {
    const hours = timeRange(session.time, session.minutes);
    byHours.set(hours, [...(byHours.get(hours) ?? []), session.weekday]);
  }
  return [...byHours]
    .map(([hours, days]) => `${joinWords(days.map((day) => PLURAL[day]))} ${hours} IST`)
    .join('; ');
}

/** `3 January 2027`. */
export function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** `3 January – 28 February 2027`, `3–31 January 2027`, `6 December 2026 – 28 February 2027`. */
export function dateRange(first: string, last: string): string {
  const [y1, m1, d1] = first.split('-').map(Number);
  const [y2, m2] = last.split('-').map(Number);
  if (y1 !== y2) return `${longDate(first)} – ${longDate(last)}`;
  if (m1 !== m2) return `${d1} ${MONTHS[m1 - 1]} – ${longDate(last)}`;
  return first === last ? longDate(first) : `${d1}–${longDate(last)}`;
}
