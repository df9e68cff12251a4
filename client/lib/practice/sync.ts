import { api } from '../api';
import type { LocalSession } from './practices';
import { forgetSessions, localSessions } from './store';

/** What the API takes in one request (src/practice/practice.ts MAX_BATCH). */
const BATCH = 100;

export type SyncResult =
  | { kind: 'sent'; stored: number; refused: string[] }
  | { kind: 'offline' }
  | { kind: 'signed-out' };

const toApi = ({ owner: _owner, ...session }: LocalSession) => session;

async function post(batch: LocalSession[]) {
  return api('/api/practice/sessions', {
    method: 'POST',
    auth: true,
    body: { sessions: batch.map(toApi) },
  });
}

/**
 * Sends the member's queued sessions to the account. The API stores each client id once, so
 * sending again after a lost answer, from two tabs, or after the service worker's Background Sync
 * already replayed the request, never makes a second row. A session the API refuses (it would
 * answer the same every time) is dropped from the queue with its sentence, so it cannot block
 * the rest.
 */
export async function sendQueued(owner: string): Promise<SyncResult> {
  const queued = (await localSessions()).filter((s) => s.owner === owner);
  let stored = 0;
  const refused: string[] = [];
  for (let i = 0; i < queued.length; i += BATCH) {
    const batch = queued.slice(i, i + BATCH);
    const result = await post(batch);
    if (result.kind === 'network') return { kind: 'offline' };
    if (result.status === 401) return { kind: 'signed-out' };
    if (result.ok) {
      stored += result.data.stored;
      await forgetSessions(batch.map((s) => s.clientId));
      continue;
    }
    // One bad session refuses the whole batch: send each alone to keep the good ones.
    for (const session of batch) {
      const one = await post([session]);
      if (one.kind === 'network') return { kind: 'offline' };
      if (one.ok) stored += one.data.stored;
      else if (one.status === 400) refused.push(one.data.message ?? 'A session was refused.');
      else continue;
      await forgetSessions([session.clientId]);
    }
  }
  return { kind: 'sent', stored, refused };
}
