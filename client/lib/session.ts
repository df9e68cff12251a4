import { useSyncExternalStore } from 'react';

/** The signed-in member as the API returns it (the user object of docs/api.md). */
export interface SessionUser {
  id?: string;
  name: string;
  email: string;
  username?: string | null;
  avatar?: string | null;
  isEmailVerified?: boolean;
  otpEnabled?: boolean;
  /** False for an account that signs in with Google only. */
  hasPassword?: boolean;
  /** Which second step sign-in asks for: none, an e-mailed code, or an authenticator app. */
  secondFactor?: 'off' | 'email' | 'app';
  role?: string;
  createdAt?: string;
  lastLogin?: string | null;
}

export interface Session {
  token: string;
  user: SessionUser;
}

const TOKEN_KEY = 'token';
const USER_KEY = 'user';
const CHANGE_EVENT = 'pragya:session';

let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

function readSession(): Session | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const rawUser = localStorage.getItem(USER_KEY);
  const raw = token && rawUser ? `${token}\n${rawUser}` : null;
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  cachedSession = null;
  if (token && rawUser) {
    try {
      const user = JSON.parse(rawUser) as SessionUser;
      if (user && typeof user.name === 'string') cachedSession = { token, user };
    } catch {
      cachedSession = null;
    }
  }
  return cachedSession;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The session kept in localStorage (`token` + `user`). The server always renders the signed-out
 * state; the stored session appears right after hydration, so hydration never mismatches.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}

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

export function storedToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
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
