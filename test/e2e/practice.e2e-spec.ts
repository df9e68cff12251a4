import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { useStack } from '../helpers/stack';

jest.setTimeout(120_000);

const PASSWORD = 'Ganga-Tulsi-1957';

/** A day as YYYY-MM-DD, `back` days before today in India. */
function indiaDay(back: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}

const session = (over: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  practice: 'jap',
  startedAt: `${indiaDay(1)}T06:00:00+05:30`,
  rounds: 2,
  ...over,
});

/** The practice journal API: idempotent storing, bad input, other members' sessions, streaks. */
describe('practice journal (API)', () => {
  const run = Date.now().toString(36);
  let n = 0;
  const api = () => request(t.url);
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const member = async () => (await t.signUp(`practice-${++n}-${run}@example.org`, PASSWORD)).token;
  const rowsOf = async (token: string) =>
    (await api().get('/api/practice/sessions').set(auth(token)).expect(200)).body.sessions as Array<
      Record<string, unknown>
    >;

  const t = useStack();

  it('stores a session once however often, and from however many tabs, it is sent', async () => {
    const token = await member();
    const one = session({ practice: 'kriya', minutes: 20, rounds: undefined, note: ' Calm. ' });
    const first = await api().post('/api/practice/sessions').set(auth(token)).send(one).expect(200);
    expect(first.body.stored).toBe(1);
    expect(first.body.sessions[0]).toMatchObject({
      clientId: one.clientId,
      practice: 'kriya',
      startedAt: one.startedAt.replace('+05:30', '+05:30'),
      day: indiaDay(1),
      minutes: 20,
      rounds: null,
      note: 'Calm.',
    });

    const batch = { sessions: [one, session(), session({ practice: 'sakshi', minutes: 7.5 })] };
    const again = await api().post('/api/practice/sessions').set(auth(token)).send(batch);
    expect(again.status).toBe(200);
    expect(again.body.stored).toBe(2);
    const twice = await api().post('/api/practice/sessions').set(auth(token)).send(batch);
    expect(twice.body).toMatchObject({ stored: 0 });
    expect(twice.body.sessions).toHaveLength(3);

    // Two tabs send the same queue at the same moment.
    const queue = { sessions: [session(), session(), session()] };
    const tabs = await Promise.all(
      [1, 2, 3].map(() => api().post('/api/practice/sessions').set(auth(token)).send(queue)),
    );
    expect(tabs.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(tabs.reduce((sum, r) => sum + (r.body.stored as number), 0)).toBe(3);
    expect(await rowsOf(token)).toHaveLength(6);
  });

  it('refuses bad sessions with a sentence and stores nothing of the batch', async () => {
    const token = await member();
    const good = session();
    const future = new Date(Date.now() + 60 * 60_000).toISOString();
    const cases: Array<[unknown, RegExp]> = [
      [session({ startedAt: future }), /future/],
      [session({ minutes: 1441, rounds: undefined }), /a day at most/],
      [session({ rounds: -1 }), /rounds must be a whole number/],
      [session({ minutes: -5 }), /minutes must be/],
      [session({ rounds: undefined }), /minutes or the rounds/],
      [session({ practice: 'yoga' }), /practice must be one of/],
      [session({ startedAt: '2026-11-20T06:00:00' }), /offset/],
      [session({ startedAt: 'yesterday' }), /ISO 8601|offset/],
      [session({ clientId: 'abc' }), /clientId/],
      [session({ startedAt: '1999-12-31T06:00:00+05:30' }), /2000/],
      [session({ note: 'a\u0000b' }), /control characters/],
      [session({ extra: 1 }), /should not exist/],
      [{ sessions: [] }, /at least one/],
      [{ sessions: Array.from({ length: 101 }, () => session()) }, /at most 100/],
      [{ sessions: [good, session({ rounds: 1.5 })] }, /whole number/],
      [[good], /one session, or a batch/],
      [{ sessions: [[good]] }, /must be an object/],
      ['just text', /./],
    ];
    for (const [body, sentence] of cases) {
      const res = await api()
        .post('/api/practice/sessions')
        .set(auth(token))
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body));
      expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(sentence)]);
      expect(res.body.message).toMatch(/[.!?]$/);
    }
    // Thousands at once are past the body limit: refused before anything is read.
    const thousands = { sessions: Array.from({ length: 2000 }, () => session()) };
    const big = await api().post('/api/practice/sessions').set(auth(token)).send(thousands);
    expect([big.status, big.body.message]).toEqual([413, 'The request is too large.']);
    expect(await rowsOf(token)).toEqual([]);

    for (const query of [
      'from=yesterday',
      'to=2026-13-40',
      `from=${indiaDay(1)}&to=${indiaDay(3)}`,
    ]) {
      const res = await api().get(`/api/practice/sessions?${query}`).set(auth(token));
      expect(res.status).toBe(400);
    }
    const zone = await api().get('/api/practice/summary?tz=Mars/Olympus').set(auth(token));
    expect([zone.status, zone.body.message]).toEqual([400, expect.stringMatching(/time zone/)]);
    await api().post('/api/practice/sessions').send(good).expect(401);
    await api().get('/api/practice/summary').expect(401);
  });

  it("never shows, changes or removes another member's sessions", async () => {
    const owner = await member();
    const other = await member();
    const stored = await api()
      .post('/api/practice/sessions')
      .set(auth(owner))
      .send(session({ note: 'mine' }))
      .expect(200);
    const { id, clientId } = stored.body.sessions[0];

    await api()
      .patch(`/api/practice/sessions/${id}`)
      .set(auth(other))
      .send({ note: 'x' })
      .expect(404);
    await api().delete(`/api/practice/sessions/${id}`).set(auth(other)).expect(404);
    await api().delete('/api/practice/sessions/not-an-id').set(auth(other)).expect(404);
    expect(await rowsOf(other)).toEqual([]);
    // The same client id from another account is that account's own session, not the owner's.
    const theirs = await api()
      .post('/api/practice/sessions')
      .set(auth(other))
      .send(session({ clientId, rounds: 9 }))
      .expect(200);
    expect(theirs.body).toMatchObject({ stored: 1, sessions: [{ rounds: 9, note: null }] });
    expect((await rowsOf(owner))[0]).toMatchObject({ id, rounds: 2, note: 'mine' });
    const summary = await api().get('/api/practice/summary').set(auth(other)).expect(200);
    expect(summary.body).toMatchObject({ sessions: 1, totalRounds: 9 });

    // The owner edits and deletes.
    const edited = await api()
      .patch(`/api/practice/sessions/${id}`)
      .set(auth(owner))
      .send({ practice: 'chup-sadhana', minutes: 15, rounds: null, note: '' })
      .expect(200);
    expect(edited.body).toMatchObject({
      practice: 'chup-sadhana',
      minutes: 15,
      rounds: null,
      note: null,
    });
    const invalid = await api()
      .patch(`/api/practice/sessions/${id}`)
      .set(auth(owner))
      .send({ minutes: null });
    expect([invalid.status, invalid.body.message]).toEqual([
      400,
      expect.stringMatching(/minutes or the rounds/),
    ]);
    await api().delete(`/api/practice/sessions/${id}`).set(auth(owner)).expect(204);
    await api().delete(`/api/practice/sessions/${id}`).set(auth(owner)).expect(404);
  });

  it("counts streaks over the member's own midnight, in SQL", async () => {
    const token = await member();
    const sessions = [
      // 23:50 and 00:10 in India: two days there, one day in UTC (18:20Z and 18:40Z).
      session({ startedAt: `${indiaDay(3)}T23:50:00+05:30`, minutes: 10, rounds: undefined }),
      session({ startedAt: `${indiaDay(2)}T00:10:00+05:30`, minutes: 10, rounds: undefined }),
      // Travelling: 22:00 in New York is the next morning in India, but the member's own day here.
      session({ startedAt: `${indiaDay(2)}T22:00:00-05:00`, rounds: 3 }),
      // An earlier run of four days.
      ...[10, 11, 12, 13].map((back) =>
        session({ practice: 'sakshi', startedAt: `${indiaDay(back)}T05:00:00+05:30`, minutes: 30 }),
      ),
    ];
    await api().post('/api/practice/sessions').set(auth(token)).send({ sessions }).expect(200);
    const summary = async (tz?: string) =>
      (
        await api()
          .get(`/api/practice/summary${tz ? `?tz=${encodeURIComponent(tz)}` : ''}`)
          .set(auth(token))
          .expect(200)
      ).body;

    // Days lived: back 3, back 2 (twice). The run ends the day before yesterday: no current streak.
    expect(await summary()).toMatchObject({
      currentStreak: 0,
      longestStreak: 4,
      sessions: 7,
      totalMinutes: 140,
      totalRounds: 3 + 4 * 2,
      byPractice: {
        jap: { sessions: 3, minutes: 20, rounds: 3 },
        sakshi: { sessions: 4, minutes: 120, rounds: 8 },
      },
    });
    // Yesterday in India: the run of back 3 and 2 continues through yesterday.
    await api()
      .post('/api/practice/sessions')
      .set(auth(token))
      .send(session({ startedAt: `${indiaDay(1)}T21:00:00+05:30` }))
      .expect(200);
    const india = await summary('Asia/Kolkata');
    expect(india).toMatchObject({ currentStreak: 3, longestStreak: 4, today: indiaDay(0) });
    expect(india.days.map((d: { day: string }) => d.day)).toEqual(
      [13, 12, 11, 10, 3, 2, 1].map(indiaDay),
    );
    // Far west of India, today may still be India's yesterday: the streak stands there too.
    expect((await summary('Pacific/Honolulu')).currentStreak).toBe(3);

    const listed = await api()
      .get(`/api/practice/sessions?from=${indiaDay(3)}&to=${indiaDay(2)}`)
      .set(auth(token))
      .expect(200);
    expect(listed.body.sessions.map((s: { startedAt: string }) => s.startedAt)).toEqual([
      `${indiaDay(2)}T22:00:00-05:00`,
      `${indiaDay(2)}T00:10:00+05:30`,
      `${indiaDay(3)}T23:50:00+05:30`,
    ]);
  });

  it('puts the journal in the data download and deletes it with the account', async () => {
    const email = `practice-export-${run}@example.org`;
    const { token } = await t.signUp(email, PASSWORD);
    const sent = session({ note: 'by the river' });
    await api().post('/api/practice/sessions').set(auth(token)).send(sent).expect(200);
    const data = await api().get('/api/users/me/export').set(auth(token)).expect(200);
    expect(JSON.parse(data.text).practiceJournal).toEqual([
      expect.objectContaining({ clientId: sent.clientId, practice: 'jap', note: 'by the river' }),
    ]);
    await api().delete('/api/users/me').set(auth(token)).send({ confirmEmail: email }).expect(204);
    const left = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM practice_sessions WHERE client_id = $1`, [
        sent.clientId,
      ]);
    expect(left[0].n).toBe(0);
  });

  it('serves the service worker, the manifest and the icons, and allows the worker from self only', async () => {
    const worker = await api().get('/sw.js').expect(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    // The one API address the worker routes is the journal's POST (replayed by Background Sync).
    expect(worker.text.match(/\/api\/[\w/]*/g)).toEqual(['/api/practice/sessions']);
    expect(worker.text).not.toMatch(/\/(account|admin|dashboard)\b/);
    // The whole stylesheet is precached: a page reached in the browser offline needs its rules.
    expect(worker.text).toMatch(/assets\/app-[\w-]+\.css/);
    // Each page's rest of the sheet is kept as it is read, for the pages read offline.
    expect(worker.text).toContain('page-styles');

    const manifest = await api().get('/manifest.webmanifest').expect(200);
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const app = JSON.parse(manifest.text) as { theme_color: string; icons: Array<{ src: string }> };
    expect(app.theme_color).toBe('#0B2545');
    for (const path of [...app.icons.map((i) => i.src), '/apple-touch-icon.png', '/favicon.ico']) {
      const icon = await api().get(path).expect(200);
      expect(icon.headers['content-type']).toMatch(/^image\//);
    }
    await api().get('/offline.html').expect(200);

    const page = await api().get('/practice').expect(200);
    // The client announces the manifest when the visitor engages (decisions 0187, 0223): neither
    // the HTML nor its start script names it.
    expect(page.text).not.toMatch(/rel="manifest"|rel:\s*"manifest"/);
    expect(page.text).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    // The favicon is in the page (no request beside the first paint); crawlers find the .ico.
    expect(page.text).toMatch(
      /<link rel="icon" href="data:image\/svg\+xml,%3Csvg%20[^" ]+" type="image\/svg\+xml" sizes="any">/,
    );
    expect(page.text).toContain('<link rel="icon" href="/favicon.ico" sizes="48x48">');
    const csp = (page.headers['content-security-policy'] as string).split(/;\s*/);
    expect(csp).toEqual(expect.arrayContaining(["worker-src 'self'", "manifest-src 'self'"]));
  });
});
