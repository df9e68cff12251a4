import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import type { PracticeSummaryView, PracticeTotals } from './dto/practice-responses';
import { DomainError } from '../common/domain-error';

export const INDIA = 'Asia/Kolkata';
/** The calendar of the journal: 53 weeks, so a full year shows whatever weekday it starts on. */
const CALENDAR_DAYS = 7 * 53;

/** Today's date (YYYY-MM-DD) in an IANA zone; a zone the runtime does not know is a 400. */
export function todayIn(zone: string, now: Date): string {
  try {
    // en-CA writes dates as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    throw new DomainError('invalid', 'The time zone must be a name such as Asia/Kolkata.');
  }
}

const minutes = (seconds: number | string | null) => Math.round(Number(seconds ?? 0) / 6) / 10;

/**
 * Streaks and totals of a member's journal, counted by the database over the days as the member
 * lived them (each session's local day, in the offset its start was written with), with "today"
 * taken in the zone the browser names, so the current streak turns at the member's own midnight.
 */
@Injectable()
export class PracticeSummaryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async summary(userId: string, zone = INDIA): Promise<PracticeSummaryView> {
    const today = todayIn(zone, this.clock.now());
    // One statement (one snapshot, one round trip). Streaks are gaps and islands: consecutive
    // days share d - row_number, one group per unbroken run.
    const [row] = (await this.dataSource.query(
      `WITH mine AS (
         SELECT practice, local_day, seconds, rounds FROM practice_sessions WHERE user_id = $1
       ), days AS (
         SELECT local_day AS d, count(*)::int AS sessions,
                COALESCE(sum(seconds), 0)::int AS seconds, COALESCE(sum(rounds), 0)::int AS rounds
         FROM mine GROUP BY local_day
       ), runs AS (
         SELECT d, d - (row_number() OVER (ORDER BY d))::int AS run FROM days
       ), streaks AS (
         SELECT count(*)::int AS length, max(d) AS last FROM runs GROUP BY run
       ), practices AS (
         SELECT practice, count(*)::int AS sessions,
                COALESCE(sum(seconds), 0)::bigint AS seconds, COALESCE(sum(rounds), 0)::bigint AS rounds
         FROM mine GROUP BY practice
       )
       SELECT
         COALESCE((SELECT max(length) FROM streaks), 0)::int AS longest,
         COALESCE((SELECT length FROM streaks WHERE last >= $2::date - 1
                   ORDER BY last DESC LIMIT 1), 0)::int AS current,
         (SELECT COALESCE(json_agg(json_build_object('practice', practice, 'sessions', sessions,
                   'seconds', seconds, 'rounds', rounds) ORDER BY practice), '[]')
          FROM practices) AS practices,
         (SELECT COALESCE(json_agg(json_build_object('day', to_char(d, 'YYYY-MM-DD'),
                   'sessions', sessions, 'seconds', seconds, 'rounds', rounds) ORDER BY d), '[]')
          FROM days WHERE d > $2::date - $3::int) AS days`,
      [userId, today, CALENDAR_DAYS],
    )) as Array<{
      longest: number;
      current: number;
      practices: Array<{ practice: string; sessions: number; seconds: number; rounds: number }>;
      days: Array<{ day: string; sessions: number; seconds: number; rounds: number }>;
    }>;

    const byPractice: Record<string, PracticeTotals> = {};
    let seconds = 0;
    let rounds = 0;
    let sessions = 0;
    for (const p of row.practices) {
      byPractice[p.practice] = {
        sessions: p.sessions,
        minutes: minutes(p.seconds),
        rounds: Number(p.rounds),
      };
      seconds += Number(p.seconds);
      rounds += Number(p.rounds);
      sessions += p.sessions;
    }
    return {
      currentStreak: row.current,
      longestStreak: row.longest,
      totalMinutes: minutes(seconds),
      sessions,
      totalRounds: rounds,
      byPractice,
      today,
      days: row.days.map((d) => ({
        day: d.day,
        sessions: d.sessions,
        minutes: minutes(d.seconds),
        rounds: Number(d.rounds),
      })),
    };
  }
}
