import { audit } from './axe';
import { expect, intlUses, test, waitForHydration, watchIntl } from './fixtures';

/**
 * The sitemap in this many parts, one test each, which the suite's workers share: one test of
 * every page was a minute or more of one worker at the end of the run, the other one idle.
 */
const PARTS = 4;

/**
 * A page's part, from its path alone: other tests publish pages while these run, so a part read
 * from a position in the sitemap could skip a page that a newer entry pushed into another part.
 */
function partOf(path: string): number {
  let sum = 0;
  for (const char of path) sum = (sum * 31 + char.charCodeAt(0)) % 1_000_003;
  return sum % PARTS;
}

test.describe('every page of the route table in a real browser', () => {
  test.describe.configure({ mode: 'parallel' });

  for (let part = 0; part < PARTS; part++) {
    test(`loads with its h1, title and canonical, no console error, no WCAG 2.2 AA violation, and no use of the browser’s locale data while it loads and hydrates (part ${part + 1} of ${PARTS})`, async ({
      page,
      request,
      consoleProblems,
      baseURL,
    }) => {
      // Every page of the sitemap with a full axe audit: the sitemap grows with what the trust
      // publishes, and a busy machine takes seconds a page. Each page is visited once for all of it.
      test.setTimeout(600_000);
      await watchIntl(page);
      const sitemap = await (await request.get('/sitemap.xml')).text();
      const every = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1]).pathname,
      );
      expect(every.length).toBeGreaterThan(40);
      const paths = every.filter((path) => partOf(path) === part);
      const failures: string[] = [];
      for (const path of paths) {
        const response = await page.goto(path);
        await waitForHydration(page);
        // What waits for hydration (the viewer's own time) is written in the next frames; the
        // locale data is read before the audit, whose own work is not the page's.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))),
        );
        failures.push(...(await intlUses(page)).map((use) => `${path}: locale data used: ${use}`));
        if (response?.status() !== 200) failures.push(`${path}: status ${response?.status()}`);
        if ((await page.locator('h1').count()) !== 1) failures.push(`${path}: not exactly one h1`);
        if (!(await page.title())) failures.push(`${path}: empty title`);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        if (canonical !== `${baseURL}${path}`) failures.push(`${path}: canonical ${canonical}`);
        failures.push(...(await audit(page, path)));
        if (consoleProblems.length)
          failures.push(`${path}: ${consoleProblems.splice(0).join(' | ')}`);
      }
      expect(failures).toEqual([]);
    });
  }
});

test.describe('interactive content', () => {
  test('the courses tabs work by mouse and keyboard', async ({ page, consoleProblems }) => {
    await page.goto('/courses');
    await waitForHydration(page);
    const upcoming = page.getByRole('tab', { name: 'Upcoming Courses' });
    const previous = page.getByRole('tab', { name: 'Previous Courses' });
    await expect(upcoming).toHaveAttribute('aria-selected', 'true');
    const previousPanel = page.getByRole('tabpanel', { name: 'Previous Courses' });
    await expect(previousPanel).toBeHidden();
    await previous.click();
    await expect(previous).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Previous Courses' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Watch Playlist/ }).first()).toBeVisible();
    await previous.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(upcoming).toBeFocused();
    await expect(upcoming).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Upcoming Courses' })).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test('the PITCs accordion keeps at most one feature open, by mouse and keyboard', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/pitcs');
    await waitForHydration(page);
    const first = page.getByRole('button', { name: /Holistic Engagement/ });
    const second = page.getByRole('button', { name: /Personal Transformation/ });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(consoleProblems).toEqual([]);
  });

  test('a legal page hydrates on the text of its HTML and loads the text on a client-side visit', async ({
    page,
    consoleProblems,
  }) => {
    const response = await page.goto('/privacy-policy');
    const html = (await response?.text()) ?? '';
    const hydration = /__staticRouterHydrationData=([\s\S]*?);\(function/.exec(html)?.[1] ?? '';
    expect(hydration).toContain('"metaTitle"');
    expect(hydration).not.toContain('Information We Collect');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: '1. Information We Collect' })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator('footer').getByRole('link', { name: 'Disclaimer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Use at Own Risk' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: '1. Information We Collect' })).toBeVisible();
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    expect(consoleProblems).toEqual([]);
  });

  test('a text page and a course page hydrate on the sections of their HTML; a client-side visit loads them', async ({
    page,
    consoleProblems,
  }) => {
    for (const path of ['/courses/viveka-chudamani', '/resources/vedantic-texts/tattva-bodh']) {
      const html = (await (await page.goto(path))?.text()) ?? '';
      const hydration = /__staticRouterHydrationData=([\s\S]*?);\(function/.exec(html)?.[1] ?? '';
      expect(hydration.length).toBeGreaterThan(100);
      expect(hydration.length).toBeLessThan(1000);
      await waitForHydration(page);
      await expect(page.locator('main h2').first()).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Key Teachings' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('link', { name: 'View the Course' }).click();
    await expect(page).toHaveURL(/\/courses\/tattvabodha$/);
    await expect(page.getByRole('heading', { name: 'Learning Objectives' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Course Information' })).toBeVisible();
    // On to the contact page, whose loader reads the course from the catalogue it loads itself.
    await page.getByRole('link', { name: 'Contact for Queries' }).click();
    await expect(page).toHaveURL(/\/contact\?course=tattvabodha$/);
    await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue(
      'I have a question about the course “Tattvabodha”.',
    );
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    expect(consoleProblems).toEqual([]);
  });

  test('a course video loads only after the poster is clicked', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith('http://127.0.0.1')) thirdParty.push(req.url());
    });
    await page.goto('/courses/viveka-chudamani');
    await waitForHydration(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
    );
    await page.getByRole('button', { name: /play/i }).first().click();
    await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/videoseries"]')).toHaveCount(
      1,
    );
  });
});
