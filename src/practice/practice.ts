/** The trust's practices, as the API names them (client/lib/practice shares the list). */
export const PRACTICES = [
  'kriya',
  'jap',
  'samvedana',
  'sakshi',
  'ahangrah-upasana',
  'chup-sadhana',
  'other',
] as const;

export type Practice = (typeof PRACTICES)[number];

/** A session longer than a day is a mistake, not a practice. */
export const MAX_MINUTES = 24 * 60;
export const MAX_ROUNDS = 10_000;
export const MAX_NOTE = 2000;
/** Sessions one request may carry: an offline week of several sittings a day, with room to spare. */
export const MAX_BATCH = 100;
/** Clocks on phones drift: a session "in the future" by less than this is the phone's clock. */
export const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
/** The earliest date a session may carry: before the site, a typing mistake. */
export const EARLIEST = Date.UTC(2000, 0, 1);
