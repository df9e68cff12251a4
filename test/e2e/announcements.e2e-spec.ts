import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { Clock } from '../../src/common/clock';
import { AnnouncementSender, RETRY_BASE_MS } from '../../src/lists/announcement-sender';
import { ListTokens } from '../../src/lists/list-tokens';
import { RateLimitPolicy } from '../../src/throttle/rate-limit-policy';
import { RateLimiters } from '../../src/throttle/rate-limiters';
import { signUpWithCode } from '../helpers/accounts';
import { freePort } from '../helpers/free-port';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { startTestApp, type TestApp } from '../helpers/test-app';

jest.setTimeout(240_000);

const ROOT = join(__dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'server', 'main.js');
const SECRET = 'announce-secret-announce-secret-0123456';
const PASSWORD = 'Quiet-River-Morning-42';
const LIST = 'darsana-sarvasvam';
const SUBJECT = 'Enrollment is open for Darśana Sarvasvam';

/** Confirmed (and unsubscribed) addresses on a list, written straight into the table. */
async function seed(db: DataSource, list: string, emails: string[], status = 'confirmed') {
  await db.query(
    `INSERT INTO list_subscriptions (id, list, email, status, created_at, confirmed_at)
     SELECT gen_random_uuid(), $1, e, $3, now(), now() FROM unnest($2::varchar[]) AS e`,
    [list, emails, status],
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Announcements through a real SMTP server: 500 recipients sent by the built server, killed with
 * SIGKILL while a mail is in flight and started again (every confirmed recipient gets exactly one
 * mail, the unsubscribed none, and the progress reaches done); refusals (5xx) recorded as failed
 * and temporary failures (4xx) retried, in-process.
 */
describe('announcements', () => {
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });

  afterAll(async () => {
    await smtp?.stop();
  });

  describe('500 recipients, and the server killed mid-send', () => {
    let dataDir: string;
    let child: ChildProcess | undefined;
    let output = '';
    let port: number;
    let base: string;

    beforeAll(() => {
      if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
      dataDir = mkdtempSync(join(tmpdir(), 'pragya-announce-'));
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
      MAIL_RATE_PER_MINUTE: '60000',
      // The killed server's claims lapse after this, not after the 30 s of a deployment.
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

    it('sends each confirmed recipient exactly one mail across a SIGKILL and a restart', async () => {
      port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const run = Date.now().toString(36);
      const confirmed = Array.from({ length: 500 }, (_, i) => `r${i}-${run}@example.org`);
      const unsubscribed = Array.from({ length: 20 }, (_, i) => `gone${i}-${run}@example.org`);
      const adminEmail = `admin-${run}@example.org`;

      // The database and the admin's session, prepared by the app in-process (on the embedded
      // database of the same DATA_DIR when there is no DATABASE_URL), then closed.
      const setup = await createApp(
        loadConfig({ ...env(), PORT: String(port), APP_URL: base, MAIL_RATE_PER_MINUTE: '1' }),
        { logger: ['error'] },
      );
      await setup.listen(0, '127.0.0.1');
      const setupUrl = `http://127.0.0.1:${(setup.getHttpServer().address() as { port: number }).port}`;
      setup.get(RateLimitPolicy).factor = 50;
      await setup.get(RateLimiters).clear();
      const db = setup.get(DataSource);
      await db.query(`DELETE FROM announcements`);
      await db.query(`DELETE FROM list_subscriptions`);
      const { token } = await signUpWithCode(setupUrl, smtp, adminEmail, PASSWORD);
      await db.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [adminEmail]);
      await seed(db, LIST, confirmed);
      await seed(db, LIST, unsubscribed, 'unsubscribed');
      const ids = new Map(
        (
          (await db.query(`SELECT id, email FROM list_subscriptions WHERE list = $1`, [
            LIST,
          ])) as Array<{ id: string; email: string }>
        ).map((row) => [row.email, row.id]),
      );
      await setup.close();

      child = await startServer();
      const admin = () => ({ Authorization: `Bearer ${token}` });
      const since = smtp.messages.length;
      // The 151st mail is taken but never answered: the server is then mid-send.
      const held = smtp.holdAfter(150);
      const created = await request(base)
        .post('/api/admin/announcements')
        .set(admin())
        .send({ list: LIST, subject: SUBJECT, text: 'Namaste.\n\nEnrollment is open.' })
        .expect(201);
      expect(created.body).toEqual({ id: expect.any(String), total: 500 });
      await held;

      // Ten who had not been reached leave the list meanwhile, by the link of a mail.
      const reached = new Set(smtp.messages.slice(since).flatMap((m) => m.to));
      const leaving = confirmed.filter((email) => !reached.has(email)).slice(-10);
      const tokens = new ListTokens(SECRET);
      const rows = leaving.map((email) => tokens.unsubscribeToken(ids.get(email)!));
      for (const unsubscribe of rows) {
        await request(base)
          .post(`/api/lists/unsubscribe?token=${encodeURIComponent(unsubscribe)}`)
          .type('form')
          .send('List-Unsubscribe=One-Click')
          .expect(200);
      }

      child.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));
      smtp.release();

      child = await startServer();
      let progress: Record<string, unknown>;
      for (;;) {
        const res = await request(base)
          .get(`/api/admin/announcements/${created.body.id}`)
          .set(admin());
        progress = res.body as Record<string, unknown>;
        if (progress.state === 'done') break;
        await sleep(500);
      }
      expect(progress).toMatchObject({
        total: 500,
        sent: 490,
        failed: 0,
        skipped: 10,
        state: 'done',
      });

      const received = new Map<string, number>();
      for (const mail of smtp.messages.slice(since)) {
        if (mail.subject !== SUBJECT) continue;
        for (const to of mail.to) received.set(to, (received.get(to) ?? 0) + 1);
      }
      const leavingSet = new Set(leaving);
      const counts = confirmed.map((email) => [email, received.get(email) ?? 0] as const);
      expect(counts.filter(([email, n]) => !leavingSet.has(email) && n !== 1)).toEqual([]);
      expect(leaving.map((email) => received.get(email) ?? 0)).toEqual(leaving.map(() => 0));
      expect(unsubscribed.filter((email) => received.has(email))).toEqual([]);
      child.kill('SIGTERM');
      await new Promise((resolve) => child!.once('exit', resolve));
    });
  });

  describe('refusals and temporary failures', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await startTestApp({ SMTP_URL: smtp.url, MAIL_RATE_PER_MINUTE: '6000' });
      t.app.get(RateLimitPolicy).factor = 50;
      await t.app.get(RateLimiters).clear();
    });

    afterAll(async () => {
      await t?.close();
    });

    it('records refused recipients as failed, retries a 4xx once it passes, and sends the rest', async () => {
      const db = t.app.get(DataSource);
      await db.query(`DELETE FROM announcements`);
      await db.query(`DELETE FROM list_subscriptions`);
      const run = Date.now().toString(36);
      const adminEmail = `refusal-admin-${run}@example.org`;
      const { token } = await signUpWithCode(t.url, smtp, adminEmail, PASSWORD);
      await db.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [adminEmail]);
      const emails = Array.from({ length: 30 }, (_, i) => `f${i}-${run}@example.org`);
      await seed(db, 'news', emails);
      const refused = emails.slice(0, 3);
      const busy = emails.slice(3, 5);
      for (const email of refused) {
        smtp.refusals.set(email, { code: 550, message: 'No such mailbox here' });
      }
      for (const email of busy) {
        smtp.refusals.set(email, { code: 451, message: 'Try again later', times: 1 });
      }

      const since = smtp.messages.length;
      const created = await request(t.url)
        .post('/api/admin/announcements')
        .set('Authorization', `Bearer ${token}`)
        .send({ list: 'news', subject: 'News from the trust', text: 'Namaste.' })
        .expect(201);
      const sender = t.app.get(AnnouncementSender);
      const progress = async () =>
        (
          await request(t.url)
            .get(`/api/admin/announcements/${created.body.id}`)
            .set('Authorization', `Bearer ${token}`)
            .expect(200)
        ).body as Record<string, unknown>;
      // Until everything but the two temporary failures is through.
      for (;;) {
        await sender.pump();
        const now = await progress();
        if ((now.sent as number) + (now.failed as number) === 28) break;
      }
      expect(await progress()).toMatchObject({ sent: 25, failed: 3, state: 'sending' });
      const [waiting] = (await db.query(
        `SELECT count(*)::int AS n FROM announcement_deliveries
         WHERE announcement_id = $1 AND status = 'pending' AND attempts = 1 AND last_error LIKE '%451%'`,
        [created.body.id],
      )) as Array<{ n: number }>;
      expect(waiting.n).toBe(2);

      // The backoff passes: the two are sent, once.
      t.app.get(Clock).advance(RETRY_BASE_MS + 1000);
      for (;;) {
        await sender.pump();
        if ((await progress()).state === 'done') break;
      }
      expect(await progress()).toMatchObject({ total: 30, sent: 27, failed: 3, state: 'done' });
      const failures = (await db.query(
        `SELECT s.email, d.last_error FROM announcement_deliveries d
         JOIN list_subscriptions s ON s.id = d.subscription_id
         WHERE d.announcement_id = $1 AND d.status = 'failed' ORDER BY s.email`,
        [created.body.id],
      )) as Array<{ email: string; last_error: string }>;
      expect(failures.map((f) => f.email).sort()).toEqual([...refused].sort());
      expect(failures[0].last_error).toContain('550');
      const got = (email: string) =>
        smtp.messages.slice(since).filter((m) => m.to.includes(email)).length;
      expect(busy.map(got)).toEqual([1, 1]);
      expect(refused.map(got)).toEqual([0, 0, 0]);
      expect(emails.slice(5).map(got)).toEqual(emails.slice(5).map(() => 1));
    });
  });
});
