import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { checkHtml } from '../helpers/html-checker';
import { audit } from './axe';
import {
  adminToken,
  createAccount,
  expect,
  intlUses,
  type JourneyStack,
  open,
  shifts,
  storeSessionOf,
  test,
  uniqueEmail,
  openAdmin,
  watchIntl,
  watchShifts,
} from './journey-fixtures';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * The admin's session, made through the test's own request context so that the browser's cookies
 * stay the visitor's until this sets them.
 */
async function signInAsAdmin(
  page: Page,
  request: APIRequestContext,
  stack: JourneyStack,
): Promise<void> {
  const token = await adminToken(request, stack.smtp);
  await storeSessionOf(page, token);
  // The pages are rendered for the admin by the session cookie.
  await page
    .context()
    .addCookies([
      { name: 'pragya-session', value: token, url: stack.url, httpOnly: true, sameSite: 'Lax' },
    ]);
}

/** A short tag that keeps this run's titles and addresses apart from earlier runs' (Postgres). */
const RUN = randomBytes(2).toString('hex');

interface Announced {
  id: string;
  slug: string;
}

/** Announces an event through the admin API (the admin form itself is one journey below). */
async function announce(
  request: APIRequestContext,
  stack: JourneyStack,
  body: Record<string, unknown>,
): Promise<Announced> {
  const token = await adminToken(request, stack.smtp);
  const res = await request.post('/api/admin/events', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      kind: 'satsang',
      description: 'We sit together, chant, and read a few verses of the **Bhagavad Gītā**.',
      registrationOpen: true,
      ...body,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Announced;
}

/** A one-off talk a week or two ahead, in Varanasi, 6:00–7:30 pm IST. */
function talkBody(title: string, capacity: number | null = 20) {
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  return {
    title,
    kind: 'talk',
    startsAt: `${day}T18:00:00+05:30`,
    endsAt: `${day}T19:30:00+05:30`,
    place: 'Pragya Trust, Karaundi, Varanasi',
    mapUrl: 'https://maps.example.org/pragya',
    online: false,
    capacity,
  };
}

test.describe('events with nothing announced', () => {
  test('/events keeps the coming-soon text and its links', async ({ page, consoleProblems }) => {
    const listed = await page.request.get('/api/events');
    test.skip(
      ((await listed.json()) as unknown[]).length > 0,
      'the shared database already holds events from an earlier run',
    );
    await open(page, '/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Content Coming Soon' })).toBeVisible();
    // The specification's links to /contact, with the subject filled in (issue 24).
    await expect(page.getByRole('link', { name: 'Get Notified' })).toHaveAttribute(
      'href',
      '/contact?topic=events',
    );
    await expect(page.getByRole('link', { name: 'Subscribe to Updates' })).toHaveAttribute(
      'href',
      '/contact?topic=events',
    );
    expect(consoleProblems).toEqual([]);
  });
});

