import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../../src/common/clock';
import { ContactService } from '../../src/contact/contact.service';
import { LIMITS, RateLimitPolicy } from '../../src/throttle/rate-limit-policy';
import { RateLimiters } from '../../src/throttle/rate-limiters';
import { useStack } from '../helpers/stack';

jest.setTimeout(120_000);

const INBOX = 'inbox@pragya.test';
const THANK_YOU = 'Thank you for your message! We will get back to you soon.';

interface Row {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  user_id: string | null;
  sent_at: Date | null;
  send_attempts: number;
  last_error: string | null;
}

describe('contact (API)', () => {
  let n = 0;
  const run = Date.now().toString(36);
  const address = (tag: string) => `${tag}-${++n}-${run}@example.org`;
  const api = () => request(t.url);
  const rows = (email: string): Promise<Row[]> =>
    t.app
      .get(DataSource)
      .query(`SELECT * FROM contact_messages WHERE email = $1 ORDER BY created_at`, [email]);

  const t = useStack({ env: { CONTACT_INBOX: INBOX }, rateLimitFactor: 50 });
  const { smtp } = t;

  it('stores the message and mails it to the inbox with Reply-To the sender', async () => {
    const email = address('visitor');
    const message = 'Namaste,\nI would like to join the next Vedanta course.\n\nThank you.';
    const res = await api()
      .post('/api/contact')
      .send({ name: ' Meera Iyer ', email: email.toUpperCase(), phone: '+91 98765 43210', message })
      .expect(201);
    expect(res.body).toEqual({ message: THANK_YOU });

    const [row] = await rows(email);
    expect(row).toMatchObject({
      name: 'Meera Iyer',
      email,
      phone: '+91 98765 43210',
      message,
      user_id: null,
      send_attempts: 1,
    });
    expect(row.sent_at).not.toBeNull();

    // By its Reply-To: the app's first retry may be sending older messages to the inbox meanwhile.
    const mail = await smtp.waitFor(INBOX, (m) => m.replyTo === email);
    expect(mail.subject).toBe('Contact from Meera Iyer');
    expect(mail.replyTo).toBe(email);
    expect(mail.text).toContain('I would like to join the next Vedanta course.');
    expect(mail.text).toContain('+91 98765 43210');
    expect(mail.html).toContain('I would like to join the next Vedanta course.');
  });

  it('accepts the home form (no phone) and escapes HTML in the mail', async () => {
    const email = address('home');
    await api()
      .post('/api/contact')
      .send({ name: 'Arjun', email, phone: '', message: '<script>alert(1)</script> Hello' })
      .expect(201);
    const mail = await smtp.waitFor(INBOX, (m) => m.replyTo === email);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    const [row] = await rows(email);
    expect(row.phone).toBeNull();
  });

  it('refuses bodies that are not JSON (what another site can post without asking) with 415', async () => {
    const body = { name: 'Forged', message: 'Posted by another site' };
    const attempts = [
      (email: string) =>
        api()
          .post('/api/contact')
          .type('form')
          .send({ ...body, email }),
      (email: string) =>
        api()
          .post('/api/contact')
          .set('Content-Type', 'text/plain')
          .send(JSON.stringify({ ...body, email })),
      (email: string) =>
        api()
          .post('/api/contact')
          .field('name', body.name)
          .field('email', email)
          .field('message', body.message),
    ];
    for (const attempt of attempts) {
      const email = address('forged');
      const since = smtp.messages.length;
      const res = await attempt(email).set('Origin', 'https://evil.example').expect(415);
      expect(res.body).toEqual({
        statusCode: 415,
        message: 'The API accepts only JSON: send the body with Content-Type: application/json.',
        error: 'The API accepts only JSON: send the body with Content-Type: application/json.',
        msg: 'The API accepts only JSON: send the body with Content-Type: application/json.',
      });
      expect(await rows(email)).toHaveLength(0);
      await t.drainMail();
      expect(smtp.messages.slice(since).filter((m) => m.replyTo === email)).toHaveLength(0);
    }
  });

  it('records the member when a valid Bearer token comes with it, and ignores a bad one', async () => {
    const email = address('member');
    await api()
      .post('/api/auth/signup-request')
      .send({ name: 'Member', email, password: 'Vedanta-Study-2025' })
      .expect(200);
    const otp = await smtp.codeFor(email);
    const session = await api()
      .post('/api/auth/verify-otp')
      .send({ email, otp, password: 'Vedanta-Study-2025' })
      .expect(200);
    await api()
      .post('/api/contact')
      .set('Authorization', `Bearer ${session.body.token}`)
      .send({ name: 'Member', email, message: 'From my account' })
      .expect(201);
    await api()
      .post('/api/contact')
      .set('Authorization', 'Bearer not-a-token')
      .send({ name: 'Member', email, message: 'With a broken token' })
      .expect(201);
    const [signedIn, anonymous] = await rows(email);
    expect(signedIn.user_id).toBe(session.body.user.id);
    expect(anonymous.user_id).toBeNull();
  });

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const email = address('bot');
    const since = smtp.messages.length;
    const res = await api()
      .post('/api/contact')
      .send({ name: 'Bot', email, message: 'Cheap watches', website: 'https://spam.example' })
      .expect(201);
    expect(res.body).toEqual({ message: THANK_YOU });
    expect(await rows(email)).toHaveLength(0);
    await t.drainMail();
    expect(smtp.messages.slice(since).filter((m) => m.replyTo === email)).toHaveLength(0);
  });

  it('accepts 5,000 characters and refuses 5,001', async () => {
    const email = address('long');
    await api()
      .post('/api/contact')
      .send({ name: 'Long', email, message: 'a'.repeat(5000) })
      .expect(201);
    const res = await api()
      .post('/api/contact')
      .send({ name: 'Long', email, message: 'a'.repeat(5001) })
      .expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      message: 'Please write a message of 1 to 5,000 characters.',
      error: 'Please write a message of 1 to 5,000 characters.',
      msg: 'Please write a message of 1 to 5,000 characters.',
      errors: [{ field: 'message', message: 'Please write a message of 1 to 5,000 characters.' }],
    });
    expect(await rows(email)).toHaveLength(1);
  });

  it('refuses missing fields, bad addresses, unknown fields and control characters', async () => {
    const cases: object[] = [
      {},
      { name: 'A', email: 'not-an-address', message: 'Hi' },
      { name: '', email: address('x'), message: 'Hi' },
      { name: 'A', email: address('x'), message: '   ' },
      { name: 'A', email: address('x'), message: 'Hi', extra: true },
      { name: 'A\u0000B', email: address('x'), message: 'Hi' },
      { name: 'A', email: address('x'), message: 'Hi\u0000' },
      { name: 'A', email: address('x'), message: 'Hi', phone: 'call me' },
      { name: ['A'], email: address('x'), message: 'Hi' },
    ];
    for (const body of cases) {
      const res = await api().post('/api/contact').send(body).expect(400);
      expect(res.body.msg).toEqual(expect.stringMatching(/^[A-Z].*\.$/));
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
  });

  it('keeps the message when SMTP is down and sends it once SMTP is back', async () => {
    const email = address('outage');
    await smtp.down();
    try {
      const res = await api()
        .post('/api/contact')
        .send({ name: 'Patient Visitor', email, message: 'Sent during an outage' })
        .expect(201);
      expect(res.body).toEqual({ message: THANK_YOU });
    } finally {
      await smtp.up();
    }
    const [unsent] = await rows(email);
    expect(unsent.sent_at).toBeNull();
    expect(unsent.send_attempts).toBe(1);
    expect(unsent.last_error).toEqual(expect.any(String));

    // Specs before this one may have left hundreds of unsent messages in the shared database, and
    // each retry takes the oldest batch: they are claimed for a day, as if another instance were
    // sending them, so the next retry reaches this message. (The retry that the app started when
    // it booted may still hold a batch of them: a call made meanwhile joins that one.)
    await t.app
      .get(DataSource)
      .query(
        `UPDATE contact_messages SET claimed_until = $2 WHERE sent_at IS NULL AND email <> $1`,
        [email, new Date(t.app.get(Clock).nowMs() + 24 * 60 * 60_000)],
      );
    const retry = t.app.get(ContactService);
    let sent = 0;
    for (let round = 0; round < 3 && !(await rows(email))[0].sent_at; round += 1) {
      sent += await retry.retryUnsent();
    }
    expect(sent).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitFor(INBOX, (m) => m.replyTo === email);
    expect(mail.text).toContain('Sent during an outage');
    const [row] = await rows(email);
    expect(row.sent_at).not.toBeNull();
    expect(row.send_attempts).toBe(2);
    // Nothing left to send: a second retry sends nothing again.
    await t.app.get(ContactService).retryUnsent();
    expect(smtp.messages.filter((m) => m.replyTo === email)).toHaveLength(1);
  });

  it('limits messages per IP and per sender with a generic 429', async () => {
    const policy = t.app.get(RateLimitPolicy);
    const store = t.app.get(RateLimiters);
    policy.factor = 1;
    await store.clear();
    try {
      const email = address('flood');
      // As many as one IP may send a minute, which is also one sender's hour.
      for (let i = 0; i < LIMITS['contact-ip-minute'].points; i++) {
        await api()
          .post('/api/contact')
          .send({ name: 'Flood', email, message: `Message ${i}` })
          .expect(201);
      }
      const res = await api()
        .post('/api/contact')
        .send({ name: 'Flood', email: address('flood'), message: 'One more' })
        .expect(429);
      expect(res.body.msg).toMatch(/^Too many attempts\. Try again in (\d+ seconds|1 minute)\.$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // The minute passes: the per-IP minute is free again, the sender's hour is not.
      await store.clear('contact-ip-minute');
      const blocked = await api()
        .post('/api/contact')
        .send({ name: 'Flood', email, message: 'Same sender again' })
        .expect(429);
      expect(blocked.body.statusCode).toBe(429);
    } finally {
      policy.factor = 50;
      await store.clear();
    }
  });
});
