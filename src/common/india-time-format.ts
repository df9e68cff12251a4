/** The trust's zone: every date and time the server writes (mails, CSV, search) is said in it. */
export const INDIA_ZONE = 'Asia/Kolkata';

const IST = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const IST_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const IST_DATE = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "Sunday, 7 March 2027, 7:00 am – 8:30 am IST": how mails and the admin name an occurrence. */
export function istRange(startsAt: Date, endsAt: Date): string {
  return `${IST.format(startsAt)} – ${IST_TIME.format(endsAt)} IST`;
}

/** "7 March 2027": the day in India (a published article's date, a talk's). */
export function istDate(time: Date): string {
  return IST_DATE.format(time);
}

const IST_SHORT = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** "27 Nov 2026, 7:30 am IST": a moment in a mail, always with its zone. */
export function istDateTime(time: Date): string {
  return `${IST_SHORT.format(time)} IST`;
}

/** India has kept +05:30 since 1945, with no daylight saving. */
const IST_OFFSET_MS = 330 * 60_000;

/** "2026-11-27T07:30:00+05:30": a moment in a CSV cell, India's wall time with its offset. */
export function istIso(time: Date): string {
  return `${new Date(time.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}
