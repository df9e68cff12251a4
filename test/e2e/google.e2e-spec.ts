import { createHash } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { generate } from 'otplib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PROVIDER_TIMEOUT_MS } from '../../src/auth/google/provider-agent';
import { Clock } from '../../src/throttle/clock';
import { startMockGoogle, type MockGoogle, type MockProfile } from '../helpers/oauth';
import { useStack } from '../helpers/stack';

jest.setTimeout(120_000);

const PASSWORD = 'Ganga-Tulsi-1957';
const APP_URL = 'https://pragya.test';
const COOKIE = 'pragya_google';

/** The browser's Google cookie: the newest Set-Cookie of each answer replaces it. */
class Browser {
  cookie: string | null = null;
  /** Each browser comes from its own address, so the per-IP limits count each flow apart. */
  readonly ip: string;
  private static count = 0;

  constructor() {
    Browser.count += 1;
    this.ip = `10.9.${Math.floor(Browser.count / 250)}.${(Browser.count % 250) + 1}`;
  }

  take(res: request.Response): void {
    for (const line of (res.headers['set-cookie'] as unknown as string[] | undefined) ?? []) {
      const [pair] = line.split(';');
      const value = pair.slice(pair.indexOf('=') + 1);
      if (pair.startsWith(`${COOKIE}=`)) this.cookie = value ? `${COOKIE}=${value}` : null;
    }
  }
}

