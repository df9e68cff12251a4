/**
 * What every mail template shares. Templates of one area live in a file of their own beside this
 * one (account, lists, admin), each built with renderMail from these pieces.
 */

export const IGNORE =
  'If you did not ask for this, you can ignore this e-mail; nothing will change.';

/**
 * Mails go to an address someone else may have typed, so they greet with the name the account's
 * proven owner chose (callers pass null for a name a requester supplied) or with no name.
 */
export function greeting(ownName?: string | null): string {
  return ownName ? `Namaste ${ownName},` : 'Namaste,';
}

const UNITS: Array<[number, string]> = [
  [24 * 60 * 60_000, 'day'],
  [60 * 60_000, 'hour'],
  [60_000, 'minute'],
];

/**
 * "10 minutes", "1 hour", "7 days": how long a code or link lasts, from the constant the server
 * checks it against, so a mail never promises a period the server no longer keeps.
 */
export function validity(ms: number): string {
  // Days from two on; a single day reads better as 24 hours.
  const [unit, name] =
    UNITS.find(([size], index) => ms % size === 0 && ms >= (index === 0 ? 2 * size : size)) ??
    UNITS[2];
  const count = Math.round(ms / unit);
  return `${count} ${name}${count === 1 ? '' : 's'}`;
}