test.describe('the admin announces a weekly satsaṅga', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  test('from /admin/events; it shows on /events and its page in IST and the viewer’s zone, across the change to daylight saving', async ({
    page,
    request,
    stack,
    consoleProblems,
  }) => {
    test.setTimeout(90_000);
    const title = `Sunday Satsaṅga ${RUN}`;
    await signInAsAdmin(page, request, stack);
    await openAdmin(page, '/admin/events?new=1');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Kind').selectOption('satsang');
    await page.getByLabel('Capacity (empty: no limit)').fill('30');
    // Sunday 7 March 2027, 7:00–8:30 in India; New York moves its clocks on 14 March.
    await page.getByLabel('Starts (India time)').fill('2027-03-07T07:00');
    await page.getByLabel('Ends (India time)').fill('2027-03-07T08:30');
    await page.getByLabel('How often').selectOption('weekly');
    await page.getByLabel('Sunday').check();
    await page.getByLabel('Last date').fill('2027-05-30');
    await page.getByLabel('Address', { exact: true }).fill('Pragya Trust, Karaundi, Varanasi');
    await page
      .getByLabel('Description (Markdown)')
      .fill('Every Sunday morning: chanting, a short reading and questions.\n\n*All are welcome.*');
    await page.getByRole('button', { name: 'Announce the event' }).click();
    await expect(page.getByText('The event is announced.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/events\?open=[0-9a-f-]{36}&done=created$/);
    await expect(page.getByRole('heading', { name: `Event: ${title}` })).toBeVisible();

    // The calendar: the IST text is in the server's HTML, the viewer's time added in the browser.
    // (From March 2027: a shared database may hold more than the first page's 100 dates before it.)
    const html = await (await page.request.get('/events?month=2027-03')).text();
    expect(html).toContain(title);
    expect(html).toContain('7:00–8:30 am IST');
    // (The signed-in admin's header moves as it loads; the visitor's pages are measured below.)
    await watchIntl(page);
    await open(page, '/events?month=2027-03');
    const card = page.locator('.event-card', { hasText: title }).first();
    await expect(card).toContainText('Sunday 7 March 2027');
    await expect(card).toContainText('7:00–8:30 am IST');
    // 01:30 UTC: 8:30 pm the evening before in New York (EST, UTC−5).
    await expect(card.locator('.local-time')).toHaveText(
      'Your time: Sat 6 Mar, 8:30–10:00 pm UTC−5',
    );
    await expect(page.getByRole('heading', { name: 'March 2027' })).toBeVisible();

    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const dates = page.locator('.event-date-list li');
    await expect(dates.first()).toContainText('Sunday 7 March 2027, 7:00–8:30 am IST');
    // The same 7:00 in India is 8:30 pm EST before 14 March and 9:30 pm EDT after it.
    await expect(dates.nth(1).locator('.local-time')).toHaveText(
      'Your time: Sat 13 Mar, 8:30–10:00 pm UTC−5',
    );
    await expect(dates.nth(2).locator('.local-time')).toHaveText(
      'Your time: Sat 20 Mar, 9:30–11:00 pm UTC−4',
    );
    // The calendar, its hydration, the viewer's times and the visit to the event: no locale data.
    expect(await intlUses(page)).toEqual([]);
    await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      /^\/events\/sunday-satsa.*\.ics$/,
    );
    const google = await page.getByRole('link', { name: /Google Calendar/ }).getAttribute('href');
    expect(google).toContain('dates=20270307T013000Z%2F20270307T030000Z');
    const outlook = await page.getByRole('link', { name: /Outlook/ }).getAttribute('href');
    expect(outlook).toContain('startdt=2027-03-07T01%3A30%3A00Z');

    // JSON-LD Event in the head of the page's HTML.
    const eventHtml = await (await page.request.get(new URL(page.url()).pathname)).text();
    const ld = [
      ...eventHtml.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
    ].map((match) => match[1]);
    const event = ld
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((o) => o['@type'] === 'Event');
    expect(event).toMatchObject({
      name: title,
      startDate: '2027-03-07T07:00:00+05:30',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', address: 'Pragya Trust, Karaundi, Varanasi' },
      organizer: { '@type': 'Organization', name: 'Pragya Trust' },
    });
    expect(consoleProblems).toEqual([]);
  });
});

test.describe('a viewer in India', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('sees the event in IST, said to be their own time too', async ({ page, request, stack }) => {
    const { slug } = await announce(request, stack, talkBody(`Talk in India time ${RUN}`));
    await open(page, `/events/${slug}`);
    await expect(page.locator('.event-summary .local-time')).toHaveText(
      'Your time zone is India time too',
    );
  });
});

test.describe('registering without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor gives name and e-mail, confirms by the mailed link', async ({
    page,
    request,
    stack,
  }) => {
    const { slug } = await announce(request, stack, talkBody(`Evening talk ${RUN} a`));
    const email = uniqueEmail('event-nojs');
    const since = stack.smtp.messages.length;
    await page.goto(`/events/${slug}`);
    const card = page.locator('#register');
    await card.getByLabel('Name').fill('Meera Nair');
    await card.getByLabel('E-mail').fill(email);
    await card.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\?registration=pending#register$/);
    await expect(card.getByRole('status')).toContainText(
      'we have sent a link to confirm your registration',
    );
    const link = await stack.smtp.linkFor(email, '/events/confirm', since);
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${slug}\\?registration=confirmed#register$`));
    await expect(card.getByRole('status')).toHaveText(
      'You are registered. We have sent the details, with a calendar file, by e-mail.',
    );
    // Every mail has a cancel link: its page asks, and one press gives the place up.
    const cancel = await stack.smtp.linkFor(email, '/events/cancel', since);
    await page.goto(cancel);
    await page.getByRole('button', { name: 'Cancel my registration' }).click();
    await expect(page.getByRole('status')).toHaveText('Your registration is cancelled.');
    await expect(page.getByRole('link', { name: 'Back to the event' })).toHaveAttribute(
      'href',
      `/events/${slug}`,
    );
  });

  test('a refused registration says why and keeps what was typed; a member cancels from the dashboard', async ({
    page,
    request,
    stack,
  }) => {
    const title = `Evening talk ${RUN} c`;
    const { slug } = await announce(request, stack, talkBody(title));
    await page.goto(`/events/${slug}`);
    const card = page.locator('#register');
    await card.getByLabel('Name').fill('Meera Nair');
    // The browser's own check passes it; the server's does not (no dot in the domain).
    await card.getByLabel('E-mail').fill('meera@localhost');
    await card.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${slug}$`));
    await expect(card.getByRole('alert')).toContainText('e-mail address');
    await expect(card.getByLabel('Name')).toHaveValue('Meera Nair');
    await expect(card.getByLabel('E-mail')).toHaveValue('meera@localhost');

    await createAccount(page.request, stack.smtp, 'Gopal Sharma', uniqueEmail('ev-nojs-member'));
    await page.goto(`/events/${slug}`);
    await card.getByRole('button', { name: /^Register/ }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${slug}\\?registration=confirmed#register$`));
    await expect(card.getByRole('status')).toContainText('You are registered for');
    await page.goto('/dashboard');
    const mine = page.locator('#my-events').locator('..');
    await mine.getByRole('button', { name: new RegExp(`^Cancel ${title}`) }).click();
    await expect(page).toHaveURL(/\/dashboard\?events=cancelled#my-events$/);
    await expect(mine.getByRole('status')).toHaveText('Your registration is cancelled.');
    await expect(mine).toContainText('You are not registered for any coming event.');
  });
});