describe('sign-in with Google (API)', () => {
  let google: MockGoogle;
  let db: DataSource;
  let n = 0;
  const run = Date.now().toString(36);
  const address = (tag: string) => `${tag}-${++n}-${run}@example.org`;
  const sub = (tag: string) => `${tag}-${n}-${run}`;
  const api = () => request(t.url);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    google = await startMockGoogle();
  });

  const t = useStack({ env: () => ({ APP_URL, TRUST_PROXY: '1', ...google.env() }) });
  const { smtp } = t;

  beforeAll(() => {
    db = t.app.get(DataSource);
  });

  afterAll(async () => {
    await google?.stop();
  });

  afterEach(() => {
    google.authorizeError = undefined;
  });

  function get(browser: Browser, path: string) {
    const call = api().get(path).set('X-Forwarded-For', browser.ip);
    return browser.cookie ? call.set('Cookie', browser.cookie) : call;
  }

  function post(browser: Browser, path: string, body: object) {
    const call = api().post(path).set('X-Forwarded-For', browser.ip).send(body);
    return browser.cookie ? call.set('Cookie', browser.cookie) : call;
  }

  /** /api/auth/google: the provider address it sends the browser to. */
  async function start(browser: Browser): Promise<URL> {
    const res = await get(browser, '/api/auth/google').expect(302);
    browser.take(res);
    return new URL(res.headers.location);
  }

  /** The provider's answer: the app's callback address with code (or error) and state. */
  async function authorize(provider: URL): Promise<URL> {
    const answer = await fetch(provider, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location')!);
  }

  /** The app's callback; returns where it sends the browser (/auth/callback?…). */
  async function callback(browser: Browser, url: URL): Promise<URL> {
    const res = await get(browser, `${url.pathname}${url.search}`).expect(302);
    browser.take(res);
    const target = new URL(res.headers.location, APP_URL);
    expect(target.pathname).toBe('/auth/callback');
    expect(target.searchParams.has('token')).toBe(false);
    return target;
  }

  /** Start, provider, callback: the one-time code (or the error) the page receives. */
  async function toPage(browser: Browser): Promise<{ code?: string; error?: string }> {
    const target = await callback(browser, await authorize(await start(browser)));
    return {
      code: target.searchParams.get('code') ?? undefined,
      error: target.searchParams.get('error') ?? undefined,
    };
  }

  /** The whole journey of one browser: returns the session. */
  async function signIn(profile: MockProfile, browser = new Browser()) {
    google.profile = profile;
    const { code, error } = await toPage(browser);
    expect(error).toBeUndefined();
    const res = await post(browser, '/api/auth/google/exchange', { code }).expect(200);
    browser.take(res);
    expect(browser.cookie).toBeNull();
    return res.body as { token: string; user: Record<string, unknown> };
  }

  async function signUp(email: string) {
    const since = smtp.messages.length;
    const ip = new Browser().ip;
    await api()
      .post('/api/auth/signup-request')
      .set('X-Forwarded-For', ip)
      .send({ name: 'Asha Devi', email, password: PASSWORD })
      .expect(200);
    const otp = await smtp.codeFor(email, since);
    const res = await api()
      .post('/api/auth/verify-otp')
      .set('X-Forwarded-For', ip)
      .send({ email, otp, password: PASSWORD })
      .expect(200);
    return res.body as { token: string; user: { id: string } };
  }

  function passwordLogin(email: string) {
    return api()
      .post('/api/auth/login')
      .set('X-Forwarded-For', new Browser().ip)
      .send({ email, password: PASSWORD });
  }

  async function account(email: string) {
    const [row] = (await db.query(
      `SELECT password_hash, google_id, is_email_verified FROM users WHERE email = $1`,
      [email],
    )) as Array<{
      password_hash: string | null;
      google_id: string | null;
      is_email_verified: boolean;
    }>;
    return row;
  }

  it('signs a new member in: PKCE, a browser-bound cookie, a one-time code and a POST', async () => {
    const email = address('google-new');
    google.profile = {
      sub: sub('g-new'),
      email,
      email_verified: true,
      name: 'Gita Sharma',
      picture: 'https://example.org/gita.png',
    };
    const browser = new Browser();
    const res = await get(browser, '/api/auth/google').expect(302);
    const setCookie = (res.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(setCookie).toMatch(/pragya_google=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/Path=\/api\/auth\/google/);
    browser.take(res);

    const provider = new URL(res.headers.location);
    expect(`${provider.origin}${provider.pathname}`).toBe(`${google.issuer}/authorize`);
    expect(provider.searchParams.get('client_id')).toBe('pragya-test-client');
    expect(provider.searchParams.get('redirect_uri')).toBe(`${APP_URL}/api/auth/google/callback`);
    expect(provider.searchParams.get('scope')).toBe('openid email profile');
    expect(provider.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(provider.searchParams.get('code_challenge_method')).toBe('S256');
    const challenge = provider.searchParams.get('code_challenge')!;
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const target = await callback(browser, await authorize(provider));
    expect([...target.searchParams.keys()]).toEqual(['code']);
    const code = target.searchParams.get('code')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // PKCE: the token request carried the verifier whose S256 hash is the challenge.
    const tokenRequest = google.tokenRequests.at(-1)!;
    expect(tokenRequest).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'pragya-test-client',
      redirect_uri: `${APP_URL}/api/auth/google/callback`,
    });
    expect(createHash('sha256').update(tokenRequest.code_verifier).digest('base64url')).toBe(
      challenge,
    );

    // The code is stored hashed only.
    const stored = (await db.query(
      `SELECT secret_hash FROM verifications WHERE purpose = 'google-signin' AND email = $1`,
      [email],
    )) as Array<{ secret_hash: string }>;
    expect(stored).toHaveLength(1);
    expect(stored[0].secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0].secret_hash).not.toContain(code);

    const done = await post(browser, '/api/auth/google/exchange', { code }).expect(200);
    expect(Object.keys(done.body).sort()).toEqual(['token', 'user']);
    browser.take(done);
    expect(browser.cookie).toBeNull();
    const me = await api().get('/api/auth/me').set(bearer(done.body.token)).expect(200);
    expect(me.body.user).toMatchObject({
      email,
      name: 'Gita Sharma',
      avatar: 'https://example.org/gita.png',
      isEmailVerified: true,
      lastLogin: expect.any(String),
    });

    // No password: password sign-in fails; a second Google sign-in finds the same account.
    await passwordLogin(email).expect(401);
    const again = await signIn(google.profile);
    expect(again.user.id).toBe(me.body.user.id);
  });

  it('refuses the state of another browser, a forged cookie and a missing one', async () => {
    google.profile = { sub: sub('g-state'), email: address('google-state'), email_verified: true };
    const victim = new Browser();
    const attacker = new Browser();
    const victimCallback = await authorize(await start(victim));
    await start(attacker);
    expect((await callback(attacker, victimCallback)).searchParams.get('error')).toBe(
      'invalid_state',
    );

    const forged = new Browser();
    forged.cookie = `${COOKIE}=not-a-signed-value`;
    expect((await callback(forged, victimCallback)).searchParams.get('error')).toBe(
      'invalid_state',
    );
    expect((await callback(new Browser(), victimCallback)).searchParams.get('error')).toBe(
      'invalid_state',
    );

    // A state changed on the way back.
    const other = new Browser();
    const changed = await authorize(await start(other));
    const state = changed.searchParams.get('state')!;
    changed.searchParams.set('state', `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`);
    expect((await callback(other, changed)).searchParams.get('error')).toBe('invalid_state');

    // Odd queries never reach the provider nor answer 5xx.
    for (const query of ['code=abc', '', 'code=a&code=b&state=x&state=y', 'state=x']) {
      const res = await get(new Browser(), `/api/auth/google/callback?${query}`).expect(302);
      expect(res.headers.location).toMatch(
        /^\/auth\/callback\?error=(invalid_state|google_failed)$/,
      );
    }
  });

  it('sends provider refusals back to /auth/callback?error=…', async () => {
    google.profile = { sub: sub('g-error'), email: address('google-error'), email_verified: true };
    google.authorizeError = 'access_denied';
    expect(await toPage(new Browser())).toEqual({ error: 'google_denied' });
    google.authorizeError = 'server_error';
    expect(await toPage(new Browser())).toEqual({ error: 'google_failed' });
  });

  it('uses a one-time code once, only from the browser it was issued to, and only briefly', async () => {
    const email = address('google-once');
    google.profile = { sub: sub('g-once'), email, email_verified: true };
    const victim = new Browser();
    const { code } = await toPage(victim);

    // Another browser with a Google cookie of its own, and one with none, get nothing.
    const attacker = new Browser();
    google.profile = { sub: sub('g-other'), email: address('google-other'), email_verified: true };
    await toPage(attacker);
    const stolen = await post(attacker, '/api/auth/google/exchange', { code }).expect(400);
    expect(stolen.body.message).toBe(
      'This Google sign-in has expired or was already completed. Please continue with Google again.',
    );
    expect(stolen.body).not.toHaveProperty('token');
    await post(new Browser(), '/api/auth/google/exchange', { code }).expect(400);

    // The owner's browser still can, once.
    const done = await post(victim, '/api/auth/google/exchange', { code }).expect(200);
    expect(done.body.token).toEqual(expect.any(String));
    const replay = new Browser();
    replay.cookie = victim.cookie;
    victim.take(done);
    await post(replay, '/api/auth/google/exchange', { code }).expect(400);

    // A code not used within its lifetime is dead.
    const late = new Browser();
    const second = await toPage(late);
    t.app.get(Clock).advance(3 * 60_000);
    await post(late, '/api/auth/google/exchange', { code: second.code }).expect(400);

    // Malformed bodies get a sentence, not a 5xx.
    for (const body of [{}, { code: 42 }, { code: ['a'] }, { code: 'x'.repeat(5000) }]) {
      const res = await post(late, '/api/auth/google/exchange', body).expect(400);
      expect(res.body.message).toEqual(expect.stringMatching(/^[A-Z].*\.$/));
    }
  });

  it('a session token in the address of /auth/callback signs nobody in', async () => {
    const { token } = await signIn({
      sub: sub('g-link'),
      email: address('google-link'),
      email_verified: true,
    });
    // Spec §4: a failed lookup goes to /login?error=auth_failed; the token is never used.
    const page = await api()
      .get(`/auth/callback?token=${encodeURIComponent(token)}`)
      .expect(302);
    expect(page.headers.location).toBe('/login?error=auth_failed');
    expect(page.text).not.toContain(token);
  });

  it('does not link an account, nor create one, for an e-mail Google has not verified', async () => {
    const email = address('google-unverified');
    await signUp(email);
    google.profile = { sub: sub('g-unverified'), email, email_verified: false };
    expect(await toPage(new Browser())).toEqual({ error: 'google_email_unverified' });
    expect((await account(email)).google_id).toBeNull();
    await passwordLogin(email).expect(200);

    const stranger = address('google-unverified-new');
    google.profile = { sub: sub('g-unverified-new'), email: stranger, email_verified: false };
    expect(await toPage(new Browser())).toEqual({ error: 'google_email_unverified' });
    expect(await account(stranger)).toBeUndefined();
  });

  it('linking ends every session of the account; a proven password keeps working', async () => {
    const email = address('google-verified');
    const before = await signUp(email);
    await api().get('/api/auth/me').set(bearer(before.token)).expect(200);
    const since = smtp.messages.length;
    const { token, user } = await signIn({ sub: sub('g-verified'), email, email_verified: true });
    expect(user.id).toBe(before.user.id);
    // Recorded and mailed, as linking from the account page is.
    const notice = await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= since);
    expect(notice.subject).toBe('A Google account was linked to your Pragya Trust account');
    const events = (await t.app
      .get(DataSource)
      .query(`SELECT kind FROM security_events WHERE user_id = $1`, [user.id])) as Array<{
      kind: string;
    }>;
    expect(events.map((e) => e.kind)).toContain('google-linked');
    await api().get('/api/auth/me').set(bearer(before.token)).expect(401);
    await api().get('/api/auth/me').set(bearer(token)).expect(200);
    expect((await account(email)).password_hash).not.toBeNull();
    await passwordLogin(email).expect(200);
  });

  it('linking clears a password set before the address was proven', async () => {
    const email = address('google-unproven');
    await api()
      .post('/api/auth/register')
      .set('X-Forwarded-For', new Browser().ip)
      .send({ name: 'Ravi Kumar', email, password: PASSWORD })
      .expect(201);
    expect(await account(email)).toMatchObject({
      password_hash: expect.any(String),
      is_email_verified: false,
    });
    const { user } = await signIn({ sub: sub('g-unproven'), email, email_verified: true });
    expect(user.isEmailVerified).toBe(true);
    expect(await account(email)).toMatchObject({
      password_hash: null,
      is_email_verified: true,
      google_id: sub('g-unproven'),
    });
    await passwordLogin(email).expect(401);
  });

  it('asks for the e-mailed code after Google when the second factor is on', async () => {
    const email = address('google-2fa');
    const { token } = await signUp(email);
    await api().post('/api/auth/otp/toggle').set(bearer(token)).send({ enable: true }).expect(200);
    google.profile = { sub: sub('g-2fa'), email, email_verified: true };

    // The mail cannot be sent: a sentence, and the send allowance is given back.
    await smtp.down();
    const failing = new Browser();
    const first = await toPage(failing);
    try {
      const res = await post(failing, '/api/auth/google/exchange', { code: first.code }).expect(
        503,
      );
      expect(res.body.message).toBe(
        'We could not send the e-mail just now. Please try again in a few minutes; nothing was lost.',
      );
    } finally {
      await smtp.up();
    }

    const browser = new Browser();
    const { code } = await toPage(browser);
    const since = smtp.messages.length;
    const asked = await post(browser, '/api/auth/google/exchange', { code }).expect(200);
    expect(asked.body).toEqual({
      requiresOTP: true,
      method: 'email',
      msg: 'We sent a 6-digit sign-in code to your e-mail address. Enter it here.',
    });
    browser.take(asked);
    expect(browser.cookie).not.toBeNull();
    const otp = await smtp.codeFor(email, since);

    const wrong = await post(browser, '/api/auth/google/verify-otp', {
      otp: otp === '000000' ? '000001' : '000000',
    }).expect(400);
    expect(wrong.body.message).toBe(
      'That code is not correct. Please check the e-mail and try again.',
    );
    // The right code from another browser is refused too.
    await post(new Browser(), '/api/auth/google/verify-otp', { otp }).expect(400);
    const bad = await post(browser, '/api/auth/google/verify-otp', { otp: '12ab' }).expect(400);
    expect(bad.body.message).toBe(
      'The code has 6 digits (a recovery code has 10 letters and digits, such as k7m2p-x9q4r).',
    );

    const done = await post(browser, '/api/auth/google/verify-otp', { otp }).expect(200);
    expect(Object.keys(done.body).sort()).toEqual(['token', 'user']);
    await api().get('/api/auth/me').set(bearer(done.body.token)).expect(200);
    const replay = new Browser();
    replay.cookie = browser.cookie;
    const again = await post(replay, '/api/auth/google/verify-otp', { otp }).expect(400);
    expect(again.body.message).toBe(
      'This code has expired or was tried too many times. Please continue with Google again for a new one.',
    );
  });

  it('asks for the authenticator app after Google when the app is on, and mails nothing', async () => {
    const email = address('google-app');
    const { token } = await signUp(email);
    const setup = await api().post('/api/auth/totp/setup').set(bearer(token)).expect(200);
    const epoch = () => Math.floor(t.app.get(Clock).nowMs() / 1000);
    const codeNow = () => generate({ secret: setup.body.secret, epoch: epoch() });
    await api()
      .post('/api/auth/totp/enable')
      .set(bearer(token))
      .send({ code: await codeNow() })
      .expect(200);
    google.profile = { sub: sub('g-app'), email, email_verified: true };
    // The next step, so the code is not the one enable just used.
    t.app.get(Clock).advance(30_000);

    const browser = new Browser();
    const { code } = await toPage(browser);
    const since = smtp.messages.length;
    const asked = await post(browser, '/api/auth/google/exchange', { code }).expect(200);
    browser.take(asked);
    expect(asked.body).toEqual({
      requiresOTP: true,
      method: 'totp',
      msg: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    });
    const wrong = await post(browser, '/api/auth/google/verify-otp', { otp: 'zzzzz-zzzzz' });
    expect(wrong.status).toBe(400);
    const done = await post(browser, '/api/auth/google/verify-otp', {
      otp: await codeNow(),
    }).expect(200);
    expect(done.body.user.secondFactor).toBe('app');
    expect(smtp.messages.slice(since).filter((m) => /code/.test(m.subject))).toHaveLength(0);
  });
});

