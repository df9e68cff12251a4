import type { SessionUser } from '../../lib/session';

/** What every part of the dashboard that changes the account is given. */
export interface AccountProps {
  user: SessionUser;
  /** The account as the API now returns it. */
  onUser: (user: SessionUser) => void;
  /** The session is no longer valid (401): back to sign-in. */
  onExpired: () => void;
}

/** Formats an ISO date for India; only ever called in the browser, after the user has loaded. */
export function formatDate(value: string | null | undefined, withTime = false): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(
    'en-IN',
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' },
  ).format(date);
}
