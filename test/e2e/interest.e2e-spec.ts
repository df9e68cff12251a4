import request from 'supertest';
import { DataSource } from 'typeorm';
import { RateLimiters } from '../../src/throttle/rate-limiters';
import { AnnouncementSender } from '../../src/lists/announcement-sender';
import { SubscriptionsService } from '../../src/lists/subscriptions.service';
import { pagePosts } from '../helpers/page-posts';
import { useStack } from '../helpers/stack';
import { bytesBody } from '../helpers/bytes-body';

jest.setTimeout(120_000);

const COURSE = 'drg-drsya-viveka';
/** The course the announcement goes to: only this spec's reader is on its list. */
const ANNOUNCED = 'siddhanta-lesha-sangraha';
const TITLE = 'Dṛg-Dṛśya-Viveka';
const PASSWORD = 'Quiet-River-Morning-42';

/**
 * Register Interest and the news list through the API on the real database and a real SMTP
 * server: members in one step, visitors by the mailed link (double opt-in, once, no enumeration),
 * withdrawing, one-click unsubscribe (RFC 8058) and the headers of list mails.
 */
describe('interest lists (API)', () => {
  let n = 0;
  const run = Date.now().toString(36);
  const address = (tag: string) => `${tag}-${++n}-${run}@example.org`;
  const api = () => request(t.url);
  const db = () => t.app.get(DataSource);
  const statusOf = async (list: string, email: string) =>
    (
      (await db().query(`SELECT status FROM list_subscriptions WHERE list = $1 AND email = $2`, [
        list,
        email,
      ])) as Array<{ status: string }>
    )[0]?.status;
  const mailsTo = (email: string, since: number) =>
    smtp.messages.slice(since).filter((m) => m.to.includes(email));
  const confirmToken = async (email: string, since: number) =>
    new URL(await smtp.linkFor(email, '/lists/confirm', since)).searchParams.get('token')!;

  async function member(tag: string, role: 'user' | 'admin' = 'user') {
    const email = address(tag);
    const session = await t.signUp(email, PASSWORD);
    if (role === 'admin')
      await db().query(`UPDATE users SET role = 'admin' WHERE email = $1`, [email]);
    return { email, token: session.token };
  }

  const t = useStack({ env: { CONTACT_INBOX: 'inbox@pragya.test' }, rateLimitFactor: 50 });
  const { smtp } = t;

  beforeAll(async () => {
    // The lists of an earlier run on the same database would be in the counts and announcements.
    await db().query(`DELETE FROM announcements`);
    await db().query(`DELETE FROM list_subscriptions`);
  });

  it('puts a signed-in member on the list in one step, lists it and withdraws it', async () => {
    const { email, token } = await member('member');
    const since = smtp.messages.length;
    const res = await api()
      .post('/api/interest')
      .set('Authorization', `Bearer ${token}`)
      .send({ courseSlug: COURSE })
      .expect(201);
    expect(res.body).toEqual({ status: 'confirmed' });
    expect(await statusOf(COURSE, email)).toBe('confirmed');
    expect(mailsTo(email, since)).toHaveLength(0);

    const listed = await api()
      .get('/api/interest')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(listed.body).toEqual([
      { courseSlug: COURSE, title: TITLE, createdAt: expect.any(String) },
    ]);

    await api()
      .delete(`/api/interest/${COURSE}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(204);
    expect(await statusOf(COURSE, email)).toBe('unsubscribed');
    const after = await api()
      .get('/api/interest')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(after.body).toEqual([]);
    await api().get('/api/interest').expect(401);
    await api().delete(`/api/interest/${COURSE}`).expect(401);
  });

  it('refuses unknown and completed courses with 404, and a visitor without an address with 400', async () => {
    for (const courseSlug of ['no-such-course', 'tattvabodha']) {
      const res = await api()
        .post('/api/interest')
        .send({ courseSlug, email: address('nope') })
        .expect(404);
      expect(res.body.message).toBe('There is no upcoming course with that name.');
    }
    const res = await api().post('/api/interest').send({ courseSlug: COURSE }).expect(400);
    expect(res.body.message).toBe('Please enter your e-mail address.');
  });

  it('confirms a visitor by the mailed link once, and the confirmation names the course', async () => {
    const email = address('visitor');
    const since = smtp.messages.length;
    const res = await api()
      .post('/api/interest')
      .send({ courseSlug: COURSE, email: email.toUpperCase(), name: 'Ravi' })
      .expect(202);
    expect(res.body).toEqual({ status: 'pending' });
    expect(await statusOf(COURSE, email)).toBe('pending');
    const mail = await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= since);
    expect(mail.subject).toBe('Please confirm your interest in a Pragya Trust course');
    expect(mail.text).toContain(TITLE);
    expect(mail.text).not.toContain('Ravi');
    const token = await confirmToken(email, since);

    const confirmed = await api().post('/api/interest/confirm').send({ token }).expect(200);
    expect(confirmed.body).toEqual({ courseSlug: COURSE });
    expect(await statusOf(COURSE, email)).toBe('confirmed');

    const again = await api().post('/api/interest/confirm').send({ token }).expect(400);
    expect(again.body.message).toMatch(/expired or was already used/);

    const page = await api().get(`/lists/confirm?token=${token}`).expect(200);
    expect(page.text).toContain('Confirm');
  });

  it('answers the same, with the same one mail, whether or not the address is already listed', async () => {
    const listed = address('listed');
    let since = smtp.messages.length;
    await api().post('/api/interest').send({ courseSlug: COURSE, email: listed }).expect(202);
    await api()
      .post('/api/interest/confirm')
      .send({ token: await confirmToken(listed, since) })
      .expect(200);

    const fresh = address('fresh');
    // The mail allowance (one a minute per address) is the same for both: start them even.
    await t.app.get(RateLimiters).clear();
    const answers = [];
    for (const email of [listed, fresh]) {
      since = smtp.messages.length;
      const res = await api().post('/api/interest').send({ courseSlug: COURSE, email }).expect(202);
      answers.push(res.body);
      await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= since);
      const mails = mailsTo(email, since);
      expect(mails.map((m) => m.subject)).toEqual([
        'Please confirm your interest in a Pragya Trust course',
      ]);
    }
    expect(answers[0]).toEqual(answers[1]);
    // A stranger's request does not take the listed address off the list.
    expect(await statusOf(COURSE, listed)).toBe('confirmed');
  });

  it('keeps nothing when the honeypot is filled in', async () => {
    const email = address('bot');
    const since = smtp.messages.length;
    await api()
      .post('/api/interest')
      .send({ courseSlug: COURSE, email, website: 'http://spam.example' })
      .expect(202);
    expect(await statusOf(COURSE, email)).toBeUndefined();
    expect(mailsTo(email, since)).toHaveLength(0);
  });

  it("shows a visitor's interests in their dashboard once they sign up with that address", async () => {
    const email = address('later');
    const since = smtp.messages.length;
    await api().post('/api/interest').send({ courseSlug: COURSE, email }).expect(202);
    await api()
      .post('/api/interest/confirm')
      .send({ token: await confirmToken(email, since) })
      .expect(200);
    const session = await t.signUp(email, PASSWORD);
    const listed = await api()
      .get('/api/interest')
      .set('Authorization', `Bearer ${session.token}`)
      .expect(200);
    expect(listed.body).toEqual([
      { courseSlug: COURSE, title: TITLE, createdAt: expect.any(String) },
    ]);
  });

  it('joins the news list by double opt-in', async () => {
    const email = address('news');
    const since = smtp.messages.length;
    const res = await api().post('/api/news').send({ email, name: 'Asha' }).expect(202);
    expect(res.body).toEqual({ status: 'pending' });
    const mail = await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= since);
    expect(mail.subject).toBe('Please confirm your subscription to news from Pragya Trust');
    expect(await statusOf('news', email)).toBe('pending');
    const confirmed = await api()
      .post('/api/interest/confirm')
      .send({ token: await confirmToken(email, since) })
      .expect(200);
    expect(confirmed.body).toEqual({ courseSlug: 'news' });
    expect(await statusOf('news', email)).toBe('confirmed');
  });

  it('sends list mails with List-Unsubscribe, and one-click unsubscribes with a bare form POST', async () => {
    const admin = await member('admin', 'admin');
    const reader = await member('reader');
    await api()
      .post('/api/interest')
      .set('Authorization', `Bearer ${reader.token}`)
      .send({ courseSlug: ANNOUNCED })
      .expect(201);

    // The test to the admin's own address carries the headers too.
    let since = smtp.messages.length;
    const body = { list: ANNOUNCED, subject: 'Enrollment is open', text: 'Namaste.\n\nJoin us.' };
    await api()
      .post('/api/admin/announcements/test')
      .set('Authorization', `Bearer ${admin.token}`)
      .send(body)
      .expect(200);
    const test = await smtp.waitFor(admin.email, (m) => smtp.messages.indexOf(m) >= since);
    expect(test.subject).toBe('[Test] Enrollment is open');
    expect(test.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Answers go to the trust's inbox, and the letter's own "Namaste." is not doubled.
    expect(test.headers['reply-to']).toMatch(/@/);
    expect(test.text.split('Namaste').length - 1).toBe(1);
    expect(test.html).toMatch(/<a href="[^"]*\/api\/lists\/unsubscribe\?token=/);

    since = smtp.messages.length;
    const created = await api()
      .post('/api/admin/announcements')
      .set('Authorization', `Bearer ${admin.token}`)
      .send(body)
      .expect(201);
    const sender = t.app.get(AnnouncementSender);
    let mail;
    for (;;) {
      await sender.pump();
      mail = mailsTo(reader.email, since)[0];
      if (mail) break;
    }
    expect(mail.subject).toBe('Enrollment is open');
    expect(mail.text).toContain('Join us.');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const header = mail.headers['list-unsubscribe'].trim();
    const match = /^<(https?:\/\/[^>]+)>, <(mailto:[^>]+)>$/.exec(header);
    expect(match).not.toBeNull();
    expect(match![2]).toBe('mailto:inbox@pragya.test?subject=unsubscribe');
    const oneClick = new URL(match![1]);
    expect(oneClick.pathname).toBe('/api/lists/unsubscribe');

    // What a mail provider sends: a form body, no cookie, no Authorization, another origin.
    await api()
      .post(`${oneClick.pathname}${oneClick.search}`)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .set('Origin', 'https://mail.example.com')
      .set('Sec-Fetch-Site', 'cross-site')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(await statusOf(ANNOUNCED, reader.email)).toBe('unsubscribed');

    // A forged or damaged token changes nothing.
    const forged = oneClick.searchParams
      .get('token')!
      .replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await api()
      .post(`/api/lists/unsubscribe?token=${encodeURIComponent(forged)}`)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click')
      .expect(400);
    // The exception is this path alone: other calls still refuse form bodies.
    await api()
      .post('/api/news')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(`email=${encodeURIComponent(address('form'))}`)
      .expect(415);

    // Opening the link in a browser leads to the page with a button.
    const opened = await api().get(`${oneClick.pathname}${oneClick.search}`).expect(303);
    expect(opened.headers.location).toMatch(/^\/lists\/unsubscribe\?token=/);

    const progress = await api()
      .get(`/api/admin/announcements/${created.body.id}`)
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(progress.body).toMatchObject({ total: 1, sent: 1, failed: 0, state: 'done' });
  });

  describe('the pages, without JavaScript', () => {
    const { sameOrigin, post, loadCookie } = pagePosts(() => t.url);

    beforeAll(() => loadCookie());

    it('gives visitors the same form for everyone, and mails the link after a native post', async () => {
      const first = await api().get(`/courses/${COURSE}`).expect(200);
      expect(first.text).toContain(`action="/courses/${COURSE}"`);
      expect(first.text).toContain('name="email"');
      const email = address('nojs');
      const since = smtp.messages.length;
      const res = await post(`/courses/${COURSE}`, sameOrigin())
        .send({ action: 'register', email, name: '' })
        .expect(303);
      expect(res.headers.location).toBe(`/courses/${COURSE}?interest=pending#register-interest`);
      const page = await api().get(res.headers.location).expect(200);
      expect(page.text).toContain('we have sent a link to confirm your interest');

      // The link opens a page with a button; the button's post confirms and names the course.
      const link = new URL(await smtp.linkFor(email, '/lists/confirm', since));
      const confirmPage = await api().get(`${link.pathname}${link.search}`).expect(200);
      expect(confirmPage.text).toContain('action="/lists/confirm"');
      expect(await statusOf(COURSE, email)).toBe('pending');
      const token = link.searchParams.get('token')!;
      const done = await post('/lists/confirm', sameOrigin()).send({ token }).expect(303);
      expect(done.headers.location).toBe(`/lists/confirm?done=${COURSE}`);
      const named = await api().get(done.headers.location).expect(200);
      expect(named.text).toContain(`You’re on the list for ${TITLE}`);
      expect(await statusOf(COURSE, email)).toBe('confirmed');
      // A link used already: the page again, with the API's sentence and its status.
      const reused = await post('/lists/confirm', sameOrigin())
        .send({ token })
        .expect(400)
        .expect('Content-Type', /text\/html/);
      expect(reused.text).toContain(
        'This link has expired or was already used. Please register your interest again.',
      );

      const refused = await post(`/courses/${COURSE}`, {
        Origin: 'https://elsewhere.example',
        'Sec-Fetch-Site': 'cross-site',
      })
        .send({ action: 'register', email: address('cross') })
        .expect(403);
      expect(refused.text).toContain('Form not accepted');
    });

    it('answers a visitor’s refused post with the course page again: the API’s sentence, what was typed, nothing kept', async () => {
      const since = smtp.messages.length;
      const missing = await post(`/courses/${COURSE}`, sameOrigin())
        .send({ action: 'register', email: '', name: 'Kept Name' })
        .expect(400)
        .expect('Content-Type', /text\/html/);
      expect(missing.text).toMatch(/role="alert"[^>]*>Please enter your e-mail address\.</);
      expect(missing.text).toMatch(/<input[^>]*value="Kept Name"/);

      const typed = `not-an-address-${run}`;
      const bad = await post(`/courses/${COURSE}`, sameOrigin())
        .send({ action: 'register', email: typed })
        .expect(400);
      expect(bad.text).toMatch(/role="alert"[^>]*>[^<]*e-mail address[^<]*</);
      expect(bad.text).toMatch(new RegExp(`<input[^>]*value="${typed}"`));
      expect(bad.text).toMatch(
        /<input[^>]*aria-invalid="true"[^>]*name="email"|name="email"[^>]*aria-invalid="true"/,
      );

      // Neither is a server error, nor a course that takes no interest.
      const finished = await post('/courses/tattvabodha', sameOrigin())
        .send({ action: 'register', email: address('finished') })
        .expect(404);
      expect(finished.text).toContain('There is no upcoming course with that name.');
      await post('/courses/no-such-course', sameOrigin())
        .send({ action: 'register', email: address('nocourse') })
        .expect(404);
      await t.drainMail();
      // Only this file's addresses count: on a shared database, another suite's unsent contact
      // messages may be retried into this mail server meanwhile.
      expect(smtp.messages.slice(since).filter((m) => JSON.stringify(m.to).includes(run))).toEqual(
        [],
      );
    });

    it('keeps nothing from a bot that fills the honeypot, yet shows the thank-you', async () => {
      const email = address('nojsbot');
      const since = smtp.messages.length;
      await post(`/courses/${COURSE}`, sameOrigin())
        .send({ action: 'register', email, website: 'http://spam.example' })
        .expect(303)
        .expect('Location', `/courses/${COURSE}?interest=pending#register-interest`);
      expect(await statusOf(COURSE, email)).toBeUndefined();
      await t.drainMail();
      expect(mailsTo(email, since)).toHaveLength(0);
    });

    it('registers and withdraws a signed-in member in one press each', async () => {
      const { email, token } = await member('nojsmember');
      const session = `pragya-session=${token}`;
      const before = await api().get(`/courses/${COURSE}`).set('Cookie', session).expect(200);
      expect(before.text).not.toContain('name="email"');
      const res = await post(`/courses/${COURSE}`, sameOrigin(session))
        .send({ action: 'register' })
        .expect(303);
      expect(res.headers.location).toBe(`/courses/${COURSE}?interest=registered#register-interest`);
      const page = await api().get(res.headers.location).set('Cookie', session).expect(200);
      expect(page.text.replace(/<!-- -->/g, '')).toContain(
        `You’re on the list for ${TITLE}. We’ll write to ${email}`,
      );
      expect(page.text).toContain('Withdraw');
      await post(`/courses/${COURSE}`, sameOrigin(session))
        .send({ action: 'withdraw', return: 'dashboard' })
        .expect(303)
        .expect('Location', '/dashboard?interest=withdrawn#interests');
      expect(await statusOf(COURSE, email)).toBe('unsubscribed');
      const dashboard = await api()
        .get('/dashboard?interest=withdrawn')
        .set('Cookie', session)
        .expect(200);
      expect(dashboard.text).toContain('You have left the list.');

      // Refused from the dashboard: back there, saying so.
      await post('/courses/no-such-course', sameOrigin(session))
        .send({ action: 'withdraw', return: 'dashboard' })
        .expect(303)
        .expect('Location', '/dashboard?interest=failed#interests');
      const failed = await api()
        .get('/dashboard?interest=failed')
        .set('Cookie', session)
        .expect(200);
      expect(failed.text).toMatch(/role="alert"[^>]*>That did not work just now\./);
      // Refused on a course page: the page again, the API's sentence in its card.
      const finished = await post('/courses/tattvabodha', sameOrigin(session))
        .send({ action: 'register' })
        .expect(404);
      expect(finished.text).toContain('There is no upcoming course with that name.');
    });

    it('unsubscribes from the page reached by the link in a list mail', async () => {
      const email = address('leaver');
      const since = smtp.messages.length;
      await api().post('/api/news').send({ email }).expect(202);
      await api()
        .post('/api/interest/confirm')
        .send({ token: await confirmToken(email, since) })
        .expect(200);
      const [{ id }] = (await db().query(
        `SELECT id FROM list_subscriptions WHERE list = 'news' AND email = $1`,
        [email],
      )) as Array<{ id: string }>;
      const token = t.app.get(SubscriptionsService).tokens.unsubscribeToken(id);
      const page = await api().get(`/lists/unsubscribe?token=${token}`).expect(200);
      expect(page.text).toContain('action="/lists/unsubscribe"');
      const done = await post('/lists/unsubscribe', sameOrigin()).send({ token }).expect(303);
      expect(done.headers.location).toBe('/lists/unsubscribe?done=news');
      expect(await statusOf('news', email)).toBe('unsubscribed');
      const left = await api().get(done.headers.location).expect(200);
      expect(left.text).toContain('You have left the list for news from Pragya Trust.');

      for (const bad of [`${token.slice(0, -2)}xx`, '']) {
        const refused = await post('/lists/unsubscribe', sameOrigin())
          .send({ token: bad })
          .expect(400);
        expect(refused.text).toContain(
          'This unsubscribe link is not valid. Please use the link from the e-mail.',
        );
      }
      const noToken = await post('/lists/confirm', sameOrigin()).send({}).expect(400);
      expect(noToken.text).toContain(
        'This link is not valid. Please use the link from the e-mail.',
      );
      // The account's page beside them takes no post.
      await post('/verify-email', sameOrigin()).send({ token }).expect(405);
      await post('/lists/elsewhere', sameOrigin()).send({ token }).expect(404);
    });
  });

  it('gives the admin counts, the list and a CSV export; members get 403', async () => {
    const admin = await member('csvadmin', 'admin');
    const visitor = address('csv');
    await db().query(
      `INSERT INTO list_subscriptions (id, list, email, name, status, created_at)
       VALUES (gen_random_uuid(), $1, $2, $3, 'pending', now())`,
      [COURSE, visitor, '=HYPERLINK("http://x")'],
    );
    const counts = await api()
      .get('/api/admin/interest')
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(counts.body).toEqual(
      expect.arrayContaining([
        {
          courseSlug: COURSE,
          title: TITLE,
          confirmed: expect.any(Number),
          pending: expect.any(Number),
        },
      ]),
    );
    const list = await api()
      .get(`/api/admin/interest/${COURSE}`)
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(list.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: visitor, status: 'pending' })]),
    );
    const csv = await api()
      .get(`/api/admin/interest/${COURSE}.csv`)
      .set('Authorization', `Bearer ${admin.token}`)
      .buffer(true)
      .parse(bytesBody)
      .expect(200);
    const file = csv.body as Buffer;
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="${COURSE}-interest.csv"`,
    );
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.toString('utf8')).toContain(`${visitor},"'=HYPERLINK(""http://x"")",pending`);

    // The news list downloads as news.csv.
    const news = await api()
      .get('/api/admin/interest/news.csv')
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(news.headers['content-disposition']).toBe('attachment; filename="news.csv"');

    const plain = await member('plain');
    await api()
      .get('/api/admin/interest')
      .set('Authorization', `Bearer ${plain.token}`)
      .expect(403);
    await api().get('/api/admin/interest').expect(401);
  });
});
