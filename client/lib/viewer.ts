import { useAppContext } from '../app-context';
import { api } from './api';
import { clearSession, storedToken, useSession, type SessionUser } from './session';

/**
 * The signed-in member: the one the server rendered the page for (its session cookie), or, once
 * the page runs, the session the page keeps. Hydration sees the server's answer, so it matches.
 */
export function useViewer(): SessionUser | null {
  const session = useSession();
  const { viewer } = useAppContext();
  return session?.user ?? viewer ?? null;
}

/**
 * A member who signed in before pages knew the session cookie gets it set once, so the server can
 * render their pages; a stored session the server no longer knows is forgotten.
 */
export async function syncSessionCookie(): Promise<void> {
  const token = storedToken();
  if (!token || window.__APP__?.viewer) return;
  const answer = await api('/api/auth/session-cookie', { method: 'POST', token });
  if (answer.kind === 'error' && answer.status === 401) clearSession();
}
