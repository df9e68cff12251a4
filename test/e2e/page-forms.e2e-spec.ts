import request from 'supertest';
import { DataSource } from 'typeorm';
import { useStack } from '../helpers/stack';

jest.setTimeout(120_000);

const INBOX = 'inbox@pragya.test';
const COOKIE = 'pragya-form';
const CROSS_SITE = 'This form was sent from another website, so Pragya Trust did not accept it.';
const NO_COOKIE = 'your browser did not send the cookie that shows the form came from our site';
const TRY_AGAIN = 'That did not work just now. Please try again in a few minutes.';
/** The other pages' forms posted natively (their route actions), guarded as these two. */
const OTHER_FORMS = ['/courses/drg-drsya-viveka', '/lists/confirm', '/events/confirm'];

interface Row {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  user_id: string | null;
  sent_at: Date | null;
}

/**
 * The Contact and Stay Connected forms without JavaScript: native posts, redirects, outcomes, and
 * the cross-site guard of docs/decisions/0070-cross-site-form-posts.md, which the other pages'
 * forms (interest, lists, events: test/e2e/interest and events) share.
 */
describe('forms posted without JavaScript', () => {
  let n = 0;
  const run = Date.now().toString(36);
  const address = (tag: string) => `${tag}-${++n}-${run}@example.org`;
  const rows = (email: string): Promise<Row[]> =>
    t.app
      .get(DataSource)
      .query('SELECT * FROM contact_messages WHERE email = $1 ORDER BY created_at', [email]);

  /** The cookie a page response sets, as the browser would send it back. */
  let cookie: string;
  /** What a browser sends with a form posted from one of the site's own pages. */
  const sameOrigin = () => ({
    Origin: t.url,
    'Sec-Fetch-Site': 'same-origin',
    Cookie: cookie,
  });
  const post = (path: string, headers: Record<string, string>) =>
    request(t.url).post(path).set(headers).type('form');

  const t = useStack({ env: { CONTACT_INBOX: INBOX }, rateLimitFactor: 50 });
  const { smtp } = t;

  beforeAll(async () => {
    const page = await request(t.url).get('/contact').expect(200);
    cookie = String(page.headers['set-cookie']?.[0]).split(';')[0];
  });

  describe('the form cookie', () => {
    it('comes with every page, cached or rendered, SameSite=Strict and HttpOnly', async () => {
      for (const path of ['/', '/contact', '/courses', '/login', '/no-such-page']) {
        const res = await request(t.url).get(path);
        const set = res.headers['set-cookie'] as unknown as string[] | undefined;
        expect({ path, set }).toEqual({
          path,
          set: [`${COOKIE}=1; Path=/; Max-Age=31536000; HttpOnly; SameSite=Strict`],
        });
      }
      // The home page is served from the render cache: the cookie is still there, the second
      // time too.
      const again = await request(t.url).get('/').expect(200);
      expect(again.headers['set-cookie']).toEqual([expect.stringContaining('SameSite=Strict')]);
    });

    it('is not set again when the browser has it, nor on API answers and files', async () => {
      const page = await request(t.url).get('/').set('Cookie', cookie).expect(200);
      expect(page.headers['set-cookie']).toBeUndefined();
      for (const path of ['/api/health', '/robots.txt', '/favicon.svg']) {
        const res = await request(t.url).get(path);
        expect({ path, set: res.headers['set-cookie'] }).toEqual({ path, set: undefined });
      }
    });
  });

  it('stores a contact message, mails it and shows the thank-you screen', async () => {
    const email = address('asha');
    const res = await post('/contact', sameOrigin())
      .send({
        name: 'Asha Verma',
        email,
        phone: '+91 98765 43210',
        message: 'Namaste, when does the next course begin?',
      })
      .expect(303);
    expect(res.headers.location).toBe('/contact?form=sent');
    expect(await rows(email)).toEqual([
      expect.objectContaining({
        name: 'Asha Verma',
        email,
        phone: '+91 98765 43210',
        message: 'Namaste, when does the next course begin?',
        user_id: null,
        sent_at: expect.any(Date),
      }),
    ]);
    const mail = await smtp.waitFor(INBOX, (m) => m.replyTo === email);
    expect(mail.subject).toBe('Contact from Asha Verma');
    expect(mail.text).toContain('Namaste, when does the next course begin?');
    const page = await request(t.url).get(res.headers.location).expect(200);
    expect(page.text).toContain('Thank You!');
    expect(page.text).toContain('Send Another Message');
  });

  it('Stay Connected stores and mails the message and says thank you (spec §5, §8)', async () => {
    const email = address('ravi');
    const res = await post('/', sameOrigin())
      .send({ name: 'Ravi', email, message: 'Please keep me informed.' })
      .expect(303);
    expect(res.headers.location).toBe('/?form=sent#stay-connected');
    expect(await rows(email)).toEqual([
      expect.objectContaining({
        name: 'Ravi',
        email,
        phone: null,
        message: 'Please keep me informed.',
        sent_at: expect.any(Date),
      }),
    ]);
    const mail = await smtp.waitFor(INBOX, (m) => m.replyTo === email);
    expect(mail.to).toEqual([INBOX]);
    expect(mail.subject).toBe('Contact from Ravi');
    expect(mail.text).toContain('Please keep me informed.');
    const page = await request(t.url).get('/?form=sent').expect(200);
    expect(page.text).toContain('Thank you for your message! We will get back to you soon.');
    // The news box was not ticked: no confirmation link.
    await t.drainMail();
    expect(smtp.to(email)).toEqual([]);
  });

  it.each(['/', '/contact'])(
    '%s with the news box ticked also mails the news confirmation link',
    async (path) => {
      const email = address(`news${path.length}`);
      const res = await post(path, sameOrigin())
        .send({ name: 'Sita', email, message: 'Namaste.', news: 'yes' })
        .expect(303);
      expect(res.headers.location).toMatch(/\?form=sent&news=1(#stay-connected)?$/);
      const link = await smtp.waitFor(email, (m) => m.text.includes('/lists/confirm?token='));
      expect(link.subject).toBe('Please confirm your subscription to news from Pragya Trust');
      expect(await rows(email)).toHaveLength(1);
      const page = await request(t.url).get(res.headers.location).expect(200);
      expect(page.text).toContain('To receive the news, please open the link we have e-mailed you');
    },
  );

  it('Stay Connected without a message is refused: the message is required (spec §5)', async () => {
    const email = address('newsonly');
    const res = await post('/', sameOrigin()).send({ name: 'Sita', email }).expect(400);
    expect(res.text).toContain('Error sending message. Try again.');
    expect(await rows(email)).toHaveLength(0);
    await t.drainMail();
    expect(smtp.to(email)).toEqual([]);
  });

  it('answers an incomplete form with the page again: what was typed, and why under the field', async () => {
    const email = address('nomessage');
    const res = await post('/contact', sameOrigin())
      .send({ name: 'No Message', email, phone: '+91 98765 43210', news: 'yes' })
      .expect(400)
      .expect('Content-Type', /text\/html/);
    expect(await rows(email)).toHaveLength(0);
    expect(res.text).toContain('Your message could not be sent');
    // Nothing typed is lost: the fields come back filled in, the box still ticked.
    expect(res.text).toMatch(new RegExp(`<input[^>]*value="${email}"`));
    expect(res.text).toMatch(/<input[^>]*value="No Message"/);
    expect(res.text).toMatch(/<input[^>]*value="\+91 98765 43210"/);
    expect(res.text).toMatch(
      /<input[^>]*name="news"[^>]*checked=""|<input[^>]*checked=""[^>]*name="news"/,
    );
    expect(res.text).toMatch(/id="contact-message-error"[^>]*>[^<]+</);
    const home = await post('/', sameOrigin())
      .send({ name: 'Typed Name', email: 'x', message: 'Kept words' })
      .expect(400);
    expect(home.text).toContain('Error sending message. Try again.');
    expect(home.text).toContain('Kept words</textarea>');
    expect(home.text).toMatch(/<input[^>]*value="Typed Name"/);
  });

  it('keeps nothing from a bot that fills the honeypot, yet looks like a success', async () => {
    const email = address('bot');
    const res = await post('/contact', sameOrigin())
      .send({ name: 'Bot', email, message: 'Buy now', website: 'http://spam.example' })
      .expect(303);
    expect(res.headers.location).toBe('/contact?form=sent');
    expect(await rows(email)).toHaveLength(0);
  });

  it('says so on the page when a post was refused before its action ran (?form=failed)', async () => {
    for (const path of [
      '/courses/drg-drsya-viveka?form=failed',
      '/lists/confirm?form=failed',
      '/events/cancel?form=failed',
      // The page's own query stays: the e-mail confirmation's token is in it.
      '/account/confirm-email?token=abc&form=failed',
    ]) {
      const res = await request(t.url).get(path).expect(200);
      expect({ path, said: res.text.includes(TRY_AGAIN) }).toEqual({ path, said: true });
    }
  });

  describe('refuses a post another site started, with a page that says so', () => {
    const attempts: Array<[string, () => Record<string, string>]> = [
      [
        'from another site (as a browser sends it: no SameSite=Strict cookie)',
        () => ({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }),
      ],
      [
        'from another site even with the cookie',
        () => ({ ...sameOrigin(), Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }),
      ],
      [
        'from a neighbouring subdomain',
        () => ({
          ...sameOrigin(),
          Origin: 'https://blog.pragya.test',
          'Sec-Fetch-Site': 'same-site',
        }),
      ],
      [
        'from another origin, told by Origin alone',
        () => ({ Cookie: cookie, Origin: 'https://evil.example' }),
      ],
      ['from a sandboxed frame (Origin: null)', () => ({ Cookie: cookie, Origin: 'null' })],
    ];

    it.each(attempts)('%s', async (_what, headers) => {
      for (const path of ['/contact', '/', ...OTHER_FORMS]) {
        const email = address('forged');
        const since = smtp.messages.length;
        const res = await post(path, headers())
          .send({ name: 'Forged', email, message: 'Sent by another site' })
          .expect(403)
          .expect('Content-Type', /text\/html/);
        expect(res.text).toContain(CROSS_SITE);
        expect(res.text).toContain(`href="${path}"`);
        expect(await rows(email)).toHaveLength(0);
        await t.drainMail();
        expect(smtp.messages.slice(since).filter((m) => m.replyTo === email)).toHaveLength(0);
      }
    });

    it('never links or redirects to another site from an address that starts with two slashes', async () => {
      const res = await post('//evil.example', {
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      })
        .send({ name: 'Forged', email: address('slashes'), message: 'x' })
        .expect(403);
      expect(res.text).toContain('href="/evil.example"');
      expect(res.text).not.toContain('href="//');
    });

    it('refuses a same-origin post without the cookie, saying what to do', async () => {
      const email = address('nocookie');
      const res = await post('/contact', { Origin: t.url, 'Sec-Fetch-Site': 'same-origin' })
        .send({ name: 'No Cookie', email, message: 'Cookies are off' })
        .expect(403);
      expect(res.text).toContain(NO_COOKIE);
      expect(res.text).toContain('Please allow cookies for this site');
      expect(await rows(email)).toHaveLength(0);
      const wrong = await post('/contact', { ...sameOrigin(), Cookie: `${COOKIE}=forged` })
        .send({ name: 'No Cookie', email, message: 'A cookie of our own' })
        .expect(403);
      expect(wrong.text).toContain(NO_COOKIE);
    });

    it('accepts the post of a page answered with no-referrer (Origin "null", same-origin)', async () => {
      // The pages a mailed link opens carry its token, so they send no Referer and, in Chromium,
      // `Origin: null` with their own form: the post reaches the action, which judges the token.
      for (const path of ['/lists/confirm', '/events/confirm']) {
        const res = await post(path, { ...sameOrigin(), Origin: 'null' })
          .send({ token: 'x'.repeat(43) })
          .expect(400);
        expect(res.text).toContain('This link has expired or was already used');
      }
    });

    it('accepts a client that sends neither Origin nor Sec-Fetch-Site when it has the cookie', async () => {
      const email = address('oldbrowser');
      await post('/contact', { Cookie: cookie })
        .send({ name: 'Old Browser', email, message: 'From an older browser' })
        .expect(303)
        .expect('Location', '/contact?form=sent');
      expect(await rows(email)).toHaveLength(1);
      await smtp.waitFor(INBOX, (m) => m.replyTo === email);
    });
  });
});
