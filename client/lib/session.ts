import { CHANGE_EVENT, TOKEN_KEY, USER_KEY, type SessionUser } from './session-store';

export { storedSession, storedToken, type Session, type SessionUser } from './session-store';

export function saveSession(token: string, user: SessionUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function saveUser(user: SessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  // The member the server rendered this page for is signed out too (useViewer reads it).
  if (window.__APP__) delete window.__APP__.viewer;
  // Pages kept for offline reading were fetched as this member, and the service worker's
  // Background Sync queue holds journal requests with the token (scripts/service-worker.mjs).
  if ('caches' in window) void caches.delete('pages').catch(() => undefined);
  window.indexedDB?.deleteDatabase('workbox-background-sync');
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Revokes the session on the server (best effort; the answer also clears the session cookie),
 * clears the stored session and reloads the home page.
 */
export async function signOut(): Promise<void> {
  // The session cookie names the session (the stored token may have expired already).
  await fetch('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
  clearSession();
  window.location.assign('/');
}
