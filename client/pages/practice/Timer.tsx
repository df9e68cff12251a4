import { useEffect, useRef, useState } from 'react';
import { localStore } from '../../lib/practice/local-store';
import { ringBell, unlockAudio } from '../../lib/practice/bell';
import { PRACTICE_NAMES, PRACTICE_TITLES, type PracticeName } from '../../lib/practice/practices';
import {
  clockText,
  endTimer,
  intervalBellsDue,
  pauseTimer,
  prepLeftMs,
  remainingMs,
  resumeTimer,
  satMs,
  startTimer,
  type TimerSettings,
  type TimerState,
} from '../../lib/practice/timer';
import { keepScreenOn } from '../../lib/practice/wake-lock';

const PRESETS = [5, 10, 20, 30, 45, 60];

interface TimerStore {
  practice: PracticeName;
  settings: TimerSettings;
  state: TimerState;
}

/** What was chosen last, and a sitting under way: a reload mid-sitting carries on. */
const timerStore = localStore<TimerStore>('pragya:timer', {
  practice: 'sakshi',
  settings: { minutes: 20, prepSeconds: 10, intervalMinutes: 0 },
  state: { phase: 'idle' },
});

/** The moment of a tap that starts a sitting (read in the handler, never while rendering). */
const startedNow = () => Date.now();

export interface FinishedSitting {
  practice: PracticeName;
  startedAt: Date;
  minutes: number;
  note: string;
}

