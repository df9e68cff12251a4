import { ANSWER_WAIT_MS, api } from './api';
import { clearSession, saveSession, storedSession, storedToken } from './session';

/** Renew the stored token once less than this is left of its day. */
const RENEW_BEFORE_S = 12 * 60 * 60;

function secondsLeft(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp - Date.now() / 1000 : 0;
  } catch {
    return 0;
  }
}

/**
 * Keeps the stored session in step with the HttpOnly cookie. A member who signed in before pages
 * knew the session cookie gets it set once, so the server can render their pages; the stored
 * token (a day's life) is renewed through the cookie while the member is active; a stored session
 * the server no longer knows is forgotten. Its own module: the entry loads it (and the API
 * client) only for a member with a stored session, never on an ordinary visit. False when the
 * cookie could not be set yet (no network, or the server was busy or failed): worth another try.
 */
async function syncSessionCookie(): Promise<boolean> {
  const token = storedToken();
  if (!token) return true;
  if (!window.__APP__?.viewer) {
    const answer = await api('/api/auth/session-cookie', {
      method: 'POST',
      token,
      signal: AbortSignal.timeout(ANSWER_WAIT_MS),
    });
    if (answer.kind === 'error' && answer.status === 401) {
      clearSession();
      return true;
    }
    if (!answer.ok) return false;
  }
  if (secondsLeft(token) > RENEW_BEFORE_S) return true;
  const renewed = await api('/api/auth/token', {
    method: 'POST',
    signal: AbortSignal.timeout(ANSWER_WAIT_MS),
  });
  // An answer cut off on its way has no token to keep: the stored one serves until the next try.
  if (renewed.ok && renewed.data.token) {
    const current = storedSession()?.user;
    if (current) saveSession(renewed.data.token, current);
  } else if (renewed.kind === 'error' && renewed.status === 401) {
    clearSession();
  }
  return true;
}

let synced: Promise<void> | null = null;

/**
 * The page's one exchange above, shared: the start of the page runs it, and a call made with the
 * stored session alone (the practice journal, which works from it offline) waits for it, so it
 * never goes out before the cookie it needs. One that could not set the cookie is run again by
 * the next caller. It never rejects.
 */
export function sessionCookieSynced(): Promise<void> {
  synced ??= syncSessionCookie()
    .catch(() => false)
    .then((settled) => {
      if (!settled) synced = null;
    });
  return synced;
}
