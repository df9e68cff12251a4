/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A publication time as the admin gives it: `2026-12-01T07:30` is India time (the form's
 * datetime-local field); an ISO time with `Z` or an offset is taken as it says. Null when it is
 * not a real time.
 */
export function parseIndiaTime(value: string): Date | null {
  const local = LOCAL.exec(value);
  if (local) {
    const [, y, mo, d, h, mi, s] = local.map(Number);
    const utc = Date.UTC(y, mo - 1, d, h, mi, s || 0);
    const check = new Date(utc);
    // 2026-02-30 rolls over in Date.UTC: a day that does not exist is refused.
    if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) {
      return null;
    }
    return new Date(utc - IST_OFFSET_MS);
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    return null;
  }
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time;
}

/** The time in India as the admin's form shows it: `2026-12-01T07:30`. */
export function indiaLocalTime(time: Date): string {
  return new Date(time.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}
