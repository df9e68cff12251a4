import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import practiceStyles from '../styles/practice.css?inline';
import { localIso, type LocalSession, type PracticeName } from '../lib/practice/practices';
import { adoptSessions, forgetSessions, keepSession, localSessions } from '../lib/practice/store';
import {
  keptSentence,
  refusedSentence,
  waitingReason,
  type SyncResult,
} from '../lib/practice/sync';
import { useQueueSender } from '../lib/practice/use-queue-sender';
import { useSession } from '../lib/session-store';
import { Journal } from './practice/Journal';
import { MalaCounter, type FinishedMala } from './practice/MalaCounter';
import { Timer, type FinishedSitting } from './practice/Timer';

type Tab = 'timer' | 'mala' | 'journal';
const TABS: Array<[Tab, string]> = [
  ['timer', 'Timer'],
  ['mala', 'Mālā'],
  ['journal', 'Journal'],
];

/** The account a session is kept for: the member's id (their address on an older stored user). */
const ownerOf = (user: { id?: string; email: string }) => user.id ?? user.email;
/** The sentence after Keep: arrived (green), still on this device (ochre), refused (red). */
const MESSAGE_CLASS = { saved: 'pr-saved', waiting: 'pr-waiting', problem: 'pr-problem' } as const;

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Keeps this page in the service worker's page cache, so it opens with no network next time. */
function keepPageForOffline(): void {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return;
  void navigator.serviceWorker.ready
    .then(() => caches.open('pages'))
    .then((cache) => cache.add(window.location.pathname))
    .catch(() => undefined);
}

/**
 * /practice: the daily practice companion. The timer and the mālā work signed out and offline;
 * each finished session goes to IndexedDB first, then to the account when there is one and the
 * network is up.
 */
export function PracticePage() {
  // The stored session, not the viewer: sessions go to the account with the stored token, and a
  // page the service worker kept offline names no viewer.
  const session = useSession();
  const owner = session ? ownerOf(session.user) : null;
  const [tab, setTab] = useState<Tab>('timer');
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [unclaimed, setUnclaimed] = useState<LocalSession[]>([]);
  const [message, setMessage] = useState<{
    text: string;
    tone: keyof typeof MESSAGE_CLASS;
  } | null>(null);

  // The sessions a member asked to keep, until the device no longer holds them: every send for
  // that member after Keep says where they are (in the journal, or waiting and why).
  const keeping = useRef<{ owner: string; ids: string[] } | null>(null);
  const report = async (result: SyncResult, retrying: boolean) => {
    const refused = result.kind === 'sent' ? result.refused : [];
    if (refused.length) setMessage({ text: refusedSentence(refused), tone: 'problem' });
    const kept = keeping.current;
    if (!kept || kept.owner !== owner) return;
    const onDevice = await localSessions().catch(() => null);
    // Unread, the device might still hold them: nothing is claimed either way.
    if (!onDevice || keeping.current !== kept) return;
    const held = new Set(onDevice.map((s) => s.clientId));
    if (!kept.ids.some((id) => held.has(id))) {
      keeping.current = null;
      if (!refused.length) {
        setMessage({ text: keptSentence(kept.ids.length, 'in-journal'), tone: 'saved' });
      }
      return;
    }
    const reason = waitingReason(result);
    if (reason && !refused.length) {
      setMessage({ text: keptSentence(kept.ids.length, reason, retrying), tone: 'waiting' });
    }
  };
  const flush = useQueueSender(owner, report);

  useEffect(keepPageForOffline, []);

  // Sessions made signed out on this device: offered to the member once signed in. Another
  // member, or none, hears nothing more of the last one's kept sessions.
  useEffect(() => {
    if (keeping.current?.owner !== owner) keeping.current = null;
    if (!owner) return;
    void localSessions()
      .then((all) => setUnclaimed(all.filter((s) => s.owner === null)))
      .catch(() => undefined);
  }, [owner]);

  const record = async (entry: Omit<LocalSession, 'clientId' | 'owner'>) => {
    await keepSession({ ...entry, clientId: crypto.randomUUID(), owner });
    void flush();
  };

  const fromTimer = (s: FinishedSitting) =>
    record({
      practice: s.practice,
      startedAt: localIso(s.startedAt),
      minutes: s.minutes,
      ...(s.note.trim() ? { note: s.note.trim() } : {}),
    });

  const fromMala = (m: FinishedMala) =>
    record({
      practice: 'jap' as PracticeName,
      startedAt: localIso(m.startedAt),
      ...(m.minutes !== undefined ? { minutes: m.minutes } : {}),
      rounds: m.rounds,
      ...(m.note.trim() ? { note: `Mantra: ${m.note.trim()}` } : {}),
    });

  const claim = async (keep: boolean) => {
    const ids = unclaimed.map((s) => s.clientId);
    setUnclaimed([]);
    if (keep && owner) {
      await adoptSessions(ids, owner);
      keeping.current = { owner, ids: [...(keeping.current?.ids ?? []), ...ids] };
      await flush();
    } else {
      await forgetSessions(ids);
    }
  };

  return (
    <div className="pr-page">
      <style>{practiceStyles}</style>
      <div className="container pr-narrow">
        <h1>Daily practice</h1>
        <p className="pr-lead">
          A timer for sitting, a mālā for japa, and a journal of your sādhana. It works with no
          network; your sessions are private to you.
        </p>
        {!online ? (
          <p className="pr-offline" role="status">
            You are offline. The timer and the mālā work as usual; sessions are kept on this device
            and go to your journal when the network returns.
          </p>
        ) : null}
        {message ? (
          <p className={MESSAGE_CLASS[message.tone]} role="status" data-testid="practice-message">
            {message.text}
          </p>
        ) : null}
        {unclaimed.length ? (
          <div className="pr-offer" role="region" aria-label="Sessions on this device">
            <p>
              This device keeps {unclaimed.length} {unclaimed.length === 1 ? 'session' : 'sessions'}{' '}
              made before you signed in. Keep {unclaimed.length === 1 ? 'it' : 'them'} in your
              journal?
            </p>
            <div className="pr-row">
              <button type="button" className="btn btn-primary" onClick={() => void claim(true)}>
                Keep in my journal
              </button>
              <button type="button" className="btn btn-outline" onClick={() => void claim(false)}>
                Discard
              </button>
            </div>
          </div>
        ) : null}
        <div className="pr-tabs" role="tablist" aria-label="Practice tools">
          {TABS.map(([id, label]) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`tab-${id}`}
              aria-selected={tab === id}
              aria-controls={`panel-${id}`}
              className="pr-tab"
              onClick={() => setTab(id)}
            >
              {label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'timer' ? <Timer onFinish={fromTimer} /> : null}
          {tab === 'mala' ? <MalaCounter onFinish={fromMala} /> : null}
          {tab === 'journal' ? <Journal signedIn={Boolean(session)} /> : null}
        </div>
      </div>
    </div>
  );
}
