import { istDateTime, istDay } from '../../lib/time';
import type { UserAnswer } from '../../lib/api';
import type { SessionUser } from '../../lib/session';

/** What every part of the dashboard that changes the account is given. */
export interface AccountProps {
  user: SessionUser;
  /** The account as the API now returns it. */
  onUser: (user: UserAnswer['user']) => void;
  /** The session is no longer valid (401): back to sign-in. */
  onExpired: () => void;
}

/** A day, or a moment labelled IST, for the dashboard (client/lib/time.ts); null for none. */
export function formatDate(value: string | null | undefined, withTime = false): string | null {
  if (!withTime) return istDay(value);
  const text = istDateTime(value);
  return text === '—' ? null : text;
}
