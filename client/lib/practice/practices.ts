/** The practices the journal knows, as the API names them (src/practice/practice.ts), with titles. */
export const PRACTICE_TITLES = {
  kriya: 'Kriya',
  jap: 'Jap',
  samvedana: 'Samvedana',
  sakshi: 'Sakshi',
  'ahangrah-upasana': 'Ahangrah Upasana',
  'chup-sadhana': 'Chup Sadhana',
  other: 'Other practice',
} as const;

export type PracticeName = keyof typeof PRACTICE_TITLES;

export const PRACTICE_NAMES = Object.keys(PRACTICE_TITLES) as PracticeName[];

/** A session as the browser keeps it until the account has it (and as the API takes it). */
export interface LocalSession {
  clientId: string;
  practice: PracticeName;
  /** ISO 8601 in the clock's own offset: 2026-11-25T05:30:00+05:30. */
  startedAt: string;
  minutes?: number;
  rounds?: number;
  note?: string;
  /** The account it was made under; null when made signed out (offered to the account later). */
  owner: string | null;
}

/** A stored session as the API answers it. */
export interface JournalEntry {
  id: string;
  clientId: string;
  practice: PracticeName;
  startedAt: string;
  day: string;
  minutes: number | null;
  rounds: number | null;
  note: string | null;
}

export interface PracticeSummary {
  currentStreak: number;
  longestStreak: number;
  totalMinutes: number;
  sessions: number;
  totalRounds: number;
  byPractice: Record<string, { sessions: number; minutes: number; rounds: number }>;
  today: string;
  days: Array<{ day: string; sessions: number; minutes: number; rounds: number }>;
}

const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');

/** The moment written in this device's clock with its offset, as the API wants it. */
export function localIso(at: Date): string {
  const offset = -at.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  return (
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` +
    `T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}` +
    `${sign}${pad(offset / 60)}:${pad(offset % 60)}`
  );
}

/** This device's IANA zone (the summary's "today"), India when the browser does not say. */
export function deviceZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Kolkata';
  } catch {
    return 'Asia/Kolkata';
  }
}
