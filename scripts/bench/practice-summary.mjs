// The practice journal's summary for a member with 5,000 sessions (issue 28: under 50 ms): the
// sessions are written straight into the database (about two a day over seven years, the
// streaks broken here and there), then GET /api/practice/summary is asked one request at a time,
// as a member's browser does, and its latency reported as median, p95 and p99.
import { randomBytes, randomUUID } from 'node:crypto';

export const PRACTICE_SESSIONS = 5_000;
const REQUESTS = 300;
const WARMUP = 30;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * Measures the summary on a running app (in this process): `services` are the app's classes the
 * bench loaded from the build (UsersService, SessionsService, DataSource from typeorm).
 */
export async function benchPracticeSummary(
  app,
  url,
  { UsersService, SessionsService, DataSource },
) {
  const user = await app.get(UsersService).create({
    name: 'Bench Sadhaka',
    email: `bench-sadhaka-${randomBytes(6).toString('hex')}@example.com`,
    passwordHash: null,
    isEmailVerified: true,
  });
  const token = await app.get(SessionsService).open(user, 'password');
  const db = app.get(DataSource);
  // Two sittings a day back from yesterday, a day missed every 23rd and 61st day.
  const rows = [];
  for (let i = 0, day = 1; rows.length < PRACTICE_SESSIONS; day++) {
    if (day % 23 === 0 || day % 61 === 0) continue;
    // 05:30 and 17:30 in India.
    for (const hour of [0, 12]) {
      if (rows.length >= PRACTICE_SESSIONS) break;
      const at = new Date(Date.now() - day * 86_400_000);
      at.setUTCHours(hour, i++ % 30, 0, 0);
      rows.push([
        randomUUID(),
        ['sakshi', 'jap', 'kriya', 'chup-sadhana'][i % 4],
        at.toISOString(),
      ]);
    }
  }
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000);
    await db.query(
      `INSERT INTO practice_sessions
         (user_id, client_id, practice, started_at, utc_offset, local_day, seconds, rounds)
       SELECT $1, c, p, s::timestamptz, 330, ((s::timestamptz + interval '5 hours 30 minutes') AT TIME ZONE 'UTC')::date, 1200, 1
       FROM unnest($2::uuid[], $3::text[], $4::text[]) AS t(c, p, s)`,
      [user.id, batch.map((r) => r[0]), batch.map((r) => r[1]), batch.map((r) => r[2])],
    );
  }
  await db.query('ANALYZE practice_sessions');

  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  const path = `${url}/api/practice/summary?tz=Asia%2FKolkata`;
  const first = await fetch(path, { headers });
  const body = await first.json();
  if (!first.ok) throw new Error(`The summary answered ${first.status}: ${JSON.stringify(body)}`);
  if (body.sessions !== PRACTICE_SESSIONS) {
    throw new Error(`The summary counted ${body.sessions} sessions, not ${PRACTICE_SESSIONS}`);
  }
  const summary = await sequentialLatency(path, headers);
  // The same member's /api/auth/me, asked the same way: what any signed-in call costs on this
  // machine at this moment, the floor under the summary's figure.
  const me = await sequentialLatency(`${url}/api/auth/me`, headers);
  return { sessions: body.sessions, longestStreak: body.longestStreak, ...summary, me };
}

/** Median, p95 and p99 of REQUESTS requests one at a time (after WARMUP), in ms. */
async function sequentialLatency(path, headers) {
  const times = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const start = process.hrtime.bigint();
    const res = await fetch(path, { headers });
    await res.arrayBuffer();
    if (i >= WARMUP) times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return {
    median: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
  };
}

/** The line `npm run bench` prints. */
export function practiceSummaryLine(result) {
  if (!result) return 'Practice summary: not measured.';
  const ms = (v) => v.toFixed(1);
  return (
    `Practice summary (GET /api/practice/summary, ${result.sessions} sessions, longest streak ` +
    `${result.longestStreak} days; ${REQUESTS} requests one at a time): median ${ms(result.median)} ms, ` +
    `p95 ${ms(result.p95)} ms, p99 ${ms(result.p99)} ms   (target < 50 ms); /api/auth/me the same ` +
    `way: median ${ms(result.me.median)} ms, p95 ${ms(result.me.p95)} ms`
  );
}
