import { useSyncExternalStore } from 'react';
import type { Schema } from './api-schema';

// What every page needs of the stored session (the header's account area reads it): in the entry
// chunk. Saving and clearing it (session.ts) loads only with the pages that do so
// (docs/decisions/0142-first-load-room.md).

/**
 * The signed-in member as the API returns it (UserDto). Kept in localStorage, so a user stored by
 * an earlier version of the site may lack the fields added since: all but name and address are
 * optional here.
 */
export type SessionUser = Partial<Schema<'UserDto'>> & Pick<Schema<'UserDto'>, 'name' | 'email'>;

export interface Session {
  token: string;
  user: SessionUser;
}

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const CHANGE_EVENT = 'pragya:session';

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

/** The stored session outside React (a loader in the browser), or null. */
export function storedSession(): Session | null {
  return readSession();
}

export function storedToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}
