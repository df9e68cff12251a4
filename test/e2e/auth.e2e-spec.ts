import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { OtpService } from '../../src/otp/otp.service';
import { Clock } from '../../src/common/clock';
import { RateLimitPolicy } from '../../src/throttle/rate-limit-policy';
import { RateLimiters } from '../../src/throttle/rate-limiters';
import { freePort } from '../helpers/free-port';
import { useStack } from '../helpers/stack';
import { startTestApp, type TestApp } from '../helpers/test-app';

jest.setTimeout(120_000);

const PASSWORD = 'Ganga-Tulsi-1957';
const NEW_PASSWORD = 'Kashi-Sarnath-2024';
const APP_URL = 'https://pragya.test';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every error answer carries one sentence under message, error and msg. */
function expectErrorShape(body: Record<string, unknown>, status: number): void {
  expect(body.statusCode).toBe(status);
  expect(body.message).toEqual(expect.stringMatching(/^[A-Z].*[.!?]$/));
  expect(body.error).toBe(body.message);
  expect(body.msg).toBe(body.message);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

describe('member accounts (API)', () => {
  let clock: Clock;
  let policy: RateLimitPolicy;
  let n = 0;
  // Unique per run: against a persistent Postgres, earlier runs' accounts are still there.
  const run = Date.now().toString(36);
  const address = (tag: string) => `${tag}-${++n}-${run}@example.org`;
  const api = () => request(t.url);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const limiters = () => t.app.get(RateLimiters);
  /** The send counters measure real time; forgetting the minute's counts stands for a minute passing. */
  const minutePasses = () => limiters().clear('send-address-ip-minute');

  const t = useStack({ env: { APP_URL } });
  const { smtp } = t;

  beforeAll(async () => {
    clock = t.app.get(Clock);
    policy = t.app.get(RateLimitPolicy);
    // Many calls come from one IP here; the limits themselves are tested at factor 1 below.
    policy.factor = 50;
    await t.app.get(RateLimiters).clear();
  });

  /** Signs up with a code; returns the session. */
  async function signUp(email: string, password = PASSWORD, name = 'Asha Devi') {
    const since = smtp.messages.length;
    await api().post('/api/auth/signup-request').send({ name, email, password }).expect(200);
    const otp = await smtp.codeFor(email, since);
    const res = await api().post('/api/auth/verify-otp').send({ email, otp, password }).expect(200);
    return res.body as { token: string; user: Record<string, unknown> };
  }

  /** Registers (unverified) and returns the verification link of the mail. */
  async function register(email: string, password = PASSWORD): Promise<string> {
    const since = smtp.messages.length;
    await api()
      .post('/api/auth/register')
      .send({ name: 'Ravi Kumar', email, password })
      .expect(201);
    return smtp.linkFor(email, '/verify-email?token=', since);
  }

  async function login(email: string, password = PASSWORD): Promise<string> {
    const res = await api().post('/api/auth/login').send({ email, password }).expect(200);
    expect(res.body.token).toEqual(expect.any(String));
    return res.body.token as string;
  }

  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  describe('sign-up with a code', () => {
    it('mails a code and creates a verified, signed-in account', async () => {
      const email = address('signup');
      const res = await api()
        .post('/api/auth/signup-request')
        .send({ name: '  Asha Devi ', email: `  ${email.toUpperCase()} `, password: PASSWORD })
        .expect(200);
      expect(res.body).toEqual({ msg: expect.stringMatching(/code/) });
      const mail = await smtp.waitFor(email);
      expect(mail.subject).toBe('Your Pragya Trust sign-up code');
      const otp = /\b(\d{6})\b/.exec(mail.text)![1];
      expect(mail.html).toContain(otp);
      expect(mail.html).toContain('Pragya Trust');
      expect(mail.html).not.toMatch(/<img\b/i);

      const done = await api()
        .post('/api/auth/verify-otp')
        .send({ email, otp, name: 'Asha Devi', password: PASSWORD })
        .expect(200);
      expect(Object.keys(done.body).sort()).toEqual(['msg', 'token', 'user']);
      expect(done.body.user).toEqual({
        id: expect.any(String),
        name: 'Asha Devi',
        email,
        username: null,
        avatar: null,
        isEmailVerified: true,
        otpEnabled: false,
        hasPassword: true,
        role: 'user',
        createdAt: expect.any(String),
        lastLogin: expect.any(String),
        secondFactor: 'off',
      });
      const me = await api().get('/api/auth/me').set(bearer(done.body.token)).expect(200);
      expect(me.body).toEqual({ user: done.body.user });
      // Single use.
      const again = await api()
        .post('/api/auth/verify-otp')
        .send({ email, otp, password: PASSWORD })
        .expect(400);
      expectErrorShape(again.body, 400);
      // The password works for sign-in.
      await login(email);
    });

    it('kills a code after 5 wrong tries', async () => {
      const email = address('wrong');
      await api()
        .post('/api/auth/signup-request')
        .send({ name: 'Asha', email, password: PASSWORD })
        .expect(200);
      const otp = await smtp.codeFor(email);
      const wrong = otp === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await api()
          .post('/api/auth/verify-otp')
          .send({ email, otp: wrong, password: PASSWORD })
          .expect(400);
        expect(res.body.msg).toMatch(/not correct/);
      }
      const res = await api()
        .post('/api/auth/verify-otp')
        .send({ email, otp, password: PASSWORD })
        .expect(400);
      expect(res.body.msg).toMatch(/ask for a new one/);
      await api().post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
    });

    it('refuses an expired code', async () => {
      const email = address('expired');
      await api()
        .post('/api/auth/signup-request')
        .send({ name: 'Asha', email, password: PASSWORD })
        .expect(200);
      const otp = await smtp.codeFor(email);
      clock.advance(10 * MINUTE + 1000);
      const res = await api()
        .post('/api/auth/verify-otp')
        .send({ email, otp, password: PASSWORD })
        .expect(400);
      expect(res.body.msg).toMatch(/expired/);
    });

    it('replaces the first code with the second and limits sends to 1 a minute, 5 an hour', async () => {
      const email = address('resend');
      const body = { name: 'Asha', email, password: PASSWORD };
      await api().post('/api/auth/signup-request').send(body).expect(200);
      const first = await smtp.codeFor(email);
      const limited = await api().post('/api/auth/signup-request').send(body).expect(429);
      expectErrorShape(limited.body, 429);
      expect(limited.body.message).toMatch(
        /^Too many attempts\. Try again in (\d+ seconds|1 minute)\.$/,
      );
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(smtp.to(email)).toHaveLength(1);

      await minutePasses();
      const since = smtp.messages.length;
      await api().post('/api/auth/signup-request').send(body).expect(200);
      const second = await smtp.codeFor(email, since);
      if (first !== second) {
        await api()
          .post('/api/auth/verify-otp')
          .send({ email, otp: first, password: PASSWORD })
          .expect(400);
      }
      // Three more sends a minute apart make 5 this hour; the sixth is refused.
      for (let i = 0; i < 3; i++) {
        await minutePasses();
        await api().post('/api/auth/signup-request').send(body).expect(200);
      }
      await minutePasses();
      const hourly = await api().post('/api/auth/signup-request').send(body).expect(429);
      expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(60);
      await limiters().clear('send-address-ip-minute', 'send-address-ip-hour', 'send-address-hour');
      const last = smtp.messages.length;
      await api().post('/api/auth/signup-request').send(body).expect(200);
      const otp = await smtp.codeFor(email, last);
      await api().post('/api/auth/verify-otp').send({ email, otp, password: PASSWORD }).expect(200);
    });

    it('answers the same for an address with an account, and mails a notice instead of a code', async () => {
      const email = address('taken');
      const { user } = await signUp(email);
      await minutePasses();
      const since = smtp.messages.length;
      const res = await api()
        .post('/api/auth/signup-request')
        .send({ name: 'Someone Else', email, password: 'Another-Secret-77' })
        .expect(200);
      expect(res.body).toEqual({ msg: expect.stringMatching(/code/) });
      const mail = await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= since);
      expect(mail.subject).toBe('You already have a Pragya Trust account');
      expect(mail.text).toContain(`${APP_URL}/login`);
      expect(mail.text).toContain(`${APP_URL}/forgot-password`);
      expect(mail.text).not.toMatch(/\b\d{6}\b/);
      expect(await t.app.get(OtpService).pending('signup', email)).toBeNull();
      // The account is untouched.
      const again = await login(email);
      const me = await api().get('/api/auth/me').set(bearer(again)).expect(200);
      expect(me.body.user.id).toBe(user.id);
    });

    it('answers 503 with a sentence when the mail cannot be sent, and keeps the pending sign-up', async () => {
      const email = address('smtpdown');
      await smtp.down();
      let res;
      try {
        res = await api()
          .post('/api/auth/signup-request')
          .send({ name: 'Asha', email, password: PASSWORD })
          .expect(503);
      } finally {
        await smtp.up();
      }
      expectErrorShape(res.body, 503);
      expect(res.body.msg).toMatch(/could not send/);
      expect(await t.app.get(OtpService).pending('signup', email)).not.toBeNull();
      // The failed send did not use up the allowance: trying again at once works.
      await api()
        .post('/api/auth/signup-request')
        .send({ name: 'Asha', email, password: PASSWORD })
        .expect(200);
      const otp = await smtp.codeFor(email);
      await api().post('/api/auth/verify-otp').send({ email, otp, password: PASSWORD }).expect(200);
    });

    it('refuses short and common passwords with the sentence the pages show', async () => {
      const short = await api()
        .post('/api/auth/signup-request')
        .send({ name: 'Asha', email: address('short'), password: 'abc' })
        .expect(400);
      expectErrorShape(short.body, 400);
      expect(short.body.msg).toBe('Password must be at least 6 characters long.');
      expect(short.body.errors).toEqual([{ field: 'password', message: short.body.msg }]);
      for (const password of ['123456789', 'Password1', 'qwerty123']) {
        const res = await api()
          .post('/api/auth/register')
          .send({ name: 'Asha', email: address('common'), password })
          .expect(400);
        expect(res.body.msg).toMatch(/too common/);
      }
      const long = await api()
        .post('/api/auth/signup-request')
        .send({ name: 'Asha', email: address('long'), password: 'x'.repeat(129) })
        .expect(400);
      expect(long.body.msg).toMatch(/at most 128/);
    });
  });

  describe('sign-in', () => {
    it('signs in, sets lastLogin each time, and answers one 401 for a wrong e-mail or password', async () => {
      const email = address('login');
      const { user } = await signUp(email);
      const firstLogin = user.lastLogin as string;
      clock.advance(1000);
      const res = await api()
        .post('/api/auth/login')
        .send({ email: email.toUpperCase(), password: PASSWORD })
        .expect(200);
      expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
      expect(new Date(res.body.user.lastLogin).getTime()).toBeGreaterThan(
        new Date(firstLogin).getTime(),
      );
      const wrongPassword = await api()
        .post('/api/auth/login')
        .send({ email, password: 'not-the-password' })
        .expect(401);
      const unknown = await api()
        .post('/api/auth/login')
        .send({ email: address('nobody'), password: PASSWORD })
        .expect(401);
      expectErrorShape(wrongPassword.body, 401);
      expect(unknown.body).toEqual(wrongPassword.body);
      expect(unknown.body.msg).toBe('Invalid email or password.');
    });

    it('takes as long for an unknown address as for a wrong password (both hash)', async () => {
      const email = address('timing');
      await signUp(email);
      const time = async (body: object) => {
        const started = process.hrtime.bigint();
        await api().post('/api/auth/login').send(body).expect(401);
        return Number(process.hrtime.bigint() - started) / 1e6;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 7; i++) {
        known.push(await time({ email, password: `wrong-${i}-password` }));
        unknown.push(await time({ email: address('ghost'), password: `wrong-${i}-password` }));
      }
      const success: number[] = [];
      for (let i = 0; i < 7; i++) {
        const started = process.hrtime.bigint();
        await api().post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
        success.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      const ratio = median(known) / median(unknown);
      console.log(
        `login latency (median of 7): success ${median(success).toFixed(1)} ms, ` +
          `wrong password ${median(known).toFixed(1)} ms, ` +
          `unknown address ${median(unknown).toFixed(1)} ms`,
      );
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    });

    it('with two-factor on: requiresOTP, the mailed code, then verify-otp with the password', async () => {
      const email = address('twofactor');
      const { token } = await signUp(email);
      const toggled = await api()
        .post('/api/auth/otp/toggle')
        .set(bearer(token))
        .send({ enable: true })
        .expect(200);
      expect(toggled.body.message).toEqual(expect.any(String));
      expect(toggled.body.user.otpEnabled).toBe(true);

      const since = smtp.messages.length;
      const res = await api()
        .post('/api/auth/login')
        .send({ email, password: PASSWORD })
        .expect(200);
      expect(res.body).toEqual({ requiresOTP: true, method: 'email', msg: expect.any(String) });
      expect(res.body.token).toBeUndefined();
      const mail = await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= since);
      expect(mail.subject).toMatch(/sign-in code/);
      const otp = /\b(\d{6})\b/.exec(mail.text)![1];

      const wrong = await api()
        .post('/api/auth/verify-otp')
        .send({ email, otp, password: 'not-the-password' })
        .expect(401);
      expect(wrong.body.token).toBeUndefined();
      expect(wrong.body.msg).toBe('Invalid email or password.');
      const missing = await api().post('/api/auth/verify-otp').send({ email, otp }).expect(401);
      expect(missing.body.token).toBeUndefined();

      const ok = await api()
        .post('/api/auth/verify-otp')
        .send({ email, otp, password: PASSWORD })
        .expect(200);
      expect(ok.body.token).toEqual(expect.any(String));
      expect(ok.body.user.otpEnabled).toBe(true);
      await api().get('/api/auth/me').set(bearer(ok.body.token)).expect(200);

      const off = await api()
        .post('/api/auth/otp/toggle')
        .set(bearer(ok.body.token))
        .send({ enable: false, password: PASSWORD })
        .expect(200);
      expect(off.body.user.otpEnabled).toBe(false);
      await login(email);
    });

    it('refuses two-factor for an unverified address and non-boolean toggles', async () => {
      // Unverified accounts cannot sign in any more; one whose address became unproven can.
      const email = address('unverified2fa');
      const { token, user } = await signUp(email);
      await t.app
        .get(DataSource)
        .query(`UPDATE users SET is_email_verified = false WHERE id = $1`, [user.id]);
      const res = await api()
        .post('/api/auth/otp/toggle')
        .set(bearer(token))
        .send({ enable: true })
        .expect(400);
      expect(res.body.message).toMatch(/verify your e-mail/);
      await api()
        .post('/api/auth/otp/toggle')
        .set(bearer(token))
        .send({ enable: 'yes' })
        .expect(400);
    });
  });

  describe('register and verify-email', () => {
    it('creates an unverified account, mails a link, and the link verifies it once', async () => {
      const email = address('register');
      const res = await api()
        .post('/api/auth/register')
        .send({ name: 'Ravi Kumar', email, password: PASSWORD })
        .expect(201);
      expect(res.body).toEqual({ message: expect.stringMatching(/^Registration successful!/) });
      const link = await smtp.linkFor(email, '/verify-email?token=');
      expect(link.startsWith(`${APP_URL}/verify-email?token=`)).toBe(true);

      // Unverified accounts may not sign in (the address is not proven yet); the refusal
      // sends the link again (at most one a minute).
      await minutePasses();
      const since = smtp.messages.length;
      await api().post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
      const relinked = await smtp.linkFor(email, '/verify-email?token=', since);

      // Following the link with the password chosen at registration keeps it.
      const verified = await api()
        .post('/api/auth/verify-email')
        .send({ token: tokenOf(relinked), password: PASSWORD })
        .expect(200);
      expect(verified.body).toEqual({
        message: 'Email verified successfully!',
        passwordKept: true,
      });
      const token = await login(email);
      const after = await api().get('/api/auth/me').set(bearer(token)).expect(200);
      expect(after.body.user.isEmailVerified).toBe(true);
      expect(relinked).not.toBe(link);

      const again = await api()
        .post('/api/auth/verify-email')
        .send({ token: tokenOf(relinked) })
        .expect(400);
      expectErrorShape(again.body, 400);
      expect(again.body.error).toMatch(/invalid or has expired/);
    });

    it('answers the same for an existing address and mails a notice', async () => {
      const email = address('register-taken');
      await signUp(email);
      const since = smtp.messages.length;
      const res = await api()
        .post('/api/auth/register')
        .send({ name: 'Other', email, password: 'Another-Secret-77' })
        .expect(201);
      expect(res.body.message).toMatch(/^Registration successful!/);
      const mail = await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= since);
      expect(mail.subject).toBe('You already have a Pragya Trust account');
      await login(email);
      await api()
        .post('/api/auth/login')
        .send({ email, password: 'Another-Secret-77' })
        .expect(401);
    });

    it('resends a new link on a refused sign-in (the old one stops working); refuses resending once verified', async () => {
      const email = address('resend-link');
      const first = await register(email);
      await minutePasses();
      const since = smtp.messages.length;
      await api().post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
      const second = await smtp.linkFor(email, '/verify-email?token=', since);
      expect(second).not.toBe(first);
      await api()
        .post('/api/auth/verify-email')
        .send({ token: tokenOf(first) })
        .expect(400);
      await api()
        .post('/api/auth/verify-email')
        .send({ token: tokenOf(second), password: PASSWORD })
        .expect(200);
      const token = await login(email);
      await minutePasses();
      const done = await api().post('/api/auth/resend-verification').set(bearer(token)).expect(400);
      expect(done.body.message).toMatch(/already verified/);
      await api().post('/api/auth/resend-verification').expect(401);
    });

    it('refuses an expired verification link and malformed tokens', async () => {
      const email = address('verify-expired');
      const link = await register(email);
      clock.advance(24 * HOUR + 1000);
      await api()
        .post('/api/auth/verify-email')
        .send({ token: tokenOf(link) })
        .expect(400);
      for (const token of ['', 'short', 'x'.repeat(43) + '=', 42, null]) {
        const res = await api().post('/api/auth/verify-email').send({ token }).expect(400);
        expectErrorShape(res.body, 400);
      }
    });
  });

  describe('forgot and reset password', () => {
    it('mails a link; reset ends every session, the new password works, the link works once', async () => {
      const email = address('reset');
      const { token: first } = await signUp(email);
      const second = await login(email);

      const res = await api().post('/api/auth/forgot-password').send({ email }).expect(200);
      const link = await smtp.linkFor(email, '/reset-password?token=');
      expect(link.startsWith(`${APP_URL}/reset-password?token=`)).toBe(true);

      const since = smtp.messages.length;
      const reset = await api()
        .post('/api/auth/reset-password')
        .send({ token: tokenOf(link), password: NEW_PASSWORD })
        .expect(200);
      expect(reset.body).toEqual({ message: expect.stringMatching(/password has been reset/) });
      for (const old of [first, second]) {
        await api().get('/api/auth/me').set(bearer(old)).expect(401);
      }
      await api().post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
      await login(email, NEW_PASSWORD);
      const notice = await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= since);
      expect(notice.subject).toBe('Your Pragya Trust password was changed');

      const again = await api()
        .post('/api/auth/reset-password')
        .send({ token: tokenOf(link), password: 'Third-Password-99' })
        .expect(400);
      expectErrorShape(again.body, 400);
      expect(again.body.error).toMatch(/reset link is invalid or has expired/);
      expect(res.body.message).toEqual(expect.any(String));
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const known = address('forgot-known');
      await signUp(known);
      const unknown = address('forgot-unknown');
      const a = await api().post('/api/auth/forgot-password').send({ email: known }).expect(200);
      const b = await api().post('/api/auth/forgot-password').send({ email: unknown }).expect(200);
      expect(b.body).toEqual(a.body);
      await smtp.linkFor(known, '/reset-password?token=');
      // The mails go after the answers: once that work is done, none went to the unknown address.
      await t.drainMail();
      expect(smtp.to(unknown)).toHaveLength(0);
    });

    it('refuses an expired reset link and a common new password', async () => {
      const email = address('reset-expired');
      await signUp(email);
      await api().post('/api/auth/forgot-password').send({ email }).expect(200);
      const link = await smtp.linkFor(email, '/reset-password?token=');
      const common = await api()
        .post('/api/auth/reset-password')
        .send({ token: tokenOf(link), password: 'iloveyou' })
        .expect(400);
      expect(common.body.error).toMatch(/too common/);
      clock.advance(HOUR + 1000);
      await api()
        .post('/api/auth/reset-password')
        .send({ token: tokenOf(link), password: NEW_PASSWORD })
        .expect(400);
      await login(email);
    });
  });

  describe('sessions', () => {
    it('logout revokes that token only', async () => {
      const email = address('logout');
      const { token } = await signUp(email);
      const other = await login(email);
      const res = await api().post('/api/auth/logout').set(bearer(token)).expect(200);
      expect(res.body).toEqual({ message: expect.any(String) });
      const after = await api().get('/api/auth/me').set(bearer(token)).expect(401);
      expectErrorShape(after.body, 401);
      await api().post('/api/auth/logout').set(bearer(token)).expect(401);
      await api().get('/api/auth/me').set(bearer(other)).expect(200);
    });

    it('refuses missing, malformed, foreign, tampered and expired tokens', async () => {
      const email = address('tokens');
      const { token, user } = await signUp(email);
      const [header, payload] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'sid', 'sub']);
      expect(claims.sub).toBe(user.id);
      // The answer's token lives a day; the cookie holds the 7-day one (decision 0110).
      expect(claims.exp - claims.iat).toBe(24 * 3600);
      expect(JSON.parse(Buffer.from(header, 'base64url').toString()).alg).toBe('HS256');

      const sign = (body: object, secret: string) => {
        const h = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
        const p = Buffer.from(JSON.stringify(body)).toString('base64url');
        const s = createHmac('sha256', secret).update(`${h}.${p}`).digest('base64url');
        return `${h}.${p}.${s}`;
      };
      const secret = 'test-secret-test-secret-test-secret-000';
      const bad = [
        'nonsense',
        `${token}x`,
        sign(claims, 'some-other-secret-some-other-secret-00'),
        sign({ ...claims, sid: 'not-a-uuid' }, secret),
        sign({ ...claims, sid: '00000000-0000-4000-8000-000000000000' }, secret),
        sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, secret),
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
      ];
      await api().get('/api/auth/me').expect(401);
      for (const value of bad) {
        const res = await api().get('/api/auth/me').set(bearer(value)).expect(401);
        expectErrorShape(res.body, 401);
      }
      await api().get('/api/auth/me').set(bearer(token)).expect(200);
      clock.advance(7 * 24 * HOUR + 1000);
      await api().get('/api/auth/me').set(bearer(token)).expect(401);
    });
  });

  describe('profile', () => {
    it('changes name and username; a taken username is a 409 with a sentence', async () => {
      const first = await signUp(address('profile-a'));
      const second = await signUp(address('profile-b'));
      const res = await api()
        .patch('/api/users/me')
        .set(bearer(first.token))
        .send({ name: ' Asha D. ', username: 'Asha_1' })
        .expect(200);
      expect(res.body.user).toMatchObject({ name: 'Asha D.', username: 'Asha_1' });
      const taken = await api()
        .patch('/api/users/me')
        .set(bearer(second.token))
        .send({ username: 'asha_1' })
        .expect(409);
      expectErrorShape(taken.body, 409);
      expect(taken.body.message).toMatch(/already taken/);
      for (const username of ['ab', 'a'.repeat(21), 'bad name', 'x-y', 7]) {
        const bad = await api()
          .patch('/api/users/me')
          .set(bearer(second.token))
          .send({ username })
          .expect(400);
        expect(bad.body.errors[0].field).toBe('username');
      }
      await api()
        .patch('/api/users/me')
        .set(bearer(second.token))
        .send({ role: 'admin' })
        .expect(400);
      const cleared = await api()
        .patch('/api/users/me')
        .set(bearer(first.token))
        .send({ username: null })
        .expect(200);
      expect(cleared.body.user.username).toBeNull();
      await api().patch('/api/users/me').send({ name: 'X' }).expect(401);
    });
  });
});

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

describe('with no SMTP (outbox) and REDIS_URL set', () => {
  let t: TestApp;
  let redis: ChildProcess | undefined;

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (hasRedis) {
      const port = await freePort();
      redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      env = { REDIS_URL: `redis://127.0.0.1:${port}` };
    }
    t = await startTestApp(env);
  });

  afterAll(async () => {
    await t?.close();
    redis?.kill();
  });

  it('writes codes and links to DATA_DIR/outbox', async () => {
    const email = `outbox-${Date.now().toString(36)}@example.org`;
    await request(t.url)
      .post('/api/auth/signup-request')
      .send({ name: 'Local', email, password: PASSWORD })
      .expect(200);
    await request(t.url)
      .post('/api/auth/register')
      .send({ name: 'Local', email: `r-${email}`, password: PASSWORD })
      .expect(201);
    const outbox = join(t.config.dataDir, 'outbox');
    const files = readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8'));
    expect(files.some((raw) => /Subject: Your Pragya Trust sign-up code/.test(raw))).toBe(true);
    expect(files.some((raw) => raw.includes('/verify-email?token='))).toBe(true);
  });
});
