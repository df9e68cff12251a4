import { DomainError } from '../common/domain-error';

function count(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** "30 seconds", "1 minute", "4 minutes", "2 hours": a wait rounded up to the unit that reads best. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return count(s, 'second');
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return count(minutes, 'minute');
  return count(Math.ceil(s / 3600), 'hour');
}

/** The sentence of every 429: how long to wait, and nothing about whether an account exists. */
export function tooManySentence(seconds: number): string {
  return `Too many attempts. Try again in ${waitText(seconds)}.`;
}

/**
 * A 429 that knows when the caller may try again: the error filter sends `retryAfter` as the
 * standard Retry-After header (seconds) and keeps it in the body next to the sentence. Without a
 * known wait (a caller that only knows "too many"), a minute is said.
 */
export function tooManyRequests(retryAfterMs = 60_000): DomainError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new DomainError('too-many', tooManySentence(retryAfter), { retryAfter });
}
