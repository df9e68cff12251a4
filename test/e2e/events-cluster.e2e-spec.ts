import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { ReminderSender } from '../../src/events/reminder-sender';
import { SiteRevision } from '../../src/site-revision/site-revision.service';
import { RateLimitPolicy } from '../../src/throttle/rate-limit-policy';
import { RateLimiters } from '../../src/throttle/rate-limiters';
import { signUpWithCode } from '../helpers/accounts';
import { freePort } from '../helpers/free-port';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { startTestApp, type TestApp } from '../helpers/test-app';

jest.setTimeout(300_000);

const ROOT = join(__dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'server', 'main.js');
const SECRET = 'events-secret-events-secret-events-0123';
const PASSWORD = 'Quiet-River-Morning-42';
const DAY = 24 * 60 * 60_000;
const IST_MS = 330 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function ist(instant: Date): string {
  return new Date(instant.getTime() + IST_MS).toISOString().replace(/\.\d{3}Z$/, '+05:30');
}

/**
 * The calendar on more than one process: 60 members registering at once for 10 seats through two
 * app instances on one Postgres (one instance on the embedded database, which has one process),
 * the reminders sent exactly once per registration by a server killed mid-send and started again,
 * and an admin's change seen on the other instance's rendered pages.
 */
describe('events across processes', () => {
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });

  afterAll(async () => {
    await smtp?.stop();
  });

  describe('capacity under concurrency', () => {
    let a: TestApp;
    let b: TestApp;
    const shared = Boolean(process.env.DATABASE_URL);

    beforeAll(async () => {
      a = await startTestApp({
        SMTP_URL: smtp.url,
        JWT_SECRET: SECRET,
        SITE_REVISION_POLL_MS: '200',
      });
      b = shared
        ? await startTestApp({
            SMTP_URL: smtp.url,
            JWT_SECRET: SECRET,
            SITE_REVISION_POLL_MS: '200',
          })
        : a;
      for (const app of new Set([a, b])) {
        app.app.get(RateLimitPolicy).factor = 1000;
        await app.app.get(RateLimiters).clear();
      }
    });

    afterAll(async () => {
      await a?.close();
      if (b !== a) await b?.close();
    });

    it('gives exactly 10 seats to 60 members registering at once through two instances; 50 wait', async () => {
      const run = Date.now().toString(36);
      const adminEmail = `cap-admin-${run}@example.org`;
      const admin = await signUpWithCode(a.url, smtp, adminEmail, PASSWORD);
      await a.app
        .get(DataSource)
        .query(`UPDATE users SET role = 'admin' WHERE email = $1`, [adminEmail]);
      const members: string[] = [];
      for (let i = 0; i < 60; i += 10) {
        const batch = await Promise.all(
          Array.from({ length: 10 }, (_, j) =>
            signUpWithCode(a.url, smtp, `cap-${i + j}-${run}@example.org`, PASSWORD),
          ),
        );
        members.push(...batch.map((s) => s.token));
      }
      const start = new Date(Date.now() + 5 * DAY);
      start.setUTCSeconds(0, 0);
      const created = await request(a.url)
        .post('/api/admin/events')
        .set('Authorization', `Bearer ${admin.token}`)
        .send({
          title: `Ten seats ${run}`,
          kind: 'talk',
          description: 'Ten seats only.',
          startsAt: ist(start),
          endsAt: ist(new Date(start.getTime() + 3600_000)),
          place: 'Varanasi',
          capacity: 10,
          registrationOpen: true,
        })
        .expect(201);
      const slug = (created.body as { slug: string }).slug;

      const answers = await Promise.all(
        members.map((token, i) =>
          request(i % 2 ? b.url : a.url)
            .post(`/api/events/${slug}/registrations`)
            .set('Authorization', `Bearer ${token}`)
            .send({}),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(members.map(() => 201));
      const statuses = answers.map((r) => (r.body as { status: string }).status);
      expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(10);
      expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(50);

      const [counts] = (await a.app.get(DataSource).query(
        `SELECT count(*) FILTER (WHERE r.status = 'confirmed')::int AS confirmed,
                count(*) FILTER (WHERE r.status = 'waitlisted')::int AS waitlisted
         FROM event_registrations r JOIN events e ON e.id = r.event_id WHERE e.slug = $1`,
        [slug],
      )) as Array<{ confirmed: number; waitlisted: number }>;
      expect(counts).toEqual({ confirmed: 10, waitlisted: 50 });
      const list = await request(b.url).get(`/api/events/${slug}`).expect(200);
      expect((list.body as { next: Array<{ seatsLeft: number }> }).next[0].seatsLeft).toBe(0);

      // Ten leave at once through both instances: exactly the first ten in line move up.
      const confirmedIdx = statuses.flatMap((s, i) => (s === 'confirmed' ? [i] : []));
      await Promise.all(
        confirmedIdx.map((i) =>
          request(i % 2 ? a.url : b.url)
            .delete(`/api/events/${slug}/registrations/mine`)
            .set('Authorization', `Bearer ${members[i]}`)
            .send({})
            .expect(204),
        ),
      );
      const [after] = (await a.app.get(DataSource).query(
        `SELECT count(*) FILTER (WHERE r.status = 'confirmed')::int AS confirmed,
                count(*) FILTER (WHERE r.status = 'waitlisted')::int AS waitlisted
         FROM event_registrations r JOIN events e ON e.id = r.event_id WHERE e.slug = $1`,
        [slug],
      )) as Array<{ confirmed: number; waitlisted: number }>;
      expect(after).toEqual({ confirmed: 10, waitlisted: 40 });
    });
  });

  // The embedded database has one process: the second instance needs DATABASE_URL.
  (process.env.DATABASE_URL ? describe : describe.skip)('rendered pages on two instances', () => {
    let a: TestApp;
    let b: TestApp;

    beforeAll(async () => {
      [a, b] = await Promise.all([
        startTestApp({ SMTP_URL: smtp.url, JWT_SECRET: SECRET, SITE_REVISION_POLL_MS: '200' }),
        startTestApp({ SMTP_URL: smtp.url, JWT_SECRET: SECRET, SITE_REVISION_POLL_MS: '200' }),
      ]);
      for (const app of [a, b]) {
        app.app.get(RateLimitPolicy).factor = 1000;
        await app.app.get(RateLimiters).clear();
      }
    });

    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
    });

    it("drops the other instance's rendered pages within seconds of an admin's change", async () => {
      const run = Date.now().toString(36);
      const adminEmail = `pages-admin-${run}@example.org`;
      const admin = await signUpWithCode(a.url, smtp, adminEmail, PASSWORD);
      await a.app
        .get(DataSource)
        .query(`UPDATE users SET role = 'admin' WHERE email = $1`, [adminEmail]);
      const start = new Date(Date.now() + 3 * DAY);
      start.setUTCSeconds(0, 0);
      const created = await request(a.url)
        .post('/api/admin/events')
        .set('Authorization', `Bearer ${admin.token}`)
        .send({
          title: `Cached talk ${run}`,
          kind: 'talk',
          description: 'On the render cache.',
          startsAt: ist(start),
          endsAt: ist(new Date(start.getTime() + 3600_000)),
          place: 'Varanasi',
          registrationOpen: true,
        })
        .expect(201);
      const { id, slug } = created.body as { id: string; slug: string };
      // B has rendered (and cached) the event's page; its pages are dropped when A commits.
      const page = async () => (await request(b.url).get(`/events/${slug}`).expect(200)).text;
      expect(await page()).toContain(`Cached talk ${run}`);
      expect(await page()).toContain(`Cached talk ${run}`);
      const dropped = new Promise<number>((resolve) => {
        const stop = b.app.get(SiteRevision).onChange(() => {
          stop();
          resolve(Date.now());
        });
      });
      await request(a.url)
        .patch(`/api/admin/events/${id}`)
        .set('Authorization', `Bearer ${admin.token}`)
        .send({ title: `Renamed talk ${run}` })
        .expect(200);
      const committedAt = Date.now();
      const droppedAt = await Promise.race([dropped, sleep(5000).then(() => Infinity)]);
      expect(droppedAt - committedAt).toBeLessThan(5000);
      const html = await page();
      expect(html).toContain(`Renamed talk ${run}`);
      expect(html).not.toContain(`Cached talk ${run}`);
    });
  });

  describe('reminders, and the server killed mid-send', () => {
    let dataDir: string;
    let child: ChildProcess | undefined;
    let output = '';
    let port: number;
    let base: string;

    beforeAll(() => {
      if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
      dataDir = mkdtempSync(join(tmpdir(), 'pragya-reminders-'));
    });

    afterAll(() => {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    });

    const env = () => ({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      SMTP_URL: smtp.url,
      // The killed server's leases lapse after this, not after the 30 s of a deployment.
      MAIL_CLAIM_MS: '2000',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    });

    async function startServer(): Promise<ChildProcess> {
      output = '';
      const started = spawn(process.execPath, [MAIN], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, ...env(), PORT: String(port), APP_URL: base },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const deadline = Date.now() + 90_000;
      for (;;) {
        if (started.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
        const ok = await fetch(`${base}/api/health`)
          .then((res) => res.status === 200)
          .catch(() => false);
        if (ok) return started;
        if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
        await sleep(250);
      }
    }

    it('mails each registration exactly one reminder across a SIGKILL and a restart', async () => {
      port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const run = Date.now().toString(36);
      const people = Array.from({ length: 120 }, (_, i) => `remind${i}-${run}@example.org`);
      const title = `Reminded satsaṅg ${run}`;

      // The event (a date 20 hours away) and its registrations, written by the app in-process
      // (on the embedded database of the same DATA_DIR when there is no DATABASE_URL), then closed.
      const setup = await createApp(loadConfig({ ...env(), PORT: String(port), APP_URL: base }), {
        logger: ['error'],
      });
      // The setup's own sender would send the reminders before the server under test is started.
      await setup.get(ReminderSender).onModuleDestroy();
      const db = setup.get(DataSource);
      const start = new Date(Date.now() + 20 * 60 * 60_000);
      start.setUTCSeconds(0, 0);
      const [{ id }] = (await db.query(
        `INSERT INTO events (id, slug, title, kind, description, starts_at, ends_at, online,
           online_link, registration_open, created_at, updated_at)
         VALUES (gen_random_uuid(), $1, $2, 'satsang', 'Silence.', $3, $4, true,
           'https://meet.example.org/reminded', true, now(), now())
         RETURNING id`,
        [`reminded-${run}`, title, start, new Date(start.getTime() + 3600_000)],
      )) as Array<{ id: string }>;
      await db.query(
        `INSERT INTO event_registrations (id, event_id, occurrence_start, email, status,
           created_at, confirmed_at, queued_at)
         SELECT gen_random_uuid(), $1, $2, e, 'confirmed', now(), now(), now()
         FROM unnest($3::varchar[]) AS e`,
        [id, start, people],
      );
      // Two who gave up their seat, and one still on the waitlist: no reminder for them.
      const others = [`gone1-${run}@example.org`, `gone2-${run}@example.org`];
      await db.query(
        `INSERT INTO event_registrations (id, event_id, occurrence_start, email, status, created_at, queued_at)
         SELECT gen_random_uuid(), $1, $2, e, s, now(), now()
         FROM unnest($3::varchar[], $4::varchar[]) AS x(e, s)`,
        [
          id,
          start,
          [...others, `waiting-${run}@example.org`],
          ['cancelled', 'cancelled', 'waitlisted'],
        ],
      );
      await setup.close();

      const since = smtp.messages.length;
      // The 41st reminder is taken but never answered: the server is then mid-send.
      const held = smtp.holdAfter(40);
      child = await startServer();
      await held;
      child.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));
      smtp.release();

      child = await startServer();
      const reminders = () =>
        smtp.messages.slice(since).filter((m) => m.subject === `Tomorrow: ${title}`);
      const deadline = Date.now() + 120_000;
      while (new Set(reminders().flatMap((m) => m.to)).size < people.length) {
        if (Date.now() > deadline) {
          const subjects = smtp.messages.slice(since).map((m) => m.subject);
          throw new Error(
            `reminders stalled: ${subjects.length} ${subjects.slice(0, 3).join(' | ')}`,
          );
        }
        await sleep(500);
      }
      // A few more rounds: nothing is sent twice.
      await sleep(5000);
      const received = new Map<string, number>();
      for (const mail of reminders()) {
        for (const to of mail.to) received.set(to, (received.get(to) ?? 0) + 1);
      }
      expect(people.filter((email) => received.get(email) !== 1)).toEqual([]);
      expect(received.size).toBe(people.length);
      const sample = reminders()[0];
      expect(sample.text).toContain('https://meet.example.org/reminded');
      expect(sample.text).toContain('/events/cancel?token=');
      child.kill('SIGTERM');
      await new Promise((resolve) => child!.once('exit', resolve));
    });
  });
});
