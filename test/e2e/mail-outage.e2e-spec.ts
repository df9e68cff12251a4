import request from 'supertest';
import { RateLimiters } from '../../src/throttle/rate-limiters';
import { useStack } from '../helpers/stack';

/**
 * SMTP outage, for the calls that auth.e2e-spec.ts (sign-up with a code) and contact.e2e-spec.ts
 * (contact messages kept and sent later) do not cover: registration with a link, two-factor
 * sign-in, resending the verification link and the password reset. While SMTP is down they answer
 * 503 with a sentence (the reset, which answers the same for every address, answers 200 and sends
 * nothing); pages and /api/health are unaffected; once SMTP is back, trying again at once works.
 */
const PASSWORD = 'Mail-Outage-Survivor-1';
const MAIL_FAILED = /could not send/;

describe('mail outage', () => {
  let n = 0;
  const run = Date.now().toString(36);
  const address = (tag: string) => `${tag}-${++n}-${run}@example.org`;
  const api = () => request(t.url);

  const t = useStack({ env: { APP_URL: 'https://pragya.test' }, rateLimitFactor: 50 });
  const { smtp } = t;

  function expect503(res: request.Response): void {
    expect(res.status).toBe(503);
    expect(res.body).toEqual(
      expect.objectContaining({ statusCode: 503, message: expect.stringMatching(MAIL_FAILED) }),
    );
    expect(res.body.error).toBe(res.body.message);
    expect(res.body.msg).toBe(res.body.message);
  }

  async function signUp(email: string): Promise<string> {
    const since = smtp.messages.length;
    await api()
      .post('/api/auth/signup-request')
      .send({ name: 'Asha', email, password: PASSWORD })
      .expect(200);
    const otp = await smtp.codeFor(email, since);
    const res = await api()
      .post('/api/auth/verify-otp')
      .send({ email, otp, password: PASSWORD })
      .expect(200);
    return res.body.token as string;
  }

  /** Runs `during` with SMTP down, then brings it back whatever happened. */
  async function withSmtpDown<T>(during: () => Promise<T>): Promise<T> {
    await smtp.down();
    try {
      return await during();
    } finally {
      await smtp.up();
    }
  }

  it('keeps pages and the health check up while SMTP is down', async () => {
    await withSmtpDown(async () => {
      const home = await api().get('/').expect(200);
      expect(home.text).toContain('Consciousness is Expressing itself');
      await api().get('/register').expect(200);
      const health = await api().get('/api/health').expect(200);
      expect(health.body).toEqual({ status: 'ok', db: 'up' });
    });
  });

  it('registration answers 503 with a sentence, and registering again once SMTP is back works', async () => {
    const email = address('register');
    const res = await withSmtpDown(() =>
      api().post('/api/auth/register').send({ name: 'Ravi', email, password: PASSWORD }),
    );
    expect503(res);
    const since = smtp.messages.length;
    await api()
      .post('/api/auth/register')
      .send({ name: 'Ravi', email, password: PASSWORD })
      .expect(201);
    // The retry sends a verification link (not "you already have an account"), and it works.
    const link = await smtp.linkFor(email, '/verify-email?token=', since);
    const token = new URL(link).searchParams.get('token');
    await api().post('/api/auth/verify-email').send({ token }).expect(200);
  });

  it('two-factor sign-in answers 503 with a sentence, and signing in again once SMTP is back works', async () => {
    const email = address('twofactor');
    const session = await signUp(email);
    await api()
      .post('/api/auth/otp/toggle')
      .set('Authorization', `Bearer ${session}`)
      .send({ enable: true })
      .expect(200);
    const res = await withSmtpDown(() =>
      api().post('/api/auth/login').send({ email, password: PASSWORD }),
    );
    expect503(res);
    const since = smtp.messages.length;
    const again = await api()
      .post('/api/auth/login')
      .send({ email, password: PASSWORD })
      .expect(200);
    expect(again.body.requiresOTP).toBe(true);
    const otp = await smtp.codeFor(email, since);
    const done = await api()
      .post('/api/auth/verify-otp')
      .send({ email, otp, password: PASSWORD })
      .expect(200);
    expect(done.body.token).toEqual(expect.any(String));
  });

  it('a refused sign-in re-sends the verification link best effort, and again once SMTP is back', async () => {
    const email = address('resend');
    const since = smtp.messages.length;
    await api()
      .post('/api/auth/register')
      .send({ name: 'Mira', email, password: PASSWORD })
      .expect(201);
    await smtp.linkFor(email, '/verify-email?token=', since);
    // At most one send a minute per address: let the minute of the registration mail pass.
    await t.app.get(RateLimiters).clear('send-address-ip-minute');
    const before = smtp.messages.length;
    await withSmtpDown(async () => {
      // Unverified: refused as a wrong password; the link is re-sent after the answer.
      await api().post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
      await t.drainMail();
    });
    expect(smtp.messages.length).toBe(before);
    // The failed send did not use up the allowance.
    await api().post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
    const link = await smtp.linkFor(email, '/verify-email?token=', before);
    await api()
      .post('/api/auth/verify-email')
      .send({ token: new URL(link).searchParams.get('token'), password: PASSWORD })
      .expect(200);
    await api().post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
  });

  it('a password reset answers as always while SMTP is down, and asking again once it is back sends the link', async () => {
    const email = address('reset');
    await signUp(email);
    const before = smtp.messages.length;
    await withSmtpDown(async () => {
      await api().post('/api/auth/forgot-password').send({ email }).expect(200);
      // The send happens after the answer: let it fail while SMTP is still down.
      await t.drainMail();
    });
    expect(smtp.messages.length).toBe(before);
    await api().post('/api/auth/forgot-password').send({ email }).expect(200);
    const link = await smtp.linkFor(email, '/reset-password?token=', before);
    await api()
      .post('/api/auth/reset-password')
      .send({ token: new URL(link).searchParams.get('token'), password: 'A-New-Password-42' })
      .expect(200);
    await api().post('/api/auth/login').send({ email, password: 'A-New-Password-42' }).expect(200);
  });
});
