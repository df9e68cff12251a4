import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ANSWER_WAIT_MS, api } from '../../lib/api';
import {
  deviceZone,
  PRACTICE_NAMES,
  PRACTICE_TITLES,
  type JournalEntry,
  type LocalSession,
  type PracticeName,
  type PracticeSummary,
} from '../../lib/practice/practices';
import { CHANGE_EVENT, localSessions } from '../../lib/practice/store';
import { cookieForStoredSession } from '../../lib/practice/sync';
import { Heatmap, weeklyMinutes } from './Heatmap';

const INDIA = 'Asia/Kolkata';

/** "Wed 25 Nov 2026, 05:30 India time (00:00 your time)" from a start written with its offset. */
export function whenText(startedAt: string): string {
  const at = new Date(startedAt);
  const india = new Intl.DateTimeFormat('en-IN', {
    timeZone: INDIA,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);
  // The member's own clock at the time: the wall time written in the start itself.
  const own = startedAt.slice(11, 16);
  const offset = startedAt.slice(19).replace(/^\.\d+/, '');
  return offset === '+05:30'
    ? `${india} India time`
    : `${india} India time (${own} your time, UTC${offset === 'Z' ? '' : offset})`;
}

const measure = (s: { minutes?: number | null; rounds?: number | null }) =>
  [
    s.minutes != null ? `${Math.round(s.minutes * 10) / 10} min` : null,
    s.rounds != null ? `${s.rounds} ${s.rounds === 1 ? 'round' : 'rounds'}` : null,
  ]
    .filter(Boolean)
    .join(', ');

const unreadable = (sentence?: string) => sentence ?? 'The journal could not be read.';

/** Online, yet no answer in time (or none at all): the site, not the device, is where it failed. */
const UNANSWERED = 'Your journal could not be reached: the site did not answer.';

type Loaded =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; summary: PracticeSummary; entries: JournalEntry[] };

/**
 * What waits on this device, and (signed in) the account's journal and summary. The two reads give
 * up together: after the sends' time limit (only the latest read may show what it found, so one
 * left hanging would hold the journal at what it showed before), as soon as either finds no
 * answer (the other's would be shown with nothing beside it), or when `cancelled` aborts.
 */
async function readJournal(
  signedIn: boolean,
  cancelled?: AbortSignal,
): Promise<{ kept: LocalSession[]; journal?: Loaded }> {
  const kept = await localSessions().catch(() => []);
  if (!signedIn) return { kept };
  await cookieForStoredSession();
  const zone = encodeURIComponent(deviceZone());
  const both = new AbortController();
  const giveUp = () => both.abort();
  const limit = setTimeout(giveUp, ANSWER_WAIT_MS);
  cancelled?.addEventListener('abort', giveUp, { once: true });
  const read = <T extends { kind: string }>(answer: Promise<T>) =>
    answer.then((result) => {
      if (result.kind === 'network') giveUp();
      return result;
    });
  const [summary, list] = await Promise.all([
    read(api(`/api/practice/summary?tz=${zone}`, { auth: true, signal: both.signal })),
    read(api('/api/practice/sessions', { auth: true, signal: both.signal })),
  ]).finally(() => {
    clearTimeout(limit);
    cancelled?.removeEventListener('abort', giveUp);
  });
  if (summary.kind === 'network' || list.kind === 'network') {
    // The 'online' event reads again after an outage of the device; nothing announces the return
    // of a site that did not answer, so that is an error with its own way to try again.
    return {
      kept,
      journal: navigator.onLine ? { status: 'error', message: UNANSWERED } : { status: 'offline' },
    };
  }
  if (!summary.ok)
    return { kept, journal: { status: 'error', message: unreadable(summary.data.message) } };
  if (!list.ok)
    return { kept, journal: { status: 'error', message: unreadable(list.data.message) } };
  return {
    kept,
    journal: { status: 'loaded', summary: summary.data, entries: list.data.sessions },
  };
}

