import { api } from './api';
import { clearSession, storedToken } from './session';

/**
 * A member who signed in before pages knew the session cookie gets it set once, so the server can
 * render their pages; a stored session the server no longer knows is forgotten. Its own module:
 * the entry loads it (and the API client) only for such a member, never on an ordinary visit.
 */
export async function syncSessionCookie(): Promise<void> {
  const token = storedToken();
  if (!token || window.__APP__?.viewer) return;
  const answer = await api('/api/auth/session-cookie', { method: 'POST', token });
  if (answer.kind === 'error' && answer.status === 401) clearSession();
}
