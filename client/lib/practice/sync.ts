import { api } from '../api';
import type { LocalSession } from './practices';
import { forgetSessions, localSessions } from './store';

/** What the API takes in one request (src/practice/practice.ts MAX_BATCH). */
const BATCH = 100;

/**
 * What a send did. `held` counts the sessions the site could not take just then (too many
 * requests, or a server error): they stay queued, and a later send tries them again.
 */
export type SyncResult =
  | { kind: 'sent'; stored: number; refused: string[]; held: number }
  | { kind: 'offline' }
  | { kind: 'signed-out' };

/** Whether a send left sessions queued that trying again soon may deliver. */
export const worthRetrying = (result: SyncResult): boolean =>
  result.kind === 'offline' || (result.kind === 'sent' && result.held > 0);

/**
 * The sentence for sessions the member asked to keep in their journal, as the send that followed
 * left them. Only a send that delivered them all may say they are in the journal.
 */
export function keptSentence(count: number, result: SyncResult): string {
  const one = count === 1;
  const them = one ? 'The session is' : `The ${count} sessions are`;
  if (result.kind === 'offline') {
    return `${them} kept on this device and ${one ? 'goes' : 'go'} to your journal when the network returns.`;
  }
  if (result.kind === 'signed-out') {
    return `${them} kept on this device. Sign in again to keep ${one ? 'it' : 'them'} in your journal.`;
  }
  if (result.refused.length) return refusedSentence(result.refused);
  if (result.held > 0) {
    return `${them} kept on this device for now: the site could not take ${one ? 'it' : 'them'} just now, and ${one ? 'it is' : 'they are'} sent again shortly.`;
  }
  return `${them} now in your journal.`;
}

export const refusedSentence = (refused: string[]) =>
  `Some sessions could not be kept: ${refused[0]}`;

/**
 * Waits for the page's exchange of the stored token for its session cookie (the journal's calls
 * are authenticated by the cookie). Loaded when needed, as the page's start loads it: imported
 * here, its file would be listed in every page's entry.
 */
export async function cookieForStoredSession(): Promise<void> {
  const { sessionCookieSynced } = await import('../session-cookie');
  await sessionCookieSynced();
}

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
  if (!queued.length) return { kind: 'sent', stored: 0, refused: [], held: 0 };
  await cookieForStoredSession();
  let stored = 0;
  let held = 0;
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
    if (result.status !== 400) {
      // Too many requests or a server error: sending each alone would only add to it.
      held = queued.length - i;
      break;
    }
    // One bad session refuses the whole batch: send each alone to keep the good ones.
    for (const session of batch) {
      const one = await post([session]);
      if (one.kind === 'network') return { kind: 'offline' };
      if (one.ok) stored += one.data.stored;
      else if (one.status === 400) refused.push(one.data.message ?? 'A session was refused.');
      else {
        held += 1;
        continue;
      }
      await forgetSessions([session.clientId]);
    }
  }
  return { kind: 'sent', stored, refused, held };
}
