import Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { LIMITS } from '../../src/throttle/rate-limit-policy';
import { RateLimiters } from '../../src/throttle/rate-limiters';
import type { TestSmtpServer } from '../helpers/smtp';
import { useStack } from '../helpers/stack';
import type { RunningApp } from '../helpers/test-app';
import { freePort as closedPort } from '../helpers/free-port';

jest.setTimeout(120_000);

const PASSWORD = 'Ganga-Tulsi-1957';
const NEW_PASSWORD = 'Kashi-Sarnath-2024';
const REDIS_URL = 'redis://127.0.0.1:6379/1';
/** The limits as the server has them (factor 1 here). */
const FAILURES = LIMITS['signin-fail-account-ip'].points;
const FAILURES_BLOCK = LIMITS['signin-fail-account-ip'].block;
const ACCOUNT_CEILING = LIMITS['signin-fail-account-day'].points;
const AUTH_PER_MINUTE = LIMITS['auth-ip-minute'].points;
const MAILS_PER_IP_HOUR = LIMITS['send-address-ip-hour'].points;
const MAILS_PER_ADDRESS_HOUR = LIMITS['send-address-hour'].points;
const SENTENCE = /^Too many attempts\. Try again in \d+ (second|minute|hour)s?\.$/;

/** Every 429: the site's error shape, the standard Retry-After and a sentence saying how long. */
function expectRefusal(res: request.Response): number {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ statusCode: 429 });
  expect(res.body.message).toMatch(SENTENCE);
  expect(res.body.msg).toBe(res.body.message);
  expect(res.body.error).toBe(res.body.message);
  const retryAfter = Number(res.headers['retry-after']);
  expect(res.headers['retry-after']).toMatch(/^\d+$/);
  expect(res.body.retryAfter).toBe(retryAfter);
  expect(Object.keys(res.headers).filter((h) => /^retry-after-/.test(h))).toEqual([]);
  return retryAfter;
}

/**
 * A block's wait as the refusal states it: the whole block, less the seconds since it began (a
 * loaded machine can take a second between the failure that set it and the attempt it refuses).
 */
function expectBlockWait(retryAfter: number): void {
  expect(retryAfter).toBeLessThanOrEqual(FAILURES_BLOCK);
  expect(retryAfter).toBeGreaterThan(FAILURES_BLOCK - 30);
}

/** A member-account world on one app: addresses unique per run, each request from a chosen IP. */
function world(getApp: () => RunningApp, smtp: () => TestSmtpServer) {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let n = 0;
  let ipCount = 0;
  return {
    address: (tag: string) => `${tag}-${++n}-${run}@example.org`,
    /** A fresh client address (TRUST_PROXY=1: the app reads X-Forwarded-For). */
    ip: () => `198.51.100.${(++ipCount % 250) + 1}`,
    post(ip: string, path: string, body: object) {
      return request(getApp().url).post(path).set('X-Forwarded-For', ip).send(body);
    },
    async signUp(email: string, ip: string) {
      const since = smtp().messages.length;
      await this.post(ip, '/api/auth/signup-request', {
        name: 'Asha',
        email,
        password: PASSWORD,
      }).expect(200);
      const otp = await smtp().codeFor(email, since);
      await this.post(ip, '/api/auth/verify-otp', { email, otp, password: PASSWORD }).expect(200);
    },
    async wrongPasswords(email: string, ip: string, count: number) {
      for (let i = 0; i < count; i++) {
        await this.post(ip, '/api/auth/login', { email, password: `guess-${i}` }).expect(401);
      }
    },
  };
}