describe('sign-in with Google switched off', () => {
  const t = useStack({ smtp: false });

  it('sends the browser back to the sign-in page with google_unavailable', async () => {
    const start = await request(t.url).get('/api/auth/google').expect(302);
    expect(start.headers.location).toBe('/login?error=google_unavailable');
    expect(start.headers['set-cookie']).toBeUndefined();
    const callback = await request(t.url)
      .get('/api/auth/google/callback?code=x&state=y')
      .expect(302);
    expect(callback.headers.location).toBe('/auth/callback?error=google_unavailable');
    await request(t.url)
      .post('/api/auth/google/exchange')
      .send({ code: 'a'.repeat(43) })
      .expect(400);
  });
});

describe('a provider that stops answering', () => {
  let google: MockGoogle;
  let silent: Server;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    google = await startMockGoogle();
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });

  const t = useStack({
    smtp: false,
    env: () => ({
      APP_URL,
      ...google.env(),
      GOOGLE_TOKEN_URL: `http://127.0.0.1:${(silent.address() as { port: number }).port}/token`,
    }),
  });

  // Declared after useStack, so it runs once the app is closed.
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
    await google?.stop();
  });

  it('fails the sign-in after the provider timeout instead of hanging', async () => {
    const start = await request(t.url).get('/api/auth/google').expect(302);
    const cookie = (start.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    const back = await fetch(start.headers.location, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    const started = Date.now();
    const res = await request(t.url)
      .get(`${callback.pathname}${callback.search}`)
      .set('Cookie', cookie)
      .expect(302);
    expect(res.headers.location).toBe('/auth/callback?error=google_failed');
    expect(Date.now() - started).toBeGreaterThanOrEqual(PROVIDER_TIMEOUT_MS - 500);
    expect(Date.now() - started).toBeLessThan(PROVIDER_TIMEOUT_MS + 5000);
  });
});
