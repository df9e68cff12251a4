import request from 'supertest';
import { DataSource } from 'typeorm';
import { sessionCookieName } from '../../src/auth/session-cookie';
import { formCookieName } from '../../src/ssr/form-guard';
import { Clock } from '../../src/common/clock';
import { googleOnlyMember } from '../helpers/accounts';
import { startMockGoogle, type MockGoogle, type MockProfile } from '../helpers/oauth';
import { useStack } from '../helpers/stack';

jest.setTimeout(120_000);

const PASSWORD = 'Ganga-Tulsi-1957';
const APP_URL = 'https://pragya.test';
const GOOGLE_COOKIE = 'pragya_google';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Session {
  token: string;
  user: { id: string; email: string };
}

/** Sessions, connected accounts, the data export and account deletion (real Postgres and SMTP). */
describe('account sessions, Google link and your data (API)', () => {
  let google: MockGoogle;
  let db: DataSource;
  let n = 0;
  const run = Date.now().toString(36);
  const address = (tag: string) => `${tag}-${++n}-${run}@example.org`;
  /** Each flow from its own client address, so per-IP limits count flows apart. */
  const nextIp = () => `198.51.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
  const api = () => request(t.url);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const clock = () => t.app.get(Clock);
  let sessionCookie: string;

  beforeAll(async () => {
    google = await startMockGoogle();
  });

  const t = useStack({ env: () => ({ APP_URL, TRUST_PROXY: '1', ...google.env() }) });
  const { smtp } = t;

  beforeAll(() => {
    db = t.app.get(DataSource);
    sessionCookie = sessionCookieName({ appUrl: APP_URL });
  });

  afterAll(async () => {
    await google?.stop();
  });

  async function signUp(email: string, ip = nextIp(), ua = CHROME_WINDOWS): Promise<Session> {
    const since = smtp.messages.length;
    await api()
      .post('/api/auth/signup-request')
      .set({ 'X-Forwarded-For': ip, 'User-Agent': ua })
      .send({ name: 'Asha Devi', email, password: PASSWORD })
      .expect(200);
    const otp = await smtp.codeFor(email, since);
    const res = await api()
      .post('/api/auth/verify-otp')
      .set({ 'X-Forwarded-For': ip, 'User-Agent': ua })
      .send({ email, otp, password: PASSWORD })
      .expect(200);
    return res.body as Session;
  }

  async function signIn(email: string, ip = nextIp(), ua = SAFARI_IPHONE): Promise<Session> {
    const res = await api()
      .post('/api/auth/login')
      .set({ 'X-Forwarded-For': ip, 'User-Agent': ua })
      .send({ email, password: PASSWORD })
      .expect(200);
    return res.body as Session;
  }

  const me = (token: string) => api().get('/api/auth/me').set(bearer(token));
  const sessions = async (token: string) =>
    (await api().get('/api/auth/sessions').set(bearer(token)).expect(200)).body as Array<{
      id: string;
      current: boolean;
      device: string;
      ip: string | null;
      createdAt: string;
      lastUsedAt: string | null;
    }>;

  /** Ten minutes and more pass: no session counts as recently proven any more. */
  const letTimePass = () => clock().advance(11 * 60_000);

  const reauth = (token: string) =>
    api().post('/api/auth/reauth').set(bearer(token)).send({ password: PASSWORD }).expect(204);

  describe('sessions', () => {
    it('lists every session with its device, a masked address and the current one marked', async () => {
      const email = address('sessions-list');
      const first = await signUp(email, '203.0.113.42', CHROME_WINDOWS);
      const second = await signIn(email, '2001:db8:85a3:8d3:1319:8a2e:370:7348', SAFARI_IPHONE);
      const list = await sessions(second.token);
      expect(list).toHaveLength(2);
      expect(list.find((s) => s.current)).toMatchObject({
        device: 'Mobile Safari 17 on iOS',
        ip: '2001:db8:85a3::x',
      });
      expect(list.find((s) => !s.current)).toMatchObject({
        device: 'Chrome 131 on Windows',
        ip: '203.0.113.x',
      });
      for (const s of list) {
        expect(Object.keys(s).sort()).toEqual(
          ['createdAt', 'current', 'device', 'id', 'ip', 'lastUsedAt'].sort(),
        );
        expect(new Date(s.createdAt).getTime()).not.toBeNaN();
      }
      expect(JSON.stringify(list)).not.toContain('203.0.113.42');
      // The other session sees itself as current.
      expect((await sessions(first.token)).filter((s) => s.current)).toHaveLength(1);
    });

    it('ends another session at once, and refuses other members’ and unknown sessions', async () => {
      const email = address('sessions-end');
      const first = await signUp(email);
      const second = await signIn(email);
      const other = await signUp(address('sessions-stranger'));
      const firstId = (await sessions(second.token)).find((s) => !s.current)!.id;
      const strangerId = (await sessions(other.token))[0].id;

      for (const id of [strangerId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const res = await api()
          .delete(`/api/auth/sessions/${id}`)
          .set(bearer(second.token))
          .expect(404);
        expect(res.body.message).toMatch(/could not find that session/);
      }
      await me(other.token).expect(200);

      await api().delete(`/api/auth/sessions/${firstId}`).set(bearer(second.token)).expect(204);
      await me(first.token).expect(401);
      await me(second.token).expect(200);
      // Ended is ended: a second time is a 404.
      await api().delete(`/api/auth/sessions/${firstId}`).set(bearer(second.token)).expect(404);
    });

    it('ending the current session signs out and clears the cookie', async () => {
      const email = address('sessions-self');
      const only = await signUp(email);
      const [current] = await sessions(only.token);
      const res = await api()
        .delete(`/api/auth/sessions/${current.id}`)
        .set(bearer(only.token))
        .expect(204);
      expect((res.headers['set-cookie'] as unknown as string[]).join('\n')).toMatch(
        new RegExp(`${sessionCookie}=;.*Max-Age=0`),
      );
      await me(only.token).expect(401);
    });

    it('signs out of every other session and keeps the current one', async () => {
      const email = address('sessions-others');
      const a = await signUp(email);
      const b = await signIn(email);
      const c = await signIn(email);
      const res = await api()
        .post('/api/auth/sessions/revoke-others')
        .set(bearer(c.token))
        .expect(200);
      expect(res.body).toEqual({ revoked: 2 });
      await me(a.token).expect(401);
      await me(b.token).expect(401);
      await me(c.token).expect(200);
      expect(await sessions(c.token)).toHaveLength(1);
      const again = await api()
        .post('/api/auth/sessions/revoke-others')
        .set(bearer(c.token))
        .expect(200);
      expect(again.body).toEqual({ revoked: 0 });
    });

    it('writes last use at most once per five minutes', async () => {
      const email = address('sessions-touch');
      const s = await signUp(email);
      const lastUsed = async () => {
        const [row] = (await db.query(
          `SELECT s.last_used_at FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1`,
          [email],
        )) as Array<{ last_used_at: Date }>;
        return new Date(row.last_used_at).getTime();
      };
      const opened = await lastUsed();
      clock().advance(60_000);
      await me(s.token).expect(200);
      expect(await lastUsed()).toBe(opened);
      clock().advance(5 * 60_000);
      await me(s.token).expect(200);
      expect(await lastUsed()).toBeGreaterThan(opened);
    });
  });

  describe('connected accounts', () => {
    /** The browser of a signed-in member: its session cookie and the Google flow's cookie. */
    class Browser {
      googleCookie: string | null = null;
      readonly ip = nextIp();
      constructor(readonly token: string | null) {}

      cookies(): string {
        return [
          this.token ? `${sessionCookie}=${this.token}` : null,
          this.googleCookie ? `${GOOGLE_COOKIE}=${this.googleCookie}` : null,
        ]
          .filter(Boolean)
          .join('; ');
      }

      take(res: request.Response): void {
        for (const line of (res.headers['set-cookie'] as unknown as string[] | undefined) ?? []) {
          const [pair] = line.split(';');
          if (pair.startsWith(`${GOOGLE_COOKIE}=`)) {
            this.googleCookie = pair.slice(GOOGLE_COOKIE.length + 1) || null;
          }
        }
      }

      get(path: string) {
        return api().get(path).set({
          'X-Forwarded-For': this.ip,
          Cookie: this.cookies(),
          'Sec-Fetch-Site': 'same-origin',
        });
      }
    }

    /** Start linking, pass the provider, come back: where the browser is sent at the end. */
    async function link(browser: Browser, profile: MockProfile): Promise<string> {
      google.profile = profile;
      const start = await browser.get('/api/auth/google?link=1').expect(302);
      browser.take(start);
      const provider = new URL(start.headers.location, APP_URL);
      if (!provider.href.startsWith(google.issuer)) return start.headers.location as string;
      const answer = await fetch(provider, { redirect: 'manual' });
      const back = new URL(answer.headers.get('location')!);
      const res = await browser.get(`${back.pathname}${back.search}`).expect(302);
      browser.take(res);
      return res.headers.location as string;
    }

    const account = async (email: string) =>
      (
        (await db.query(`SELECT google_id, google_email, avatar FROM users WHERE email = $1`, [
          email,
        ])) as Array<{ google_id: string | null; google_email: string | null; avatar: string }>
      )[0];

    it('links a verified Google account to the signed-in account, and mails a notice', async () => {
      const email = address('link-ok');
      const member = await signUp(email);
      const googleAddress = address('link-ok-gmail');
      const connected = async () =>
        (await api().get('/api/auth/connected-accounts').set(bearer(member.token)).expect(200))
          .body as { google: Record<string, unknown> };
      expect(await connected()).toEqual({
        google: { available: true, linked: false, email: null, canUnlink: false },
      });
      const since = smtp.messages.length;
      const outcome = await link(new Browser(member.token), {
        sub: `g-link-ok-${run}`,
        email: googleAddress,
        email_verified: true,
        picture: 'https://example.org/asha.png',
      });
      expect(outcome).toBe(
        '/account?done=google-linked&section=connected-accounts#connected-accounts',
      );
      expect(await account(email)).toEqual({
        google_id: `g-link-ok-${run}`,
        google_email: googleAddress,
        avatar: 'https://example.org/asha.png',
      });
      const mail = await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= since);
      expect(mail.subject).toBe('A Google account was linked to your Pragya Trust account');
      expect(await connected()).toEqual({
        google: { available: true, linked: true, email: googleAddress, canUnlink: true },
      });
      // The session that linked is still signed in; Google now reaches the same account.
      await me(member.token).expect(200);
      const events = (await db.query(`SELECT kind FROM security_events WHERE user_id = $1`, [
        member.user.id,
      ])) as Array<{ kind: string }>;
      expect(events.map((e) => e.kind)).toContain('google-linked');
    });

    it('refuses an unverified Google address and a Google account linked elsewhere', async () => {
      const holderEmail = address('link-holder');
      const holder = await signUp(holderEmail);
      expect(
        await link(new Browser(holder.token), {
          sub: `g-held-${run}`,
          email: holderEmail,
          email_verified: true,
        }),
      ).toBe('/account?done=google-linked&section=connected-accounts#connected-accounts');

      const email = address('link-refused');
      const member = await signUp(email);
      expect(
        await link(new Browser(member.token), {
          sub: `g-unverified-${run}`,
          email: address('unverified-gmail'),
          email_verified: false,
        }),
      ).toBe('/account?done=google-unverified&section=connected-accounts#connected-accounts');
      expect(
        await link(new Browser(member.token), {
          sub: `g-held-${run}`,
          email: address('held-gmail'),
          email_verified: true,
        }),
      ).toBe('/account?done=google-taken&section=connected-accounts#connected-accounts');
      expect((await account(email)).google_id).toBeNull();
      expect((await account(holderEmail)).google_id).toBe(`g-held-${run}`);
    });

    it('links only for a recently proven session of this browser', async () => {
      expect(await link(new Browser(null), { sub: 'nobody', email_verified: true })).toBe(
        '/login?next=%2Faccount',
      );
      const email = address('link-stale');
      const member = await signUp(email);
      letTimePass();
      const begin = await api().post('/api/auth/google/link').set(bearer(member.token)).expect(403);
      expect(begin.body.reauthRequired).toBe(true);
      expect(
        await link(new Browser(member.token), {
          sub: `g-stale-${run}`,
          email: address('stale-gmail'),
          email_verified: true,
        }),
      ).toBe('/account?done=google-confirm&section=connected-accounts#connected-accounts');

      // A session that ends while the member is at Google links nothing.
      await reauth(member.token);
      expect(
        (await api().post('/api/auth/google/link').set(bearer(member.token)).expect(200)).body,
      ).toEqual({ url: '/api/auth/google?link=1' });
      const browser = new Browser(member.token);
      google.profile = {
        sub: `g-ended-${run}`,
        email: address('ended-gmail'),
        email_verified: true,
      };
      const start = await browser.get('/api/auth/google?link=1').expect(302);
      browser.take(start);
      const back = new URL(
        (await fetch(start.headers.location, { redirect: 'manual' })).headers.get('location')!,
      );
      await api().post('/api/auth/logout').set(bearer(member.token)).expect(200);
      const res = await browser.get(`${back.pathname}${back.search}`).expect(302);
      expect(res.headers.location).toBe(
        '/account?done=google-expired&section=connected-accounts#connected-accounts',
      );
      expect((await account(email)).google_id).toBeNull();
    });

    it('unlinks Google after a recent sign-in, unless it is the only way in', async () => {
      const email = address('unlink');
      const member = await signUp(email);
      await link(new Browser(member.token), {
        sub: `g-unlink-${run}`,
        email,
        email_verified: true,
      });
      letTimePass();
      const stale = await api().delete('/api/auth/google').set(bearer(member.token)).expect(403);
      expect(stale.body.reauthRequired).toBe(true);
      expect((await account(email)).google_id).toBe(`g-unlink-${run}`);

      await reauth(member.token);
      const since = smtp.messages.length;
      await api().delete('/api/auth/google').set(bearer(member.token)).expect(204);
      expect(await account(email)).toMatchObject({ google_id: null, google_email: null });
      const mail = await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= since);
      expect(mail.subject).toBe('Google sign-in was removed from your Pragya Trust account');
      const again = await api().delete('/api/auth/google').set(bearer(member.token)).expect(404);
      expect(again.body.message).toBe('Your account is not linked to a Google account.');
    });

    it('refuses to unlink Google from an account that has no other way in', async () => {
      const email = address('google-only');
      google.profile = { sub: `g-only-${run}`, email, email_verified: true, name: 'Gita' };
      const browser = new Browser(null);
      const start = await browser.get('/api/auth/google').expect(302);
      browser.take(start);
      const back = new URL(
        (await fetch(start.headers.location, { redirect: 'manual' })).headers.get('location')!,
      );
      const callback = await browser.get(`${back.pathname}${back.search}`).expect(302);
      browser.take(callback);
      const code = new URL(callback.headers.location, APP_URL).searchParams.get('code');
      const done = await api()
        .post('/api/auth/google/exchange')
        .set({ 'X-Forwarded-For': browser.ip, Cookie: browser.cookies() })
        .send({ code })
        .expect(200);
      const status = await api()
        .get('/api/auth/connected-accounts')
        .set(bearer(done.body.token))
        .expect(200);
      expect(status.body.google).toMatchObject({ linked: true, email, canUnlink: false });
      const res = await api().delete('/api/auth/google').set(bearer(done.body.token)).expect(409);
      expect(res.body.message).toMatch(/only way you can sign in/);
      expect((await account(email)).google_id).toBe(`g-only-${run}`);
    });
  });

  describe('your data', () => {
    it('exports every part as an attachment, without a secret', async () => {
      const email = address('export');
      const member = await signUp(email);
      const second = await signIn(email);
      await api()
        .post('/api/contact')
        .set(bearer(member.token))
        .set('X-Forwarded-For', nextIp())
        .send({ name: 'Asha Devi', email, message: 'When does the next Gītā course begin?' })
        .expect(201);
      await api()
        .post('/api/interest')
        .set(bearer(member.token))
        .set('X-Forwarded-For', nextIp())
        .send({ courseSlug: 'drg-drsya-viveka' })
        .expect(201);
      await api().post('/api/auth/sessions/revoke-others').set(bearer(second.token)).expect(200);
      const since = smtp.messages.length;
      await api().post('/api/auth/reauth/code').set(bearer(second.token)).expect(200);
      const code = await smtp.codeFor(email, since);

      const res = await api().get('/api/users/me/export').set(bearer(second.token)).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="pragya-trust-account-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const data = JSON.parse(res.text) as Record<string, unknown>;
      expect(Object.keys(data)).toEqual(
        expect.arrayContaining([
          'exportedAt',
          'profile',
          'secondFactor',
          'passkeys',
          'sessions',
          'contactMessages',
          'securityEvents',
          'lists',
        ]),
      );
      expect(data.profile).toMatchObject({ email, name: 'Asha Devi', passwordSet: true });
      expect(data.secondFactor).toEqual({
        secondFactor: 'off',
        appSince: null,
        recoveryCodesLeft: 0,
      });
      expect(data.passkeys).toEqual([]);
      expect(data.sessions).toHaveLength(2);
      expect((data.sessions as Array<{ ip: string }>)[0].ip).toMatch(/\.x$/);
      expect(data.contactMessages).toEqual([
        expect.objectContaining({ message: 'When does the next Gītā course begin?' }),
      ]);
      expect(data.lists).toEqual([
        expect.objectContaining({ list: 'drg-drsya-viveka', email, status: 'confirmed' }),
      ]);
      expect(data.securityEvents).toEqual([
        expect.objectContaining({ kind: 'other-sessions-ended' }),
      ]);

      const [row] = (await db.query(`SELECT password_hash FROM users WHERE email = $1`, [
        email,
      ])) as Array<{ password_hash: string }>;
      for (const secret of [row.password_hash, '$argon2', member.token, second.token, code]) {
        expect(res.text).not.toContain(secret);
      }
      expect(res.text).not.toMatch(/secret|hash|token/i);
    });

    it('deletes nothing without a recent sign-in or with another address', async () => {
      const email = address('delete-refused');
      const member = await signUp(email);
      letTimePass();
      const stale = await api()
        .delete('/api/users/me')
        .set(bearer(member.token))
        .send({ confirmEmail: email })
        .expect(403);
      expect(stale.body.reauthRequired).toBe(true);
      await reauth(member.token);
      for (const confirmEmail of [address('someone-else'), '', 'ASHA']) {
        const res = await api()
          .delete('/api/users/me')
          .set(bearer(member.token))
          .send({ confirmEmail })
          .expect(400);
        expect(res.body.message).toMatch(/not the address of this account/);
      }
      await api().delete('/api/users/me').set(bearer(member.token)).send({}).expect(400);
      await me(member.token).expect(200);
    });

    it('deletes the account: every session ends, a last mail, and no row names it', async () => {
      const email = address('delete');
      const member = await signUp(email);
      const second = await signIn(email);
      await link(member, email);
      await api()
        .post('/api/contact')
        .set(bearer(member.token))
        .set('X-Forwarded-For', nextIp())
        .send({ name: 'Asha Devi', email, message: 'Please keep me informed.' })
        .expect(201);
      await api()
        .post('/api/contact')
        .set('X-Forwarded-For', nextIp())
        .send({ name: 'Asha', email, message: 'Sent before I signed in.' })
        .expect(201);
      // A place on the news list asked for from the address without signing in: no user_id.
      await api().post('/api/news').set('X-Forwarded-For', nextIp()).send({ email }).expect(202);
      await api().post('/api/auth/reauth/code').set(bearer(second.token)).expect(200);
      await api().post('/api/auth/sessions/revoke-others').set(bearer(second.token)).expect(200);
      const third = await signIn(email);

      const since = smtp.messages.length;
      // Upper case and spaces are the same address.
      const res = await api()
        .delete('/api/users/me')
        .set(bearer(third.token))
        .send({ confirmEmail: ` ${email.toUpperCase()} ` })
        .expect(204);
      expect((res.headers['set-cookie'] as unknown as string[]).join('\n')).toMatch(
        new RegExp(`${sessionCookie}=;`),
      );
      for (const token of [member.token, second.token, third.token]) await me(token).expect(401);
      const mail = await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= since);
      expect(mail.subject).toBe('Your Pragya Trust account was deleted');
      expect(mail.text).toMatch(/As you asked/);

      expect(await rowsNaming(member.user.id, email)).toEqual([]);
      // The address can sign up again as a new account.
      await signUp(email);
    });

    /** Links Google (the same address) so the account has rows in more places. */
    async function link(member: Session, email: string): Promise<void> {
      const start = await api()
        .get('/api/auth/google?link=1')
        .set({ Cookie: `${sessionCookie}=${member.token}`, 'X-Forwarded-For': nextIp() })
        .expect(302);
      google.profile = { sub: `g-delete-${run}`, email, email_verified: true };
      const googleCookie = /pragya_google=[^;]+/.exec(
        (start.headers['set-cookie'] as unknown as string[]).join('\n'),
      )![0];
      const back = new URL(
        (await fetch(start.headers.location, { redirect: 'manual' })).headers.get('location')!,
      );
      const done = await api()
        .get(`${back.pathname}${back.search}`)
        .set({
          Cookie: `${sessionCookie}=${member.token}; ${googleCookie}`,
          'X-Forwarded-For': nextIp(),
        })
        .expect(302);
      expect(done.headers.location).toBe(
        '/account?done=google-linked&section=connected-accounts#connected-accounts',
      );
    }

    /** Every row of any table whose user-id-like column holds the id or e-mail column the address. */
    async function rowsNaming(userId: string, email: string): Promise<string[]> {
      const columns = (await db.query(
        `SELECT table_name, column_name, data_type FROM information_schema.columns
         WHERE table_schema = 'public'
           AND (column_name = 'id' AND table_name = 'users'
             OR column_name ~ '(^|_)user_id$|^userid$|(^|_)owner_id$|(^|_)member_id$'
             OR column_name ~ 'email')`,
      )) as Array<{ table_name: string; column_name: string; data_type: string }>;
      expect(columns.length).toBeGreaterThan(4);
      const found: string[] = [];
      for (const { table_name: table, column_name: column, data_type: type } of columns) {
        const value = /email/.test(column) ? email : userId;
        const rows = (await db.query(
          `SELECT count(*)::int AS n FROM "${table}" WHERE "${column}"::text ${
            type === 'uuid' ? '= $1' : 'ILIKE $1'
          }`,
          [type === 'uuid' ? value : `%${value}%`],
        )) as Array<{ n: number }>;
        if (rows[0].n > 0) found.push(`${table}.${column}`);
      }
      return found;
    }
  });

  describe('no-JavaScript forms', () => {
    /** A native form post from a page of the site, by the member of `token`. */
    const form = (path: string, token: string, fields: Record<string, string> = {}) =>
      api()
        .post(path)
        .type('form')
        .set({
          Origin: APP_URL,
          'Sec-Fetch-Site': 'same-origin',
          'X-Forwarded-For': nextIp(),
          Cookie: `${formCookieName({ appUrl: APP_URL })}=1; ${sessionCookie}=${token}`,
        })
        .send(fields);
    const post = (token: string, fields: Record<string, string>) => form('/account', token, fields);

    /** The part of the page that is one section of /account. */
    const sectionOf = (html: string, id: string) => {
      const start = html.indexOf(`<section id="${id}"`);
      expect(start).toBeGreaterThan(-1);
      return html.slice(start, html.indexOf('</section>', start));
    };

    it('ends a session and signs out of the others', async () => {
      const email = address('form-sessions');
      const a = await signUp(email);
      const b = await signIn(email);
      const c = await signIn(email);
      const aId = (await sessions(a.token)).find((s) => s.current)!.id;

      const page = await api()
        .get('/account')
        .set('Cookie', `${sessionCookie}=${c.token}`)
        .expect(200);
      expect(sectionOf(page.text, 'sessions')).toContain(`name="id" value="${aId}"`);
      const ended = await post(c.token, { intent: 'end-session', id: aId }).expect(303);
      expect(ended.headers.location).toBe('/account?done=session-ended&section=sessions#sessions');
      await me(a.token).expect(401);
      const shown = await api()
        .get(ended.headers.location)
        .set('Cookie', `${sessionCookie}=${c.token}`)
        .expect(200);
      expect(sectionOf(shown.text, 'sessions')).toContain('That session has ended.');

      // Ended already, another member's, none at all: the API's 404 and its sentence.
      for (const id of [aId, '', 'not-a-session']) {
        const unknown = await post(c.token, { intent: 'end-session', id }).expect(404);
        expect(sectionOf(unknown.text, 'sessions')).toContain(
          'We could not find that session among yours. It may have ended already.',
        );
      }

      const others = await post(c.token, { intent: 'end-other-sessions' }).expect(303);
      expect(others.headers.location).toBe(
        '/account?done=other-sessions-ended&section=sessions#sessions',
      );
      await me(b.token).expect(401);
      await me(c.token).expect(200);

      // Ending the current one signs out.
      const cId = (await sessions(c.token))[0].id;
      const self = await post(c.token, { intent: 'end-session', id: cId }).expect(303);
      expect(self.headers.location).toBe('/login');
      await me(c.token).expect(401);
      // The ended session's cookie is cleared on the page the browser goes to.
      const login = await api()
        .get('/login')
        .set('Cookie', `${sessionCookie}=${c.token}`)
        .expect(200);
      expect(String(login.headers['set-cookie'])).toContain(`${sessionCookie}=;`);
    });

    it('refuses a post from another site and a visitor without a session', async () => {
      const email = address('form-cross');
      const a = await signUp(email);
      const b = await signIn(email);
      await api()
        .post('/account')
        .type('form')
        .set({
          Origin: 'https://elsewhere.example',
          'Sec-Fetch-Site': 'cross-site',
          Cookie: `${sessionCookie}=${b.token}`,
        })
        .send({ intent: 'end-other-sessions' })
        .expect(403);
      await me(a.token).expect(200);
      const visitor = await api()
        .post('/account')
        .type('form')
        .set({ Origin: APP_URL, Cookie: `${formCookieName({ appUrl: APP_URL })}=1` })
        .send({ intent: 'end-other-sessions' })
        .expect(303);
      expect(visitor.headers.location).toBe('/login?next=%2Faccount');
      // A session that has ended is a visitor too.
      const d = await signIn(email);
      const dId = (await sessions(d.token)).find((s) => s.current)!.id;
      await api().delete(`/api/auth/sessions/${dId}`).set(bearer(d.token)).expect(204);
      const gone = await post(d.token, { intent: 'end-other-sessions' }).expect(303);
      expect(gone.headers.location).toBe('/login?next=%2Faccount');
      await me(b.token).expect(200);
    });

    it('deletes the account with the password and the typed address', async () => {
      const email = address('form-delete');
      const member = await signUp(email);
      letTimePass();
      const expectRefused = async (
        fields: Record<string, string>,
        status: number,
        text: string,
      ) => {
        const res = await post(member.token, { intent: 'delete-account', ...fields }).expect(
          status,
        );
        const section = sectionOf(res.text, 'your-data');
        expect(section).toContain(text);
        expect(section).toContain(`value="${fields.confirmEmail ?? ''}"`);
        if (fields.password) expect(res.text).not.toContain(fields.password);
        await me(member.token).expect(200);
      };
      await expectRefused(
        { confirmEmail: email },
        403,
        'For your security, please enter your current password to make this change.',
      );
      await expectRefused(
        { confirmEmail: email, password: 'not the password' },
        400,
        'That password is not correct.',
      );
      await expectRefused(
        { confirmEmail: 'someone@example.org', password: PASSWORD },
        400,
        'The address you typed is not the address of this account. Please type it exactly to confirm.',
      );
      // The password just proved the session: nothing typed is not the account's address either.
      await expectRefused({}, 400, 'The address you typed is not the address of this account.');
      const res = await post(member.token, {
        intent: 'delete-account',
        confirmEmail: email,
      }).expect(303);
      expect(res.headers.location).toBe('/account/deleted');
      await me(member.token).expect(401);
      // A page of the site, in its shell, answered 200.
      const farewell = await api().get('/account/deleted').expect(200);
      expect(farewell.text).toMatch(/<h1[^>]*>Your account was deleted<\/h1>/);
      expect(farewell.text).toContain('class="site-header');
      expect(farewell.text).toContain('<footer');
      expect(farewell.text).toContain('noindex');
      expect(await db.query(`SELECT 1 FROM users WHERE email = $1`, [email])).toEqual([]);
    });

    it('asks an account without a password to sign in again with Google before deleting', async () => {
      const email = address('form-delete-google');
      const member = await googleOnlyMember(t.app, email);
      letTimePass();
      const res = await post(member.token, {
        intent: 'delete-account',
        confirmEmail: email,
      }).expect(403);
      expect(sectionOf(res.text, 'your-data')).toContain(
        'For your security, please sign in again with Google, then make this change within 10 minutes.',
      );
      await me(member.token).expect(200);
    });
  });
});