test.describe('registering with JavaScript', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('a visitor registers; a member registers in one press, sees it on the dashboard, and cancels', async ({
    page,
    request,
    stack,
    consoleProblems,
  }) => {
    test.setTimeout(90_000);
    const title = `Evening talk ${RUN} b`;
    const { slug } = await announce(request, stack, talkBody(title));
    const email = uniqueEmail('event-js');
    const since = stack.smtp.messages.length;
    await open(page, `/events/${slug}`);
    const card = page.locator('#register');
    await card.getByLabel('Name').fill('Kavya Rao');
    await card.getByLabel('E-mail').fill(email);
    await card.getByRole('button', { name: 'Register' }).click();
    await expect(card.getByRole('status')).toContainText(
      'we have sent a link to confirm your registration',
    );
    await stack.smtp.linkFor(email, '/events/confirm', since);

    const member = uniqueEmail('event-member');
    const account = await createAccount(page.request, stack.smtp, 'Gopal Sharma', member);
    await storeSessionOf(page, account.token);
    await open(page, `/events/${slug}`);
    await expect(card.getByLabel('E-mail')).toHaveCount(0);
    await card.getByRole('button', { name: /^Register/ }).click();
    await expect(card.getByRole('status')).toContainText('You are registered for');

    await open(page, '/dashboard');
    const mine = page.locator('#my-events').locator('..');
    await expect(mine.getByRole('link', { name: title })).toBeVisible();
    await expect(mine).toContainText('6:00–7:30 pm IST');
    await expect(mine.locator('.local-time')).toContainText('Your time:');
    // Above the settings.
    const eventsBox = await page.locator('#my-events').boundingBox();
    const settingsBox = await page.locator('#settings-heading').boundingBox();
    expect(eventsBox!.y).toBeLessThan(settingsBox!.y);

    await open(page, `/events/${slug}`);
    await card.getByRole('button', { name: /Cancel my registration/ }).click();
    await expect(card.getByRole('status')).toHaveText('Your registration is cancelled.');
    await open(page, '/dashboard');
    await expect(page.locator('#my-events').locator('..')).toContainText(
      'You are not registered for any coming event.',
    );
    expect(consoleProblems).toEqual([]);
  });

  test('a full event says so and a member joins the waitlist', async ({ page, request, stack }) => {
    const { slug } = await announce(request, stack, talkBody(`Small circle ${RUN}`, 1));
    const first = await createAccount(request, stack.smtp, 'Ravi Das', uniqueEmail('ev-first'));
    const taken = await request.post(`/api/events/${slug}/registrations`, {
      headers: { Authorization: `Bearer ${first.token}` },
      data: {},
    });
    expect(taken.status()).toBe(201);
    const second = await createAccount(
      page.request,
      stack.smtp,
      'Uma Devi',
      uniqueEmail('ev-second'),
    );
    await storeSessionOf(page, second.token);
    await open(page, `/events/${slug}`);
    const card = page.locator('#register');
    await expect(card).toContainText('This event is full.');
    await card.getByRole('button', { name: /^Join the waitlist/ }).click();
    await expect(card.getByRole('status')).toContainText('You are on the waitlist for');
  });
});

