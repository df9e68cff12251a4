import request from 'supertest';
import { DataSource } from 'typeorm';
import * as ical from 'node-ical';
import { AnnouncementSender } from '../../src/lists/announcement-sender';
import { ReminderSender } from '../../src/events/reminder-sender';
import { RegistrationTokens } from '../../src/events/registration-tokens';
import { Clock } from '../../src/common/clock';
import { RateLimiters } from '../../src/throttle/rate-limiters';
import { pagePosts } from '../helpers/page-posts';
import { useStack } from '../helpers/stack';

jest.setTimeout(180_000);

const PASSWORD = 'Quiet-River-Morning-42';
const SECRET = 'test-secret-test-secret-test-secret-000';
const DAY = 24 * 60 * 60_000;
const IST_MS = 330 * 60_000;

/** An instant written as India time with its offset, as the admin's form sends it. */
function ist(instant: Date): string {
  return new Date(instant.getTime() + IST_MS).toISOString().replace(/\.\d{3}Z$/, '+05:30');
}

/** The next `weekday` (0 = Sunday) at hh:mm India time, at least `minDays` days ahead. */
function nextIst(weekday: number, hh: number, mm: number, minDays = 3): Date {
  const now = Date.now();
  for (let d = minDays; d < minDays + 8; d++) {
    const wall = new Date(now + IST_MS + d * DAY);
    wall.setUTCHours(hh, mm, 0, 0);
    if (wall.getUTCDay() === weekday) return new Date(wall.getTime() - IST_MS);
  }
  throw new Error('unreachable');
}

/**
 * The calendar's events through the API on the real database and a real SMTP server: the
 * admin's calls and their refusals, the public calendar and an event's page, registering as a
 * member and as a visitor, capacity and waitlist with promotion, the mails (.ics, cancel link),
 * messages through the announcement queue, check-in, CSV, the feeds read back with node-ical, and
 * a weekly event seen from a zone that changes to summer time.
 */
