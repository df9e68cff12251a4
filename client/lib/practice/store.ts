import { createStore, delMany, get, set, setMany, values, type UseStore } from 'idb-keyval';
import type { LocalSession } from './practices';

/**
 * Sessions not yet in the account, in IndexedDB (idb-keyval) under their client id: made offline,
 * or signed out. They leave only when the API has answered that it stored them.
 */
let sessions: UseStore | null = null;
const store = () => (sessions ??= createStore('pragya-practice', 'sessions'));

export const CHANGE_EVENT = 'pragya:practice-sessions';
const changed = () => window.dispatchEvent(new Event(CHANGE_EVENT));

export async function keepSession(session: LocalSession): Promise<void> {
  await set(session.clientId, session, store());
  changed();
}

export async function localSessions(): Promise<LocalSession[]> {
  const all = await values<LocalSession>(store());
  return all.sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt));
}

export async function forgetSessions(clientIds: string[]): Promise<void> {
  if (!clientIds.length) return;
  await delMany(clientIds, store());
  changed();
}

/** Gives the sessions made signed out to the member now signed in (they then go with the queue). */
export async function adoptSessions(clientIds: string[], owner: string): Promise<void> {
  const entries: Array<[string, LocalSession]> = [];
  for (const id of clientIds) {
    const session = await get<LocalSession>(id, store());
    if (session) entries.push([id, { ...session, owner }]);
  }
  await setMany(entries, store());
  changed();
}
