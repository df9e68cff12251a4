import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../../src/common/clock';
import { limitKey, RateLimiters } from '../../src/throttle/rate-limiters';
import { googleOnlyMember } from '../helpers/accounts';
import { useStack } from '../helpers/stack';

const PASSWORD = 'correct horse battery';
const NOINDEX = '<meta name="robots" content="noindex, nofollow"/>';

describe('account settings: the /account page, e-mail and password', () => {
  const run = Date.now().toString(36);
  const api = () => request(t.url);
  const cookieOf = (token: string) => `pragya-session=${token}`;
  let count = 0;
  const address = (label: string) => `acct-${label}-${run}-${++count}@example.org`;

  const t = useStack({ rateLimitFactor: 50 });
  const { smtp } = t;

  describe('the page', () => {
    it('sends a visitor to sign in and come back', async () => {
      const res = await api().get('/account').expect(302);
      expect(res.headers.location).toBe('/login?next=%2Faccount');
    });

    it('is rendered for the member, privately, with every section in order', async () => {
      const email = address('page');
      const { token } = await t.signUp(email, PASSWORD, 'Asha Page');
      const res = await api().get('/account').set('Cookie', cookieOf(token)).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const html = res.text;
      expect(html).toContain('<title>Account settings - Pragya Trust</title>');
      expect(html).toContain(NOINDEX);
      expect(html).toMatch(/<h1[^>]*>Account settings<\/h1>/);
      const headings = [
        ...html.matchAll(/<section id="([a-z-]+)"[^>]*aria-labelledby="\1-heading"/g),
      ].map((m) => m[1]);
      expect(headings).toEqual([
        'profile',
        'email',
        'communication',
        'password',
        'second-factor',
        'passkeys',
        'connected-accounts',
        'sessions',
        'your-data',
      ]);
      for (const id of headings) expect(html).toContain(`href="#${id}"`);
      // Pages keep rendering after the in-process API calls of the loader.
      await api().get('/account').set('Cookie', cookieOf(token)).expect(200);
      await api().get('/about').expect(200);
    });
  });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const HOUR = 60 * 60_000;

  /** A signed-up member whose session is no longer a recent sign-in (11 minutes later). */
  async function member(label: string) {
    const email = address(label);
    const { token } = await t.signUp(email, PASSWORD, 'Asha Devi');
    await t.app
      .get(DataSource)
      .query(
        `UPDATE sessions SET proven_at = proven_at - interval '11 minutes' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
        [email],
      );
    return { email, token };
  }

  /** A second session of the same account (another device). */
  async function signIn(email: string, password = PASSWORD): Promise<string> {
    const res = await api().post('/api/auth/login').send({ email, password }).expect(200);
    return res.body.token as string;
  }

  const reauth = (token: string, password = PASSWORD) =>
    api().post('/api/auth/reauth').set(bearer(token)).send({ password }).expect(204);
  const me = (token: string) => api().get('/api/auth/me').set(bearer(token));

  describe('recent sign-in', () => {
    it('is asked for by both sensitive calls, and after reauth they work', async () => {
      const { token } = await member('reauth');
      for (const [path, body] of [
        [
          '/api/users/me/password',
          { currentPassword: PASSWORD, newPassword: 'a new long passphrase' },
        ],
        ['/api/users/me/email', { newEmail: address('reauth-new') }],
      ] as const) {
        const refused = await api().post(path).set(bearer(token)).send(body).expect(403);
        expect(refused.body).toMatchObject({ statusCode: 403, reauthRequired: true });
        expect(refused.body.message).toMatch(/confirm it is you/);
      }
      await reauth(token);
      await api()
        .post('/api/users/me/email')
        .set(bearer(token))
        .send({ newEmail: address('reauth-new') })
        .expect(202);
      await api()
        .post('/api/users/me/password')
        .set(bearer(token))
        .send({ currentPassword: PASSWORD, newPassword: 'a new long passphrase' })
        .expect(204);
    });
  });

  describe('password', () => {
    it('changes, ends every other session at once, keeps this one and mails a notice', async () => {
      const { email, token } = await member('pw');
      const other = await signIn(email);
      await me(other).expect(200);
      await reauth(token);
      const since = smtp.messages.length;
      await api()
        .post('/api/users/me/password')
        .set(bearer(token))
        .send({ currentPassword: PASSWORD, newPassword: 'quiet river at dawn' })
        .expect(204);
      await me(other).expect(401);
      await me(token).expect(200);
      const mail = await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= since);
      expect(mail.subject).toBe('Your Pragya Trust password was changed');
      expect(mail.text).toContain('every other device');
      await api().post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
      await signIn(email, 'quiet river at dawn');
      const events = await t.app
        .get(DataSource)
        .query(
          `SELECT kind FROM security_events e JOIN users u ON u.id = e.user_id WHERE u.email = $1`,
          [email],
        );
      expect(events.map((e: { kind: string }) => e.kind)).toContain('password-changed');
    });

    it('refuses a wrong or missing current password and a weak new one, changing nothing', async () => {
      const { email, token } = await member('pw-bad');
      await reauth(token);
      const wrong = await api()
        .post('/api/users/me/password')
        .set(bearer(token))
        .send({ currentPassword: 'not my password', newPassword: 'quiet river at dawn' })
        .expect(400);
      expect(wrong.body.message).toBe('That current password is not correct.');
      const missing = await api()
        .post('/api/users/me/password')
        .set(bearer(token))
        .send({ newPassword: 'quiet river at dawn' })
        .expect(400);
      expect(missing.body.message).toBe('Please enter your current password.');
      for (const [newPassword, sentence] of [
        ['short', 'Password must be at least 6 characters long.'],
        ['password', 'This password is too common. Please choose one that is harder to guess.'],
      ]) {
        const weak = await api()
          .post('/api/users/me/password')
          .set(bearer(token))
          .send({ currentPassword: PASSWORD, newPassword })
          .expect(400);
        expect(weak.body.message).toBe(sentence);
      }
      await signIn(email);
    });

    it('sets a first password on an account made with Google', async () => {
      const email = address('google');
      const { token } = await googleOnlyMember(t.app, email);
      expect((await me(token).expect(200)).body.user.hasPassword).toBe(false);
      const since = smtp.messages.length;
      await api()
        .post('/api/users/me/password')
        .set(bearer(token))
        .send({ newPassword: 'lamp by the ganga' })
        .expect(204);
      expect((await me(token).expect(200)).body.user.hasPassword).toBe(true);
      const mail = await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= since);
      expect(mail.subject).toBe('Your Pragya Trust account now has a password');
      await signIn(email, 'lamp by the ganga');
    });
  });

  describe('e-mail address', () => {
    async function askFor(token: string, newEmail: string) {
      return api().post('/api/users/me/email').set(bearer(token)).send({ newEmail }).expect(202);
    }

    it('mails a link to the new address and a notice to the old; nothing changes until the link is used, once', async () => {
      const { email, token } = await member('move');
      await reauth(token);
      const newEmail = address('moved');
      const since = smtp.messages.length;
      const answer = await askFor(token, newEmail);
      expect(answer.body.message).toMatch(/sent a link to the new address/);
      const link = await smtp.linkFor(newEmail, '/account/confirm-email?token=', since);
      const notice = await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= since);
      // The old address gets no link to the change, only its "this was not me" link.
      expect(notice.text).not.toMatch(/https?:\/\/\S*[?&]token=/);
      expect(notice.text).toMatch(/\/account\/confirm-email\?cancel=/);
      expect(notice.subject).toMatch(/change of e-mail address/);
      expect((await me(token).expect(200)).body.user.email).toBe(email);

      const token2 = new URL(link).searchParams.get('token')!;
      const done = await api()
        .post('/api/users/me/email/confirm')
        .send({ token: token2 })
        .expect(200);
      expect(done.body.user).toMatchObject({ email: newEmail, isEmailVerified: true });
      expect((await me(token).expect(200)).body.user.email).toBe(newEmail);
      const again = await api()
        .post('/api/users/me/email/confirm')
        .send({ token: token2 })
        .expect(400);
      expect(again.body.message).toMatch(/invalid, has expired or was already used/);
      await smtp.waitFor(email, (m) => /was changed/.test(m.subject));
      await smtp.waitFor(newEmail, (m) => /was changed/.test(m.subject));
      await signIn(newEmail);
    });

    it('answers the same for an address that has an account, tells its owner, changes nothing', async () => {
      const { email, token } = await member('steal');
      const owner = await member('owner');
      await reauth(token);
      const fresh = address('fresh');
      const sinceFresh = smtp.messages.length;
      const plain = await askFor(token, fresh);
      await smtp.linkFor(fresh, '/account/confirm-email?token=', sinceFresh);
      const since = smtp.messages.length;
      const taken = await askFor(token, owner.email);
      expect(taken.body).toEqual(plain.body);
      const told = await smtp.waitFor(owner.email, (m) => smtp.messages.indexOf(m) >= since);
      expect(told.subject).toBe('Someone tried to use your e-mail address at Pragya Trust');
      expect(told.text).not.toContain('token=');
      await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= since);
      expect((await me(token).expect(200)).body.user.email).toBe(email);
      expect((await me(owner.token).expect(200)).body.user.email).toBe(owner.email);
    });

    it('refuses its own address, a malformed one and a bad token with a sentence', async () => {
      const { email, token } = await member('same');
      await reauth(token);
      const same = await api()
        .post('/api/users/me/email')
        .set(bearer(token))
        .send({ newEmail: email })
        .expect(400);
      expect(same.body.message).toBe('That is already the e-mail address of your account.');
      await api()
        .post('/api/users/me/email')
        .set(bearer(token))
        .send({ newEmail: 'not an address' })
        .expect(400);
      const bad = await api()
        .post('/api/users/me/email/confirm')
        .send({ token: 'x'.repeat(43) })
        .expect(400);
      expect(bad.body.message).toMatch(/invalid, has expired/);
    });

    it('lets a link expire after an hour', async () => {
      const { email, token } = await member('late');
      await reauth(token);
      const newEmail = address('late-new');
      const since = smtp.messages.length;
      await askFor(token, newEmail);
      const link = await smtp.linkFor(newEmail, '/account/confirm-email?token=', since);
      t.app.get(Clock).advance(HOUR + 60_000);
      await api()
        .post('/api/users/me/email/confirm')
        .send({ token: new URL(link).searchParams.get('token') })
        .expect(400);
      expect((await me(token).expect(200)).body.user.email).toBe(email);
    });
  });

  describe('the forms posted without JavaScript', () => {
    /** What a browser sends with a form posted from /account: the form cookie, the member's session. */
    const formPost = (path: string, session: string | null, site = 'same-origin') =>
      api()
        .post(path)
        .type('form')
        .set({
          Origin: t.url,
          'Sec-Fetch-Site': site,
          Cookie: ['pragya-form=1', ...(session ? [cookieOf(session)] : [])].join('; '),
        });
    const post = (session: string | null, fields: Record<string, string>) =>
      formPost('/account', session).send(fields);

    /** The part of the page that is one section of /account. */
    const sectionOf = (html: string, id: string) => {
      const start = html.indexOf(`<section id="${id}"`);
      expect(start).toBeGreaterThan(-1);
      return html.slice(start, html.indexOf('</section>', start));
    };

    it("spares the member's own browser the account-wide sign-in wait, as with JavaScript", async () => {
      const { email, token } = await member('form-own-device');
      const login = await api().post('/api/auth/login').send({ email, password: PASSWORD });
      const device = ([] as string[])
        .concat(login.headers['set-cookie'] ?? [])
        .find((cookie) => cookie.startsWith('pragya-device='))!
        .split(';')[0];
      // Strangers' failures from many addresses armed the account's wait.
      await t.app
        .get(RateLimiters)
        .get('signin-fail-account-wait')
        .block(limitKey('account', email), 600);
      const fields = {
        intent: 'password',
        currentPassword: PASSWORD,
        newPassword: 'a quiet lamp at dusk',
      };
      await formPost('/account', token).send(fields).expect(429);
      await formPost('/account', token)
        .set('Cookie', ['pragya-form=1', cookieOf(token), device].join('; '))
        .send(fields)
        .expect(303);
      await api()
        .post('/api/auth/login')
        .set('Cookie', device)
        .send({ email, password: 'a quiet lamp at dusk' })
        .expect(200);
    });

    it('refuses another site, and sends a visitor to sign in from every form', async () => {
      const { token } = await member('form-guard');
      const forged = await formPost('/account', token, 'cross-site')
        .send({ intent: 'profile', name: 'Forged' })
        .expect(403);
      expect(forged.text).toContain('This form was sent from another website');
      expect((await me(token).expect(200)).body.user.name).toBe('Asha Devi');
      for (const intent of [
        'profile',
        'email',
        'password',
        'second-factor',
        'end-session',
        'end-other-sessions',
        'delete-account',
        'communication-news',
        'communication-leave',
      ]) {
        const visitor = await post(null, { intent, name: 'X' }).expect(303);
        expect({ intent, location: visitor.headers.location }).toEqual({
          intent,
          location: '/login?next=%2Faccount',
        });
      }
    });

    it('saves the profile and clears the username, answering with the section and its note', async () => {
      const { token } = await member('form-profile');
      const saved = await post(token, {
        intent: 'profile',
        name: 'Asha D',
        username: `ad_${run}`,
      }).expect(303);
      expect(saved.headers.location).toBe('/account?done=profile-saved&section=profile#profile');
      const page = await api()
        .get(saved.headers.location)
        .set('Cookie', cookieOf(token))
        .expect(200);
      expect(sectionOf(page.text, 'profile')).toContain('Your profile was saved.');
      await post(token, { intent: 'profile', name: 'Asha D', username: '' }).expect(303);
      expect((await me(token).expect(200)).body.user).toMatchObject({
        name: 'Asha D',
        username: null,
      });
      // A code the section does not know says nothing.
      const odd = await api()
        .get('/account?done=password-wrong&section=profile')
        .set('Cookie', cookieOf(token))
        .expect(200);
      expect(odd.text).not.toContain('role="alert"');
    });

    it('renders a refused profile again with the API sentence under the field and what was typed', async () => {
      const { token } = await member('form-profile-bad');
      const bad = await post(token, {
        intent: 'profile',
        name: 'Asha <D>',
        username: 'x y',
      }).expect(400);
      expect(bad.headers['cache-control']).toBe('private, no-store');
      const profile = sectionOf(bad.text, 'profile');
      expect(profile).toContain('role="alert"');
      expect(profile).toContain('Username must be 3-20 characters: letters, digits or _.');
      expect(profile).toMatch(
        /<input[^>]*name="username"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="username"/,
      );
      expect(profile).toContain('value="x y"');
      expect(profile).toContain('value="Asha &lt;D&gt;"');
      // The other sections say nothing about it.
      expect(sectionOf(bad.text, 'email')).not.toContain('role="alert"');
      expect((await me(token).expect(200)).body.user.name).toBe('Asha Devi');

      const missing = await post(token, { intent: 'profile' }).expect(400);
      expect(sectionOf(missing.text, 'profile')).toContain(
        'Please enter a name of 1 to 100 characters.',
      );
      const owner = await member('form-profile-owner');
      await post(owner.token, { intent: 'profile', name: 'Owner', username: `own_${run}` }).expect(
        303,
      );
      const taken = await post(token, {
        intent: 'profile',
        name: 'Asha',
        username: `OWN_${run}`,
      }).expect(409);
      expect(sectionOf(taken.text, 'profile')).toContain(
        'That username is already taken. Please choose another one.',
      );
    });

    it('answers a post that names no form of the page with a sentence, changing nothing', async () => {
      const { token } = await member('form-intent');
      const posts: Record<string, string>[] = [{}, { intent: 'rename' }, { intent: '__proto__' }];
      for (const fields of posts) {
        const res = await post(token, fields).expect(400);
        expect(res.text).toContain('This form could not be read, so nothing was changed.');
      }
      // A page of the area without a form, and an address that is no page.
      await formPost('/account/deleted', token).send({ intent: 'profile' }).expect(405);
      await formPost('/account/nothing', token).send({ intent: 'profile' }).expect(404);
    });

    it('asks a stale session for the current password, and takes it in the same post', async () => {
      const { email, token } = await member('form-email');
      const newEmail = address('form-email-new');
      const stale = await post(token, { intent: 'email', newEmail }).expect(403);
      let section = sectionOf(stale.text, 'email');
      expect(section).toContain(
        'For your security, please enter your current password to make this change.',
      );
      expect(section).toContain(`value="${newEmail}"`);
      const wrong = await post(token, {
        intent: 'email',
        newEmail,
        currentPassword: 'not it',
      }).expect(400);
      section = sectionOf(wrong.text, 'email');
      expect(section).toContain('That password is not correct.');
      expect(section).not.toContain('not it');
      const malformed = await post(token, {
        intent: 'email',
        newEmail: 'not an address',
        currentPassword: PASSWORD,
      }).expect(400);
      expect(sectionOf(malformed.text, 'email')).toContain('value="not an address"');
      const since = smtp.messages.length;
      const sent = await post(token, {
        intent: 'email',
        newEmail,
        currentPassword: PASSWORD,
      }).expect(303);
      expect(sent.headers.location).toBe('/account?done=email-sent&section=email#email');
      const link = await smtp.linkFor(newEmail, '/account/confirm-email?token=', since);

      const confirm = await api()
        .get(new URL(link).pathname + new URL(link).search)
        .expect(200);
      expect(confirm.text).toContain('Use this address');
      expect(confirm.text).toContain('name="intent" value="confirm"');
      expect(confirm.text).toContain(NOINDEX);
      const linkToken = new URL(link).searchParams.get('token')!;
      const done = await formPost('/account/confirm-email', null)
        .send({ intent: 'confirm', token: linkToken })
        .expect(303);
      expect(done.headers.location).toBe('/account/confirm-email?done=changed');
      expect((await me(token).expect(200)).body.user.email).toBe(newEmail);
      const page = await api().get(done.headers.location).expect(200);
      expect(page.text).toContain('Your e-mail address was changed.');
      const again = await formPost('/account/confirm-email', null)
        .send({ intent: 'confirm', token: linkToken })
        .expect(400);
      expect(again.text).toContain('Address not changed');
      expect(again.text).toContain(
        'This link is invalid, has expired or was already used. Please ask for a new one in your account settings.',
      );
      const incomplete = await formPost('/account/confirm-email', null)
        .send({ token: linkToken })
        .expect(400);
      expect(incomplete.text).toContain('This link is incomplete.');
      const noToken = await formPost('/account/confirm-email', null)
        .send({ intent: 'confirm' })
        .expect(400);
      expect(noToken.text).toContain('This link is invalid, has expired or was already used.');
      expect(email).not.toBe(newEmail);
    });

    it('cancels a change of address from the old address, ending every session', async () => {
      const { email, token } = await member('form-cancel');
      await reauth(token);
      const since = smtp.messages.length;
      await post(token, { intent: 'email', newEmail: address('form-cancel-new') }).expect(303);
      const cancel = new URL(await smtp.linkFor(email, '/account/confirm-email?cancel=', since));
      const cancelToken = cancel.searchParams.get('cancel')!;
      const page = await api()
        .get(cancel.pathname + cancel.search)
        .expect(200);
      expect(page.text).toContain('name="intent" value="cancel"');
      const done = await formPost('/account/confirm-email', null)
        .send({ intent: 'cancel', token: cancelToken })
        .expect(303);
      expect(done.headers.location).toBe('/account/confirm-email?done=cancelled');
      await me(token).expect(401);
      const again = await formPost('/account/confirm-email', null)
        .send({ intent: 'cancel', token: cancelToken })
        .expect(400);
      expect(again.text).toContain('If someone else is using your account, reset your password');
    });

    it('changes the password with the current one, keeping this session', async () => {
      const { email, token } = await member('form-password');
      const other = await signIn(email);
      const stale = await post(token, { intent: 'password', newPassword: 'banyan shade' }).expect(
        403,
      );
      expect(sectionOf(stale.text, 'password')).toContain(
        'please enter your current password to make this change',
      );
      const weak = await post(token, {
        intent: 'password',
        currentPassword: PASSWORD,
        newPassword: 'short',
      }).expect(400);
      const section = sectionOf(weak.text, 'password');
      expect(section).toContain('Password must be at least 6 characters long.');
      // Neither password comes back in the page.
      expect(weak.text).not.toContain(PASSWORD);
      expect(weak.text).not.toContain('value="short"');
      const changed = await post(token, {
        intent: 'password',
        currentPassword: PASSWORD,
        newPassword: 'banyan shade at noon',
      }).expect(303);
      expect(changed.headers.location).toBe(
        '/account?done=password-changed&section=password#password',
      );
      await me(other).expect(401);
      await me(token).expect(200);
      await signIn(email, 'banyan shade at noon');
      const page = await api()
        .get(changed.headers.location)
        .set('Cookie', cookieOf(token))
        .expect(200);
      expect(sectionOf(page.text, 'password')).toContain(
        'Your password was changed, and every other device was signed out.',
      );
    });
  });
});