describe('events (API)', () => {
  let n = 0;
  const run = Date.now().toString(36);
  const address = (tag: string) => `${tag}-${++n}-${run}@example.org`;
  const api = () => request(t.url);
  const db = () => t.app.get(DataSource);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  let admin: { email: string; token: string };
  let member1: { email: string; token: string };
  let member2: { email: string; token: string };
  let member3: { email: string; token: string };

  async function member(tag: string, role: 'user' | 'admin' = 'user') {
    const email = address(tag);
    const session = await t.signUp(email, PASSWORD, `Member ${tag}`);
    if (role === 'admin') {
      await db().query(`UPDATE users SET role = 'admin' WHERE email = $1`, [email]);
    }
    return { email, token: session.token };
  }

  function eventBody(overrides: Record<string, unknown> = {}) {
    const start = nextIst(0, 7, 0);
    return {
      title: `Sunday satsaṅg ${run}`,
      kind: 'satsang',
      description: '## Silence\n\nQuestions and answers. [Map](https://maps.example.org/pragya)',
      startsAt: ist(start),
      endsAt: ist(new Date(start.getTime() + 90 * 60_000)),
      place: 'Pragya Trust, Karaundi, Varanasi',
      mapUrl: 'https://maps.example.org/pragya',
      registrationOpen: true,
      ...overrides,
    };
  }

  async function createEvent(overrides: Record<string, unknown> = {}) {
    const res = await api()
      .post('/api/admin/events')
      .set(bearer(admin.token))
      .send(eventBody(overrides))
      .expect(201);
    return res.body as { id: string; slug: string };
  }

  const t = useStack({ env: { MAIL_RATE_PER_MINUTE: '6000' }, rateLimitFactor: 50 });
  const { smtp } = t;

  beforeAll(async () => {
    admin = await member('admin', 'admin');
    member1 = await member('m1');
    member2 = await member('m2');
    member3 = await member('m3');
  });

  it('refuses the admin calls without a session (401) and to a member (403)', async () => {
    await api().post('/api/admin/events').send(eventBody()).expect(401);
    await api().get('/api/admin/events').expect(401);
    await api().post('/api/admin/events').set(bearer(member1.token)).send(eventBody()).expect(403);
    await api().get('/api/admin/events').set(bearer(member1.token)).expect(403);
    const id = '00000000-0000-4000-8000-000000000000';
    await api().patch(`/api/admin/events/${id}`).set(bearer(member1.token)).send({}).expect(403);
    await api().delete(`/api/admin/events/${id}`).set(bearer(member1.token)).expect(403);
    await api().get(`/api/admin/events/${id}/registrations`).set(bearer(member1.token)).expect(403);
    await api()
      .get(`/api/admin/events/${id}/registrations.csv`)
      .set(bearer(member1.token))
      .expect(403);
    await api().post(`/api/admin/events/${id}/duplicate`).send({}).expect(401);
  });

  it('refuses bad events with one sentence and stores nothing', async () => {
    const [{ before }] = (await db().query(`SELECT count(*)::int AS before FROM events`)) as Array<{
      before: number;
    }>;
    const past = new Date(Date.now() - DAY);
    const start = nextIst(0, 7, 0);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ startsAt: ist(past), endsAt: ist(new Date(past.getTime() + 3600_000)) }, /future/],
      [{ endsAt: ist(new Date(start.getTime() - 60_000)) }, /end must be after the start/],
      [{ rrule: 'FREQ=WEEKLY;BYDAY=SU' }, /needs a last date/],
      [{ rrule: 'FREQ=HOURLY;COUNT=3' }, /daily, weekly, monthly or yearly/],
      [{ rrule: 'not a rule' }, /RRULE/],
      [{ rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=3' }, /one of the recurrence/],
      [{ capacity: 0 }, /capacity/],
      [{ capacity: 1_000_000 }, /capacity/],
      [{ capacity: 2.5 }, /capacity/],
      [{ kind: 'party' }, /kind must be one of/],
      [{ startsAt: '2027-03-07 07:00' }, /offset/],
      [{ title: '' }, /title/],
      [{ online: true, place: null }, /online event needs its link/],
      [{ place: null }, /place/],
      [{ mapUrl: 'javascript:alert(1)' }, /map link/],
      [{ slug: 'Not A Slug' }, /slug/],
    ];
    for (const [overrides, sentence] of cases) {
      const res = await api()
        .post('/api/admin/events')
        .set(bearer(admin.token))
        .send(eventBody(overrides))
        .expect(400);
      expect(res.body.message).toMatch(sentence);
      expect(res.body.statusCode).toBe(400);
    }
    const [{ after }] = (await db().query(`SELECT count(*)::int AS after FROM events`)) as Array<{
      after: number;
    }>;
    expect(after).toBe(before);
    await api().patch('/api/admin/events/not-a-uuid').set(bearer(admin.token)).send({}).expect(400);
    await api()
      .patch('/api/admin/events/00000000-0000-4000-8000-000000000000')
      .set(bearer(admin.token))
      .send({ title: 'x' })
      .expect(404);
  });

  it('creates, lists, changes and duplicates an event; slugs from the title, unique; audited', async () => {
    const first = await createEvent({ title: `Gītā talk ${run}`, kind: 'talk' });
    expect(first.slug).toBe(`gita-talk-${run}`);
    const second = await createEvent({ title: `Gītā talk ${run}`, kind: 'talk' });
    expect(second.slug).toBe(`gita-talk-${run}-2`);

    const changed = await api()
      .patch(`/api/admin/events/${first.id}`)
      .set(bearer(admin.token))
      .send({ capacity: 40, description: 'Chapter two.' })
      .expect(200);
    expect(changed.body).toMatchObject({ capacity: 40, sequence: 1, slug: first.slug });
    await api()
      .patch(`/api/admin/events/${first.id}`)
      .set(bearer(admin.token))
      .send({ capacity: -1 })
      .expect(400);

    const copy = await api()
      .post(`/api/admin/events/${first.id}/duplicate`)
      .set(bearer(admin.token))
      .send({ startsAt: ist(new Date(nextIst(0, 7, 0).getTime() + 7 * DAY)) })
      .expect(201);
    expect(copy.body.slug).toBe(`gita-talk-${run}-3`);

    const list = await api().get('/api/admin/events').set(bearer(admin.token)).expect(200);
    const slugs = (list.body as Array<{ slug: string }>).map((e) => e.slug);
    expect(slugs).toEqual(expect.arrayContaining([first.slug, second.slug, copy.body.slug]));

    const audit = (await db().query(
      `SELECT action FROM admin_audit WHERE target_id = $1 ORDER BY at`,
      [first.id],
    )) as Array<{ action: string }>;
    expect(audit.map((a) => a.action)).toEqual(['event.created', 'event.updated']);
  });

  it('lists occurrences publicly and shows an event with its next dates, the link only to a registered member', async () => {
    const start = nextIst(0, 7, 0);
    const created = await createEvent({
      title: `Online satsaṅg ${run}`,
      online: true,
      onlineLink: 'https://meet.example.org/satsang',
      place: null,
      rrule: 'FREQ=WEEKLY;BYDAY=SU;COUNT=4',
      capacity: 30,
    });
    const list = await api()
      .get(
        `/api/events?from=${encodeURIComponent(ist(start))}&to=${encodeURIComponent(ist(new Date(start.getTime() + 60 * DAY)))}`,
      )
      .expect(200);
    const mine = (list.body as Array<Record<string, unknown>>).filter(
      (o) => o.slug === created.slug,
    );
    expect(mine).toHaveLength(4);
    expect(mine[0]).toMatchObject({
      slug: created.slug,
      title: `Online satsaṅg ${run}`,
      kind: 'satsang',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 90 * 60_000).toISOString(),
      online: true,
      seatsLeft: 30,
      status: 'scheduled',
    });
    // The one Markdown renderer (src/common/markdown.ts) opens external links safely.
    const link = /<a href="https:\/\/maps\.example\.org\/pragya"[^>]*>/.exec(
      String(mine[0].descriptionHtml),
    )?.[0];
    expect(link).toContain('rel="noopener noreferrer"');
    expect(link).toContain('target="_blank"');
    expect(JSON.stringify(list.body)).not.toContain('meet.example.org');

    const sitemap = await api().get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain(`/events/${created.slug}</loc>`);
    const page = await api().get(`/api/events/${created.slug}`).expect(200);
    expect(page.body.next).toHaveLength(4);
    expect(page.body.onlineLink).toBeNull();
    await api().get('/api/events/no-such-event').expect(404);
    await api().get('/api/events?from=nonsense').expect(400);
    await api().get('/api/events?from=2027-01-01T00:00:00Z&to=2026-01-01T00:00:00Z').expect(400);

    await api()
      .post(`/api/events/${created.slug}/registrations`)
      .set(bearer(member1.token))
      .send({ occurrence: mine[1].startsAt })
      .expect(201, { status: 'confirmed', occurrence: mine[1].startsAt });
    const seen = await api()
      .get(`/api/events/${created.slug}`)
      .set(bearer(member1.token))
      .expect(200);
    expect(seen.body.onlineLink).toBe('https://meet.example.org/satsang');
    expect(seen.body.mine).toEqual([{ occurrence: mine[1].startsAt, status: 'confirmed' }]);
    const other = await api()
      .get(`/api/events/${created.slug}`)
      .set(bearer(member2.token))
      .expect(200);
    expect(other.body.onlineLink).toBeNull();

    const dashboard = await api()
      .get('/api/events/registrations/mine')
      .set(bearer(member1.token))
      .expect(200);
    expect(dashboard.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          slug: created.slug,
          occurrence: mine[1].startsAt,
          status: 'confirmed',
          onlineLink: 'https://meet.example.org/satsang',
        }),
      ]),
    );
    await api().get('/api/events/registrations/mine').expect(401);
    const data = await api().get('/api/users/me/export').set(bearer(member1.token)).expect(200);
    expect(JSON.parse(data.text).eventRegistrations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: created.slug, status: 'confirmed' }),
      ]),
    );
  });

  it('refuses registrations for unknown events, dates that are not the event’s, and closed ones', async () => {
    const created = await createEvent({ title: `Closed retreat ${run}`, kind: 'retreat' });
    const member = bearer(member1.token);
    let res = await api().post('/api/events/no-such-event/registrations').set(member).send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('There is no event with that name.');
    res = await api()
      .post(`/api/events/${created.slug}/registrations`)
      .set(member)
      .send({ occurrence: '2027-01-01T00:00:00Z' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not one of the event/);
    await api()
      .patch(`/api/admin/events/${created.id}`)
      .set(bearer(admin.token))
      .send({ registrationOpen: false })
      .expect(200);
    res = await api().post(`/api/events/${created.slug}/registrations`).set(member).send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/closed/);
    res = await api().post(`/api/events/${created.slug}/registrations`).send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/e-mail/);
  });

  it('fills the seats, keeps a waitlist, promotes the first on a cancellation and mails them', async () => {
    const created = await createEvent({ title: `Small talk ${run}`, kind: 'talk', capacity: 2 });
    const since = smtp.messages.length;
    const register = (token: string) =>
      api().post(`/api/events/${created.slug}/registrations`).set(bearer(token)).send({});
    expect((await register(member1.token).expect(201)).body.status).toBe('confirmed');
    expect((await register(member2.token).expect(201)).body.status).toBe('confirmed');
    expect((await register(member3.token).expect(201)).body.status).toBe('waitlisted');
    // The same press again changes nothing.
    expect((await register(member3.token).expect(201)).body.status).toBe('waitlisted');

    const confirmation = await smtp.waitFor(member1.email, (m) =>
      /You are registered/.test(m.subject),
    );
    expect(confirmation.raw).toMatch(/Content-Type: text\/calendar/i);
    expect(confirmation.text).toContain('/events/cancel?token=');
    const waitlisted = await smtp.waitFor(member3.email, (m) => /waitlist/.test(m.subject));
    expect(waitlisted.text).toContain('/events/cancel?token=');

    // IDOR: a member can only leave their own registration.
    await api()
      .delete(`/api/events/${created.slug}/registrations/mine`)
      .set(bearer(admin.token))
      .send({})
      .expect(404);
    await api().delete(`/api/events/${created.slug}/registrations/mine`).send({}).expect(401);

    await api()
      .delete(`/api/events/${created.slug}/registrations/mine`)
      .set(bearer(member1.token))
      .send({})
      .expect(204);
    const promoted = await smtp.waitFor(member3.email, (m) => /A place is yours/.test(m.subject));
    expect(promoted.raw).toMatch(/text\/calendar/i);
    const regs = await api()
      .get(`/api/admin/events/${created.id}/registrations`)
      .set(bearer(admin.token))
      .expect(200);
    const statuses = Object.fromEntries(
      (regs.body as Array<{ email: string; status: string }>).map((r) => [r.email, r.status]),
    );
    expect(statuses).toEqual({
      [member1.email]: 'cancelled',
      [member2.email]: 'confirmed',
      [member3.email]: 'confirmed',
    });
    expect(smtp.messages.slice(since).length).toBeGreaterThanOrEqual(4);

    // The one-click link of a mail cancels that registration (and it is a 400 when forged).
    const cancelUrl = new URL(await smtp.linkFor(member2.email, '/events/cancel?token=', since));
    const token = cancelUrl.searchParams.get('token')!;
    const described = await api()
      .get(`/api/events/registrations/cancel?token=${encodeURIComponent(token)}`)
      .expect(200);
    expect(described.body).toMatchObject({ slug: created.slug, status: 'confirmed' });
    await api()
      .post(`/api/events/registrations/cancel?token=${encodeURIComponent(token)}`)
      .expect(200);
    await api()
      .post(
        `/api/events/registrations/cancel?token=${encodeURIComponent(token.slice(0, -2) + 'xx')}`,
      )
      .expect(400);
    const [{ status }] = (await db().query(
      `SELECT status FROM event_registrations WHERE event_id = $1 AND email = $2`,
      [created.id, member2.email],
    )) as Array<{ status: string }>;
    expect(status).toBe('cancelled');
  });

  it('registers a visitor by the mailed link, once, with the same answer for a known address', async () => {
    const created = await createEvent({ title: `Festival ${run}`, kind: 'festival', capacity: 5 });
    const email = address('visitor');
    const since = smtp.messages.length;
    const res = await api()
      .post(`/api/events/${created.slug}/registrations`)
      .send({ email, name: 'Visitor' })
      .expect(202);
    expect(res.body).toEqual({ status: 'pending' });
    const link = new URL(await smtp.linkFor(email, '/events/confirm?token=', since));
    const token = link.searchParams.get('token')!;
    const [{ status }] = (await db().query(
      `SELECT status FROM event_registrations WHERE event_id = $1 AND email = $2`,
      [created.id, email],
    )) as Array<{ status: string }>;
    expect(status).toBe('pending');
    const confirmed = await api()
      .post('/api/events/registrations/confirm')
      .send({ token })
      .expect(200);
    expect(confirmed.body).toMatchObject({ slug: created.slug, status: 'confirmed' });
    await api().post('/api/events/registrations/confirm').send({ token }).expect(400);
    await smtp.waitFor(email, (m) => /You are registered/.test(m.subject));

    // A member's address, registered already: the same 202 and one link mail, nothing changed.
    await t.app.get(RateLimiters).clear();
    const again = smtp.messages.length;
    await api()
      .post(`/api/events/${created.slug}/registrations`)
      .send({ email: member1.email })
      .expect(202, { status: 'pending' });
    await api()
      .post(`/api/events/${created.slug}/registrations`)
      .send({ email, name: 'Visitor' })
      .expect(202, { status: 'pending' });
    await smtp.waitFor(email, (m) => smtp.messages.indexOf(m) >= again);
    await smtp.waitFor(member1.email, (m) => smtp.messages.indexOf(m) >= again);
    const [{ count }] = (await db().query(
      `SELECT count(*)::int AS count FROM event_registrations
       WHERE event_id = $1 AND email = $2 AND status = 'confirmed'`,
      [created.id, email],
    )) as Array<{ count: number }>;
    expect(count).toBe(1);
  });

  it('checks people in, exports CSV safely, and writes to attendees through the announcement queue', async () => {
    const created = await createEvent({ title: `Check-in ${run}`, capacity: 10 });
    await api()
      .post(`/api/events/${created.slug}/registrations`)
      .set(bearer(member1.token))
      .send({})
      .expect(201);
    await api()
      .post(`/api/events/${created.slug}/registrations`)
      .set(bearer(member2.token))
      .send({})
      .expect(201);
    // A name as someone may type it: a spreadsheet would run it as a formula.
    await db().query(
      `UPDATE event_registrations SET name = '=HYPERLINK("x")' WHERE event_id = $1 AND email = $2`,
      [created.id, member1.email],
    );
    const regs = (
      await api().get(`/api/admin/events/${created.id}/registrations`).set(bearer(admin.token))
    ).body as Array<{ id: string; email: string; occurrence: string; attended: boolean }>;
    expect(regs).toHaveLength(2);
    const one = regs.find((r) => r.email === member2.email)!;
    await api()
      .put(`/api/admin/events/${created.id}/registrations/${one.id}/attendance`)
      .set(bearer(admin.token))
      .send({ attended: true })
      .expect(200, { attended: true });
    await api()
      .put(`/api/admin/events/${created.id}/registrations/${one.id}/attendance`)
      .set(bearer(member1.token))
      .send({ attended: true })
      .expect(403);
    const day = await api()
      .get(
        `/api/admin/events/${created.id}/registrations?occurrence=${encodeURIComponent(one.occurrence)}`,
      )
      .set(bearer(admin.token))
      .expect(200);
    expect((day.body as Array<{ attended: boolean }>).filter((r) => r.attended)).toHaveLength(1);

    const csv = await api()
      .get(`/api/admin/events/${created.id}/registrations.csv`)
      .set(bearer(admin.token))
      .expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.text).toContain(`'=HYPERLINK`);
    expect(csv.text).not.toMatch(/(^|,)=HYPERLINK/m);

    const since = smtp.messages.length;
    const queued = await api()
      .post(`/api/admin/events/${created.id}/messages`)
      .set(bearer(admin.token))
      .send({ subject: `Bring a shawl ${run}`, text: 'Namaste.\n\nThe mornings are cold.' })
      .expect(201);
    expect(queued.body).toEqual({ id: expect.any(String), total: 2 });
    await t.app.get(AnnouncementSender).pump();
    await smtp.waitFor(member1.email, (m) => m.subject === `Bring a shawl ${run}`);
    await smtp.waitFor(member2.email, (m) => m.subject === `Bring a shawl ${run}`);
    expect(
      smtp.messages.slice(since).filter((m) => m.subject === `Bring a shawl ${run}`),
    ).toHaveLength(2);
    const progress = await api()
      .get(`/api/admin/announcements/${queued.body.id}`)
      .set(bearer(admin.token))
      .expect(200);
    expect(progress.body.total).toBe(2);
  });

  it('cancels one date and the whole event: registrants written to, the feed marks them cancelled', async () => {
    const start = nextIst(0, 7, 0);
    const created = await createEvent({
      title: `Weekly meditation ${run}`,
      rrule: 'FREQ=WEEKLY;BYDAY=SU',
      until: ist(new Date(start.getTime() + 21 * DAY + 3600_000)),
      capacity: 20,
    });
    const second = new Date(start.getTime() + 7 * DAY).toISOString();
    await api()
      .post(`/api/events/${created.slug}/registrations`)
      .set(bearer(member2.token))
      .send({ occurrence: second })
      .expect(201);
    const since = smtp.messages.length;
    await api()
      .post(`/api/admin/events/${created.id}/cancelled-dates`)
      .set(bearer(admin.token))
      .send({ occurrence: second })
      .expect(201);
    await api()
      .post(`/api/admin/events/${created.id}/cancelled-dates`)
      .set(bearer(admin.token))
      .send({ occurrence: second })
      .expect(400);
    await t.app.get(AnnouncementSender).pump();
    await smtp.waitFor(
      member2.email,
      (m) => smtp.messages.indexOf(m) >= since && /Cancelled/.test(m.subject),
    );
    const occurrences = (
      await api().get(
        `/api/events?from=${encodeURIComponent(ist(start))}&to=${encodeURIComponent(ist(new Date(start.getTime() + 30 * DAY)))}`,
      )
    ).body as Array<{ slug: string; startsAt: string; status: string }>;
    expect(occurrences.filter((o) => o.slug === created.slug).map((o) => o.status)).toEqual([
      'scheduled',
      'cancelled',
      'scheduled',
      'scheduled',
    ]);

    const feed = await request(t.url).get(`/events/${created.slug}.ics`).expect(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const parsed = Object.values(ical.sync.parseICS(feed.text)).filter(
      (c) => c?.type === 'VEVENT',
    ) as ical.VEvent[];
    expect(parsed).toHaveLength(4);
    const byStart = new Map(parsed.map((e) => [new Date(e.start).toISOString(), e]));
    expect(byStart.get(second)!.status).toBe('CANCELLED');
    expect(byStart.get(start.toISOString())!.status).toBe('CONFIRMED');
    const uids = parsed.map((e) => e.uid);
    expect(new Set(uids).size).toBe(4);
    const sequenceBefore = Number(byStart.get(start.toISOString())!.sequence);

    await api()
      .patch(`/api/admin/events/${created.id}`)
      .set(bearer(admin.token))
      .send({ title: `Weekly meditation (renamed) ${run}` })
      .expect(200);
    const after = Object.values(
      ical.sync.parseICS((await request(t.url).get(`/events/${created.slug}.ics`)).text),
    ).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    expect(after.map((e) => e.uid).sort()).toEqual([...uids].sort());
    expect(Number(after[0].sequence)).toBeGreaterThan(sequenceBefore);

    await api()
      .post(`/api/events/${created.slug}/registrations`)
      .set(bearer(member3.token))
      .send({})
      .expect(201);
    const cancelSince = smtp.messages.length;
    await api().delete(`/api/admin/events/${created.id}`).set(bearer(admin.token)).expect(204);
    await t.app.get(AnnouncementSender).pump();
    await smtp.waitFor(
      member3.email,
      (m) => smtp.messages.indexOf(m) >= cancelSince && /Cancelled/.test(m.subject),
    );
    const all = await request(t.url).get('/events.ics').expect(200);
    expect(all.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = Object.values(ical.sync.parseICS(all.text)).filter(
      (c) => c?.type === 'VEVENT',
    ) as ical.VEvent[];
    const ours = events.filter((e) => e.uid.startsWith(created.id));
    expect(ours.length).toBe(4);
    expect(ours.every((e) => e.status === 'CANCELLED')).toBe(true);
    await request(t.url).get('/events/no-such-event.ics').expect(404);

    // The course runs' weekly sessions are in the same feed.
    const runStart = new Date(Date.now() + IST_MS + 7 * DAY).toISOString().slice(0, 10);
    const courseRun = await api()
      .post('/api/admin/courses/tattvabodha/runs')
      .set(bearer(admin.token))
      .send({
        startsOn: runStart,
        weeks: 2,
        sessions: [{ weekday: 'saturday', time: '19:00' }],
        mode: 'online',
        teacher: 'The trust’s teacher',
        state: 'announced',
      })
      .expect(201);
    const withRuns = Object.values(
      ical.sync.parseICS((await request(t.url).get('/events.ics').expect(200)).text),
    ).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    const sessions = withRuns.filter((e) =>
      e.uid.startsWith(`course-run-${(courseRun.body as { id: string }).id}`),
    );
    expect(sessions).toHaveLength(2);
    expect(
      sessions.map((e) =>
        new Date(e.start).toLocaleString('en-GB', {
          timeZone: 'Asia/Kolkata',
          weekday: 'long',
          hour: '2-digit',
          minute: '2-digit',
        }),
      ),
    ).toEqual(['Saturday 19:00', 'Saturday 19:00']);
    const audit = (await db().query(
      `SELECT action FROM admin_audit WHERE target_id = $1 ORDER BY at`,
      [created.id],
    )) as Array<{ action: string }>;
    expect(audit.map((a) => a.action)).toEqual([
      'event.created',
      'event.date-cancelled',
      'event.updated',
      'event.cancelled',
    ]);
  });

  it('moves registrations and cancelled dates with the event when its start moves by a week', async () => {
    const start = nextIst(0, 7, 0);
    const created = await createEvent({
      title: `Moving satsaṅg ${run}`,
      rrule: 'FREQ=WEEKLY;BYDAY=SU;COUNT=3',
    });
    const second = new Date(start.getTime() + 7 * DAY);
    await api()
      .post(`/api/events/${created.slug}/registrations`)
      .set(bearer(member2.token))
      .send({ occurrence: second.toISOString() })
      .expect(201);
    await api()
      .post(`/api/admin/events/${created.id}/cancelled-dates`)
      .set(bearer(admin.token))
      .send({ occurrence: new Date(start.getTime() + 14 * DAY).toISOString() })
      .expect(201);
    const moved = await api()
      .patch(`/api/admin/events/${created.id}`)
      .set(bearer(admin.token))
      .send({
        startsAt: ist(second),
        endsAt: ist(new Date(second.getTime() + 90 * 60_000)),
      })
      .expect(200);
    expect(moved.body.cancelledDates).toEqual([new Date(start.getTime() + 21 * DAY).toISOString()]);
    const mine = await api()
      .get(`/api/events/${created.slug}`)
      .set(bearer(member2.token))
      .expect(200);
    expect(mine.body.mine).toEqual([
      { occurrence: new Date(start.getTime() + 14 * DAY).toISOString(), status: 'confirmed' },
    ]);
  });

  it('keeps a weekly event at 7:00 IST while New York changes to summer time', async () => {
    // 14 March 2027: clocks in New York go forward; India keeps +05:30.
    const created = await createEvent({
      title: `DST satsaṅg ${run}`,
      startsAt: '2027-03-07T07:00:00+05:30',
      endsAt: '2027-03-07T08:30:00+05:30',
      rrule: 'FREQ=WEEKLY;BYDAY=SU;COUNT=3',
    });
    const res = await api()
      .get('/api/events?from=2027-03-01T00:00:00Z&to=2027-03-31T00:00:00Z')
      .expect(200);
    const starts = (res.body as Array<{ slug: string; startsAt: string }>)
      .filter((o) => o.slug === created.slug)
      .map((o) => new Date(o.startsAt));
    const inZone = (zone: string) =>
      starts.map((d) =>
        d.toLocaleString('en-GB', {
          timeZone: zone,
          weekday: 'short',
          hour: '2-digit',
          minute: '2-digit',
        }),
      );
    expect(inZone('Asia/Kolkata')).toEqual(['Sun 07:00', 'Sun 07:00', 'Sun 07:00']);
    expect(inZone('America/New_York')).toEqual(['Sat 20:30', 'Sat 20:30', 'Sat 21:30']);
    expect(starts.map((d) => d.toISOString())).toEqual([
      '2027-03-07T01:30:00.000Z',
      '2027-03-14T01:30:00.000Z',
      '2027-03-21T01:30:00.000Z',
    ]);
  });

  it('sends one reminder per registration and date the day before, with the online link', async () => {
    const created = await createEvent({
      title: `Reminder satsaṅg ${run}`,
      online: true,
      onlineLink: 'https://meet.example.org/reminder',
      place: null,
    });
    await api()
      .post(`/api/events/${created.slug}/registrations`)
      .set(bearer(member3.token))
      .send({})
      .expect(201);
    const sender = t.app.get(ReminderSender);
    const since = smtp.messages.length;
    await sender.pump();
    expect(smtp.messages.slice(since).filter((m) => /Tomorrow/.test(m.subject))).toHaveLength(0);
    const [{ starts_at }] = (await db().query(`SELECT starts_at FROM events WHERE id = $1`, [
      created.id,
    ])) as Array<{ starts_at: Date }>;
    const clock = t.app.get(Clock);
    const ahead = new Date(starts_at).getTime() - Date.now() - 20 * 60 * 60_000;
    clock.advance(ahead);
    try {
      await Promise.all([sender.pump(), sender.pump()]);
      await sender.pump();
    } finally {
      clock.advance(-ahead);
    }
    const reminders = smtp.messages
      .slice(since)
      .filter((m) => m.to.includes(member3.email) && m.subject.includes('Reminder satsaṅg'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].text).toContain('https://meet.example.org/reminder');
    expect(reminders[0].text).toContain('/events/cancel?token=');
    const tokens = new RegistrationTokens(SECRET);
    const cancel = new URL(
      /(https?:\/\/\S+\/events\/cancel\?token=\S+)/.exec(reminders[0].text)![1],
    );
    expect(tokens.registrationOf(cancel.searchParams.get('token')!)).toMatch(/^[0-9a-f-]{36}$/);
  });

  describe('the pages, without JavaScript', () => {
    const { sameOrigin, post, loadCookie } = pagePosts(() => t.url);
    const registrationsOf = async (eventId: string, email: string) =>
      (
        (await db().query(
          `SELECT status FROM event_registrations WHERE event_id = $1 AND email = $2`,
          [eventId, email],
        )) as Array<{ status: string }>
      ).map((row) => row.status);

    beforeAll(() => loadCookie());

    it('registers a visitor natively, confirms and cancels by the mailed links’ buttons', async () => {
      const created = await createEvent({ title: `Native talk ${run}`, kind: 'talk' });
      const email = address('nojs');
      const since = smtp.messages.length;
      const page = await api().get(`/events/${created.slug}`).expect(200);
      expect(page.text).toContain(`action="/events/${created.slug}"`);
      await post(`/events/${created.slug}`, sameOrigin())
        .send({ action: 'register', name: 'Meera Nair', email })
        .expect(303)
        .expect('Location', `/events/${created.slug}?registration=pending#register`);
      expect(await registrationsOf(created.id, email)).toEqual(['pending']);

      const link = new URL(await smtp.linkFor(email, '/events/confirm?token=', since));
      const token = link.searchParams.get('token')!;
      const confirmPage = await api().get(`${link.pathname}${link.search}`).expect(200);
      expect(confirmPage.text).toContain('action="/events/confirm"');
      await post('/events/confirm', sameOrigin())
        .send({ token })
        .expect(303)
        .expect('Location', `/events/${created.slug}?registration=confirmed#register`);
      expect(await registrationsOf(created.id, email)).toEqual(['confirmed']);
      // Used already: the page again with the API's sentence, not a redirect.
      const reused = await post('/events/confirm', sameOrigin()).send({ token }).expect(400);
      expect(reused.text).toMatch(/role="alert"[^>]*>This link has expired or was already used/);

      const cancel = new URL(await smtp.linkFor(email, '/events/cancel?token=', since));
      const cancelToken = cancel.searchParams.get('token')!;
      const done = await post('/events/cancel', sameOrigin())
        .send({ token: cancelToken })
        .expect(303)
        .expect('Location', `/events/cancel?done=${created.slug}`);
      const cancelled = await api().get(done.headers.location).expect(200);
      expect(cancelled.text).toContain('Your registration is cancelled.');
      expect(await registrationsOf(created.id, email)).toEqual(['cancelled']);
      for (const bad of [`${cancelToken.slice(0, -2)}xx`, '']) {
        const refused = await post('/events/cancel', sameOrigin()).send({ token: bad }).expect(400);
        expect(refused.text).toContain(
          'This cancel link is not valid. Please use the link from the e-mail.',
        );
      }
      await post('/events/confirm', sameOrigin()).send({}).expect(400);
    });

    it('answers a refused post with the event page again: the sentence, what was typed, nothing kept', async () => {
      const created = await createEvent({ title: `Refusing talk ${run}`, kind: 'talk' });
      const email = address('refused');
      const since = smtp.messages.length;
      const noName = await post(`/events/${created.slug}`, sameOrigin())
        .send({ action: 'register', name: ' ', email })
        .expect(400)
        .expect('Content-Type', /text\/html/);
      expect(noName.text).toMatch(/role="alert"[^>]*>Please enter your name\.</);
      expect(noName.text).toMatch(new RegExp(`<input[^>]*value="${email}"`));

      const badAddress = await post(`/events/${created.slug}`, sameOrigin())
        .send({ action: 'register', name: 'Kept Name', email: 'nobody' })
        .expect(400);
      expect(badAddress.text).toMatch(/role="alert"[^>]*>[^<]*e-mail address[^<]*</);
      expect(badAddress.text).toMatch(/<input[^>]*value="Kept Name"/);
      expect(badAddress.text).toMatch(/<input[^>]*value="nobody"/);

      const wrongDate = await post(`/events/${created.slug}`, sameOrigin())
        .send({ action: 'register', name: 'Kept Name', email, occurrence: '2027-01-01T00:00:00Z' })
        .expect(400);
      expect(wrongDate.text).toContain('That date is not one of the event’s dates.');

      await api()
        .patch(`/api/admin/events/${created.id}`)
        .set(bearer(admin.token))
        .send({ registrationOpen: false })
        .expect(200);
      const closed = await post(`/events/${created.slug}`, sameOrigin())
        .send({ action: 'register', name: 'Kept Name', email })
        .expect(400);
      expect(closed.text).toContain('Registration for this event is closed.');

      // An unknown event is the not-found page, never a server error.
      await post('/events/no-such-event', sameOrigin())
        .send({ action: 'register', name: 'Kept Name', email })
        .expect(404);
      expect(await registrationsOf(created.id, email)).toEqual([]);
      await t.drainMail();
      expect(smtp.messages.slice(since).filter((m) => m.to.includes(email))).toEqual([]);
    });

    it('keeps nothing from a bot that fills the honeypot, yet shows the thank-you', async () => {
      const created = await createEvent({ title: `Honeypot talk ${run}`, kind: 'talk' });
      const email = address('bot');
      await post(`/events/${created.slug}`, sameOrigin())
        .send({ action: 'register', name: 'Bot', email, website: 'http://spam.example' })
        .expect(303)
        .expect('Location', `/events/${created.slug}?registration=pending#register`);
      expect(await registrationsOf(created.id, email)).toEqual([]);
    });

    it('registers a member in one press and cancels, on the event page and from the dashboard', async () => {
      const created = await createEvent({ title: `Member talk ${run}`, kind: 'talk', capacity: 5 });
      const guest = await member('nojsmember');
      const session = `pragya-session=${guest.token}`;
      await post(`/events/${created.slug}`, sameOrigin(session))
        .send({ action: 'register' })
        .expect(303)
        .expect('Location', `/events/${created.slug}?registration=confirmed#register`);
      expect(await registrationsOf(created.id, guest.email)).toEqual(['confirmed']);
      const page = await api()
        .get(`/events/${created.slug}?registration=confirmed`)
        .set('Cookie', session)
        .expect(200);
      expect(page.text).toContain('You are registered for');

      await post(`/events/${created.slug}`, sameOrigin(session))
        .send({ action: 'cancel', return: 'dashboard' })
        .expect(303)
        .expect('Location', '/dashboard?events=cancelled#my-events');
      expect(await registrationsOf(created.id, guest.email)).toEqual(['cancelled']);
      const dashboard = await api()
        .get('/dashboard?events=cancelled')
        .set('Cookie', session)
        .expect(200);
      expect(dashboard.text).toContain('Your registration is cancelled.');

      // Nothing to cancel any more: from the dashboard, back there saying so; on the event's
      // page, the page again with the API's sentence.
      await post(`/events/${created.slug}`, sameOrigin(session))
        .send({ action: 'cancel', return: 'dashboard' })
        .expect(303)
        .expect('Location', '/dashboard?events=failed#my-events');
      const failed = await api().get('/dashboard?events=failed').set('Cookie', session).expect(200);
      expect(failed.text).toMatch(/role="alert"[^>]*>That did not work just now\./);
      const refused = await post(`/events/${created.slug}`, sameOrigin(session))
        .send({ action: 'cancel' })
        .expect(404);
      expect(refused.text).toContain('You are not registered for this event.');

      // A post another site started changes nothing.
      await post(`/events/${created.slug}`, {
        Origin: 'https://elsewhere.example',
        'Sec-Fetch-Site': 'cross-site',
        Cookie: session,
      })
        .send({ action: 'register' })
        .expect(403);
      expect(await registrationsOf(created.id, guest.email)).toEqual(['cancelled']);
    });
  });
});