test.describe('the admin at the door', () => {
  test('sees the attendees by date, checks a member in on a phone, writes to them after a preview, and cancels one date', async ({
    page,
    request,
    stack,
    consoleProblems,
  }) => {
    test.setTimeout(90_000);
    const { id, slug } = await announce(request, stack, talkBody(`Door talk ${RUN}`, 5));
    const member = await createAccount(request, stack.smtp, 'Sita Menon', uniqueEmail('ev-door'));
    const taken = await request.post(`/api/events/${slug}/registrations`, {
      headers: { Authorization: `Bearer ${member.token}` },
      data: {},
    });
    expect(taken.status()).toBe(201);
    const { occurrence } = (await taken.json()) as { occurrence: string };
    const day = new Date(Date.parse(occurrence) + 330 * 60_000).toISOString().slice(0, 10);

    await signInAsAdmin(page, request, stack);
    await openAdmin(page, `/admin/events?open=${id}`);
    await expect(page.getByRole('table', { name: /1 confirmed, 0 on the waitlist/ })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Sita Menon' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/admin/events/${id}/registrations.csv`,
    );

    await page.setViewportSize(PHONE);
    await page
      .getByRole('link', { name: /^Check-in list/ })
      .first()
      .click();
    await expect(page.getByText('0 of 1 arrived.')).toBeVisible();
    await page.getByRole('button', { name: /Mark arrived Sita Menon/ }).click();
    await expect(page.getByRole('button', { name: /Arrived Sita Menon/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('1 of 1 arrived.')).toBeVisible();
    const token = await adminToken(request, stack.smtp);
    const people = await request.get(`/api/admin/events/${id}/registrations`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await people.json()) as { attended: boolean }[])[0].attended).toBe(true);
    expect(page.url()).toContain(`day=${day}`);

    await page.setViewportSize(DESKTOP);
    await openAdmin(page, `/admin/events?open=${id}`);
    await page.getByLabel('Subject').fill('Bring a shawl');
    await page
      .getByLabel('Text (a blank line starts a new paragraph)')
      .fill('The hall is cool in the evening.\n\nSee you there.');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('region', { name: 'Preview of the mail' })).toContainText(
      'See you there.',
    );
    const since = stack.smtp.messages.length;
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Send' })).toContainText('Bring a shawl');
    await page.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByText('Sending to 1 people.')).toBeVisible();
    await expect
      .poll(() => stack.smtp.messages.slice(since).some((m) => m.subject.includes('Bring a shawl')))
      .toBe(true);

    await page
      .getByRole('button', { name: /^Cancel this date/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Cancel this date', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is cancelled' })).toBeVisible();
    await expect(page.locator('.admin-badge', { hasText: 'Cancelled' }).first()).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });
});

test.describe('the events pages at phone and desktop widths', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  test('axe finds nothing, nothing moves, no console error, valid HTML', async ({
    page,
    request,
    stack,
    consoleProblems,
  }) => {
    test.setTimeout(240_000);
    const title = `Online satsaṅga ${RUN}`;
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const { id, slug } = await announce(request, stack, {
      title,
      startsAt: `${day}T19:00:00+05:30`,
      endsAt: `${day}T20:00:00+05:30`,
      rrule: 'FREQ=WEEKLY',
      until: `${new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)}T23:59:00+05:30`,
      online: true,
      onlineLink: 'https://meet.example.org/satsang',
      capacity: null,
    });
    const pages = new Map<string, string>();
    for (const path of [
      '/events',
      `/events/${slug}`,
      '/events?kind=satsang&mode=online',
      '/events?archive=1',
      '/events/confirm?token=abc',
      '/events/cancel',
    ]) {
      pages.set(path, await (await page.request.get(path)).text());
    }
    const problems: string[] = [];
    const visit = async (path: string, width: number, measureShift: boolean) => {
      await open(page, path);
      if (measureShift) {
        expect(await shifts(page), `layout shift on ${path} at ${width} px`).toBe(0);
      }
      // No sideways scrolling; when there is, what sticks out is named in the failure.
      const wide = await page.evaluate(() =>
        document.documentElement.scrollWidth <= window.innerWidth
          ? []
          : Array.from(document.querySelectorAll('main *'))
              .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
              .slice(0, 5)
              .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
      );
      expect(wide, `${path} fits ${width} px`).toEqual([]);
      problems.push(...(await audit(page, `${path} at ${width} px`)));
      await page.screenshot({
        path: `test-results/events-shots/${width}${path.replace(/[/?=&]+/g, '_')}.png`,
        fullPage: true,
      });
    };
    await watchShifts(page);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      for (const path of ['/events', `/events/${slug}`, '/', '/events/confirm?token=abc']) {
        await visit(path, size.width, true);
      }
    }
    await signInAsAdmin(page, request, stack);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      for (const path of [
        '/admin/events',
        `/admin/events?open=${id}`,
        '/admin/events?new=1',
        `/admin/events?checkin=${id}&day=${day}`,
      ]) {
        await visit(path, size.width, false);
      }
    }
    expect(problems).toEqual([]);
    for (const path of [
      `/admin/events?open=${id}`,
      '/admin/events?new=1',
      `/admin/events?checkin=${id}&day=${day}`,
    ]) {
      pages.set(path, await (await page.request.get(path)).text());
    }
    expect(await checkHtml(pages)).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
});
