import type { Browser, Page } from '@playwright/test';
import { audit } from './axe';
import {
  expect,
  intlUses,
  type JourneyStack,
  open,
  openAdmin,
  shifts,
  signInAsAdmin,
  test,
  watchIntl,
  watchShifts,
} from './journey-fixtures';

const COURSE = 'siddhanta-lesha-sangraha';
const TITLE = 'Siddhānta Leśa Saṅgraha';
const TEACHER = 'Swami Vidyananda Saraswati';
const ZONE = 'America/New_York';

/** A Saturday five to six weeks ahead, as YYYY-MM-DD (India's date and New York's agree on it). */
function nextSaturday(): string {
  const day = new Date(Date.now() + 35 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

/** The stack's admin, signed in through the page's own context (cookie and stored session). */
function signInAsStackAdmin(page: Page, stack: JourneyStack): Promise<string> {
  return signInAsAdmin(page, stack.smtp, stack.adminEmail);
}

/** A visitor in New York, at a width, with no session. */
async function visitor(browser: Browser, stack: JourneyStack, width: number) {
  const context = await browser.newContext({
    baseURL: stack.url,
    timezoneId: ZONE,
    locale: 'en-US',
    viewport: { width, height: width < 600 ? 740 : 900 },
  });
  return { context, page: await context.newPage() };
}

test.describe('course runs', () => {
  test.use({ timezoneId: ZONE, locale: 'en-US' });

  test('the admin announces a run; the course page shows it near the top in IST and the viewer’s time, at 375 and 1280 px', async ({
    page,
    browser,
    stack,
    consoleProblems,
  }) => {
    test.setTimeout(120_000);
    const token = await signInAsStackAdmin(page, stack);
    const auth = { Authorization: `Bearer ${token}` };
    // Runs of this course left by an earlier run of the suite on the same database.
    const earlier = await page.request.get(`/api/admin/courses/${COURSE}/runs`, { headers: auth });
    for (const run of (await earlier.json()) as Array<{ id: string }>) {
      await page.request.delete(`/api/admin/courses/${COURSE}/runs/${run.id}`, { headers: auth });
    }
    const startsOn = nextSaturday();

    await page.setViewportSize({ width: 1280, height: 900 });
    await openAdmin(page, '/admin/course-runs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course runs');
    const form = page.getByRole('form', { name: 'Announce a run' });
    await form.getByLabel('Course').selectOption(COURSE);
    await form.getByLabel('First day').fill(startsOn);
    await form.getByLabel('Weeks').fill('8');
    await form.getByLabel('Day 1').selectOption('saturday');
    await form.getByLabel('Time 1 (IST)').fill('19:00');
    await form.getByLabel('Minutes 1').fill('90');
    await form.getByLabel('Teacher').fill(TEACHER);
    await form.getByLabel(/Fee or dakṣiṇā/).fill('Dakṣiṇā as you wish; no one is turned away.');
    await form.getByLabel(/Places/).fill('30');
    await expect(form.getByLabel('Course')).toHaveValue(COURSE);
    await form.getByRole('button', { name: 'Announce the run' }).click();
    await expect(form.getByRole('status')).toHaveText(/The run was announced/);
    const row = page.getByRole('row', { name: new RegExp(TITLE) });
    // The list is read again after the answer: on a busy machine that takes a few seconds.
    await expect(row).toContainText('Saturdays 7:00–8:30 pm IST', { timeout: 15_000 });
    const problems = [...(await audit(page, 'admin course runs'))];

    // Opening enrollment shows the exact letter first.
    await row.getByRole('button', { name: /Open enrollment/ }).click();
    const letter = page.getByRole('region', { name: 'Preview of the letter' });
    await expect(letter).toContainText(`Enrollment is open: ${TITLE}`);
    await expect(letter).toContainText('Weekly: Saturdays 7:00–8:30 pm IST');
    problems.push(...(await audit(page, 'open enrollment preview')));
    await page.getByRole('button', { name: /Open enrollment and send to \d+/ }).click();
    await expect(page.getByText(/Enrollment is open\. The letter is on its way/)).toBeVisible();
    await expect(row).toContainText('Enrollment open');
    await page.screenshot({ path: test.info().outputPath('admin-1280.png'), fullPage: true });

    // A member who asked about the course finds the run first on the dashboard.
    const interest = await page.request.post('/api/interest', {
      headers: auth,
      data: { courseSlug: COURSE },
    });
    expect(interest.status()).toBeLessThan(300);
    await open(page, '/dashboard');
    const yours = page.getByRole('region', { name: 'Your Courses' });
    await expect(yours).toContainText(TITLE);
    await expect(yours).toContainText('Saturdays 7:00–8:30 pm IST');
    problems.push(...(await audit(page, 'dashboard')));

    // The first HTML already says when, in India time, and carries the CourseInstance.
    const html = await (await page.request.get(`/courses/${COURSE}`, { headers: {} })).text();
    expect(html).toContain('Saturdays 7:00–8:30 pm IST');
    const ld = [...html.matchAll(/<script[^>]*application\/ld\+json[^>]*>([^<]*)<\/script>/g)]
      .map((m) => JSON.parse(m[1]) as Record<string, unknown>)
      .find((item) => item['@type'] === 'Course');
    expect(ld?.hasCourseInstance).toEqual([
      expect.objectContaining({
        '@type': 'CourseInstance',
        startDate: startsOn,
        courseMode: 'Online',
        instructor: { '@type': 'Person', name: TEACHER },
        courseSchedule: [
          expect.objectContaining({
            repeatFrequency: 'P1W',
            byDay: 'https://schema.org/Saturday',
            startTime: '19:00:00+05:30',
            endTime: '20:30:00+05:30',
          }),
        ],
      }),
    ]);

    for (const width of [375, 1280]) {
      const { context, page: seeker } = await visitor(browser, stack, width);
      await watchShifts(seeker);
      await watchIntl(seeker);
      await open(seeker, `/courses/${COURSE}`);
      const run = seeker.getByRole('region', { name: /^Next run:/ });
      await expect(run).toContainText('Saturdays 7:00–8:30 pm IST');
      // 7 pm in India is 8:30 am in New York (EST) on a winter Saturday, 9:30 am in summer.
      await expect(run).toContainText(/Your time: Saturdays (8|9):30–(10|11):00 am UTC−[45]/);
      expect(await intlUses(seeker)).toEqual([]);
      await expect(run).toContainText(TEACHER);
      await expect(run).toContainText('Online: the link is sent to participants');
      await expect(run).toContainText('Dakṣiṇā as you wish');
      const box = (await run.boundingBox())!;
      // Near the top: within the second screen on a phone, the first on a desktop.
      expect(box.y).toBeLessThan(width < 600 ? 1480 : 900);
      await expect(seeker.locator('#register-interest')).toContainText(
        'Saturdays 7:00–8:30 pm IST',
      );
      await run.getByRole('link', { name: 'Register interest in this run' }).click();
      await expect(seeker).toHaveURL(/#register-interest$/);
      expect(await seeker.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await seeker.waitForTimeout(400);
      expect(await shifts(seeker)).toBe(0);
      problems.push(...(await audit(seeker, `course page ${width}`)));
      await run.screenshot({ path: test.info().outputPath(`next-run-${width}.png`) });
      await seeker.evaluate(() => window.scrollTo(0, 0));
      await seeker.screenshot({
        path: test.info().outputPath(`course-${width}.png`),
        fullPage: false,
      });

      await open(seeker, '/courses');
      const card = seeker.locator('article', { hasText: TITLE });
      await expect(card).toContainText(
        `, from ${new Date(`${startsOn}T00:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' })}`,
      );
      await context.close();
    }
    expect(problems).toEqual([]);
    expect(consoleProblems).toEqual([]);

    await page.request.delete(
      `/api/admin/courses/${COURSE}/runs/${((await (await page.request.get(`/api/admin/courses/${COURSE}/runs`, { headers: auth })).json()) as Array<{ id: string }>)[0].id}`,
      { headers: auth },
    );
  });
});