describe('rate limits (database store)', () => {
  const t = useStack({ env: { TRUST_PROXY: '1' }, rateLimitFactor: 1 });
  const { smtp } = t;
  const w = world(
    () => t,
    () => smtp,
  );
  const limiters = () => t.app.get(RateLimiters);

  beforeEach(async () => {
    await limiters().clear();
  });

  it("does not let a stranger's wrong passwords lock the owner out", async () => {
    const email = w.address('owner');
    const [home, stranger] = [w.ip(), w.ip()];
    await w.signUp(email, home);
    await w.wrongPasswords(email, stranger, FAILURES);
    // The first attempt past the limit is refused, the right password too, for the block's hour.
    const refused = await w.post(stranger, '/api/auth/login', { email, password: PASSWORD });
    expectBlockWait(expectRefusal(refused));
    expect(refused.body.message).toBe('Too many attempts. Try again in 1 hour.');
    const owner = await w.post(home, '/api/auth/login', { email, password: PASSWORD }).expect(200);
    expect(owner.body.token).toEqual(expect.any(String));
  });

  it('counts one IPv6 /64 as one client, and an IPv4-mapped address as its IPv4', async () => {
    const email = w.address('v6');
    const home = w.ip();
    await w.signUp(email, home);
    // A whole allowance of wrong passwords, each from another address of one /64: one client's.
    for (let i = 1; i <= FAILURES; i++) {
      await w
        .post(`2001:db8:77:1::${i.toString(16)}`, '/api/auth/login', { email, password: `g-${i}` })
        .expect(401);
    }
    expectRefusal(
      await w.post('2001:db8:77:1:abcd::99', '/api/auth/login', { email, password: 'g-x' }),
    );
    // Another /64 is another client.
    await w.post('2001:db8:77:2::1', '/api/auth/login', { email, password: 'g-y' }).expect(401);
    // The request counters too: an IPv4 address and its IPv4-mapped form share one minute.
    const v4 = `198.51.101.${(Date.now() % 200) + 1}`;
    await w.wrongPasswords(w.address('mapped'), v4, 5);
    await w.wrongPasswords(w.address('mapped'), `::ffff:${v4}`, 5);
    for (let i = 1; i <= AUTH_PER_MINUTE - 10; i++) {
      await w.post(`::ffff:${v4}`, '/api/auth/forgot-password', { email: w.address('m') });
    }
    expectRefusal(await w.post(v4, '/api/auth/forgot-password', { email: w.address('m') }));
  });

  it('clears the failure counters on a successful reset, so the member signs in right after', async () => {
    const email = w.address('forgot');
    const [home, phone] = [w.ip(), w.ip()];
    await w.signUp(email, w.ip());
    await w.wrongPasswords(email, home, FAILURES);
    expectRefusal(await w.post(home, '/api/auth/login', { email, password: PASSWORD }));
    const since = smtp.messages.length;
    await w.post(home, '/api/auth/forgot-password', { email }).expect(200);
    const link = await smtp.linkFor(email, '/reset-password?token=', since);
    const token = new URL(link).searchParams.get('token');
    // The link is opened elsewhere: the reset clears the account's counters from every IP.
    await w.post(phone, '/api/auth/reset-password', { token, password: NEW_PASSWORD }).expect(200);
    await w.post(home, '/api/auth/login', { email, password: NEW_PASSWORD }).expect(200);
  });

  it('clears the failure counters on a successful sign-in', async () => {
    const email = w.address('typo');
    const home = w.ip();
    await w.signUp(email, w.ip());
    await w.wrongPasswords(email, home, FAILURES - 1);
    await w.post(home, '/api/auth/login', { email, password: PASSWORD }).expect(200);
    // A minute later for the per-IP request limit; the failures start from zero again.
    await limiters().clear('auth-ip-minute');
    await w.wrongPasswords(email, home, FAILURES);
    expectRefusal(await w.post(home, '/api/auth/login', { email, password: PASSWORD }));
  });

  it('with the second factor on, the right password alone does not clear the code failures', async () => {
    const email = w.address('two-factor');
    const home = w.ip();
    await w.signUp(email, home);
    const signedIn = await w.post(home, '/api/auth/login', { email, password: PASSWORD });
    await request(t.url)
      .post('/api/auth/otp/toggle')
      .set('X-Forwarded-For', home)
      .set('Authorization', `Bearer ${signedIn.body.token}`)
      .send({ enable: true })
      .expect(200);
    // Each round: the password again (a fresh code) and five wrong codes (the code is then dead).
    for (let round = 0; round < 2; round++) {
      await limiters().clear('send-address-ip-minute', 'auth-ip-minute');
      const since = smtp.messages.length;
      const login = await w.post(home, '/api/auth/login', { email, password: PASSWORD });
      expect(login.body).toMatchObject({ requiresOTP: true });
      const code = await smtp.codeFor(email, since);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 5; i++) {
        await w
          .post(home, '/api/auth/verify-otp', { email, otp: wrong, password: PASSWORD })
          .expect(400);
      }
    }
    // Ten failures in a row for this account and IP, whatever the passwords in between.
    expectRefusal(
      await w.post(home, '/api/auth/verify-otp', { email, otp: '123456', password: PASSWORD }),
    );
  });

  it('counts wrong e-mailed codes as failures, and the right code clears them', async () => {
    const requestCode = async (email: string, ip: string) => {
      const since = smtp.messages.length;
      await w
        .post(ip, '/api/auth/signup-request', { name: 'Asha', email, password: PASSWORD })
        .expect(200);
      const otp = await smtp.codeFor(email, since);
      return { otp, wrong: otp === '000000' ? '111111' : '000000' };
    };
    const tryCode = (ip: string, email: string, otp: string) =>
      w.post(ip, '/api/auth/verify-otp', { email, otp, password: PASSWORD });

    // 4 wrong codes and wrong passwords up to the limit: even the right code is refused.
    const counted = w.address('code');
    const first = w.ip();
    const a = await requestCode(counted, first);
    for (let i = 0; i < 4; i++) await tryCode(first, counted, a.wrong).expect(400);
    await w.wrongPasswords(counted, first, FAILURES - 4);
    expectRefusal(await tryCode(first, counted, a.otp));

    // The right code after 4 wrong ones clears them: a whole allowance again before the refusal.
    const cleared = w.address('code');
    const second = w.ip();
    const b = await requestCode(cleared, second);
    for (let i = 0; i < 4; i++) await tryCode(second, cleared, b.wrong).expect(400);
    await tryCode(second, cleared, b.otp).expect(200);
    await w.wrongPasswords(cleared, second, FAILURES);
    expectRefusal(await w.post(second, '/api/auth/login', { email: cleared, password: PASSWORD }));
  });

  it('makes the account wait, growing, past the per-account ceiling over many IPs', async () => {
    const email = w.address('spread');
    const home = w.ip();
    await w.signUp(email, w.ip());
    for (let i = 0; i < ACCOUNT_CEILING; i++) {
      await w
        .post(`203.0.113.${i + 1}`, '/api/auth/login', { email, password: `g-${i}` })
        .expect(401);
    }
    const first = expectRefusal(
      await w.post(home, '/api/auth/login', { email, password: PASSWORD }),
    );
    expect(first).toBeLessThanOrEqual(60);
    // The wait passes; ten more failures double it (one alone does not re-arm it).
    await limiters().clear('signin-fail-account-wait');
    for (let i = 0; i < 10; i++) {
      await w
        .post(`203.0.113.${100 + i}`, '/api/auth/login', { email, password: 'g-x' })
        .expect(401);
    }
    const second = expectRefusal(
      await w.post(home, '/api/auth/login', { email, password: PASSWORD }),
    );
    expect(second).toBeGreaterThan(60);
    expect(second).toBeLessThanOrEqual(120);
  });

  it("keeps a stranger's flood from locking the owner out: the owner's browser keeps its allowance, and waits stay minutes", async () => {
    const email = w.address('flooded');
    const home = w.ip();
    await w.signUp(email, w.ip());
    // The owner's browser signed in before: it carries the device cookie.
    const earlier = await w
      .post(home, '/api/auth/login', { email, password: PASSWORD })
      .expect(200);
    const device = (earlier.headers['set-cookie'] as unknown as string[])
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('pragya-device='))!;
    expect(device).toBeDefined();
    // The account's ceiling of failures from a few addresses (each then blocked for the account).
    for (let a = 0; a < ACCOUNT_CEILING / FAILURES; a++) {
      await w.wrongPasswords(email, `192.0.2.${200 + a}`, FAILURES);
    }
    // Another browser is made to wait minutes; the owner's browser signs in at once.
    expect(
      expectRefusal(await w.post(w.ip(), '/api/auth/login', { email, password: PASSWORD })),
    ).toBeLessThanOrEqual(60);
    // A forged cookie is no device of the account.
    const forged = device.replace(/=[^.]+\./, '=AAAA.');
    expectRefusal(
      await request(t.url)
        .post('/api/auth/login')
        .set('X-Forwarded-For', w.ip())
        .set('Cookie', forged)
        .send({ email, password: PASSWORD }),
    );
    const own = await request(t.url)
      .post('/api/auth/login')
      .set('X-Forwarded-For', home)
      .set('Cookie', device)
      .send({ email, password: PASSWORD })
      .expect(200);
    expect(own.body.token).toEqual(expect.any(String));
  });

  it('does not re-arm the wait for single failures from new addresses', async () => {
    const email = w.address('rearm');
    const home = w.ip();
    await w.signUp(email, w.ip());
    for (let a = 0; a < ACCOUNT_CEILING / FAILURES; a++) {
      await w.wrongPasswords(email, `198.18.0.${10 + a}`, FAILURES);
    }
    expectRefusal(await w.post(home, '/api/auth/login', { email, password: PASSWORD }));
    // The minute passes; then, one failure each from new addresses, up to nine of them.
    for (let i = 0; i < 9; i++) {
      await limiters().clear('signin-fail-account-wait');
      await w.post(`198.18.1.${i + 1}`, '/api/auth/login', { email, password: 'g' }).expect(401);
      await w.post(home, '/api/auth/login', { email, password: PASSWORD }).expect(200);
    }
  });

  it('counts requests per profile, not per route', async () => {
    const ip = w.ip();
    const calls: Array<[string, () => object]> = [
      ['/api/auth/login', () => ({ email: w.address('r'), password: 'x' })],
      ['/api/auth/forgot-password', () => ({ email: w.address('r') })],
      ['/api/auth/verify-email', () => ({ token: 'x'.repeat(43) })],
      ['/api/auth/reset-password', () => ({ token: 'x'.repeat(43), password: NEW_PASSWORD })],
      [
        '/api/auth/signup-request',
        () => ({ name: 'A', email: w.address('r'), password: PASSWORD }),
      ],
    ];
    for (let i = 0; i < AUTH_PER_MINUTE; i++) {
      const [path, body] = calls[i % calls.length];
      const res = await w.post(ip, path, body());
      expect(res.status).not.toBe(429);
    }
    for (const [path, body] of calls) {
      const retryAfter = expectRefusal(await w.post(ip, path, body()));
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
  });

  it('counts mails per address and requesting IP, under a higher per-address ceiling', async () => {
    const email = w.address('mailbox');
    const owner = w.ip();
    await w.signUp(email, w.ip());
    const forgot = (ip: string) => w.post(ip, '/api/auth/forgot-password', { email });
    const [stranger, other] = [w.ip(), w.ip()];
    await forgot(stranger).expect(200);
    expect(expectRefusal(await forgot(stranger))).toBeLessThanOrEqual(60);
    // The stranger's own minute does not stop the owner.
    await forgot(owner).expect(200);
    for (let i = 1; i < MAILS_PER_IP_HOUR; i++) {
      await limiters().clear('send-address-ip-minute');
      await forgot(stranger).expect(200);
    }
    await limiters().clear('send-address-ip-minute');
    expect(expectRefusal(await forgot(stranger))).toBeGreaterThan(60);
    await forgot(owner).expect(200);
    // The address's ceiling of mails this hour, from three IPs: the ceiling refuses a fourth.
    for (let i = 0; i < MAILS_PER_ADDRESS_HOUR - MAILS_PER_IP_HOUR - 2; i++) {
      await limiters().clear('send-address-ip-minute');
      await forgot(other).expect(200);
    }
    await limiters().clear('send-address-ip-minute');
    expectRefusal(await forgot(w.ip()));
  });

  it('keeps the counters in the database under hashed keys', async () => {
    await w.post(w.ip(), '/api/auth/login', { email: w.address('db'), password: 'x' }).expect(401);
    const rows = (await t.app
      .get(DataSource)
      .query(
        `SELECT key, points FROM rate_limit_points WHERE key LIKE 'rl:signin-fail-%'`,
      )) as Array<{
      key: string;
    }>;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key).toMatch(/^rl:[a-z-]+:[0-9a-f]{64}$/);
    expect(
      (await t.app.get(DataSource).query(`SELECT to_regclass('rate_limits') AS old`))[0].old,
    ).toBeNull();
  });
});

