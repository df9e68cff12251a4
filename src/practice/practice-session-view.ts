import type { PracticeSessionView } from './dto/practice-responses';
import type { PracticeSession } from './practice-session.entity';

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant written in the offset the member's clock showed: 2026-11-25T05:30:00+05:30. */
export function inOwnOffset(at: Date, offsetMinutes: number): string {
  const local = new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Seconds as minutes, to a tenth. */
export const minutesOf = (seconds: number | null) =>
  seconds === null ? null : Math.round(seconds / 6) / 10;

export function toSessionView(row: PracticeSession): PracticeSessionView {
  return {
    id: row.id,
    clientId: row.clientId,
    practice: row.practice,
    startedAt: inOwnOffset(new Date(row.startedAt), row.utcOffset),
    day: row.localDay,
    minutes: minutesOf(row.seconds),
    rounds: row.rounds,
    note: row.note,
  };
}
