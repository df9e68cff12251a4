import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PasswordService } from '../../src/auth/password.service';
import { AdminEmails } from '../../src/admin/grants/admin-emails.service';
import { HousekeepingService } from '../../src/auth/housekeeping.service';
import { Passkey } from '../../src/auth/passkeys/passkey.entity';
import { Clock } from '../../src/common/clock';
import { UsersService } from '../../src/users/users.service';
import { SessionsService } from '../../src/sessions/sessions.service';
import { OtpService } from '../../src/otp/otp.service';
import { LIMITS, RateLimitPolicy } from '../../src/throttle/rate-limit-policy';
import { RateLimiters } from '../../src/throttle/rate-limiters';
import { SoftwarePasskey } from '../helpers/software-passkey';
import { useStack } from '../helpers/stack';

jest.setTimeout(120_000);

/**
 * The account holes of the second security review (issue 22), each shown against the running app
 * on the real database and a real SMTP sink. Requests come from their own client addresses
 * (TRUST_PROXY=1, X-Forwarded-For) so the per-IP limits stay out of the way.
 */
describe('second security review (API)', () => {
  const PASSWORD = 'Ganga-Tulsi-1957';
  const NEW_PASSWORD = 'Kashi-Sarnath-2024';
  const MINUTE = 60_000;
  const run = Date.now().toString(36);
  let n = 0;
  let ip = 0;
  const address = (tag: string) => `r2-${tag}-${++n}-${run}@example.org`;
  const nextIp = () => `10.77.${(++ip >> 8) & 255}.${ip & 255}`;
  const api = () => request(t.url);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const post = (path: string, body: object, token?: string) => {
    const call = api().post(path).set('X-Forwarded-For', nextIp()).send(body);
    return token ? call.set(bearer(token)) : call;
  };
  const me = (token: string) =>
    api().get('/api/auth/me').set('X-Forwarded-For', nextIp()).set(bearer(token));
  const sidOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
  const query = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    t.app.get(DataSource).query(sql, params) as Promise<T[]>;
  const nextMinute = () => t.app.get(Clock).advance(MINUTE + 1000);
  const LISTED = [`r2-listed-a-${run}@example.org`, `r2-listed-b-${run}@example.org`];

  const t = useStack({
    env: { TRUST_PROXY: '1', ADMIN_EMAILS: LISTED.join(',') },
    rateLimitFactor: 50,
  });
  const { smtp } = t;

  async function member(tag: string) {
    const email = address(tag);
    const { token } = await t.signUp(email, PASSWORD, 'Asha Devi');
    return { email, token };
  }

  async function signIn(email: string, password = PASSWORD): Promise<string> {
    const res = await post('/api/auth/login', { email, password }).expect(200);
    return res.body.token as string;
  }

  describe('F1: a pending change of address does not survive the owner taking the account back', () => {
    /** A thief's fresh session asks to move the account; returns the link and the old address's notice. */
    async function thiefAsks(email: string) {
      const thief = await signIn(email);
      const newEmail = address('thief');
      const since = smtp.messages.length;
      await post('/api/users/me/email', { newEmail }, thief).expect(202);
      const link = await smtp.linkFor(newEmail, '/account/confirm-email?token=', since);
      const notice = await smtp.waitFor(
        email,
        (m) => smtp.messages.indexOf(m) >= since && /change of e-mail/.test(m.subject),
      );
      return { thief, newEmail, token: new URL(link).searchParams.get('token')!, notice };
    }
    const confirm = (token: string) => post('/api/users/me/email/confirm', { token });

    it('dies when the owner changes the password', async () => {
      const owner = await member('f1-change');
      const { thief, token } = await thiefAsks(owner.email);
      await post(
        '/api/users/me/password',
        { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
        owner.token,
      ).expect(204);
      await me(thief).expect(401);
      const refused = await confirm(token).expect(400);
      expect(refused.body.message).toMatch(/invalid, has expired or was already used/);
      expect((await me(owner.token).expect(200)).body.user.email).toBe(owner.email);
    });

    it('dies when the owner resets the password', async () => {
      const owner = await member('f1-reset');
      const { token } = await thiefAsks(owner.email);
      nextMinute();
      const since = smtp.messages.length;
      await post('/api/auth/forgot-password', { email: owner.email }).expect(200);
      const reset = await smtp.linkFor(owner.email, '/reset-password?token=', since);
      await post('/api/auth/reset-password', {
        token: new URL(reset).searchParams.get('token'),
        password: NEW_PASSWORD,
      }).expect(200);
      await confirm(token).expect(400);
      await signIn(owner.email, NEW_PASSWORD);
    });

    it('dies with "sign out of all other sessions", and when an admin ends the sessions', async () => {
      const owner = await member('f1-others');
      const first = await thiefAsks(owner.email);
      await post('/api/auth/sessions/revoke-others', {}, owner.token).expect(200);
      await confirm(first.token).expect(400);

      nextMinute();
      const second = await thiefAsks(owner.email);
      const [{ id }] = await query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [
        owner.email,
      ]);
      const admin = await member('f1-admin');
      await query(`UPDATE users SET role = 'admin' WHERE email = $1`, [admin.email]);
      await api()
        .delete(`/api/admin/users/${id}/sessions`)
        .set('X-Forwarded-For', nextIp())
        .set(bearer(admin.token))
        .expect(200);
      await confirm(second.token).expect(400);
    });

    it('needs the session that asked to be live: ending that one session is enough', async () => {
      const owner = await member('f1-one');
      const { thief, token } = await thiefAsks(owner.email);
      await api()
        .delete(`/api/auth/sessions/${sidOf(thief)}`)
        .set('X-Forwarded-For', nextIp())
        .set(bearer(owner.token))
        .expect(204);
      await confirm(token).expect(400);
      expect((await me(owner.token).expect(200)).body.user.email).toBe(owner.email);
    });

    it('gives the old address a "this was not me" link that cancels the change and ends every session, once', async () => {
      const owner = await member('f1-cancel');
      const { thief, token, notice } = await thiefAsks(owner.email);
      const cancelLink = /https?:\/\/\S*\/account\/confirm-email\?cancel=[\w-]+/.exec(
        notice.text,
      )?.[0];
      expect(cancelLink).toBeDefined();
      // Opening the page changes nothing (mail scanners open links).
      const page = await api()
        .get(new URL(cancelLink!).pathname + new URL(cancelLink!).search)
        .expect(200);
      expect(page.text).toContain('This was not me');
      await me(thief).expect(200);
      const cancel = new URL(cancelLink!).searchParams.get('cancel')!;
      const since = smtp.messages.length;
      const done = await post('/api/users/me/email/cancel', { token: cancel }).expect(200);
      expect(done.body.message).toMatch(/cancelled and every session/);
      await me(thief).expect(401);
      await me(owner.token).expect(401);
      await confirm(token).expect(400);
      await post('/api/users/me/email/cancel', { token: cancel }).expect(400);
      const told = await smtp.waitFor(owner.email, (m) => smtp.messages.indexOf(m) >= since);
      expect(told.subject).toMatch(/was cancelled/);
      const [event] = await query<{ kind: string }>(
        `SELECT kind FROM security_events e JOIN users u ON u.id = e.user_id
         WHERE u.email = $1 AND kind = 'email-change-cancelled'`,
        [owner.email],
      );
      expect(event).toBeDefined();
      await signIn(owner.email);
    });

    it('still moves the account when its own live session asked', async () => {
      const owner = await member('f1-own');
      const { newEmail, token } = await thiefAsks(owner.email);
      const done = await confirm(token).expect(200);
      expect(done.body.user.email).toBe(newEmail);
    });
  });

  describe('F2: ADMIN_EMAILS grants the role once; a recorded revocation wins', () => {
    it('keeps a demoted listed admin demoted at the next sign-in and the next start', async () => {
      const a = await t.signUp(LISTED[0], PASSWORD);
      const b = await t.signUp(LISTED[1], PASSWORD);
      expect((await me(a.token).expect(200)).body.user.role).toBe('admin');
      expect((await me(b.token).expect(200)).body.user.role).toBe('admin');
      await api()
        .patch(`/api/admin/users/${String(b.user.id)}`)
        .set('X-Forwarded-For', nextIp())
        .set(bearer(a.token))
        .send({ role: 'user' })
        .expect(200);
      const again = await signIn(LISTED[1]);
      expect((await me(again).expect(200)).body.user.role).toBe('user');
      await t.app.get(AdminEmails).onApplicationBootstrap();
      expect((await me(again).expect(200)).body.user.role).toBe('user');
      const grants = await query(
        `SELECT 1 FROM admin_audit WHERE action = 'user.role' AND target_id = $1 AND actor_email = 'ADMIN_EMAILS'`,
        [String(b.user.id)],
      );
      expect(grants).toHaveLength(1);
    });
  });

  describe('F3: verify-otp does not tell which addresses have an authenticator app', () => {
    it('answers every failure with one sentence after the same work', async () => {
      const app = await member('f3-app');
      const setup = await post('/api/auth/totp/setup', {}, app.token).expect(200);
      const clock = t.app.get(Clock);
      clock.advance(30_000 - (clock.nowMs() % 30_000) + 1000);
      const code = await generate({
        secret: setup.body.secret as string,
        epoch: Math.floor(clock.nowMs() / 1000),
      });
      await post('/api/auth/totp/enable', { code }, app.token).expect(200);
      const plain = await member('f3-plain');
      const unknown = address('f3-nobody');

      const verify = jest.spyOn(t.app.get(PasswordService), 'verify');
      const lookups = jest.spyOn(t.app.get(OtpService), 'checkCode');
      const answers = [];
      for (const email of [app.email, plain.email, unknown]) {
        for (const password of [PASSWORD, 'not the password']) {
          verify.mockClear();
          lookups.mockClear();
          const res = await post('/api/auth/verify-otp', { email, password, otp: '000000' });
          answers.push({ status: res.status, body: res.body as unknown });
          expect({
            email,
            argon2: verify.mock.calls.length,
            lookups: lookups.mock.calls.length,
          }).toEqual({ email, argon2: 1, lookups: 2 });
        }
      }
      verify.mockRestore();
      lookups.mockRestore();
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(answers[0].status).toBe(400);
    });
  });

  /** A passkey row as registration stores it (the key itself is never checked here). */
  async function addPasskey(
    userId: string,
    name: string,
    addedBySession: string | null = null,
  ): Promise<string> {
    const id = randomUUID();
    await t.app
      .get(DataSource)
      .getRepository(Passkey)
      .insert({
        id,
        userId,
        credentialId: `cred-${id}`,
        publicKey: Buffer.from('not-a-key'),
        counter: '0',
        transports: null,
        deviceType: 'singleDevice',
        backedUp: false,
        name,
        createdAt: new Date(),
        lastUsedAt: null,
        addedBySession,
      });
    return id;
  }
  const stale = (email: string) =>
    query(
      `UPDATE sessions SET proven_at = proven_at - interval '11 minutes' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );

  describe('F6: removing a passkey needs a recent sign-in and tells the owner', () => {
    it('asks a stale session to confirm, then removes, records and mails', async () => {
      const owner = await member('f6');
      // Before any request of the session, so no cached copy of it holds the old proof time.
      await stale(owner.email);
      const [{ id: userId }] = await query<{ id: string }>(
        `SELECT id FROM users WHERE email = $1`,
        [owner.email],
      );
      const id = await addPasskey(userId, 'Old phone');
      const refused = await api()
        .delete(`/api/auth/passkeys/${id}`)
        .set('X-Forwarded-For', nextIp())
        .set(bearer(owner.token))
        .expect(403);
      expect(refused.body.reauthRequired).toBe(true);
      await post('/api/auth/reauth', { password: PASSWORD }, owner.token).expect(204);
      const since = smtp.messages.length;
      await api()
        .delete(`/api/auth/passkeys/${id}`)
        .set('X-Forwarded-For', nextIp())
        .set(bearer(owner.token))
        .expect(204);
      const mail = await smtp.waitFor(owner.email, (m) => smtp.messages.indexOf(m) >= since);
      expect(mail.subject).toBe('A passkey was removed from your Pragya Trust account');
      expect(mail.text).toContain('Old phone');
      const events = await query<{ kind: string; ip: string | null }>(
        `SELECT kind, ip FROM security_events WHERE user_id = $1 AND kind = 'passkey-removed'`,
        [userId],
      );
      expect(events).toHaveLength(1);
      expect(events[0].ip).toBeTruthy();
    });
  });

  describe('suspected: an account left with no way in', () => {
    it('keeps the last passkey of an account without a password or Google', async () => {
      const email = address('passkey-only');
      const user = await t.app
        .get(UsersService)
        .create({ name: 'Pavan', email, passwordHash: null, isEmailVerified: true });
      const first = await addPasskey(user.id, 'Laptop');
      const second = await addPasskey(user.id, 'Phone');
      const token = await t.app.get(SessionsService).open(user, 'passkey');
      const remove = (id: string) =>
        api()
          .delete(`/api/auth/passkeys/${id}`)
          .set('X-Forwarded-For', nextIp())
          .set(bearer(token));
      await remove(first).expect(204);
      const kept = await remove(second).expect(409);
      expect(kept.body.message).toMatch(/only way into your account/);
      const rows = await query(`SELECT 1 FROM passkeys WHERE user_id = $1`, [user.id]);
      expect(rows).toHaveLength(1);
    });
  });

  describe("F12: a sender's address cannot add to the admin's reply link", () => {
    it('percent-encodes the address in the mailto: of the rendered message', async () => {
      const admin = await member('f12-admin');
      await query(`UPDATE users SET role = 'admin' WHERE email = $1`, [admin.email]);
      const sender = `x?bcc=thief-${run}@example.org`;
      await post('/api/contact', {
        name: 'Trick',
        email: sender,
        message: 'A question about the courses.',
      }).expect(201);
      const [{ id }] = await query<{ id: string }>(
        `SELECT id FROM contact_messages WHERE email = $1`,
        [sender],
      );
      const page = await api()
        .get(`/admin/messages?open=${id}`)
        .set('Cookie', `pragya-session=${admin.token}`)
        .expect(200);
      const href = /href="(mailto:[^"]*)"/.exec(page.text)?.[1].replace(/&amp;/g, '&');
      expect(href).toBe(
        `mailto:x%3Fbcc%3Dthief-${run}@example.org?subject=Re%3A%20Your%20message%20to%20Pragya%20Trust`,
      );
    });
  });

  describe('F10: the last admin stays', () => {
    const deleteOwn = (token: string, email: string) =>
      api()
        .delete('/api/users/me')
        .set('X-Forwarded-For', nextIp())
        .set(bearer(token))
        .send({ confirmEmail: email });

    it('refuses to delete the last admin, and two admins deleting each other at once leave one', async () => {
      // Only this test's admins: every other admin of the run steps down first.
      const a = await member('f10-a');
      const b = await member('f10-b');
      await query(`UPDATE users SET role = 'user' WHERE role = 'admin'`);
      await query(`UPDATE users SET role = 'admin' WHERE email IN ($1, $2)`, [a.email, b.email]);
      const ids = await query<{ id: string; email: string }>(
        `SELECT id, email FROM users WHERE email IN ($1, $2)`,
        [a.email, b.email],
      );
      const idOf = (email: string) => ids.find((row) => row.email === email)!.id;
      const [one, two] = await Promise.all([
        api()
          .delete(`/api/admin/users/${idOf(b.email)}`)
          .set('X-Forwarded-For', nextIp())
          .set(bearer(a.token))
          .send({ email: b.email }),
        api()
          .delete(`/api/admin/users/${idOf(a.email)}`)
          .set('X-Forwarded-For', nextIp())
          .set(bearer(b.token))
          .send({ email: a.email }),
      ]);
      expect([one.status, two.status].sort()).toEqual([204, 409].sort());
      const left = await query(`SELECT 1 FROM users WHERE role = 'admin'`);
      expect(left).toHaveLength(1);
      const survivor = one.status === 204 ? a : b;
      const refused = await deleteOwn(survivor.token, survivor.email).expect(409);
      expect(refused.body.message).toMatch(/only admin account/);
      await me(survivor.token).expect(200);
    });
  });

  describe("F11: a stranger cannot use up someone else's contact allowance", () => {
    it('counts a typed address per client, so its owner still writes from home', async () => {
      const policy = t.app.get(RateLimitPolicy);
      const store = t.app.get(RateLimiters);
      policy.factor = 1;
      await store.clear();
      try {
        const victim = address('f11');
        const stranger = '192.0.2.11';
        const contact = (ip: string, message: string) =>
          api()
            .post('/api/contact')
            .set('X-Forwarded-For', ip)
            .send({ name: 'Asha', email: victim, message });
        const allowance = LIMITS['contact-account-hour'].points;
        for (let i = 0; i < allowance; i++) await contact(stranger, `Forged ${i}`).expect(201);
        await store.clear('contact-ip-minute');
        await contact(stranger, 'Forged again').expect(429);
        await contact('192.0.2.12', 'Namaste, a real question.').expect(201);
      } finally {
        policy.factor = 50;
        await store.clear();
      }
    });
  });

  describe('the change of address (F8, F9, F13, and the suspected sign-in code)', () => {
    const askFor = (token: string, newEmail: string) =>
      post('/api/users/me/email', { newEmail }, token).expect(202);
    const linkTo = async (newEmail: string, since: number) =>
      new URL(
        await smtp.linkFor(newEmail, '/account/confirm-email?token=', since),
      ).searchParams.get('token')!;

    it('F8: asking for a taken address replaces the pending link as a free one does', async () => {
      const owner = await member('f8');
      const taken = await member('f8-taken');
      const free = address('f8-free');
      const since = smtp.messages.length;
      await askFor(owner.token, free);
      const first = await linkTo(free, since);
      nextMinute();
      const sinceTaken = smtp.messages.length;
      await askFor(owner.token, taken.email);
      await smtp.waitFor(taken.email, (m) => smtp.messages.indexOf(m) >= sinceTaken);
      await smtp.waitFor(owner.email, (m) => smtp.messages.indexOf(m) >= sinceTaken);
      // The earlier link is dead either way: nothing tells the member the address is taken.
      await post('/api/users/me/email/confirm', { token: first }).expect(400);
    });

    it('F9 and F13: an unverified registration does not block the change, and the new address is greeted by no name', async () => {
      const owner = await member('f9');
      const squatted = address('f9-squatted');
      await post('/api/auth/register', {
        name: 'Squatter',
        email: squatted,
        password: PASSWORD,
      }).expect(201);
      const since = smtp.messages.length;
      await askFor(owner.token, squatted);
      const link = await smtp.waitFor(
        squatted,
        (m) => smtp.messages.indexOf(m) >= since && /Confirm your new e-mail/.test(m.subject),
      );
      expect(link.text).toContain('Namaste,\n');
      expect(link.text).not.toContain('Asha Devi');
      const token = await linkTo(squatted, since);
      const done = await post('/api/users/me/email/confirm', { token }).expect(200);
      expect(done.body.user.email).toBe(squatted);
      const rows = await query(`SELECT name FROM users WHERE email = $1`, [squatted]);
      expect(rows).toEqual([{ name: 'Asha Devi' }]);
    });

    it('the suspected item: a sign-in code mailed to the old address dies with the change', async () => {
      const owner = await member('code');
      await post('/api/auth/otp/toggle', { enable: true }, owner.token).expect(200);
      const since = smtp.messages.length;
      const asked = await post('/api/auth/login', { email: owner.email, password: PASSWORD });
      expect(asked.body.requiresOTP).toBe(true);
      const otp = await smtp.codeFor(owner.email, since);
      const newEmail = address('code-new');
      const sinceLink = smtp.messages.length;
      await askFor(owner.token, newEmail);
      await post('/api/users/me/email/confirm', {
        token: await linkTo(newEmail, sinceLink),
      }).expect(200);
      await post('/api/auth/verify-otp', { email: owner.email, otp, password: PASSWORD }).expect(
        400,
      );
    });

    it('F9: housekeeping removes registrations never verified within a day', async () => {
      const stale = address('f9-stale');
      await post('/api/auth/register', { name: 'Old', email: stale, password: PASSWORD }).expect(
        201,
      );
      t.app.get(Clock).advance(25 * 60 * MINUTE);
      const fresh = address('f9-fresh');
      await post('/api/auth/register', { name: 'New', email: fresh, password: PASSWORD }).expect(
        201,
      );
      // Due now (the job row keeps the database's time), whatever another app left in it.
      await query(
        `UPDATE job_runs SET next_run_at = now() - interval '1 minute', running_until = NULL WHERE name = 'housekeeping'`,
      );
      expect(await t.app.get(HousekeepingService).run()).toBe(true);
      expect(await query(`SELECT 1 FROM users WHERE email = $1`, [stale])).toHaveLength(0);
      expect(await query(`SELECT 1 FROM users WHERE email = $1`, [fresh])).toHaveLength(1);
    });
  });

  describe('F16: a passkey proves the member only with user verification', () => {
    it('refuses an assertion made with mere presence, takes one with verification', async () => {
      const owner = await member('f16');
      await stale(owner.email);
      const [{ id: userId }] = await query<{ id: string }>(
        `SELECT id FROM users WHERE email = $1`,
        [owner.email],
      );
      const key = new SoftwarePasskey();
      await t.app.get(DataSource).getRepository(Passkey).insert({
        id: randomUUID(),
        userId,
        credentialId: key.credentialId,
        publicKey: key.cosePublicKey,
        counter: '0',
        transports: null,
        deviceType: 'singleDevice',
        backedUp: false,
        name: 'Software key',
        createdAt: new Date(),
        lastUsedAt: null,
      });
      const { origin, hostname } = new URL(t.config.appUrl);
      const attempt = async (userVerified: boolean) => {
        const options = await post('/api/auth/passkeys/reauth-options', {}, owner.token).expect(
          200,
        );
        expect(options.body.userVerification).toBe('required');
        const response = key.assert(options.body.challenge as string, origin, hostname, {
          userVerified,
        });
        return (await post('/api/auth/passkeys/reauth', { response }, owner.token)).status;
      };
      expect(await attempt(false)).toBe(400);
      // Still not a recent sign-in.
      await post('/api/users/me/email', { newEmail: address('f16-new') }, owner.token).expect(403);
      expect(await attempt(true)).toBe(204);
      await post('/api/users/me/email', { newEmail: address('f16-new') }, owner.token).expect(202);
    });
  });

  describe('F7: what a stolen session added goes when the owner ends it', () => {
    const passkeysOf = (userId: string) =>
      query<{ name: string }>(`SELECT name FROM passkeys WHERE user_id = $1 ORDER BY name`, [
        userId,
      ]);

    /** The owner and a thief each add a passkey in their own session; the thief links Google. */
    async function thiefAddsFactors(tag: string) {
      const owner = await member(tag);
      const thief = await signIn(owner.email);
      const [{ id: userId }] = await query<{ id: string }>(
        `SELECT id FROM users WHERE email = $1`,
        [owner.email],
      );
      await addPasskey(userId, 'Thief key', sidOf(thief));
      await addPasskey(userId, 'Owner key', sidOf(owner.token));
      await query(
        `UPDATE users SET google_id = $2, google_email = $3, google_linked_by_session = $4 WHERE id = $1`,
        [userId, `g-${run}-${tag}`, 'thief@example.org', sidOf(thief)],
      );
      return { owner, thief, userId };
    }

    async function expectOnlyTheOwnersFactors(userId: string) {
      expect(await passkeysOf(userId)).toEqual([{ name: 'Owner key' }]);
      const [row] = await query<{ google_id: string | null }>(
        `SELECT google_id FROM users WHERE id = $1`,
        [userId],
      );
      expect(row.google_id).toBeNull();
    }

    it('"sign out of all other sessions" removes their passkeys and Google link, keeps this one\'s', async () => {
      const { owner, userId } = await thiefAddsFactors('f7-others');
      await post('/api/auth/sessions/revoke-others', {}, owner.token).expect(200);
      await expectOnlyTheOwnersFactors(userId);
    });

    it('ending one session from the list removes what it added, and only that', async () => {
      const { owner, thief, userId } = await thiefAddsFactors('f7-one');
      await api()
        .delete(`/api/auth/sessions/${sidOf(thief)}`)
        .set('X-Forwarded-For', nextIp())
        .set('Authorization', `Bearer ${owner.token}`)
        .expect(204);
      await expectOnlyTheOwnersFactors(userId);
    });

    it('a password reset removes the passkeys its ended sessions added', async () => {
      const owner = await member('f7-reset');
      const thief = await signIn(owner.email);
      const [{ id: userId }] = await query<{ id: string }>(
        `SELECT id FROM users WHERE email = $1`,
        [owner.email],
      );
      await addPasskey(userId, 'Thief key', sidOf(thief));
      await addPasskey(userId, 'Older key', null);
      nextMinute();
      const since = smtp.messages.length;
      await post('/api/auth/forgot-password', { email: owner.email }).expect(200);
      const reset = await smtp.linkFor(owner.email, '/reset-password?token=', since);
      await post('/api/auth/reset-password', {
        token: new URL(reset).searchParams.get('token'),
        password: NEW_PASSWORD,
      }).expect(200);
      expect(await passkeysOf(userId)).toEqual([{ name: 'Older key' }]);
    });
  });

  describe('F19: the token kept in localStorage lives a day; the cookie carries the session', () => {
    const expOf = (token: string) =>
      (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number }).exp;

    it('answers a sign-in with a one-day token, sets the 7-day one in the cookie, and renews through the cookie', async () => {
      const owner = await member('f19');
      const res = await post('/api/auth/login', { email: owner.email, password: PASSWORD }).expect(
        200,
      );
      const now = t.app.get(Clock).nowMs() / 1000;
      const stored = res.body.token as string;
      expect(expOf(stored) - now).toBeLessThanOrEqual(24 * 3600 + 5);
      const cookie = (res.headers['set-cookie'] as unknown as string[])
        .map((c) => c.split(';')[0])
        .find((c) => c.startsWith('pragya-session='))!;
      const cookieToken = cookie.slice('pragya-session='.length);
      expect(expOf(cookieToken) - now).toBeGreaterThan(6 * 24 * 3600);
      expect(sidOf(cookieToken)).toBe(sidOf(stored));
      const renewed = await api()
        .post('/api/auth/token')
        .set('X-Forwarded-For', nextIp())
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'same-origin')
        .expect(200);
      expect(sidOf(renewed.body.token as string)).toBe(sidOf(stored));
      expect(expOf(renewed.body.token as string) - now).toBeLessThanOrEqual(24 * 3600 + 5);
      // (The signature check compares exp with the real time, so a day is not waited out here.)
      await api()
        .get('/api/auth/me')
        .set('X-Forwarded-For', nextIp())
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'same-origin')
        .expect(200);
    });
  });
});
