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
} from './timer';
import { localIso } from './practices';

const MIN = 60_000;

describe('the meditation timer', () => {
  const settings = { minutes: 20, prepSeconds: 10, intervalMinutes: 5 };

  it('counts no time during the preparation, then the clock from its end', () => {
    const t = startTimer(settings, 0);
    expect(prepLeftMs(t, 4_000)).toBe(6_000);
    expect(satMs(t, 4_000)).toBe(0);
    expect(remainingMs(t, 10_000)).toBe(20 * MIN);
    expect(remainingMs(t, 10_000 + 3 * MIN)).toBe(17 * MIN);
  });

  it('reads the time from timestamps: a long sleep of the page counts in full', () => {
    const t = startTimer({ ...settings, prepSeconds: 0 }, 1_000);
    // No reading at all for 12 minutes (the phone locked), then one.
    expect(remainingMs(t, 1_000 + 12 * MIN)).toBe(8 * MIN);
    expect(intervalBellsDue(t, 1_000 + 12 * MIN)).toBe(2);
    // Past the end it stops at the length chosen.
    expect(satMs(t, 1_000 + 90 * MIN)).toBe(20 * MIN);
  });

  it('stops the clock while paused and keeps what was sat', () => {
    let t = startTimer({ ...settings, prepSeconds: 0 }, 0);
    t = pauseTimer(t, 4 * MIN);
    expect(satMs(t, 30 * MIN)).toBe(4 * MIN);
    t = resumeTimer(t, 30 * MIN);
    expect(satMs(t, 31 * MIN)).toBe(5 * MIN);
    const done = endTimer(t, 32 * MIN);
    expect(done).toMatchObject({ phase: 'done', sat: 6 * MIN, startedAt: 0 });
  });

  it('rings interval bells before the end, never at it', () => {
    const t = startTimer({ minutes: 20, prepSeconds: 0, intervalMinutes: 10 }, 0);
    expect(intervalBellsDue(t, 9 * MIN)).toBe(0);
    expect(intervalBellsDue(t, 10 * MIN)).toBe(1);
    expect(intervalBellsDue(t, 20 * MIN)).toBe(1);
  });

  it('shows the time as m:ss or h:mm:ss', () => {
    expect(clockText(65_000)).toBe('1:05');
    expect(clockText(59_001)).toBe('1:00');
    expect(clockText(3_723_000)).toBe('1:02:03');
    expect(clockText(-5)).toBe('0:00');
  });

  it('writes a start with the device clock’s own offset', () => {
    expect(localIso(new Date('2026-11-25T00:30:00Z'))).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/,
    );
  });
});