describe('rate limits in Redis (REDIS_URL)', () => {
  let redis: Redis;
  const w = world(
    () => t,
    () => smtp,
  );

  beforeAll(() => {
    redis = new Redis(REDIS_URL);
  });

  // Declared before useStack, so it runs while the app is still up (jest runs afterAll hooks in
  // the order they are declared): the counters this spec left in Redis go with it.
  afterAll(async () => {
    await t.app
      .get(RateLimiters)
      .clear()
      .catch(() => undefined);
  });

  const t = useStack({ env: { TRUST_PROXY: '1', REDIS_URL }, rateLimitFactor: 1 });
  const { smtp } = t;

  afterAll(async () => {
    await redis?.quit();
  });

  it('counts failures in Redis, per account and IP', async () => {
    const email = w.address('redis');
    const [home, stranger] = [w.ip(), w.ip()];
    await w.signUp(email, home);
    const before = (
      await t.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS n FROM rate_limit_points WHERE key LIKE 'rl:signin-%'`)
    )[0].n;
    await w.wrongPasswords(email, stranger, FAILURES);
    expectBlockWait(
      expectRefusal(await w.post(stranger, '/api/auth/login', { email, password: PASSWORD })),
    );
    await w.post(home, '/api/auth/login', { email, password: PASSWORD }).expect(200);
    expect((await redis.keys('rl:signin-fail-account-ip:*')).length).toBeGreaterThan(0);
    const after = (
      await t.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS n FROM rate_limit_points WHERE key LIKE 'rl:signin-%'`)
    )[0].n;
    // With DATABASE_URL the other suites share the table; this app adds nothing to it.
    expect(after).toBeLessThanOrEqual(before);
  });
});

describe('the insurance limiter, while the store is unreachable', () => {
  const t = useStack({
    env: async () => ({ TRUST_PROXY: '1', REDIS_URL: `redis://127.0.0.1:${await closedPort()}/1` }),
    rateLimitFactor: 1,
  });
  const { smtp } = t;
  const w = world(
    () => t,
    () => smtp,
  );

  it('still serves and still limits, in memory', async () => {
    const email = w.address('insured');
    const [home, stranger] = [w.ip(), w.ip()];
    await w.signUp(email, home);
    await w.wrongPasswords(email, stranger, FAILURES);
    expectRefusal(await w.post(stranger, '/api/auth/login', { email, password: PASSWORD }));
    await w.post(home, '/api/auth/login', { email, password: PASSWORD }).expect(200);
    const ip = w.ip();
    for (let i = 0; i < AUTH_PER_MINUTE; i++) {
      await w.post(ip, '/api/auth/verify-email', { token: 'x'.repeat(43) }).expect(400);
    }
    expectRefusal(await w.post(ip, '/api/auth/verify-email', { token: 'x'.repeat(43) }));
  });
});
