import { ANSWER_WAIT_MS, api } from '../api';
import type { LocalSession } from './practices';
import { forgetSessions, localSessions } from './store';

/** What the API takes in one request (src/practice/practice.ts MAX_BATCH). */
const BATCH = 100;

/**
 * What a send did. `held` counts the sessions the site could not take just then (too many
 * requests, or a server error): they stay queued, and a later send tries them again.
 */
export type SyncResult =
  { kind: 'sent'; refused: string[]; held: number } | { kind: 'offline' } | { kind: 'signed-out' };

/** Whether a send left sessions queued that trying again soon may deliver. */
export const worthRetrying = (result: SyncResult): boolean =>
  result.kind === 'offline' || (result.kind === 'sent' && result.held > 0);

/** Why sessions the member asked to keep are still on this device after a send, if it says. */
export type Waiting = 'offline' | 'signed-out' | 'held';

export function waitingReason(result: SyncResult): Waiting | null {
  if (result.kind !== 'sent') return result.kind;
  return result.held > 0 ? 'held' : null;
}

/**
 * The sentence for sessions the member asked to keep in their journal: in it, or still on this
 * device and why. `retrying`: another send is already planned (a busy site is only promised one
 * then; past the last retry, the next opening of the page sends them).
 */
export function keptSentence(
  count: number,
  state: Waiting | 'in-journal',
  retrying = false,
): string {
  const one = count === 1;
  const them = one ? 'The session is' : `The ${count} sessions are`;
  switch (state) {
    case 'in-journal':
      return `${them} now in your journal.`;
    case 'offline':
      return `${them} kept on this device and ${one ? 'goes' : 'go'} to your journal when the network returns.`;
    case 'signed-out':
      return `${them} kept on this device. Sign in again to keep ${one ? 'it' : 'them'} in your journal.`;
    case 'held':
      return retrying
        ? `${them} kept on this device for now: the site could not take ${one ? 'it' : 'them'}, and ${one ? 'it' : 'they'} will be sent again shortly.`
        : `${them} kept on this device: the site could not take ${one ? 'it' : 'them'}, and ${one ? 'it' : 'they'} will be sent when you next open this page.`;
  }
}

/** The API's sentence for sessions it refused (they would be refused every time, so they go). */
export const refusedSentence = (refused: string[]) =>
  `${refused.length === 1 ? 'A session' : `${refused.length} sessions`} could not be kept: ${refused[0]}`;

/**
 * Waits for the page's exchange of the stored token for its session cookie (the journal's calls
 * are authenticated by the cookie). Loaded when needed, as the page's start loads it: imported
 * here, its file would be listed in every page's entry. A module that cannot be loaded (offline,
 * where the service worker keeps only the page's own chunks) leaves the call to find out.
 */
export async function cookieForStoredSession(): Promise<void> {
  try {
    const { sessionCookieSynced } = await import('../session-cookie');
    await sessionCookieSynced();
  } catch {
    return;
  }
}

const toApi = ({ owner: _owner, ...session }: LocalSession) => session;

async function post(batch: LocalSession[]) {
  return api('/api/practice/sessions', {
    method: 'POST',
    auth: true,
    body: { sessions: batch.map(toApi) },
    signal: AbortSignal.timeout(ANSWER_WAIT_MS),
  });
}

/**
 * Sends the member's queued sessions to the account. The API stores each client id once, so
 * sending again after a lost answer, from two tabs, or after the service worker's Background Sync
 * already replayed the request, never makes a second row. A session the API refuses (it would
 * answer the same every time) is dropped from the queue with its sentence, so it cannot block
 * the rest.
 */
export async function sendQueued(
  owner: string,
  wanted: () => boolean = () => true,
): Promise<SyncResult> {
  const queued = (await localSessions()).filter((s) => s.owner === owner);
  let held = 0;
  const refused: string[] = [];
  if (!queued.length) return { kind: 'sent', refused, held };
  await cookieForStoredSession();
  for (let i = 0; i < queued.length; i += BATCH) {
    // The member signed out or another signed in meanwhile: nothing more goes with this cookie.
    if (!wanted()) return { kind: 'sent', refused, held: queued.length - i };
    const batch = queued.slice(i, i + BATCH);
    const result = await post(batch);
    if (result.kind === 'network') return { kind: 'offline' };
    if (result.status === 401) return { kind: 'signed-out' };
    if (result.ok) {
      await forgetSessions(batch.map((s) => s.clientId));
      continue;
    }
    if (result.status !== 400) {
      // Too many requests or a server error: sending each alone would only add to it.
      held = queued.length - i;
      break;
    }
    // One bad session refuses the whole batch: send each alone to keep the good ones.
    for (const [j, session] of batch.entries()) {
      if (!wanted()) return { kind: 'sent', refused, held: held + queued.length - i - j };
      const one = await post([session]);
      if (one.kind === 'network') return { kind: 'offline' };
      if (one.status === 401) return { kind: 'signed-out' };
      if (!one.ok && one.status === 400) refused.push(one.data.message ?? 'A session was refused.');
      else if (!one.ok) {
        held += 1;
        continue;
      }
      await forgetSessions([session.clientId]);
    }
  }
  return { kind: 'sent', refused, held };
}
