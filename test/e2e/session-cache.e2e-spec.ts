import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { TransactionHost } from '@nestjs-cls/transactional';
import { DataSource } from 'typeorm';
import { SessionCache } from '../../src/sessions/session-cache';
import { SessionsService } from '../../src/sessions/sessions.service';
import { RateLimitPolicy } from '../../src/throttle/rate-limit-policy';
import { User } from '../../src/users/user.entity';
import { signUpWithCode } from '../helpers/accounts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { useStack } from '../helpers/stack';
import { startTestApp, type RunningApp, type TestApp } from '../helpers/test-app';

jest.setTimeout(120_000);

const ROOT = join(__dirname, '..', '..');
const execFileAsync = promisify(execFile);

const PASSWORD = 'Narmada-Omkareshwar-1962';
/** The Redis database of this spec: its generation keys and rate-limit counters. */
const REDIS_DB = 6;
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let n = 0;
const address = (tag: string) => `cache-${tag}-${++n}-${run}@example.org`;

const me = (t: RunningApp, token: string) =>
  request(t.url).get('/api/auth/me').set('Authorization', `Bearer ${token}`);

/** Signs in again (a second session of the same account) and returns its token. */
async function signIn(t: RunningApp, email: string): Promise<string> {
  const res = await request(t.url)
    .post('/api/auth/login')
    .send({ email, password: PASSWORD })
    .expect(200);
  return res.body.token as string;
}

/** The session and account a token names. */
function claimsOf(token: string): { sid: string; sub: string } {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/**
 * Asks until the answer is cached (the first call fills the cache, the next ones read it), and
 * checks that it is, where the cache is on: otherwise the refusals below would prove nothing.
 */
async function warm(t: RunningApp, token: string): Promise<void> {
  for (let i = 0; i < 3; i++) await me(t, token).expect(200);
  const cache = t.app.get(SessionCache);
  if (!cache.enabled) return;
  const { sid, sub } = claimsOf(token);
  expect(cache.get(sid, sub, (await cache.generation(sub))!)).toBeDefined();
}

describe('session cache in one process', () => {
  const t = useStack();

  it('is on for the embedded database alone, off on a Postgres shared without Redis', () => {
    expect(t.app.get(SessionCache).enabled).toBe(!process.env.DATABASE_URL);
  });

  it('refuses a signed-out session at the very next request', async () => {
    const { token } = await t.signUp(address('out'), PASSWORD);
    await warm(t, token);
    await request(t.url)
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    await me(t, token).expect(401);
  });

  it('refuses the other sessions at once after "sign out of all other sessions"', async () => {
    const email = address('others');
    const { token: kept } = await t.signUp(email, PASSWORD);
    const other = await signIn(t, email);
    await warm(t, other);
    await warm(t, kept);
    await request(t.url)
      .post('/api/auth/sessions/revoke-others')
      .set('Authorization', `Bearer ${kept}`)
      .expect(200);
    await me(t, other).expect(401);
    await me(t, kept).expect(200);
  });

  it('shows a change to the account at once, and one made in a transaction only once committed', async () => {
    const { token, user } = await t.signUp(address('edit'), PASSWORD);
    await warm(t, token);
    await request(t.url)
      .patch('/api/users/me')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'Asha Renamed' })
      .expect(200);
    expect((await me(t, token).expect(200)).body.user.name).toBe('Asha Renamed');

    const cache = t.app.get(SessionCache);
    const userId = user.id as string;
    const before = await cache.generation(userId);
    await t.app.get(DataSource).transaction(async (manager) => {
      await manager.getRepository(User).update({ id: userId }, { role: 'admin' });
      // Said before the commit, another replica could refill from the row as it was.
      expect(await cache.generation(userId)).toBe(before);
    });
    if (cache.enabled) expect(await cache.generation(userId)).not.toBe(before);
    expect((await me(t, token).expect(200)).body.user.role).toBe('admin');
  });
});

// Two replicas need a database both can reach: the embedded one serves one process.
const describeShared = process.env.DATABASE_URL ? describe : describe.skip;

