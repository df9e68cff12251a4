import { generate } from 'otplib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { useStack } from '../helpers/stack';
import { Clock } from '../../src/common/clock';
import { RateLimiters } from '../../src/throttle/rate-limiters';

const PASSWORD = 'correct horse battery';
const STEP_MS = 30_000;

/** The authenticator app (TOTP + recovery codes) and passkeys, through the API. */
describe('second factors (API)', () => {
  const run = Date.now().toString(36);
  const api = () => request(t.url);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const clock = () => t.app.get(Clock);
  const db = () => t.app.get(DataSource);

  const t = useStack();
  const { smtp } = t;

  beforeEach(async () => {
    await t.app.get(RateLimiters).clear();
  });

  /** The app's code `steps` time steps from the server's now, as an authenticator app shows it. */
  const codeAt = (secret: string, steps = 0) =>
    generate({ secret, epoch: Math.floor(clock().nowMs() / 1000) + steps * 30 });

  /** Moves the server's clock to one second into a fresh time step, so no step ends mid-test. */
  const startOfStep = () => clock().advance(STEP_MS - (clock().nowMs() % STEP_MS) + 1000);

  /** A verified, signed-in account with the app on: its secret, recovery codes and session. */
  async function withApp(tag: string) {
    const email = `factors-${tag}-${run}@example.org`;
    const { token } = await t.signUp(email, PASSWORD);
    const setup = await api().post('/api/auth/totp/setup').set(bearer(token)).expect(200);
    const secret = setup.body.secret as string;
    startOfStep();
    const enabled = await api()
      .post('/api/auth/totp/enable')
      .set(bearer(token))
      .send({ code: await codeAt(secret) })
      .expect(200);
    return { email, token, secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
  }

  const reauthWith = (token: string, code: string) =>
    api().post('/api/auth/reauth').set(bearer(token)).send({ code });

  it('asks for a recent sign-in before every second-factor change', async () => {
    const email = `factors-reauth-${run}@example.org`;
    const { token } = await t.signUp(email, PASSWORD);
    clock().advance(11 * 60_000);
    for (const path of [
      '/api/auth/totp/setup',
      '/api/auth/totp/enable',
      '/api/auth/totp/disable',
      '/api/auth/totp/recovery-codes',
      '/api/auth/passkeys/registration-options',
      '/api/auth/passkeys/registration',
    ]) {
      const res = await api().post(path).set(bearer(token)).send({ code: '123456' });
      expect({ path, status: res.status, reauth: res.body.reauthRequired }).toEqual({
        path,
        status: 403,
        reauth: true,
      });
    }
  });

  it('sets up the app with a QR code, keeps the secret sealed, and reports the state', async () => {
    const email = `factors-setup-${run}@example.org`;
    const { token } = await t.signUp(email, PASSWORD);
    const setup = await api().post('/api/auth/totp/setup').set(bearer(token)).expect(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Pragya%20Trust:/);
    expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await api()
      .post('/api/auth/totp/enable')
      .set(bearer(token))
      .send({ code: '000000' === (await codeAt(setup.body.secret)) ? '111111' : '000000' })
      .expect(400);
    expect(wrong.body.message).toMatch(/does not match/);
    await api().post('/api/auth/totp/enable').set(bearer(token)).send({ code: '12' }).expect(400);

    const enabled = await api()
      .post('/api/auth/totp/enable')
      .set(bearer(token))
      .send({ code: await codeAt(setup.body.secret) })
      .expect(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    for (const code of enabled.body.recoveryCodes)
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const [row] = (await db().query(
      `SELECT totp_secret, totp_pending_secret, otp_enabled FROM users WHERE email = $1`,
      [email],
    )) as Array<{ totp_secret: string; totp_pending_secret: string | null; otp_enabled: boolean }>;
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(setup.body.secret);
    expect(row.totp_pending_secret).toBeNull();
    const stored = (await db().query(
      `SELECT r.code_hash FROM recovery_codes r JOIN users u ON u.id = r.user_id WHERE u.email = $1`,
      [email],
    )) as Array<{ code_hash: string }>;
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) {
      expect(enabled.body.recoveryCodes.join()).not.toContain(code_hash.slice(0, 10));
    }

    const me = await api().get('/api/auth/me').set(bearer(token)).expect(200);
    expect(me.body.user).toMatchObject({ secondFactor: 'app', otpEnabled: false });
    const mail = await smtp.waitFor(email, (m) => /authenticator app now protects/.test(m.subject));
    expect(mail.text).not.toContain(setup.body.secret);

    const again = await api().post('/api/auth/totp/setup').set(bearer(token)).expect(400);
    expect(again.body.message).toMatch(/already on/);
  });

  it('accepts the previous, current and next step once each, and nothing two steps off', async () => {
    const { token, secret } = await withApp('window');
    // The enable call used up its step: move two steps on, so the previous one is still unused.
    startOfStep();
    startOfStep();
    const refused = async (code: string) => {
      const res = await reauthWith(token, code);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/not correct/);
    };
    await refused(await codeAt(secret, 2));
    await refused(await codeAt(secret, -2));
    await reauthWith(token, await codeAt(secret, -1)).expect(204);
    await refused(await codeAt(secret, -1));
    await reauthWith(token, await codeAt(secret, 0)).expect(204);
    await refused(await codeAt(secret, 0));
    await reauthWith(token, await codeAt(secret, 1)).expect(204);
    await refused(await codeAt(secret, 1));
  });

  it('signs in with the password and an app code, without a mail', async () => {
    const { email, secret } = await withApp('signin');
    await smtp.waitFor(email, (m) => /authenticator app now protects/.test(m.subject));
    const since = smtp.messages.length;
    startOfStep();
    const asked = await api()
      .post('/api/auth/login')
      .send({ email, password: PASSWORD })
      .expect(200);
    expect(asked.body).toEqual({
      requiresOTP: true,
      method: 'totp',
      msg: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    });
    // Without the password, even the right code opens nothing (and is not used up).
    const code = await codeAt(secret);
    await api().post('/api/auth/verify-otp').send({ email, otp: code }).expect(400);
    await api()
      .post('/api/auth/verify-otp')
      .send({ email, password: 'wrong password', otp: code })
      .expect(400);
    const done = await api()
      .post('/api/auth/verify-otp')
      .send({ email, password: PASSWORD, otp: code })
      .expect(200);
    expect(done.body.user.secondFactor).toBe('app');
    await api().get('/api/auth/me').set(bearer(done.body.token)).expect(200);
    const replay = await api()
      .post('/api/auth/verify-otp')
      .send({ email, password: PASSWORD, otp: code })
      .expect(400);
    expect(replay.body.message).toMatch(/already used/);
    expect(smtp.messages.slice(since).filter((m) => m.to.includes(email))).toHaveLength(0);
  });

  it('takes each recovery code once, mails the owner, and regenerating voids the old ones', async () => {
    const { email, token, recoveryCodes } = await withApp('recovery');
    const signIn = (otp: string) =>
      api().post('/api/auth/verify-otp').send({ email, password: PASSWORD, otp });

    const [first, second, third] = recoveryCodes;
    const done = await signIn(first.toUpperCase()).expect(200);
    expect(done.body.token).toEqual(expect.any(String));
    const used = await smtp.waitFor(email, (m) => /recovery code .* was used/.test(m.subject));
    expect(used.text).toContain('9 unused recovery codes left');
    await signIn(first).expect(400);
    await reauthWith(token, second.replace('-', '')).expect(204);
    await reauthWith(token, second).expect(400);
    const state = await api().get('/api/auth/totp').set(bearer(token)).expect(200);
    expect(state.body).toEqual({
      secondFactor: 'app',
      appSince: expect.any(String),
      recoveryCodesLeft: 8,
    });

    const fresh = await api().post('/api/auth/totp/recovery-codes').set(bearer(token)).expect(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    await smtp.waitFor(email, (m) => /New recovery codes/.test(m.subject));
    await signIn(third).expect(400);
    await signIn(fresh.body.recoveryCodes[0]).expect(200);
  });

  it('counts wrong codes toward the per-account limit', async () => {
    const { email } = await withApp('limit');
    let status = 0;
    for (let tries = 0; tries < 40 && status !== 429; tries += 1) {
      const res = await api()
        .post('/api/auth/verify-otp')
        .send({ email, password: PASSWORD, otp: 'aaaaa-aaaaa' });
      status = res.status;
      if (status !== 429) expect(status).toBe(400);
      // The per-IP request limit of sign-in calls is not what this is about.
      await t.app.get(RateLimiters).clear('auth-ip-minute');
    }
    expect(status).toBe(429);
  });

  it('turns the app off: sign-in asks for nothing more, codes stop working', async () => {
    const { email, token, secret, recoveryCodes } = await withApp('off');
    await api().post('/api/auth/totp/disable').set(bearer(token)).expect(204);
    await smtp.waitFor(email, (m) => /authenticator app was turned off/.test(m.subject));
    const login = await api()
      .post('/api/auth/login')
      .send({ email, password: PASSWORD })
      .expect(200);
    expect(login.body.token).toEqual(expect.any(String));
    expect(login.body.user.secondFactor).toBe('off');
    await reauthWith(token, recoveryCodes[0]).expect(400);
    startOfStep();
    await reauthWith(token, await codeAt(secret)).expect(400);
    const [{ count }] = (await db().query(
      `SELECT count(*)::int AS count FROM recovery_codes r JOIN users u ON u.id = r.user_id
       WHERE u.email = $1`,
      [email],
    )) as Array<{ count: number }>;
    expect(count).toBe(0);
    await api().post('/api/auth/totp/disable').set(bearer(token)).expect(400);
  });

  it('the e-mailed code cannot be turned on while the app is on', async () => {
    const { token } = await withApp('email-too');
    const res = await api()
      .post('/api/auth/otp/toggle')
      .set(bearer(token))
      .send({ enable: true })
      .expect(400);
    expect(res.body.message).toMatch(/authenticator app/);
  });

  describe('passkeys', () => {
    it('gives registration options for this site, with a single-use challenge', async () => {
      const email = `passkey-options-${run}@example.org`;
      const { token, user } = await t.signUp(email, PASSWORD);
      const res = await api()
        .post('/api/auth/passkeys/registration-options')
        .set(bearer(token))
        .expect(200);
      expect(res.body).toMatchObject({
        rp: { name: 'Pragya Trust', id: new URL(t.config.appUrl).hostname },
        user: { name: email, displayName: user.name },
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
        attestation: 'none',
      });
      expect(res.body.challenge).toMatch(/^[\w-]{20,}$/);
      const rows = (await db().query(
        `SELECT purpose, expires_at FROM webauthn_challenges WHERE challenge = $1`,
        [res.body.challenge],
      )) as Array<{ purpose: string; expires_at: Date }>;
      expect(rows).toHaveLength(1);
      expect(rows[0].purpose).toBe('registration');
      const ttl = new Date(rows[0].expires_at).getTime() - clock().nowMs();
      expect(ttl).toBeGreaterThan(4 * 60_000);
      expect(ttl).toBeLessThanOrEqual(5 * 60_000);

      const bad = await api()
        .post('/api/auth/passkeys/registration')
        .set(bearer(token))
        .send({ response: { id: 'x', rawId: 'x', type: 'public-key', response: {} } })
        .expect(400);
      expect(bad.body.message).toBe('The passkey could not be added. Please try again.');
      await api()
        .post('/api/auth/passkeys/registration')
        .set(bearer(token))
        .send({ response: 'nope' })
        .expect(400);
    });

    it('lists, renames and removes only the account’s own passkeys', async () => {
      const { token } = await t.signUp(`passkey-list-${run}@example.org`, PASSWORD);
      expect((await api().get('/api/auth/passkeys').set(bearer(token)).expect(200)).body).toEqual(
        [],
      );
      const missing = '00000000-0000-4000-8000-000000000000';
      await api()
        .patch(`/api/auth/passkeys/${missing}`)
        .set(bearer(token))
        .send({ name: 'Laptop' })
        .expect(404);
      await api().delete(`/api/auth/passkeys/${missing}`).set(bearer(token)).expect(404);
      await api().delete('/api/auth/passkeys/not-an-id').set(bearer(token)).expect(400);
      await api()
        .delete(`/api/auth/passkeys/${'-'.repeat(36)}`)
        .set(bearer(token))
        .expect(400);
      await api()
        .patch(`/api/auth/passkeys/${missing}`)
        .set(bearer(token))
        .send({ name: '' })
        .expect(400);
      await api().get('/api/auth/passkeys').expect(401);

      // Confirming it is the member with a passkey needs one of the account's own.
      const none = await api()
        .post('/api/auth/passkeys/reauth-options')
        .set(bearer(token))
        .expect(400);
      expect(none.body.message).toMatch(/no passkeys yet/);
      const foreign = await api()
        .post('/api/auth/passkeys/reauth')
        .set(bearer(token))
        .send({ response: { id: 'bm90LW1pbmU', rawId: 'bm90LW1pbmU', type: 'public-key' } })
        .expect(400);
      expect(foreign.body.message).toMatch(/not one of your account/);
      await api().post('/api/auth/passkeys/reauth-options').expect(401);
    });

    it('binds a sign-in challenge to the browser and refuses an unknown passkey clearly', async () => {
      const options = await api().post('/api/auth/passkeys/authentication-options').expect(200);
      expect(options.body).toMatchObject({
        rpId: new URL(t.config.appUrl).hostname,
        userVerification: 'required',
      });
      const cookie = options.headers['set-cookie'] as unknown as string[];
      expect(cookie.join()).toMatch(
        /pragya-webauthn=[\w-]{43}; Path=\/; Max-Age=300; HttpOnly; SameSite=Strict/,
      );

      const unknown = await api()
        .post('/api/auth/passkeys/authentication')
        .set('Cookie', cookie[0].split(';')[0])
        .send({
          response: {
            id: 'bm90LWEtcmVhbC1jcmVkZW50aWFs',
            rawId: 'bm90LWEtcmVhbC1jcmVkZW50aWFs',
            type: 'public-key',
            response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
            clientExtensionResults: {},
          },
        })
        .expect(400);
      expect(unknown.body.message).toMatch(/^This passkey is not registered with any account\. /);
      await api().post('/api/auth/passkeys/authentication').send({}).expect(400);
    });
  });
});
