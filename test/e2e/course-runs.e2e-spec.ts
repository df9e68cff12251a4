import * as ical from 'node-ical';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CourseRunsService } from '../../src/course-runs/course-runs.service';
import { addDays, indiaToday, weekdayOf } from '../../src/course-runs/schedule';
import { AnnouncementSender } from '../../src/lists/announcement-sender';
import { checkHtml } from '../helpers/html-checker';
import { useStack } from '../helpers/stack';

jest.setTimeout(120_000);

const COURSE = 'drg-drsya-viveka';
const TITLE = 'Dṛg-Dṛśya-Viveka';
const PASSWORD = 'Quiet-River-Morning-42';

/** The first Saturday at least `days` days from today in India. */
function saturdayAfter(days: number): string {
  let date = addDays(indiaToday(new Date()), days);
  while (weekdayOf(date) !== 'saturday') date = addDays(date, 1);
  return date;
}

/**
 * Course runs through the API on the real database and a real SMTP server: the admin announces,
 * changes and removes runs (each in the audit log), bad runs are refused with a sentence and
 * store nothing, the pages read the upcoming runs, the feed gets every weekly session with stable
 * UIDs and a SEQUENCE raised by each change, and opening enrollment mails the course's interest
 * list once, through the announcement queue.
 */
describe('course runs (API)', () => {
  let admin: { email: string; token: string };
  let member: { email: string; token: string };
  const run = Date.now().toString(36);
  const api = () => request(t.url);
  const db = () => t.app.get(DataSource);
  const asAdmin = (req: request.Test) => req.set('Authorization', `Bearer ${admin.token}`);
  const runCount = async () =>
    ((await db().query(`SELECT count(*)::int AS n FROM course_runs`)) as [{ n: number }])[0].n;

  const startsOn = saturdayAfter(21);
  const good = {
    startsOn,
    weeks: 8,
    sessions: [{ weekday: 'saturday', time: '19:00', minutes: 90 }],
    mode: 'online',
    teacher: 'Swami Anubhavananda',
    feeNote: 'Dakṣiṇā as you wish; no one is turned away.',
    capacity: 40,
    state: 'announced',
  };

  const t = useStack({ env: { MAIL_RATE_PER_MINUTE: '6000' }, rateLimitFactor: 50 });
  const { smtp } = t;

  beforeAll(async () => {
    await db().query(`DELETE FROM course_runs`);
    await db().query(`DELETE FROM announcements`);
    await db().query(`DELETE FROM list_subscriptions WHERE list = $1`, [COURSE]);
    admin = {
      email: `runs-admin-${run}@example.org`,
      token: (await t.signUp(`runs-admin-${run}@example.org`, PASSWORD)).token,
    };
    await db().query(`UPDATE users SET role = 'admin' WHERE email = $1`, [admin.email]);
    member = {
      email: `runs-member-${run}@example.org`,
      token: (await t.signUp(`runs-member-${run}@example.org`, PASSWORD)).token,
    };
  });

  it('lets only an admin change runs', async () => {
    await api().post(`/api/admin/courses/${COURSE}/runs`).send(good).expect(401);
    await api()
      .post(`/api/admin/courses/${COURSE}/runs`)
      .set('Authorization', `Bearer ${member.token}`)
      .send(good)
      .expect(403);
    await api().get('/api/admin/course-runs').expect(401);
    await api()
      .get(`/api/admin/courses/${COURSE}/runs`)
      .set('Authorization', `Bearer ${member.token}`)
      .expect(403);
    expect(await runCount()).toBe(0);
  });

  it.each([
    ['an unknown course', { slug: 'no-such-course' }, 'There is no course with that name'],
    [
      'an end before the start',
      { weeks: undefined, endsOn: addDays(startsOn, -7) },
      'before the start',
    ],
    ['both weeks and an end', { endsOn: addDays(startsOn, 49) }, 'not both'],
    ['neither weeks nor an end', { weeks: undefined }, 'number of weeks or the end date'],
    ['an absurd capacity', { capacity: 100000 }, 'capacity must be a whole number'],
    ['a capacity of nought', { capacity: 0 }, 'capacity must be a whole number'],
    ['a bad weekday', { sessions: [{ weekday: 'caturdasi', time: '19:00' }] }, 'weekday'],
    ['a bad time', { sessions: [{ weekday: 'saturday', time: '25:00' }] }, 'HH:MM'],
    ['a time without its zero', { sessions: [{ weekday: 'saturday', time: '7:00' }] }, 'HH:MM'],
    ['no session', { sessions: [] }, 'at least one'],
    [
      'the same session twice',
      {
        sessions: [
          { weekday: 'saturday', time: '19:00' },
          { weekday: 'saturday', time: '19:00' },
        ],
      },
      'only once',
    ],
    [
      'no session between the dates',
      {
        weeks: undefined,
        startsOn,
        endsOn: addDays(startsOn, 5),
        sessions: [{ weekday: 'friday', time: '19:00' }],
      },
      'No weekly session falls',
    ],
    ['a date not on the calendar', { startsOn: '2027-02-30' }, 'not a date of the calendar'],
    ['a start in the past', { startsOn: addDays(indiaToday(new Date()), -14) }, 'in the past'],
    ['Varanasi without a place', { mode: 'varanasi' }, 'place in Varanasi'],
    ['online with a place', { place: 'Assi Ghat' }, 'online run has no place'],
    ['an unknown mode', { mode: 'radio' }, 'online, varanasi or both'],
    ['an unknown state', { state: 'postponed' }, 'The state must be'],
    ['no teacher', { teacher: '  ' }, 'teacher'],
    ['an unknown field', { price: 100 }, 'should not exist'],
    ['a start years away', { startsOn: saturdayAfter(365 * 4) }, 'three years away'],
  ])('refuses %s with a sentence and stores nothing', async (_label, change, sentence) => {
    const { slug = COURSE, ...fields } = change as { slug?: string } & Record<string, unknown>;
    const res = await asAdmin(api().post(`/api/admin/courses/${slug}/runs`))
      .send({ ...good, ...fields })
      .expect(400);
    expect(res.body.message).toContain(sentence);
    expect(res.body.message).toMatch(/[.!?]$/);
    expect(await runCount()).toBe(0);
  });

  let runId: string;

  it('announces a run, which the course page, the cards and the admin read', async () => {
    const created = await asAdmin(api().post(`/api/admin/courses/${COURSE}/runs`))
      .send(good)
      .expect(201);
    expect(created.body).toEqual({ id: expect.any(String) });
    runId = created.body.id;

    const pub = await api().get(`/api/courses/${COURSE}/runs`).expect(200);
    expect(pub.body).toHaveLength(1);
    expect(pub.body[0]).toMatchObject({
      id: runId,
      courseSlug: COURSE,
      courseTitle: TITLE,
      startsOn,
      endsOn: addDays(startsOn, 49),
      weeks: 8,
      schedule: 'Saturdays 7:00–8:30 pm IST',
      mode: 'online',
      place: null,
      teacher: 'Swami Anubhavananda',
      capacity: 40,
      state: 'announced',
    });
    expect(pub.body[0].nextSessions).toEqual([
      {
        startsAt: new Date(`${startsOn}T13:30:00Z`).toISOString(),
        endsAt: new Date(`${startsOn}T15:00:00Z`).toISOString(),
      },
    ]);
    expect(pub.body[0]).not.toHaveProperty('sequence');

    const next = await api().get('/api/course-runs/next').expect(200);
    expect(next.body).toEqual({
      [COURSE]: {
        startsOn,
        starts: expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/),
        state: 'announced',
      },
    });
    expect(pub.body[0].jsonLd).toMatchObject({
      '@type': 'CourseInstance',
      startDate: startsOn,
      endDate: addDays(startsOn, 49),
      courseMode: 'Online',
      courseSchedule: [
        {
          '@type': 'Schedule',
          repeatFrequency: 'P1W',
          byDay: 'https://schema.org/Saturday',
          startTime: '19:00:00+05:30',
          endTime: '20:30:00+05:30',
          duration: 'PT90M',
        },
      ],
      location: { '@type': 'VirtualLocation' },
      instructor: { '@type': 'Person', name: 'Swami Anubhavananda' },
    });
    await api().get('/api/courses/no-such-course/runs').expect(404);
    await api().get(`/api/courses/tattvabodha/runs`).expect(200, []);

    const all = await asAdmin(api().get('/api/admin/course-runs')).expect(200);
    expect(all.body).toEqual([expect.objectContaining({ id: runId, sequence: 0 })]);
    const audit = (await db().query(
      `SELECT action, target_id FROM admin_audit WHERE action LIKE 'course-run.%' AND actor_email = $1`,
      [admin.email],
    )) as Array<{ action: string; target_id: string }>;
    expect(audit).toEqual([{ action: 'course-run.created', target_id: runId }]);
  });

  it('gives the feed every weekly session, with UIDs that stay and a sequence that grows', async () => {
    const runs = t.app.get(CourseRunsService);
    const from = new Date();
    const to = new Date(Date.now() + 200 * 86_400_000);
    const before = await runs.upcomingSessions(from, to);
    expect(before).toHaveLength(8);
    expect(before[0]).toMatchObject({
      title: `${TITLE}: course session`,
      startsAt: new Date(`${startsOn}T13:30:00Z`),
      endsAt: new Date(`${startsOn}T15:00:00Z`),
      location: 'Online (the link is sent to participants)',
      url: expect.stringMatching(new RegExp(`/courses/${COURSE}$`)),
      sequence: 0,
    });
    expect(new Set(before.map((s) => s.uid)).size).toBe(8);

    // The course page shows the run in its first HTML, and again after the change (render cache).
    const page = await api().get(`/courses/${COURSE}`).expect(200);
    expect(page.text).toContain('Saturdays 7:00–8:30 pm IST');
    expect(page.text).toContain('Swami Anubhavananda');
    expect(page.text).toContain('"hasCourseInstance"');

    const changed = await asAdmin(api().patch(`/api/admin/courses/${COURSE}/runs/${runId}`))
      .send({ teacher: 'Acharya Sri Ramana', mode: 'both', place: 'Pragya Trust, Assi, Varanasi' })
      .expect(200);
    expect(changed.body).toMatchObject({
      sequence: 1,
      mode: 'both',
      teacher: 'Acharya Sri Ramana',
    });
    const after = await runs.upcomingSessions(from, to);
    expect(after.map((s) => s.uid)).toEqual(before.map((s) => s.uid));
    expect(after.every((s) => s.sequence === 1)).toBe(true);
    expect(after[0].location).toBe('Pragya Trust, Assi, Varanasi, and online');
    const again = await api().get(`/courses/${COURSE}`).expect(200);
    expect(again.text).toContain('Acharya Sri Ramana');
    expect(again.text).not.toContain('Swami Anubhavananda');

    // A window of one week holds one session; the same change sent again changes nothing.
    const week = await runs.upcomingSessions(
      new Date(`${startsOn}T00:00:00+05:30`),
      new Date(`${addDays(startsOn, 7)}T00:00:00+05:30`),
    );
    expect(week).toHaveLength(1);
    await asAdmin(api().patch(`/api/admin/courses/${COURSE}/runs/${runId}`))
      .send({ teacher: 'Acharya Sri Ramana' })
      .expect(200)
      .expect((res) => expect(res.body.sequence).toBe(1));
  });

  it('writes valid HTML: the course page with its run, the cards, the admin page', async () => {
    const pages = new Map<string, string>();
    for (const path of [`/courses/${COURSE}`, '/courses']) {
      pages.set(path, (await api().get(path).expect(200)).text);
    }
    const adminPage = await api()
      .get('/admin/course-runs')
      .set('Cookie', `pragya-session=${admin.token}`)
      .expect(200);
    expect(adminPage.text).toContain('Saturdays 7:00–8:30 pm IST');
    pages.set('/admin/course-runs', adminPage.text);
    expect(pages.get('/courses')).toContain(', from ');
    expect(await checkHtml(pages)).toEqual([]);
  });

  it('refuses a change that breaks the run, and leaves it as it was', async () => {
    for (const [change, sentence] of [
      [{ endsOn: addDays(startsOn, -1), weeks: null }, 'before the start'],
      [{ mode: 'varanasi', place: null }, 'place in Varanasi'],
      [{ capacity: -3 }, 'capacity'],
      [{ state: 'running' }, 'before its start date'],
    ] as const) {
      const res = await asAdmin(api().patch(`/api/admin/courses/${COURSE}/runs/${runId}`))
        .send(change)
        .expect(400);
      expect(res.body.message).toContain(sentence);
    }
    await asAdmin(api().patch(`/api/admin/courses/${COURSE}/runs/not-a-uuid`))
      .send({ teacher: 'X' })
      .expect(400);
    await asAdmin(api().patch(`/api/admin/courses/tattvabodha/runs/${runId}`))
      .send({ teacher: 'X' })
      .expect(404);
    const [row] = (await db().query(`SELECT teacher, sequence FROM course_runs`)) as Array<{
      teacher: string;
      sequence: number;
    }>;
    expect(row).toEqual({ teacher: 'Acharya Sri Ramana', sequence: 1 });
  });

  it('mails the confirmed interest list once when enrollment opens', async () => {
    const confirmed = [`seeker1-${run}@example.org`, `seeker2-${run}@example.org`];
    const gone = `gone-${run}@example.org`;
    await db().query(
      `INSERT INTO list_subscriptions (id, list, email, status, created_at, confirmed_at)
       SELECT gen_random_uuid(), $1, e, 'confirmed', now(), now() FROM unnest($2::varchar[]) AS e`,
      [COURSE, confirmed],
    );
    await db().query(
      `INSERT INTO list_subscriptions (id, list, email, status, created_at, unsubscribed_at)
       VALUES (gen_random_uuid(), $1, $2, 'unsubscribed', now(), now())`,
      [COURSE, gone],
    );

    const letter = await asAdmin(
      api().get(`/api/admin/courses/${COURSE}/runs/${runId}/letter`),
    ).expect(200);
    expect(letter.body).toMatchObject({
      subject: `Enrollment is open: ${TITLE}`,
      recipients: 2,
    });
    expect(letter.body.text).toContain('Weekly: Saturdays 7:00–8:30 pm IST');
    expect(letter.body.text).toContain('Teacher: Acharya Sri Ramana');

    const since = smtp.messages.length;
    await asAdmin(api().patch(`/api/admin/courses/${COURSE}/runs/${runId}`))
      .send({ state: 'enrollment-open' })
      .expect(200)
      .expect((res) => expect(res.body.enrollmentAnnouncementId).toEqual(expect.any(String)));
    const sender = t.app.get(AnnouncementSender);
    const deadline = Date.now() + 20_000;
    const received = () =>
      smtp.messages.slice(since).filter((m) => m.subject === `Enrollment is open: ${TITLE}`);
    while (received().length < 2 && Date.now() < deadline) await sender.pump();
    const mails = received();
    expect(mails.flatMap((m) => m.to).sort()).toEqual([...confirmed].sort());
    expect(mails[0].text).toContain('Dates: ');
    expect(mails[0].text).toContain(`/courses/${COURSE}`);
    expect(mails[0].text).toContain('Dakṣiṇā as you wish');
    expect(mails[0].headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Closed and opened again: the list is not written to a second time.
    await asAdmin(api().patch(`/api/admin/courses/${COURSE}/runs/${runId}`))
      .send({ state: 'announced' })
      .expect(200);
    await asAdmin(api().patch(`/api/admin/courses/${COURSE}/runs/${runId}`))
      .send({ state: 'enrollment-open' })
      .expect(200);
    const announcements = (await db().query(
      `SELECT count(*)::int AS n FROM announcements WHERE list = $1`,
      [COURSE],
    )) as [{ n: number }];
    expect(announcements[0].n).toBe(1);
    await sender.pump();
    expect(received()).toHaveLength(2);
  });

  it('shows a member the runs of the courses they registered interest in', async () => {
    await api().get('/api/course-runs/mine').expect(401);
    await api()
      .get('/api/course-runs/mine')
      .set('Authorization', `Bearer ${member.token}`)
      .expect(200, []);
    await api()
      .post('/api/interest')
      .set('Authorization', `Bearer ${member.token}`)
      .send({ courseSlug: COURSE })
      .expect(201);
    const mine = await api()
      .get('/api/course-runs/mine')
      .set('Authorization', `Bearer ${member.token}`)
      .expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ id: runId, state: 'enrollment-open' })]);
  });

  it('answers odd input with a 4xx and a sentence, never a 5xx, and stores nothing', async () => {
    const before = await runCount();
    const bodies: unknown[] = [
      [],
      { sessions: [null] },
      { sessions: 'saturday' },
      { sessions: [{ weekday: 'monday', time: {} }] },
      { sessions: Array.from({ length: 30 }, () => ({ weekday: 'monday', time: '10:00' })) },
      { startsOn: 20270109 },
      { startsOn: '0000-00-00' },
      { startsOn: '9999-12-31' },
      { weeks: '8' },
      { weeks: 1.5 },
      { weeks: null, endsOn: '2027-13-01' },
      { capacity: '10' },
      { capacity: 1e308 },
      { teacher: 'a'.repeat(5000) },
      { teacher: 'Swami\u0000Ananda' },
      { place: ['Assi'] },
      { state: null },
      { mode: { $ne: 'online' } },
    ];
    for (const change of bodies) {
      const body = Array.isArray(change) ? change : { ...good, ...(change as object) };
      const created = await asAdmin(api().post(`/api/admin/courses/${COURSE}/runs`)).send(
        body as object,
      );
      expect({ change, status: created.status }).toEqual({ change, status: 400 });
      expect(created.body.message).toEqual(expect.any(String));
      const changed = await asAdmin(api().patch(`/api/admin/courses/${COURSE}/runs/${runId}`)).send(
        change as object,
      );
      expect(changed.status).toBeLessThan(500);
    }
    // A "__proto__" key is dropped by the validation, as everywhere in the API: nothing changes.
    await asAdmin(api().patch(`/api/admin/courses/${COURSE}/runs/${runId}`))
      .set('Content-Type', 'application/json')
      .send('{"__proto__": {"teacher": "Mallory"}}')
      .expect((res) => expect(res.status).toBeLessThan(500));
    for (const slug of ['%00', '..', 'x'.repeat(300), '__proto__', 'constructor', '%E0%A4%A']) {
      for (const path of [
        `/api/courses/${slug}/runs`,
        `/api/admin/courses/${slug}/runs`,
        `/api/admin/courses/${slug}/runs/${runId}`,
        `/api/admin/courses/${slug}/runs/${runId}/letter`,
      ]) {
        const res = await asAdmin(api().get(path));
        expect({ path, status: res.status < 500 }).toEqual({ path, status: true });
      }
    }
    await asAdmin(api().get(`/api/admin/courses/${COURSE}/runs/${runId}x/letter`)).expect(400);
    await asAdmin(
      api().get(`/api/admin/courses/${COURSE}/runs/00000000-0000-4000-8000-000000000000/letter`),
    ).expect(404);
    expect(await runCount()).toBe(before);
    const [row] = (await db().query(`SELECT teacher FROM course_runs WHERE id = $1`, [
      runId,
    ])) as Array<{ teacher: string }>;
    expect(row.teacher).toBe('Acharya Sri Ramana');
  });

  it('removes a run, in the audit log, and cancels its sessions in subscribed calendars', async () => {
    const sessionsInFeed = async () =>
      (
        Object.values(ical.sync.parseICS((await api().get('/events.ics').expect(200)).text)).filter(
          (c) => c?.type === 'VEVENT',
        ) as ical.VEvent[]
      ).filter((e) => e.uid.startsWith(`course-run-${runId}-`));
    const listed = await sessionsInFeed();
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((e) => e.status !== 'CANCELLED')).toBe(true);
    await asAdmin(api().delete(`/api/admin/courses/${COURSE}/runs/${runId}`)).expect(204);
    const cancelled = await sessionsInFeed();
    expect(cancelled.map((e) => e.uid)).toEqual(listed.map((e) => e.uid));
    expect(cancelled.every((e) => e.status === 'CANCELLED')).toBe(true);
    expect(Number(cancelled[0].sequence)).toBe(Number(listed[0].sequence) + 1);
    await asAdmin(api().patch(`/api/admin/courses/${COURSE}/runs/${runId}`))
      .send({ teacher: 'Another teacher' })
      .expect(404);
    await asAdmin(api().get(`/api/admin/courses/${COURSE}/runs`)).expect((res) =>
      expect(JSON.stringify(res.body)).not.toContain(runId),
    );
    await asAdmin(api().delete(`/api/admin/courses/${COURSE}/runs/${runId}`)).expect(404);
    await api().get(`/api/courses/${COURSE}/runs`).expect(200, []);
    await api().get('/api/course-runs/next').expect(200, {});
    const actions = (await db().query(
      `SELECT action FROM admin_audit
       WHERE action LIKE 'course-run.%' AND actor_email = $1 ORDER BY at`,
      [admin.email],
    )) as Array<{ action: string }>;
    expect(actions.map((a) => a.action)).toEqual([
      'course-run.created',
      'course-run.changed',
      'course-run.changed',
      'course-run.changed',
      'course-run.changed',
      'course-run.deleted',
    ]);
  });
});
