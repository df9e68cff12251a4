/**
 * The meditation timer as data: every reading is computed from timestamps, so time spent with the
 * phone locked or the tab in the background counts exactly (a ticking interval would be throttled
 * or stopped there). Kept in localStorage as it changes, so a reload carries on.
 */
export interface TimerSettings {
  minutes: number;
  prepSeconds: number;
  /** 0: no interval bells. */
  intervalMinutes: number;
}

export type TimerState =
  | { phase: 'idle' }
  | {
      phase: 'running' | 'paused';
      settings: TimerSettings;
      /** When the sitting began (after any preparation): the session's start. */
      startedAt: number;
      /** When the preparation began (startedAt minus the preparation). */
      armedAt: number;
      /** Milliseconds sat before the last pause. */
      banked: number;
      /** When the clock last resumed (or the preparation ended), when running. */
      resumedAt: number;
    }
  | { phase: 'done'; settings: TimerSettings; startedAt: number; sat: number };

export function startTimer(settings: TimerSettings, now: number): TimerState {
  const prep = settings.prepSeconds * 1000;
  return {
    phase: 'running',
    settings,
    armedAt: now,
    startedAt: now + prep,
    banked: 0,
    resumedAt: now + prep,
  };
}

/** Milliseconds sat so far (none during the preparation). */
export function satMs(state: TimerState, now: number): number {
  if (state.phase === 'idle') return 0;
  if (state.phase === 'done') return state.sat;
  const running = state.phase === 'running' ? Math.max(0, now - state.resumedAt) : 0;
  return Math.min(state.banked + running, state.settings.minutes * 60_000);
}

/** Milliseconds of preparation left (0 once the sitting has begun). */
export function prepLeftMs(state: TimerState, now: number): number {
  if (state.phase !== 'running' || state.banked > 0) return 0;
  return Math.max(0, state.resumedAt - now);
}

export function remainingMs(state: TimerState, now: number): number {
  if (state.phase === 'idle') return 0;
  return state.settings.minutes * 60_000 - satMs(state, now);
}

export function pauseTimer(state: TimerState, now: number): TimerState {
  if (state.phase !== 'running' || prepLeftMs(state, now) > 0) return state;
  return { ...state, phase: 'paused', banked: satMs(state, now) };
}

export function resumeTimer(state: TimerState, now: number): TimerState {
  if (state.phase !== 'paused') return state;
  return { ...state, phase: 'running', resumedAt: now };
}

/** Ends the sitting (at its full length, or early), keeping what was sat. */
export function endTimer(state: TimerState, now: number): TimerState {
  if (state.phase !== 'running' && state.phase !== 'paused') return state;
  return {
    phase: 'done',
    settings: state.settings,
    startedAt: state.startedAt,
    sat: satMs(state, now),
  };
}

/** Interval bells rung by now: one each `intervalMinutes` sat, the last one before the end. */
export function intervalBellsDue(state: TimerState, now: number): number {
  if (state.phase === 'idle' || state.settings.intervalMinutes <= 0) return 0;
  const every = state.settings.intervalMinutes * 60_000;
  const total = state.settings.minutes * 60_000;
  const within = Math.floor((total - 1) / every);
  return Math.min(within, Math.floor(satMs(state, now) / every));
}

/** 9:05 or 1:02:03. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