describeShared('session cache on two replicas sharing Postgres and Redis', () => {
  let smtp: TestSmtpServer;
  let redis: TcpProxy;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Both replicas reach Redis through this proxy, so a test can take Redis away from them.
    redis = await startTcpProxy('127.0.0.1', 6379);
    const env = { SMTP_URL: smtp.url, REDIS_URL: `redis://127.0.0.1:${redis.port}/${REDIS_DB}` };
    a = await startTestApp(env);
    // Passport keeps one "jwt" strategy per process, the last app's: in this process every token
    // is checked by B's SessionsService and cache, whichever app the request reaches. The changes
    // below are made through A's services, so what is tested is B's cache hearing of a change
    // made by another instance, through Redis alone (the two share nothing else).
    b = await startTestApp(env);
    // These tests ask quickly and often from one address; the limits are another spec's subject.
    for (const app of [a, b]) app.app.get(RateLimitPolicy).factor = 1000;
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.close();
    await smtp?.stop();
  });

  afterEach(async () => {
    await redis.open();
  });

  it('is on for both', () => {
    expect(a.app.get(SessionCache).enabled).toBe(true);
    expect(b.app.get(SessionCache).enabled).toBe(true);
  });

  it('refuses on one replica, at the next request, a session signed out on the other', async () => {
    const { token } = await signUpWithCode(a.url, smtp, address('two'), PASSWORD);
    await warm(b, token);
    await request(a.url)
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    await me(b, token).expect(401);
  });

  it('refuses a session ended from the other replica, and shows account changes made there', async () => {
    const email = address('end');
    const { token: kept } = await signUpWithCode(a.url, smtp, email, PASSWORD);
    const ended = await signIn(b, email);
    await warm(b, ended);
    await warm(b, kept);
    const { sid } = claimsOf(ended);
    await request(a.url)
      .delete(`/api/auth/sessions/${sid}`)
      .set('Authorization', `Bearer ${kept}`)
      .expect(204);
    await me(b, ended).expect(401);

    await warm(b, kept);
    await request(a.url)
      .patch('/api/users/me')
      .set('Authorization', `Bearer ${kept}`)
      .send({ name: 'Bhavani Renamed' })
      .expect(200);
    expect((await me(b, kept).expect(200)).body.user.name).toBe('Bhavani Renamed');
  });

  it('refuses at once on the other replica after a password reset ends every session', async () => {
    const email = address('reset');
    const { token, user } = await signUpWithCode(a.url, smtp, email, PASSWORD);
    await warm(b, token);
    // What a reset does to the sessions, through A's services, in a transaction of A's.
    await a.app
      .get(TransactionHost)
      .withTransaction(() => a.app.get(SessionsService).revokeAll(user.id as string));
    await me(b, token).expect(401);
  });

  it('shows at once a role taken away from the shell (npm run admin), another process', async () => {
    const email = address('shell');
    const { token } = await signUpWithCode(a.url, smtp, email, PASSWORD);
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      DATABASE_URL: process.env.DATABASE_URL,
      REDIS_URL: `redis://127.0.0.1:${redis.port}/${REDIS_DB}`,
      DATA_DIR: a.config.dataDir,
    };
    const cli = (command: string) =>
      execFileAsync(
        join(ROOT, 'node_modules', '.bin', 'tsx'),
        ['scripts/admin.ts', command, email],
        { cwd: ROOT, env, timeout: 60_000 },
      );
    await cli('grant');
    await warm(b, token);
    expect((await me(b, token).expect(200)).body.user.role).toBe('admin');
    // B keeps asking while the shell works, so that its entry is as young as it can be when the
    // shell commits: without the shell's word through Redis it would still say "admin".
    let asking = true;
    const polling = (async () => {
      while (asking) {
        await me(b, token).expect(200);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      await cli('revoke');
    } finally {
      asking = false;
      await polling;
    }
    expect((await me(b, token).expect(200)).body.user.role).toBe('user');
  });

  it('stays correct while Redis is down and after it is back', async () => {
    const email = address('down');
    const { token: first } = await signUpWithCode(a.url, smtp, email, PASSWORD);
    const second = await signIn(a, email);
    await warm(b, first);
    await warm(b, second);

    await redis.close();
    // Without Redis every request reads the database: answers go on, and a sign-out holds.
    await me(b, first).expect(200);
    await request(a.url)
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${first}`)
      .expect(200);
    await me(b, first).expect(401);

    await redis.open();
    // Back: what was cached before the outage is not trusted, whether or not Redis heard of it.
    await me(b, first).expect(401);
    await me(b, second).expect(200);
    await request(a.url)
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${second}`)
      .expect(200);
    await me(b, second).expect(401);
  });
});