/** The journal: what is stored in the account (signed in) and what waits on this device. */
export function Journal({ signedIn }: { signedIn: boolean }) {
  const [pending, setPending] = useState<LocalSession[]>([]);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Reads overlap: the network's return starts one, and the send it sets off starts another once
  // it has taken the kept sessions off this device. Only the last one started may say what is
  // here: an earlier one that read the device before the send, answered later, would show the
  // delivered sessions as waiting again.
  const latest = useRef(0);
  // Aborted when the journal leaves the page (another tab chosen): its reads are no longer wanted.
  const shown = useRef<AbortController | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const load = useCallback(() => {
    const read = ++latest.current;
    void readJournal(signedIn, shown.current?.signal).then(({ kept, journal }) => {
      if (read !== latest.current) return;
      setPending(kept);
      if (journal) setLoaded(journal);
    });
  }, [signedIn]);

  useEffect(() => {
    const controller = new AbortController();
    shown.current = controller;
    load();
    window.addEventListener(CHANGE_EVENT, load);
    window.addEventListener('online', load);
    return () => {
      controller.abort();
      window.removeEventListener(CHANGE_EVENT, load);
      window.removeEventListener('online', load);
    };
  }, [load]);

  const remove = async (entry: JournalEntry) => {
    if (
      !window.confirm(`Remove this ${PRACTICE_TITLES[entry.practice]} session from your journal?`)
    )
      return;
    const result = await api(`/api/practice/sessions/${entry.id}`, {
      method: 'DELETE',
      auth: true,
    });
    setProblem(
      result.ok
        ? null
        : result.kind === 'network'
          ? 'You are offline: try again when the network is back.'
          : (result.data.message ?? 'It could not be removed.'),
    );
    if (result.ok) load();
  };

  return (
    <section className="pr-card" aria-labelledby="journal-heading">
      <h2 id="journal-heading" ref={heading} tabIndex={-1}>
        Journal
      </h2>
      {problem ? (
        <p className="pr-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {pending.length ? (
        <>
          <h3>On this device</h3>
          <p className="pr-hint">
            {signedIn
              ? 'Waiting for the network: they go to your journal as soon as it returns.'
              : 'Kept in this browser. Sign in to keep them in your account.'}
          </p>
          <ul className="pr-entries">
            {pending.map((s) => (
              <li key={s.clientId} className="pr-entry pr-pending">
                <strong>{PRACTICE_TITLES[s.practice]}</strong> · {measure(s)}
                <span className="pr-when">{whenText(s.startedAt)}</span>
                {s.note ? <span className="pr-note">{s.note}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {!signedIn ? (
        <p>
          <Link to="/login">Sign in</Link> to keep your practice in your account: the calendar of
          the year, your streaks and your totals.
        </p>
      ) : loaded.status === 'loading' ? (
        <p className="pr-hint">Reading your journal…</p>
      ) : loaded.status === 'offline' ? (
        <p className="pr-hint">
          You are offline: your journal shows again when the network returns.
        </p>
      ) : loaded.status === 'error' ? (
        <p className="pr-problem" role="alert">
          {loaded.message}{' '}
          <button
            type="button"
            className="pr-link"
            onClick={() => {
              // The button goes with its sentence: the focus stays in the journal.
              heading.current?.focus();
              setLoaded({ status: 'loading' });
              load();
            }}
          >
            Try again
          </button>
        </p>
      ) : (
        <>
          <Stats summary={loaded.summary} />
          <Heatmap summary={loaded.summary} />
          <h3>Sessions</h3>
          {loaded.entries.length === 0 ? (
            <p>No sessions yet: the first one starts the streak.</p>
          ) : null}
          <ul className="pr-entries">
            {loaded.entries.slice(0, 100).map((entry) => (
              <li key={entry.id} className="pr-entry">
                {editing === entry.id ? (
                  <EditEntry
                    entry={entry}
                    onDone={(changed) => {
                      setEditing(null);
                      if (changed) load();
                    }}
                  />
                ) : (
                  <>
                    <strong>{PRACTICE_TITLES[entry.practice] ?? entry.practice}</strong> ·{' '}
                    {measure(entry)}
                    <span className="pr-when">{whenText(entry.startedAt)}</span>
                    {entry.note ? <span className="pr-note">{entry.note}</span> : null}
                    <span className="pr-actions">
                      <button
                        type="button"
                        className="pr-link"
                        onClick={() => setEditing(entry.id)}
                      >
                        Edit
                      </button>
                      <button type="button" className="pr-link" onClick={() => void remove(entry)}>
                        Delete
                      </button>
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Stats({ summary }: { summary: PracticeSummary }) {
  const weeks = weeklyMinutes(summary);
  const most = Math.max(1, ...weeks.map((w) => w.minutes));
  return (
    <>
      <dl className="pr-stats">
        <div>
          <dt>Current streak</dt>
          <dd data-testid="current-streak">
            {summary.currentStreak} {summary.currentStreak === 1 ? 'day' : 'days'}
          </dd>
        </div>
        <div>
          <dt>Longest streak</dt>
          <dd>
            {summary.longestStreak} {summary.longestStreak === 1 ? 'day' : 'days'}
          </dd>
        </div>
        <div>
          <dt>Minutes in all</dt>
          <dd>{Math.round(summary.totalMinutes)}</dd>
        </div>
        <div>
          <dt>Sessions</dt>
          <dd>{summary.sessions}</dd>
        </div>
      </dl>
      <h3>Minutes per week</h3>
      <ol className="pr-weeks">
        {weeks.map((w) => (
          <li key={w.week} title={`Week of ${w.week}: ${w.minutes} min`}>
            <span className="pr-bar" style={{ height: `${(w.minutes / most) * 100}%` }} />
            <span className="pr-sr">
              Week of {w.week}: {w.minutes} min
            </span>
          </li>
        ))}
      </ol>
      <h3>By practice</h3>
      <ul className="pr-by">
        {Object.entries(summary.byPractice).map(([name, t]) => (
          <li key={name}>
            <strong>{PRACTICE_TITLES[name as PracticeName] ?? name}</strong>: {t.sessions}{' '}
            {t.sessions === 1 ? 'session' : 'sessions'}, {Math.round(t.minutes)} min
            {t.rounds ? `, ${t.rounds} rounds` : ''}
          </li>
        ))}
      </ul>
    </>
  );
}

function EditEntry({ entry, onDone }: { entry: JournalEntry; onDone: (changed: boolean) => void }) {
  const [practice, setPractice] = useState(entry.practice);
  const [minutes, setMinutes] = useState(entry.minutes == null ? '' : String(entry.minutes));
  const [rounds, setRounds] = useState(entry.rounds == null ? '' : String(entry.rounds));
  const [note, setNote] = useState(entry.note ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    const result = await api(`/api/practice/sessions/${entry.id}`, {
      method: 'PATCH',
      auth: true,
      body: {
        practice,
        minutes: minutes.trim() === '' ? null : Number(minutes),
        rounds: rounds.trim() === '' ? null : Number(rounds),
        note,
      },
    });
    if (result.ok) onDone(true);
    else
      setProblem(
        result.kind === 'network'
          ? 'You are offline: try again when the network is back.'
          : (result.data.message ?? 'It could not be saved.'),
      );
  };
  return (
    <form
      className="pr-edit"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label className="pr-field">
        <span>Practice</span>
        <select value={practice} onChange={(e) => setPractice(e.target.value as PracticeName)}>
          {PRACTICE_NAMES.map((name) => (
            <option key={name} value={name}>
              {PRACTICE_TITLES[name]}
            </option>
          ))}
        </select>
      </label>
      <label className="pr-field">
        <span>Minutes</span>
        <input inputMode="decimal" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
      </label>
      <label className="pr-field">
        <span>Rounds</span>
        <input inputMode="numeric" value={rounds} onChange={(e) => setRounds(e.target.value)} />
      </label>
      <label className="pr-field">
        <span>Note</span>
        <textarea
          value={note}
          maxLength={2000}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
      {problem ? (
        <p className="pr-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="pr-row">
        <button type="submit" className="btn btn-primary">
          Save
        </button>
        <button type="button" className="btn btn-outline" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
