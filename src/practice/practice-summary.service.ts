import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import type { PracticeSummaryView, PracticeTotals } from './dto/practice-responses';

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
    throw new BadRequestException('The time zone must be a name such as Asia/Kolkata.');
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
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      // Gaps and islands: consecutive days share d - row_number, one group per unbroken run.
      const [streaks] = (await manager.query(
        `WITH days AS (
           SELECT DISTINCT local_day AS d FROM practice_sessions WHERE user_id = $1
         ), runs AS (
           SELECT d, d - (row_number() OVER (ORDER BY d))::int AS run FROM days
         ), streaks AS (
           SELECT count(*)::int AS length, max(d) AS last FROM runs GROUP BY run
         )
         SELECT
           COALESCE((SELECT max(length) FROM streaks), 0)::int AS longest,
           COALESCE((SELECT length FROM streaks WHERE last >= $2::date - 1
                     ORDER BY last DESC LIMIT 1), 0)::int AS current`,
        [userId, today],
      )) as Array<{ longest: number; current: number }>;
      const practices = (await manager.query(
        `SELECT practice, count(*)::int AS sessions, COALESCE(sum(seconds), 0)::bigint AS seconds,
                COALESCE(sum(rounds), 0)::bigint AS rounds
         FROM practice_sessions WHERE user_id = $1 GROUP BY practice ORDER BY practice`,
        [userId],
      )) as Array<{ practice: string; sessions: number; seconds: string; rounds: string }>;
      const days = (await manager.query(
        `SELECT to_char(local_day, 'YYYY-MM-DD') AS day, count(*)::int AS sessions,
                COALESCE(sum(seconds), 0)::bigint AS seconds, COALESCE(sum(rounds), 0)::bigint AS rounds
         FROM practice_sessions
         WHERE user_id = $1 AND local_day > $2::date - $3::int
         GROUP BY local_day ORDER BY local_day`,
        [userId, today, CALENDAR_DAYS],
      )) as Array<{ day: string; sessions: number; seconds: string; rounds: string }>;

      const byPractice: Record<string, PracticeTotals> = {};
      let seconds = 0;
      let rounds = 0;
      let sessions = 0;
      for (const row of practices) {
        byPractice[row.practice] = {
          sessions: row.sessions,
          minutes: minutes(row.seconds),
          rounds: Number(row.rounds),
        };
        seconds += Number(row.seconds);
        rounds += Number(row.rounds);
        sessions += row.sessions;
      }
      return {
        currentStreak: streaks.current,
        longestStreak: streaks.longest,
        totalMinutes: minutes(seconds),
        sessions,
        totalRounds: rounds,
        byPractice,
        today,
        days: days.map((d) => ({
          day: d.day,
          sessions: d.sessions,
          minutes: minutes(d.seconds),
          rounds: Number(d.rounds),
        })),
      };
    });
  }
}
