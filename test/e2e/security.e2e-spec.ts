import { createHmac } from 'node:crypto';
import { domainToUnicode } from 'node:url';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../../src/common/clock';
import { normaliseEmail } from '../../src/common/email-address';
import { CanonicalEmails1795300210000 } from '../../src/database/migrations/1795300210000-CanonicalEmails';
import { OtpService } from '../../src/otp/otp.service';
import { SessionsService } from '../../src/sessions/sessions.service';
import { LoginLimiter } from '../../src/throttle/login-limiter';
import { UsersService } from '../../src/users/users.service';
import { LIMITS } from '../../src/throttle/rate-limit-policy';
import { useStack } from '../helpers/stack';

jest.setTimeout(120_000);

/**
 * The account holes of the security review (issue 12: points 1, 2, 3, 4, 5, 7's subjects, 10,
 * 12, 13) and the send-limit rules of the foundations issue, each shown against the running app
 * on the real database and a real SMTP sink. Every request comes from its own client address
 * (TRUST_PROXY=1, X-Forwarded-For), so the per-IP request limits stay out of the way; the
 * per-address send limit (one mail a minute) is waited out by moving the app's clock.
 */
describe('security review fixes (API)', () => {
  const PASSWORD = 'Ganga-Tulsi-1957';
  const OTHER_PASSWORD = 'Mallory-Mischief-66';
  const NEW_PASSWORD = 'Kashi-Sarnath-2024';
  const MINUTE = 60_000;
  const SECRET = 'test-secret-test-secret-test-secret-000';
  const run = Date.now().toString(36);
  let clock: Clock;
  let n = 0;
  let ip = 0;
  const address = (tag: string) => `${tag}-${++n}-${run}@example.org`;
  const nextIp = () => `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
  const api = () => request(t.url);
  const post = (path: string, body: object, token?: string) => {
    const call = api().post(path).set('X-Forwarded-For', nextIp()).send(body);
    return token ? call.set('Authorization', `Bearer ${token}`) : call;
  };
  const me = (token: string) =>
    api()
      .get('/api/auth/me')
      .set('X-Forwarded-For', nextIp())
      .set('Authorization', `Bearer ${token}`);
  /** The SMTP sink reports recipients with Unicode domains (smtp-server decodes punycode). */
  const mailbox = (email: string) => {
    const [local, domain] = normaliseEmail(email).split('@');
    return `${local}@${domainToUnicode(domain)}`;
  };
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  /** Lets the one-mail-a-minute send limit of an address pass. */
  const nextMinute = () => clock.advance(MINUTE + 1000);

  const t = useStack({ env: { APP_URL: 'https://pragya.test', TRUST_PROXY: '1' } });
  const { smtp } = t;

  beforeAll(async () => {
    clock = t.app.get(Clock);
  });

  afterEach(() => jest.restoreAllMocks());

  async function signUp(email: string, password = PASSWORD, name = 'Asha Devi') {
    const since = smtp.messages.length;
    await post('/api/auth/signup-request', { name, email, password }).expect(200);
    const otp = await smtp.codeFor(mailbox(email), since);
    const res = await post('/api/auth/verify-otp', { email, otp, password }).expect(200);
    return res.body as { token: string; user: { id: string; name: string } };
  }

  async function register(email: string, password: string, name = 'Ravi Kumar') {
    const since = smtp.messages.length;
    await post('/api/auth/register', { name, email, password }).expect(201);
    return smtp.linkFor(email, '/verify-email?token=', since);
  }

  describe('1. a later sign-up request cannot take over a pending sign-up', () => {
    it('finishing needs the password of the request that produced the code', async () => {
      const email = address('carol');
      await post('/api/auth/signup-request', {
        name: 'Carol',
        email,
        password: PASSWORD,
      }).expect(200);
      nextMinute();
      const since = smtp.messages.length;
      // The attacker asks for the same address with his own name and password.
      await post('/api/auth/signup-request', {
        name: 'Mallory',
        email,
        password: OTHER_PASSWORD,
      }).expect(200);
      const newest = await smtp.codeFor(email, since);
      // Carol types the newest code with her own password: no account with Mallory's details.
      const refused = await post('/api/auth/verify-otp', {
        email,
        otp: newest,
        password: PASSWORD,
      }).expect(400);
      expect(refused.body.msg).toMatch(/different password/);
      expect(await t.app.get(UsersService).findByEmail(email)).toBeNull();

      // Asking again makes the pending sign-up hers, and it finishes with her name and password.
      nextMinute();
      const { user } = await signUp(email, PASSWORD, 'Carol');
      expect(user.name).toBe('Carol');
      await post('/api/auth/login', { email, password: OTHER_PASSWORD }).expect(401);
      await post('/api/auth/login', { email, password: PASSWORD }).expect(200);
    });
  });

  describe('2. registering an address does not give its password or sessions a future', () => {
    it('refuses password sign-in before verification (the right password is told to confirm first, a wrong one gets the one sentence) and re-sends the link', async () => {
      const email = address('prereg');
      await register(email, OTHER_PASSWORD);
      nextMinute();
      const since = smtp.messages.length;
      const refused = await post('/api/auth/login', { email, password: OTHER_PASSWORD }).expect(
        401,
      );
      const wrong = await post('/api/auth/login', { email, password: 'not-it-at-all' }).expect(401);
      // Issue 24: only the password chosen at registration learns that the link is waiting.
      expect(refused.body.message).toBe(
        'Please confirm your e-mail address first — we have sent the link again.',
      );
      expect(wrong.body.message).toBe('Invalid email or password.');
      expect(refused.body).not.toHaveProperty('token');
      // The refusal sends the mailbox a fresh verification link (after the answer).
      await smtp.linkFor(email, '/verify-email?token=', since);
    });

    it('verifying without the password ends every session and removes the password; a reset link comes back', async () => {
      const email = address('victim');
      const link = await register(email, OTHER_PASSWORD);
      // A session from before (opened while unverified sign-in was still allowed).
      const users = t.app.get(UsersService);
      const attacker = (await users.findByEmail(email))!;
      const oldSession = await t.app.get(SessionsService).open(attacker, 'password');
      await me(oldSession).expect(200);

      const res = await post('/api/auth/verify-email', { token: tokenOf(link) }).expect(200);
      expect(res.body).toEqual({
        message: expect.stringMatching(/choose a new password/),
        passwordKept: false,
        next: expect.stringMatching(/^\/reset-password\?token=[\w-]{43}$/),
      });
      await me(oldSession).expect(401);
      await post('/api/auth/login', { email, password: OTHER_PASSWORD }).expect(401);
      const verified = (await users.findByEmail(email))!;
      expect(verified.passwordHash).toBeNull();
      // The name typed with that password is not the owner's either (mails would greet with it).
      expect(verified.name).toBe(normaliseEmail(email).split('@')[0]);

      // A link to choose one is mailed too (for pages that do not follow `next`), and the
      // handed-back link stays valid beside it (reset links live side by side).
      await smtp.linkFor(email, '/reset-password?token=');
      // The mailbox owner chooses a password through the handed-back link and signs in.
      const next = new URL(res.body.next, 'https://pragya.test');
      await post('/api/auth/reset-password', {
        token: next.searchParams.get('token'),
        password: NEW_PASSWORD,
      }).expect(200);
      await post('/api/auth/login', { email, password: NEW_PASSWORD }).expect(200);
    });

    it('verifying with the password chosen at registration keeps it', async () => {
      const email = address('registrant');
      const link = await register(email, PASSWORD);
      const wrong = await register(address('registrant-wrong'), PASSWORD);
      const kept = await post('/api/auth/verify-email', {
        token: tokenOf(link),
        password: PASSWORD,
      }).expect(200);
      expect(kept.body).toEqual({ message: 'Email verified successfully!', passwordKept: true });
      await post('/api/auth/login', { email, password: PASSWORD }).expect(200);
      // A wrong password changes nothing and may be typed again (issue 24); removing the
      // password is the explicit choice of sending none.
      await post('/api/auth/verify-email', {
        token: tokenOf(wrong),
        password: 'Not-The-Password-1',
      }).expect(400);
      const cleared = await post('/api/auth/verify-email', { token: tokenOf(wrong) }).expect(200);
      expect(cleared.body.passwordKept).toBe(false);
    });
  });

  it('verifying with the password forgets the sign-in failures its refused sign-ins counted', async () => {
    const email = address('eager');
    await register(email, PASSWORD);
    const from = nextIp();
    const login = () =>
      api()
        .post('/api/auth/login')
        .set('X-Forwarded-For', from)
        .send({ email, password: PASSWORD });
    const since = smtp.messages.length;
    for (let i = 0; i < LIMITS['signin-fail-account-ip'].points; i++) await login().expect(401);
    await login().expect(429);
    // The refused sign-ins sent a fresh link, which replaced the first.
    const link = await smtp.linkFor(email, '/verify-email?token=', since);
    await api()
      .post('/api/auth/verify-email')
      .set('X-Forwarded-For', from)
      .send({ token: tokenOf(link), password: PASSWORD })
      .expect(200);
    await login().expect(200);
  });

  describe('3. verify-otp does not tell whether an address has an account', () => {
    it('answers a wrong code with one sentence for an existing and a new address', async () => {
      const existing = address('has-account');
      await signUp(existing);
      const fresh = address('no-account');
      nextMinute();
      for (const email of [existing, fresh]) {
        await post('/api/auth/signup-request', { name: 'X', email, password: PASSWORD }).expect(
          200,
        );
      }
      const code = await smtp.codeFor(fresh);
      const wrong = code === '000000' ? '111111' : '000000';
      const a = await post('/api/auth/verify-otp', {
        email: existing,
        otp: wrong,
        password: PASSWORD,
      }).expect(400);
      const b = await post('/api/auth/verify-otp', {
        email: fresh,
        otp: wrong,
        password: PASSWORD,
      }).expect(400);
      expect(a.body).toEqual(b.body);
    });
  });

  describe('4. forgot-password answers before it touches the account', () => {
    // A table lock held by another connection shows whether the answer waits for the link to be
    // written. The embedded database has one connection, so this needs a real Postgres.
    (process.env.DATABASE_URL ? it : it.skip)(
      'answers for an existing address while the verification table is locked',
      async () => {
        const email = address('forgot-timing');
        await signUp(email);
        const runner = t.app.get(DataSource).createQueryRunner();
        await runner.connect();
        await runner.startTransaction();
        try {
          await runner.query('LOCK TABLE verifications IN EXCLUSIVE MODE');
          const res = await post('/api/auth/forgot-password', { email }).timeout(3000);
          expect(res.status).toBe(200);
        } finally {
          await runner.rollbackTransaction();
          await runner.release();
        }
        await smtp.linkFor(email, '/reset-password?token=');
      },
    );
  });

  describe('5. look-alike addresses are one address', () => {
    it('treats NFC, NFD, punycode and upper-case spellings as one account', async () => {
      const local = `alice-${run}`;
      const { user } = await signUp(`${local}@exämple.com`);
      const stored = (await t.app.get(UsersService).findByEmail(`${local}@xn--exmple-cua.com`))!;
      expect(stored.id).toBe(user.id);
      expect(stored.email).toBe(`${local}@xn--exmple-cua.com`);
      for (const spelling of [
        `${local}@exa\u0308mple.com`,
        `${local}@xn--exmple-cua.com`,
        `${local.toUpperCase()}@EXÄMPLE.COM`,
      ]) {
        nextMinute();
        const since = smtp.messages.length;
        await post('/api/auth/signup-request', {
          name: 'Twin',
          email: spelling,
          password: PASSWORD,
        }).expect(200);
        const mail = await smtp.waitFor(
          mailbox(spelling),
          (m) => smtp.messages.indexOf(m) >= since,
        );
        expect(mail.subject).toBe('You already have a Pragya Trust account');
        await post('/api/auth/login', { email: spelling, password: PASSWORD }).expect(200);
      }
    });

    it('rewrites addresses stored before into the one form (migration)', async () => {
      const dataSource = t.app.get(DataSource);
      const before = `bob-${run}@exämple.com`;
      const { id } = await t.app.get(UsersService).create({
        name: 'Bob',
        email: `placeholder-${run}@example.org`,
        passwordHash: null,
        isEmailVerified: true,
      });
      await dataSource.query(`UPDATE users SET email = $1 WHERE id = $2`, [before, id]);
      const runner = dataSource.createQueryRunner();
      try {
        await new CanonicalEmails1795300210000().up(runner);
      } finally {
        await runner.release();
      }
      const [row] = await dataSource.query(`SELECT email FROM users WHERE id = $1`, [id]);
      expect(row.email).toBe(`bob-${run}@xn--exmple-cua.com`);
    });

    it('refuses invisible characters with a clear sentence, in every e-mail field', async () => {
      const email = `zw\u200b-${run}@example.org`;
      for (const [path, body] of [
        ['/api/auth/signup-request', { name: 'A', email, password: PASSWORD }],
        ['/api/auth/register', { name: 'A', email, password: PASSWORD }],
        ['/api/auth/login', { email, password: PASSWORD }],
        ['/api/auth/forgot-password', { email }],
        ['/api/contact', { name: 'A', email, message: 'Hello' }],
      ] as const) {
        const res = await post(path, body).expect(400);
        expect(res.body.errors).toContainEqual({
          field: 'email',
          message: expect.stringMatching(/invisible characters/),
        });
      }
      expect(smtp.to(`zw-${run}@example.org`)).toHaveLength(0);
    });
  });

  describe('7. codes never appear in a subject', () => {
    it('puts the code in the body of sign-up and sign-in mails only', async () => {
      const email = address('subject');
      const { token } = await signUp(email);
      await post('/api/auth/otp/toggle', { enable: true }, token).expect(200);
      const since = smtp.messages.length;
      await post('/api/auth/login', { email, password: PASSWORD }).expect(200);
      await smtp.codeFor(email, since);
      const subjects = smtp.to(email).map((m) => m.subject);
      for (const subject of subjects) expect(subject).not.toMatch(/\d/);
      // The notice that the e-mailed code was turned on carries no code at all.
      const mails = smtp
        .to(email)
        .filter((m) => m.subject !== 'Your Pragya Trust sign-in now asks for an e-mailed code');
      expect(mails.map((m) => m.subject)).toEqual([
        'Your Pragya Trust sign-up code',
        'Your Pragya Trust sign-in code',
      ]);
      for (const mail of mails) expect(mail.text).toMatch(/\b\d{6}\b/);
    });
  });

  describe('10. tokens must carry exp and sid', () => {
    const sign = (body: object) => {
      const h = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
      const p = Buffer.from(JSON.stringify(body)).toString('base64url');
      return `${h}.${p}.${createHmac('sha256', SECRET).update(`${h}.${p}`).digest('base64url')}`;
    };

    it('refuses a correctly signed token without exp, and one without sid', async () => {
      const { token } = await signUp(address('noexp'));
      const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      await me(sign(claims)).expect(200);
      const { exp: _exp, ...withoutExp } = claims;
      const { sid: _sid, ...withoutSid } = claims;
      await me(sign(withoutExp)).expect(401);
      await me(sign(withoutSid)).expect(401);
      await me(sign({ ...claims, exp: String(claims.exp) })).expect(401);
    });
  });

  describe('12. turning the e-mailed second factor off needs a recent sign-in', () => {
    it('refuses a stale session even with the password, and turns it off after reauth', async () => {
      const email = address('twofactor-off');
      const { token } = await signUp(email);
      await post('/api/auth/otp/toggle', { enable: true }, token).expect(200);
      await t.app
        .get(DataSource)
        .query(
          `UPDATE sessions SET proven_at = proven_at - interval '11 minutes' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
          [email],
        );
      const stale = await post(
        '/api/auth/otp/toggle',
        { enable: false, password: PASSWORD },
        token,
      ).expect(403);
      expect(stale.body.reauthRequired).toBe(true);
      expect((await me(token).expect(200)).body.user.otpEnabled).toBe(true);
      await post('/api/auth/reauth', { password: 'not-the-password' }, token).expect(400);
      await post('/api/auth/reauth', { password: PASSWORD }, token).expect(204);
      const off = await post('/api/auth/otp/toggle', { enable: false }, token).expect(200);
      expect(off.body.user.otpEnabled).toBe(false);
    });
  });

  describe('13. mails greet with the account owner’s name or none', () => {
    it('never greets with a name typed by whoever made the request', async () => {
      const signupVictim = address('greet-signup');
      const registerVictim = address('greet-register');
      await post('/api/auth/signup-request', {
        name: 'Mallory Mischief',
        email: signupVictim,
        password: OTHER_PASSWORD,
      }).expect(200);
      await register(registerVictim, OTHER_PASSWORD, 'Mallory Mischief');
      const owner = address('greet-owner');
      await signUp(owner, PASSWORD, 'Asha Devi');
      nextMinute();
      await post('/api/auth/signup-request', {
        name: 'Mallory Mischief',
        email: owner,
        password: OTHER_PASSWORD,
      }).expect(200);
      await post('/api/auth/forgot-password', { email: owner }).expect(200);
      await smtp.linkFor(owner, '/reset-password?token=');
      for (const email of [signupVictim, registerVictim, owner]) {
        await smtp.waitFor(email);
        for (const mail of smtp.to(email)) {
          expect(mail.text).not.toContain('Mallory');
          expect(mail.html).not.toContain('Mallory');
        }
      }
      const reset = smtp.to(owner).find((m) => m.text.includes('/reset-password?token='))!;
      expect(reset.text).toContain('Namaste Asha Devi,');
    });
  });

  describe('send limits (foundations issue)', () => {
    it('keeps a reset link valid when a newer one is sent; using one ends the others', async () => {
      const email = address('two-links');
      await signUp(email);
      await post('/api/auth/forgot-password', { email }).expect(200);
      const first = await smtp.linkFor(email, '/reset-password?token=');
      nextMinute();
      const since = smtp.messages.length;
      await post('/api/auth/forgot-password', { email }).expect(200);
      const second = await smtp.linkFor(email, '/reset-password?token=', since);
      expect(second).not.toBe(first);
      await post('/api/auth/reset-password', {
        token: tokenOf(first),
        password: NEW_PASSWORD,
      }).expect(200);
      await post('/api/auth/reset-password', {
        token: tokenOf(second),
        password: 'Third-Password-99',
      }).expect(400);
      await post('/api/auth/login', { email, password: NEW_PASSWORD }).expect(200);
    });

    it('gives the send permit back when writing the sign-in code fails', async () => {
      const email = address('permit');
      const { token } = await signUp(email);
      await post('/api/auth/otp/toggle', { enable: true }, token).expect(200);
      jest
        .spyOn(t.app.get(OtpService), 'issueCode')
        .mockRejectedValueOnce(new Error('could not write the code'));
      await post('/api/auth/login', { email, password: PASSWORD }).expect(500);
      // Within the same minute: the failed attempt did not use up the one send a minute.
      const since = smtp.messages.length;
      const again = await post('/api/auth/login', { email, password: PASSWORD }).expect(200);
      expect(again.body.requiresOTP).toBe(true);
      await smtp.codeFor(email, since);
    });
  });

  describe('sign-in failure limits', () => {
    it('reports failures and successes to the login limiter with the client address', async () => {
      const email = address('limiter');
      await signUp(email);
      const limiter = t.app.get(LoginLimiter);
      const assertAllowed = jest.spyOn(limiter, 'assertAllowed');
      const recordFailure = jest.spyOn(limiter, 'recordFailure');
      const clearFailures = jest.spyOn(limiter, 'clearFailures');
      const from = '192.0.2.7';
      await api()
        .post('/api/auth/login')
        .set('X-Forwarded-For', from)
        .send({ email, password: 'wrong-password' })
        .expect(401);
      expect(assertAllowed).toHaveBeenLastCalledWith(email, from);
      expect(recordFailure).toHaveBeenLastCalledWith(email, from);
      await api()
        .post('/api/auth/login')
        .set('X-Forwarded-For', from)
        .send({ email, password: PASSWORD })
        .expect(200);
      expect(clearFailures).toHaveBeenLastCalledWith(email, from);
      await api()
        .post('/api/auth/verify-otp')
        .set('X-Forwarded-For', from)
        .send({ email, otp: '000000', password: PASSWORD })
        .expect(400);
      expect(recordFailure).toHaveBeenCalledTimes(2);

      await post('/api/auth/forgot-password', { email }).expect(200);
      const link = await smtp.linkFor(email, '/reset-password?token=');
      clearFailures.mockClear();
      await post('/api/auth/reset-password', {
        token: tokenOf(link),
        password: NEW_PASSWORD,
      }).expect(200);
      expect(clearFailures).toHaveBeenCalledWith(email);
    });
  });
});