/** The meditation timer: duration, preparation, interval bells; start, pause, end. */
export function Timer({ onFinish }: { onFinish: (sitting: FinishedSitting) => Promise<void> }) {
  const { practice, settings, state } = timerStore.use();
  const change = (next: Partial<TimerStore>) => timerStore.write({ ...timerStore.read(), ...next });
  const setPractice = (value: PracticeName) => change({ practice: value });
  const setSettings = (update: (s: TimerSettings) => TimerSettings) =>
    change({ settings: update(timerStore.read().settings) });
  const setState = (value: TimerState) => change({ state: value });
  // 0 until the first reading after hydration (the server has no clock of the member's).
  const [now, setNow] = useState(0);
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  // Bells already rung for this sitting: null until the first reading (after a reload, the bells
  // of the time already passed are not rung again).
  const bells = useRef<{ began: boolean; interval: number } | null>(null);

  const active = state.phase === 'running';
  useEffect(() => {
    if (!active) return;
    const release = keepScreenOn();
    // Each reading follows the clock, however late it runs after the phone wakes.
    const tick = () => {
      const at = Date.now();
      const current = timerStore.read().state;
      if (current.phase !== 'running') return;
      const due = { began: prepLeftMs(current, at) === 0, interval: intervalBellsDue(current, at) };
      const rung = bells.current ?? due;
      if (due.began && !rung.began) ringBell();
      else if (due.interval > rung.interval) ringBell(0.7);
      bells.current = due;
      if (remainingMs(current, at) <= 0) {
        ringBell();
        window.setTimeout(() => ringBell(0.8), 1500);
        timerStore.write({ ...timerStore.read(), state: endTimer(current, at) });
      }
      setNow(at);
    };
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 250);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
      release();
    };
  }, [active]);

  const start = () => {
    unlockAudio();
    const at = startedNow();
    bells.current = { began: settings.prepSeconds === 0, interval: 0 };
    if (settings.prepSeconds === 0) ringBell();
    setSaved(null);
    setNow(at);
    setState(startTimer(settings, at));
  };

  const save = async () => {
    if (state.phase !== 'done') return;
    const minutes = Math.round(state.sat / 600) / 100;
    await onFinish({ practice, startedAt: new Date(state.startedAt), minutes, note });
    setSaved(`Saved: ${PRACTICE_TITLES[practice]}, ${formatMinutes(minutes)}.`);
    setNote('');
    setState({ phase: 'idle' });
  };

  const field = (name: keyof TimerSettings, value: string) => {
    const number = Number(value);
    if (Number.isFinite(number)) setSettings((s) => ({ ...s, [name]: number }));
  };

  if (state.phase === 'idle') {
    const valid = settings.minutes > 0 && settings.minutes <= 24 * 60;
    return (
      <section className="pr-card" aria-labelledby="timer-heading">
        <h2 id="timer-heading">Meditation timer</h2>
        {saved ? (
          <p className="pr-saved" role="status">
            {saved}
          </p>
        ) : null}
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
        <fieldset className="pr-presets">
          <legend>Duration</legend>
          {PRESETS.map((m) => (
            <button
              key={m}
              type="button"
              className="pr-chip"
              aria-pressed={settings.minutes === m}
              onClick={() => setSettings((s) => ({ ...s, minutes: m }))}
            >
              {m} min
            </button>
          ))}
          <label className="pr-field pr-inline">
            <span>Minutes</span>
            <input
              type="number"
              inputMode="decimal"
              min={0.5}
              max={1440}
              step="any"
              value={settings.minutes}
              onChange={(e) => field('minutes', e.target.value)}
            />
          </label>
        </fieldset>
        <div className="pr-row">
          <label className="pr-field">
            <span>Preparation</span>
            <select
              value={settings.prepSeconds}
              onChange={(e) => field('prepSeconds', e.target.value)}
            >
              <option value={0}>None</option>
              <option value={10}>10 seconds</option>
              <option value={30}>30 seconds</option>
              <option value={60}>1 minute</option>
            </select>
          </label>
          <label className="pr-field">
            <span>Interval bells</span>
            <select
              value={settings.intervalMinutes}
              onChange={(e) => field('intervalMinutes', e.target.value)}
            >
              <option value={0}>None</option>
              {[1, 5, 10, 15, 20, 30].map((m) => (
                <option key={m} value={m}>
                  Every {m} min
                </option>
              ))}
            </select>
          </label>
        </div>
        <button type="button" className="btn btn-primary pr-big" onClick={start} disabled={!valid}>
          Start
        </button>
        {!valid ? <p className="pr-hint">Choose a length from half a minute to a day.</p> : null}
      </section>
    );
  }

  if (state.phase === 'done') {
    return (
      <section className="pr-card" aria-labelledby="timer-heading">
        <h2 id="timer-heading">Sitting ended</h2>
        <p className="pr-time" aria-live="polite">
          {formatMinutes(Math.round(state.sat / 600) / 100)}
        </p>
        <label className="pr-field">
          <span>A note for yourself (optional, private)</span>
          <textarea
            value={note}
            maxLength={2000}
            rows={3}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        <div className="pr-row">
          <button type="button" className="btn btn-primary" onClick={() => void save()}>
            Save to journal
          </button>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => setState({ phase: 'idle' })}
          >
            Discard
          </button>
        </div>
      </section>
    );
  }

  const prep = prepLeftMs(state, now);
  return (
    <section className="pr-card pr-running" aria-labelledby="timer-heading">
      <h2 id="timer-heading">{PRACTICE_TITLES[practice]}</h2>
      <p className="pr-phase">
        {prep > 0 ? 'Settle in…' : state.phase === 'paused' ? 'Paused' : 'Sitting'}
      </p>
      <p className="pr-time" role="timer" aria-label="Time remaining">
        {now === 0 ? '…' : clockText(prep > 0 ? prep : remainingMs(state, now))}
      </p>
      <p className="pr-hint">{now === 0 ? '' : `${clockText(satMs(state, now))} sat`}</p>
      <div className="pr-row">
        {state.phase === 'running' ? (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => setState(pauseTimer(state, Date.now()))}
            disabled={prep > 0}
          >
            Pause
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => setState(resumeTimer(state, Date.now()))}
          >
            Resume
          </button>
        )}
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            const at = Date.now();
            setNow(at);
            setState(endTimer(state, at));
          }}
        >
          End
        </button>
      </div>
    </section>
  );
}

export function formatMinutes(minutes: number): string {
  if (minutes < 1) return `${Math.round(minutes * 60)} seconds`;
  const whole = Math.round(minutes * 10) / 10;
  return `${whole} minute${whole === 1 ? '' : 's'}`;
}
