import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminEmails } from '../../src/admin/grants/admin-emails.service';
import { Clock } from '../../src/common/clock';
import { parseCsv } from '../helpers/csv';
import { useStack } from '../helpers/stack';
import { bytesBody } from '../helpers/bytes-body';

jest.setTimeout(120_000);

const PASSWORD = 'correct horse battery';
const run = Date.now().toString(36);
const ADMIN = `admin-${run}@example.org`;
const LISTED_LATER = `listed-later-${run}@example.org`;
const LISTED_UNVERIFIED = `listed-unverified-${run}@example.org`;
const ROOT = join(__dirname, '..', '..');

const execFileAsync = promisify(execFile);

/** `npm run admin -- …` as the shell runs it (tsx from the sources), with its own environment. */
async function adminCli(args: string[], env: Record<string, string | undefined>) {
  const childEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...env };
  try {
    const { stdout, stderr } = await execFileAsync(
      join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['scripts/admin.ts', ...args],
      { cwd: ROOT, env: childEnv, timeout: 60_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the admin area (API)', () => {
  let admin: string;
  let adminId: string;
  const api = () => request(t.url);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const db = () => t.app.get(DataSource);

  const auditOf = async (action: string, targetId: string) =>
    (await db().query(
      `SELECT actor_email, action, target_id, detail, ip FROM admin_audit
       WHERE action = $1 AND target_id = $2 ORDER BY at DESC`,
      [action, targetId],
    )) as Array<{ actor_email: string; detail: Record<string, unknown>; ip: string | null }>;

  /**
   * A message as the inbox got it: mailed when it came. An unsent row would be mailed again by
   * every later app on this database when it starts (ContactService retries them, 50 at a time),
   * to that spec's SMTP server and into its log.
   */
  const addMessage = async (name: string, email: string, message: string, minutesAgo: number) => {
    const id = randomUUID();
    await db().query(
      `INSERT INTO contact_messages (id, name, email, message, created_at, sent_at, send_attempts)
       VALUES ($1, $2, $3, $4, now() - ($5 || ' minutes')::interval,
               now() - ($5 || ' minutes')::interval, 1)`,
      [id, name, email, message, String(minutesAgo)],
    );
    return id;
  };

  const t = useStack({
    env: { ADMIN_EMAILS: ` ${ADMIN.toUpperCase()}, ${LISTED_LATER},${LISTED_UNVERIFIED} ` },
  });
  const { smtp } = t;

  beforeAll(async () => {
    const session = await t.signUp(ADMIN, PASSWORD);
    admin = session.token;
    adminId = String(session.user.id);
  });

  describe('ADMIN_EMAILS', () => {
    it('makes a listed account an admin once its address is verified, recorded as ADMIN_EMAILS', async () => {
      const me = await api().get('/api/auth/me').set(bearer(admin)).expect(200);
      expect(me.body.user.role).toBe('admin');
      const [entry] = await auditOf('user.role', adminId);
      expect(entry).toMatchObject({
        actor_email: 'ADMIN_EMAILS',
        detail: { from: 'user', to: 'admin' },
      });
    });

    it('leaves a listed account that has not verified its address a member', async () => {
      await api()
        .post('/api/auth/register')
        .send({ name: 'Not Yet', email: LISTED_UNVERIFIED, password: PASSWORD })
        .expect(201);
      const [row] = await db().query(`SELECT role FROM users WHERE email = $1`, [
        LISTED_UNVERIFIED,
      ]);
      expect(row.role).toBe('user');
    });

    it('promotes, at boot, an account verified before its address was listed', async () => {
      const id = randomUUID();
      await db().query(
        `INSERT INTO users (id, name, email, is_email_verified, role, created_at, updated_at)
         VALUES ($1, 'Earlier', $2, true, 'user', now(), now())`,
        [id, LISTED_LATER],
      );
      await t.app.get(AdminEmails).onApplicationBootstrap();
      const [row] = await db().query(`SELECT role FROM users WHERE id = $1`, [id]);
      expect(row.role).toBe('admin');
      expect(await auditOf('user.role', id)).toHaveLength(1);
      await db().query(`UPDATE users SET role = 'user' WHERE id = $1`, [id]);
    });
  });

  describe('messages', () => {
    let formula: string;
    let hindi: string;
    let plain: string;

    beforeAll(async () => {
      formula = await addMessage(
        '=HYPERLINK("http://x")',
        `formula-${run}@example.org`,
        'Click me',
        3,
      );
      hindi = await addMessage(
        'आशा देवी',
        `hindi-${run}@example.org`,
        'नमस्ते, ध्यान के बारे में प्रश्न।',
        2,
      );
      plain = await addMessage(
        'Ravi 100%_sure',
        `ravi-${run}@example.org`,
        `About the ${run} course`,
        1,
      );
    });

    it('lists newest first and finds by name, address or text, wildcards taken literally', async () => {
      const all = await api().get('/api/admin/messages').set(bearer(admin)).expect(200);
      const ids = all.body.items.map((m: { id: string }) => m.id);
      expect(ids.indexOf(plain)).toBeLessThan(ids.indexOf(hindi));
      expect(ids.indexOf(hindi)).toBeLessThan(ids.indexOf(formula));
      const byText = await api()
        .get(`/api/admin/messages?query=${run}%20course`)
        .set(bearer(admin))
        .expect(200);
      expect(byText.body.items.map((m: { id: string }) => m.id)).toEqual([plain]);
      const byName = await api()
        .get(`/api/admin/messages?query=${encodeURIComponent('आशा')}`)
        .set(bearer(admin))
        .expect(200);
      const named = byName.body.items.map((m: { id: string }) => m.id);
      expect(named).toContain(hindi);
      expect(named).not.toContain(plain);
      const byAddress = await api()
        .get(`/api/admin/messages?query=FORMULA-${run}`)
        .set(bearer(admin))
        .expect(200);
      expect(byAddress.body.items.map((m: { id: string }) => m.id)).toEqual([formula]);
      const literal = await api()
        .get(`/api/admin/messages?query=${encodeURIComponent('100%_s')}`)
        .set(bearer(admin))
        .expect(200);
      const literalIds = literal.body.items.map((m: { id: string }) => m.id);
      expect(literalIds).toContain(plain);
      expect(literalIds).not.toContain(hindi);
      const wildcard = await api()
        .get(`/api/admin/messages?query=${encodeURIComponent('100_%s')}`)
        .set(bearer(admin))
        .expect(200);
      expect(wildcard.body.items).toEqual([]);
    });

    it('marks handled and not handled, filters on it, and records both', async () => {
      const marked = await api()
        .patch(`/api/admin/messages/${hindi}`)
        .set(bearer(admin))
        .send({ handled: true })
        .expect(200);
      expect(marked.body.handledAt).toEqual(expect.any(String));
      const unhandled = await api()
        .get('/api/admin/messages?handled=false')
        .set(bearer(admin))
        .expect(200);
      const ids = unhandled.body.items.map((m: { id: string }) => m.id);
      expect(ids).toEqual(expect.arrayContaining([plain, formula]));
      expect(ids).not.toContain(hindi);
      const handled = await api()
        .get('/api/admin/messages?handled=true')
        .set(bearer(admin))
        .expect(200);
      expect(handled.body.items.map((m: { id: string }) => m.id)).toContain(hindi);
      const one = await api().get(`/api/admin/messages/${hindi}`).set(bearer(admin)).expect(200);
      expect(one.body).toMatchObject({ name: 'आशा देवी', handledAt: expect.any(String) });
      await api()
        .patch(`/api/admin/messages/${hindi}`)
        .set(bearer(admin))
        .send({ handled: false })
        .expect(200);
      const [undone] = await auditOf('message.unhandled', hindi);
      expect(undone).toMatchObject({ actor_email: ADMIN });
      expect(undone.ip).toMatch(/127\.0\.0\.1/);
      expect(await auditOf('message.handled', hindi)).toHaveLength(1);
    });

    it('refuses bad input with a sentence and changes nothing', async () => {
      const bad = await api()
        .patch(`/api/admin/messages/${hindi}`)
        .set(bearer(admin))
        .send({ handled: 'yes' })
        .expect(400);
      expect(bad.body.message).toBe('Handled must be true or false.');
      await api().get('/api/admin/messages/not-a-uuid').set(bearer(admin)).expect(404);
      await api().get(`/api/admin/messages/${randomUUID()}`).set(bearer(admin)).expect(404);
      const page = await api().get('/api/admin/messages?page=0').set(bearer(admin)).expect(400);
      expect(page.body.message).toBe('The page must be 1 or more.');
      await api().get('/api/admin/messages?handled=maybe').set(bearer(admin)).expect(400);
    });

    it('exports CSV: UTF-8 with BOM, formulas as text, non-Latin names intact, audited', async () => {
      const res = await api()
        .get('/api/admin/messages.csv')
        .set(bearer(admin))
        .buffer(true)
        .parse(bytesBody)
        .expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="[^"]+\.csv"/);
      const bytes = res.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parseCsv(bytes.subarray(3).toString('utf8')) as Array<Record<string, string>>;
      const byEmail = new Map(rows.map((row) => [row['E-mail'], row]));
      expect(byEmail.get(`formula-${run}@example.org`)?.Name).toBe(`'=HYPERLINK("http://x")`);
      expect(byEmail.get(`hindi-${run}@example.org`)).toMatchObject({
        Name: 'आशा देवी',
        Message: 'नमस्ते, ध्यान के बारे में प्रश्न।',
      });
      const entries = await db().query(
        `SELECT actor_email FROM admin_audit WHERE action = 'messages.exported' AND actor_id = $1`,
        [adminId],
      );
      expect(entries.length).toBeGreaterThanOrEqual(1);
    });

    it('streams a large export in batches, every row once', async () => {
      const before = Number((await db().query(`SELECT count(*) AS n FROM contact_messages`))[0].n);
      await db().query(
        `INSERT INTO contact_messages (id, name, email, message, created_at, sent_at, send_attempts)
         SELECT gen_random_uuid(), 'Bulk ' || i, 'bulk-' || i || '-${run}@example.org', 'Text ' || i,
                now() - interval '1 day', now() - interval '1 day', 1
         FROM generate_series(1, 1203) AS i`,
      );
      const res = await api().get('/api/admin/messages.csv').set(bearer(admin)).expect(200);
      const rows = parseCsv(res.text.replace(/^\uFEFF/, '')) as Array<Record<string, string>>;
      expect(rows).toHaveLength(before + 1203);
      // Messages of other specs may share an address; the bulk's 1,203 addresses are each once.
      const bulk = rows
        .map((row) => row['E-mail'])
        .filter((email) => email.endsWith(`-${run}@example.org`) && email.startsWith('bulk-'));
      expect(new Set(bulk).size).toBe(1203);
      expect(bulk).toHaveLength(1203);
    });
  });

  describe('members', () => {
    const MEMBER = `member-${run}@example.org`;
    let member: { token: string; user: Record<string, unknown> };
    let memberId: string;

    beforeAll(async () => {
      member = await t.signUp(MEMBER, PASSWORD, 'Gita Sharma');
      memberId = String(member.user.id);
    });

    it('finds accounts by e-mail, name or username and shows what the trust needs to know', async () => {
      await api()
        .patch('/api/users/me')
        .set(bearer(member.token))
        .send({ username: `gita_${run}`.slice(0, 20) })
        .expect(200);
      for (const query of [MEMBER.toUpperCase(), 'gita sharma', `gita_${run}`.slice(0, 20)]) {
        const res = await api()
          .get(`/api/admin/users?query=${encodeURIComponent(query)}`)
          .set(bearer(admin))
          .expect(200);
        expect(res.body.items.map((u: { id: string }) => u.id)).toContain(memberId);
      }
      const view = await api().get(`/api/admin/users/${memberId}`).set(bearer(admin)).expect(200);
      expect(view.body).toMatchObject({
        email: MEMBER,
        role: 'user',
        isEmailVerified: true,
        secondFactor: 'off',
        googleLinked: false,
        sessions: 1,
        lastLogin: expect.any(String),
        createdAt: expect.any(String),
      });
      expect(JSON.stringify(view.body)).not.toMatch(/password|hash|googleId/i);
    });

    it('resends a verification link to an unverified account only, audited', async () => {
      const email = `unverified-${run}@example.org`;
      const id = randomUUID();
      await db().query(
        `INSERT INTO users (id, name, email, is_email_verified, role, created_at, updated_at)
         VALUES ($1, 'Unverified', $2, false, 'user', now(), now())`,
        [id, email],
      );
      const since = smtp.messages.length;
      const res = await api()
        .post(`/api/admin/users/${id}/verification`)
        .set(bearer(admin))
        .expect(200);
      expect(res.body.message).toContain(email);
      expect(await smtp.linkFor(email, '/verify-email?token=', since)).toBeTruthy();
      expect(await auditOf('user.verification-resent', id)).toHaveLength(1);
      const verified = await api()
        .post(`/api/admin/users/${memberId}/verification`)
        .set(bearer(admin))
        .expect(409);
      expect(verified.body.message).toBe('This member’s address is already verified.');
    });

    it('ends all sessions of an account, audited', async () => {
      await api().get('/api/auth/me').set(bearer(member.token)).expect(200);
      const res = await api()
        .delete(`/api/admin/users/${memberId}/sessions`)
        .set(bearer(admin))
        .expect(200);
      expect(res.body.message).toBe('One session was ended.');
      await api().get('/api/auth/me').set(bearer(member.token)).expect(401);
      const [entry] = await auditOf('user.sessions-ended', memberId);
      expect(entry.detail).toMatchObject({ email: MEMBER, ended: 1 });
    });

    it('changes roles, audited, and keeps the last admin', async () => {
      const made = await api()
        .patch(`/api/admin/users/${memberId}`)
        .set(bearer(admin))
        .send({ role: 'admin' })
        .expect(200);
      expect(made.body.role).toBe('admin');
      const [entry] = await auditOf('user.role', memberId);
      expect(entry).toMatchObject({
        actor_email: ADMIN,
        detail: { email: MEMBER, from: 'user', to: 'admin' },
      });
      await api()
        .patch(`/api/admin/users/${memberId}`)
        .set(bearer(admin))
        .send({ role: 'user' })
        .expect(200);
      // Everyone else listed as admin by this spec's database is made a member, so this admin is the last.
      await db().query(`UPDATE users SET role = 'user' WHERE role = 'admin' AND id <> $1`, [
        adminId,
      ]);
      const last = await api()
        .patch(`/api/admin/users/${adminId}`)
        .set(bearer(admin))
        .send({ role: 'user' })
        .expect(409);
      expect(last.body.message).toBe(
        'This is the only admin account, so it keeps its admin role: make another account an admin first.',
      );
      const bad = await api()
        .patch(`/api/admin/users/${memberId}`)
        .set(bearer(admin))
        .send({ role: 'owner' })
        .expect(400);
      expect(bad.body.message).toBe('The role must be user or admin.');
    });

    it('asks for a recent sign-in before a role change or a deletion, and changes nothing until then', async () => {
      // Eleven minutes after the admin last proved who they are.
      t.app.get(Clock).advance(11 * 60_000);
      const role = await api()
        .patch(`/api/admin/users/${memberId}`)
        .set(bearer(admin))
        .send({ role: 'admin' })
        .expect(403);
      expect(role.body).toMatchObject({ reauthRequired: true });
      await api()
        .delete(`/api/admin/users/${memberId}`)
        .set(bearer(admin))
        .send({ email: MEMBER })
        .expect(403);
      const view = await api().get(`/api/admin/users/${memberId}`).set(bearer(admin)).expect(200);
      expect(view.body.role).toBe('user');
      await api()
        .post('/api/auth/reauth')
        .set(bearer(admin))
        .send({ password: PASSWORD })
        .expect(204);
    });

    it('deletes an account on request after the address is typed, mails the member, audits it', async () => {
      const wrong = await api()
        .delete(`/api/admin/users/${memberId}`)
        .set(bearer(admin))
        .send({ email: 'someone@example.org' })
        .expect(409);
      expect(wrong.body.message).toBe(
        'The address typed does not match this account. Nothing was deleted.',
      );
      const self = await api()
        .delete(`/api/admin/users/${adminId}`)
        .set(bearer(admin))
        .send({ email: ADMIN })
        .expect(409);
      expect(self.body.message).toMatch(/your own account/);
      const since = smtp.messages.length;
      await api()
        .delete(`/api/admin/users/${memberId}`)
        .set(bearer(admin))
        .send({ email: MEMBER.toUpperCase() })
        .expect(204);
      const mail = await smtp.waitFor(MEMBER, (m) => smtp.messages.indexOf(m) >= since);
      expect(mail.subject).toBe('Your Pragya Trust account was deleted');
      expect(mail.text).toContain('Namaste Gita Sharma,');
      const rows = await db().query(`SELECT id FROM users WHERE id = $1`, [memberId]);
      expect(rows).toHaveLength(0);
      expect(
        await db().query(`SELECT id FROM verifications WHERE email = $1`, [MEMBER]),
      ).toHaveLength(0);
      const [entry] = await auditOf('user.deleted', memberId);
      expect(entry).toMatchObject({ actor_email: ADMIN, detail: { email: MEMBER } });
      // The entries naming the account outlive it.
      expect(await auditOf('user.role', memberId)).toHaveLength(2);
      await api().get(`/api/admin/users/${memberId}`).set(bearer(admin)).expect(404);
    });
  });

  describe('the overview', () => {
    it('counts the unhandled messages, the members (all and this week) and the events to come', async () => {
      const res = await api().get('/api/admin/overview').set(bearer(admin)).expect(200);
      const [row] = (await db().query(
        `SELECT (SELECT count(*)::int FROM contact_messages WHERE handled_at IS NULL) AS unhandled,
                (SELECT count(*)::int FROM users) AS members`,
      )) as Array<{ unhandled: number; members: number }>;
      expect(res.body).toEqual({
        unhandledMessages: row.unhandled,
        membersThisWeek: expect.any(Number),
        members: row.members,
        upcomingEvents: expect.any(Number),
      });
      expect(res.body.membersThisWeek).toBeGreaterThan(0);
      expect(res.body.membersThisWeek).toBeLessThanOrEqual(row.members);
    });
  });

  describe('the audit log', () => {
    it('is listed newest first and filtered by action and actor', async () => {
      const res = await api()
        .get('/api/admin/audit?action=user.role')
        .set(bearer(admin))
        .expect(200);
      expect(res.body.items.length).toBeGreaterThan(0);
      for (const item of res.body.items) expect(item.action).toBe('user.role');
      const times = res.body.items.map((item: { at: string }) => Date.parse(item.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(res.body.actions).toEqual(expect.arrayContaining(['user.role', 'message.handled']));
      // Each target is named as people know it: the member's name and address, not a UUID.
      const ids = res.body.items.map((item: { targetId: string }) => item.targetId);
      const [target] = (await db().query(
        `SELECT id::text, name, email FROM users WHERE id = ANY($1) LIMIT 1`,
        [ids],
      )) as Array<{ id: string; name: string; email: string }>;
      const named = res.body.items.find(
        (item: { targetId: string }) => item.targetId === target.id,
      );
      expect(named.targetName).toBe(`${target.name} <${target.email}>`);
      const byActor = await api()
        .get('/api/admin/audit?actor=ADMIN_EMAILS')
        .set(bearer(admin))
        .expect(200);
      for (const item of byActor.body.items) expect(item.actorEmail).toBe('ADMIN_EMAILS');
      const none = await api()
        .get(`/api/admin/audit?actor=${encodeURIComponent('%')}`)
        .set(bearer(admin))
        .expect(200);
      expect(none.body.items).toEqual([]);
    });

    it('has no way to change or remove an entry: no API method, and the database refuses', async () => {
      const [entry] = await db().query(`SELECT id FROM admin_audit LIMIT 1`);
      for (const method of ['put', 'patch', 'delete'] as const) {
        await api()[method]('/api/admin/audit').set(bearer(admin)).send({}).expect(404);
        await api()[method](`/api/admin/audit/${entry.id}`).set(bearer(admin)).send({}).expect(404);
      }
      await expect(
        db().query(`UPDATE admin_audit SET action = 'changed' WHERE id = $1`, [entry.id]),
      ).rejects.toThrow(/append-only/);
      await expect(db().query(`DELETE FROM admin_audit WHERE id = $1`, [entry.id])).rejects.toThrow(
        /append-only/,
      );
      await expect(db().query(`TRUNCATE admin_audit`)).rejects.toThrow(/append-only/);
      expect(await db().query(`SELECT id FROM admin_audit WHERE id = $1`, [entry.id])).toHaveLength(
        1,
      );
    });
  });

  describe('pages', () => {
    const cookie = (token: string) => `pragya-session=${token}`;

    it('are rendered on the server for the admin, private and noindex, and leave other pages whole', async () => {
      const email = `page-writer-${run}@example.org`;
      await addMessage('Page Writer', email, 'Rendered on the server.', 0);
      for (const path of [
        '/admin',
        '/admin/messages',
        '/admin/members',
        '/admin/audit',
        '/admin/interest',
        '/admin/news',
      ]) {
        const res = await api().get(path).set('Cookie', cookie(admin)).expect(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.text).toContain('<meta name="robots" content="noindex');
        expect(res.text).toContain('aria-label="Administration"');
      }
      const inbox = await api().get('/admin/messages').set('Cookie', cookie(admin)).expect(200);
      expect(inbox.text).toContain(email);
      const opened = await api()
        .get(`/admin/members?query=${encodeURIComponent(ADMIN)}`)
        .set('Cookie', cookie(admin))
        .expect(200);
      expect(opened.text).toContain(ADMIN);
      // The in-process API calls of those pages leave the server's own requests intact.
      await api().get('/about').expect(200);
      await api().get('/api/health').expect(200);
    });

    it('send a visitor to sign in and show a member the 403 page', async () => {
      const visitor = await api().get('/admin/audit?action=user.role').expect(302);
      expect(visitor.headers.location).toBe('/login?next=%2Fadmin%2Faudit%3Faction%3Duser.role');
      const member = await t.signUp(`page-member-${run}@example.org`, PASSWORD);
      const page = await api().get('/admin').set('Cookie', cookie(member.token)).expect(403);
      expect(page.text).toContain('For Administrators');
      expect(page.text).toContain('This page is for the trust’s administrators only.');
      expect(page.text).not.toContain('aria-label="Administration"');
    });

    it('stay out of the sitemap and are closed to crawlers', async () => {
      const sitemap = await api().get('/sitemap.xml').expect(200);
      expect(sitemap.text).not.toContain('/admin');
      const robots = await api().get('/robots.txt').expect(200);
      expect(robots.text).toContain('Disallow: /admin');
    });
  });

  describe('npm run admin', () => {
    const CLI_MEMBER = `cli-${run}@example.org`;

    beforeAll(async () => {
      await t.signUp(CLI_MEMBER, PASSWORD);
    });

    const roleOf = async (email: string) =>
      (
        (await db().query(`SELECT role FROM users WHERE email = $1`, [email])) as Array<{
          role: string;
        }>
      )[0]?.role;

    (process.env.DATABASE_URL ? it : it.skip)(
      'grants and revokes on DATABASE_URL, recorded as shell',
      async () => {
        const env = {
          DATABASE_URL: process.env.DATABASE_URL,
          DATA_DIR: t.config.dataDir,
          NODE_ENV: 'test',
        };
        const granted = await adminCli(['grant', CLI_MEMBER.toUpperCase()], env);
        expect(granted).toMatchObject({ code: 0 });
        expect(granted.stdout.trim().split('\n').at(-1)).toBe(`${CLI_MEMBER} is now an admin.`);
        expect(await roleOf(CLI_MEMBER)).toBe('admin');
        const [user] = await db().query(`SELECT id FROM users WHERE email = $1`, [CLI_MEMBER]);
        const [entry] = await auditOf('user.role', user.id);
        expect(entry).toMatchObject({ actor_email: 'shell', ip: null, detail: { to: 'admin' } });
        const again = await adminCli(['grant', CLI_MEMBER], env);
        expect(again.stdout.trim().split('\n').at(-1)).toBe(`${CLI_MEMBER} is already an admin.`);
        const revoked = await adminCli(['revoke', CLI_MEMBER], env);
        expect(revoked.stdout.trim().split('\n').at(-1)).toBe(
          `${CLI_MEMBER} is no longer an admin.`,
        );
        expect(await roleOf(CLI_MEMBER)).toBe('user');
        const unknown = await adminCli(['grant', `nobody-${run}@example.org`], env);
        expect(unknown.code).toBe(1);
        expect(unknown.stderr.trim()).toBe(
          `No account has the address nobody-${run}@example.org: nothing was changed.`,
        );
        const usage = await adminCli(['promote'], env);
        expect(usage).toMatchObject({
          code: 1,
          stderr: 'Usage: npm run admin -- grant|revoke EMAIL\n',
        });
      },
    );
  });
});

/** The embedded database admits one process: a running site's, here a test app of its own. */
describe('npm run admin against an embedded database held by a running server', () => {
  const t = useStack({ env: { DATABASE_URL: '' } });

  it('says so in one line and changes nothing', async () => {
    const email = `held-${run}@example.org`;
    await t.signUp(email, PASSWORD);
    const result = await adminCli(['grant', email], {
      DATA_DIR: t.config.dataDir,
      NODE_ENV: 'test',
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^The embedded database in .+ is held by the running site \(process \d+\): nothing was changed\./,
    );
    const db = t.app.get(DataSource);
    const [row] = await db.query(`SELECT role FROM users WHERE email = $1`, [email]);
    expect(row.role).toBe('user');
    expect(await db.query(`SELECT id FROM admin_audit WHERE actor_email = 'shell'`)).toHaveLength(
      0,
    );
  });
});
