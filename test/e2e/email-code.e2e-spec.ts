import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../../src/common/clock';
import { User } from '../../src/users/user.entity';
import { useStack } from '../helpers/stack';

const PASSWORD = 'correct horse battery';

describe('the e-mailed code as second factor: recent sign-in, notices, the form without JavaScript', () => {
  const run = Date.now().toString(36);
  let count = 0;
  const address = (label: string) => `email-code-${label}-${run}-${++count}@example.org`;
  const api = () => request(t.url);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const cookieOf = (token: string) => `pragya-session=${token}`;
  const db = () => t.app.get(DataSource);
  const toggle = (token: string, body: object) =>
    api().post('/api/auth/otp/toggle').set(bearer(token)).send(body);
  /** The Second factor form of /account, posted natively. */
  const formPost = (token: string, fields: Record<string, string>) =>
    api()
      .post('/account')
      .type('form')
      .set({
        Origin: t.url,
        'Sec-Fetch-Site': 'same-origin',
        Cookie: ['pragya-form=1', cookieOf(token)].join('; '),
      })
      .send({ intent: 'second-factor', ...fields });
  /** The part of the page that is the Second factor section. */
  const factorSection = (html: string) => {
    const start = html.indexOf('<section id="second-factor"');
    expect(start).toBeGreaterThan(-1);
    return html.slice(start, html.indexOf('</section>', start));
  };

  const t = useStack({ rateLimitFactor: 50 });
  const { smtp } = t;

  /** A signed-up member whose session is no longer a recent sign-in (11 minutes later). */
  async function staleMember(label: string) {
    const email = address(label);
    const { token } = await t.signUp(email, PASSWORD, 'Asha Devi');
    await db().query(
      `UPDATE sessions SET proven_at = proven_at - interval '11 minutes' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    return { email, token };
  }

  async function eventsOf(email: string): Promise<string[]> {
    const rows = (await db().query(
      `SELECT e.kind FROM security_events e JOIN users u ON u.id = e.user_id
       WHERE u.email = $1 AND e.kind LIKE 'email-code-%' ORDER BY e.at`,
      [email],
    )) as Array<{ kind: string }>;
    return rows.map((row) => row.kind);
  }

  const otpEnabled = async (token: string) =>
    (await api().get('/api/auth/me').set(bearer(token)).expect(200)).body.user.otpEnabled;

  it('needs a recent sign-in both ways: the old password field is no proof', async () => {
    const { email, token } = await staleMember('stale');
    for (const body of [{ enable: true }, { enable: true, password: PASSWORD }]) {
      const refused = await toggle(token, body).expect(403);
      expect(refused.body).toMatchObject({ statusCode: 403, reauthRequired: true });
    }
    expect(await otpEnabled(token)).toBe(false);
    await api()
      .post('/api/auth/reauth')
      .set(bearer(token))
      .send({ password: PASSWORD })
      .expect(204);
    await toggle(token, { enable: true }).expect(200);
    await db().query(
      `UPDATE sessions SET proven_at = proven_at - interval '11 minutes' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    const off = await toggle(token, { enable: false, password: PASSWORD }).expect(403);
    expect(off.body.reauthRequired).toBe(true);
    expect(await otpEnabled(token)).toBe(true);
  });

  it('mails the owner and records an event when it turns on and off, and not for no change', async () => {
    const email = address('notices');
    const { token } = await t.signUp(email, PASSWORD, 'Asha Devi');
    let since = smtp.messages.length;
    const on = await toggle(token, { enable: true }).expect(200);
    expect(on.body.user).toMatchObject({ otpEnabled: true, secondFactor: 'email' });
    const onMail = await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= since);
    expect(onMail.subject).toBe('Your Pragya Trust sign-in now asks for an e-mailed code');
    expect(onMail.text).toMatch(/If this was not you/);
    expect(onMail.html).toContain('E-mailed code turned on');
    await toggle(token, { enable: true }).expect(200);

    since = smtp.messages.length;
    // A password sent by an older page is accepted and not needed.
    const off = await toggle(token, { enable: false, password: 'not even the password' }).expect(
      200,
    );
    expect(off.body.user).toMatchObject({ otpEnabled: false, secondFactor: 'off' });
    const offMail = await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= since);
    expect(offMail.subject).toBe(
      'The e-mailed sign-in code was turned off for your Pragya Trust account',
    );
    expect(await eventsOf(email)).toEqual(['email-code-enabled', 'email-code-disabled']);
    const subjects = smtp.to(email).map((m) => m.subject);
    expect(subjects.filter((s) => /e-mailed/.test(s))).toHaveLength(2);
  });

  it('turns on and off from the form without JavaScript, with the current password when stale', async () => {
    const { email, token } = await staleMember('form');
    const stale = await formPost(token, { secondFactor: 'email' }).expect(403);
    expect(factorSection(stale.text)).toContain(
      'For your security, please enter your current password to make this change.',
    );
    // The choice that was refused stays chosen.
    expect(factorSection(stale.text)).toMatch(
      /<input type="radio" id="second-factor-email"[^>]*checked=""/,
    );
    const wrong = await formPost(token, {
      secondFactor: 'email',
      currentPassword: 'not it',
    }).expect(400);
    expect(factorSection(wrong.text)).toContain('That password is not correct.');
    expect(await otpEnabled(token)).toBe(false);

    const on = await formPost(token, { secondFactor: 'email', currentPassword: PASSWORD }).expect(
      303,
    );
    expect(on.headers.location).toBe(
      '/account?done=email-code-on&section=second-factor#second-factor',
    );
    expect(await otpEnabled(token)).toBe(true);
    const page = await api().get(on.headers.location).set('Cookie', cookieOf(token)).expect(200);
    expect(page.text).toContain('The e-mailed code is on');
    expect(page.text).toMatch(/<input type="radio" id="second-factor-email"[^>]*checked=""/);

    // The password just proved the session, so turning it off needs no password for 10 minutes.
    const off = await formPost(token, { secondFactor: 'off' }).expect(303);
    expect(off.headers.location).toContain('done=email-code-off');
    expect(await otpEnabled(token)).toBe(false);
    expect(await eventsOf(email)).toEqual(['email-code-enabled', 'email-code-disabled']);
    // The state the account is in already changes nothing and needs no recent sign-in.
    t.app.get(Clock).advance(11 * 60_000);
    const same = await formPost(token, { secondFactor: 'off' }).expect(303);
    expect(same.headers.location).toContain('done=email-code-off');

    for (const secondFactor of ['sms', '']) {
      const odd = await formPost(token, { secondFactor }).expect(400);
      expect(factorSection(odd.text)).toContain(
        'Please choose Off, E-mailed code or Authenticator app.',
      );
    }
    const app = await formPost(token, { secondFactor: 'app' }).expect(400);
    expect(factorSection(app.text)).toContain(
      'Setting up or turning off the authenticator app needs JavaScript',
    );
    expect(await eventsOf(email)).toEqual(['email-code-enabled', 'email-code-disabled']);
  });

  it('refuses to turn on the e-mailed code for an address not yet confirmed, with the API sentence', async () => {
    const { email, token } = await staleMember('unverified');
    // Through the entity, so the sessions' cache of the account is renewed.
    await db().getRepository(User).update({ email }, { isEmailVerified: false });
    const refused = await formPost(token, {
      secondFactor: 'email',
      currentPassword: PASSWORD,
    }).expect(400);
    expect(factorSection(refused.text)).toContain(
      'Please verify your e-mail address before turning on two-factor sign-in.',
    );
    expect(await otpEnabled(token)).toBe(false);
  });
});
