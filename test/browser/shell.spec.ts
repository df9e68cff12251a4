import type { Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, shifts, test, waitForHydration, watchShifts } from './fixtures';

test.describe('shell and home', () => {
  test('head tags are in the first HTML', async ({ request }) => {
    const res = await request.get('/');
    const html = await res.text();
    expect(res.status()).toBe(200);
    for (const tag of [
      '<title>Pragya Trust - Consciousness Studies &amp; Spiritual Learning</title>',
      '<meta name="description"',
      '<meta name="keywords"',
      '<meta property="og:title"',
      '<meta property="og:image"',
      '<meta property="og:type" content="website"/>',
      '<meta property="og:site_name" content="Pragya Trust"/>',
      '<meta name="twitter:card" content="summary_large_image"/>',
      '<link rel="canonical"',
      '<meta name="robots" content="index, follow"/>',
    ]) {
      expect(html).toContain(tag);
    }
  });

  test('home hydrates with no console error or hydration warning', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Consciousness is Expressing itself',
    );
    await expect(page.locator('.course-card')).toHaveCount(3);
    expect(consoleProblems).toEqual([]);
  });

  test('the header gains a shadow past 10 px of scroll', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const header = page.locator('header.site-header');
    await expect(header).not.toHaveClass(/site-header-scrolled/);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveClass(/site-header-scrolled/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/site-header-scrolled/);
  });

  test('the academy dropdown opens, closes on outside click and on Escape', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // A <summary>: the disclosure's toggle (it opens before the scripts run).
    const toggle = page.locator('.desktop-nav summary', { hasText: 'Pragya Academy' });
    const courses = page.locator('.desktop-nav').getByRole('link', { name: 'Courses' });
    await toggle.click();
    await expect(page.locator('.desktop-nav details.dropdown')).toHaveAttribute('open', '');
    await expect(courses).toBeVisible();
    await page.locator('h1').click();
    await expect(courses).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(courses).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(courses).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(courses).toBeFocused();
  });

  test('the mobile menu works at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('.desktop-nav')).toBeHidden();
    const toggle = page.locator('summary[aria-label="Toggle navigation menu"]');
    await toggle.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await expect(mobile.getByRole('link', { name: 'About' })).toBeVisible();
    await expect(mobile.getByText('Pragya Academy')).toBeVisible();
    await expect(mobile.getByText('Account', { exact: true })).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await toggle.click();
    await expect(mobile).toBeHidden();
  });

  test('a stored session shows the signed-in header', async ({ page, consoleProblems }) => {
    await page.addInitScript(() => {
      localStorage.setItem('token', 'stored-token');
      localStorage.setItem(
        'user',
        JSON.stringify({ name: 'Meera Sharma', email: 'meera@example.com', username: 'meera' }),
      );
    });
    // The server knows the stored token: the page's request for the session cookie succeeds, and
    // so does the renewal of a token with no day left (a 401 there would end the session).
    await page.route('**/api/auth/session-cookie', (route) => route.fulfill({ status: 204 }));
    await page.route('**/api/auth/token', (route) =>
      route.fulfill({ json: { token: 'stored-token' } }),
    );
    await page.goto('/');
    await waitForHydration(page);
    const account = page.locator('.desktop-account');
    // The name opens the account menu.
    await account.getByText('Meera Sharma').click();
    await expect(account.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(account.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(page.locator('.hero-greeting')).toContainText('@meera');
    expect(consoleProblems).toEqual([]);
  });

  test('an unknown path shows the not-found page with status 404', async ({
    page,
    consoleProblems,
  }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    // Chromium reports the document's own 404 status on the console; nothing else may appear.
    expect(consoleProblems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    expect(consoleProblems.length).toBeLessThanOrEqual(1);
  });

  test('a page inlines its own rules; the rest follows, and the whole sheet at the first navigation', async ({
    page,
    consoleProblems,
  }) => {
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/about');
    const inline = await page.evaluate(() =>
      Array.from(document.querySelectorAll('head style'), (style) => style.textContent).join(''),
    );
    expect(inline).toContain('.about-photos');
    expect(inline).not.toContain('.tab-list');
    await waitForHydration(page);
    // The rest holds what /about left out (the course list's tabs), and nothing /about inlined.
    const rest = page.locator('head link[rel="stylesheet"][href^="/styles/app-"]');
    await expect(rest).toHaveCount(1);
    const restRules = await rest.evaluate(async (link: HTMLLinkElement) => {
      while (!link.sheet) await new Promise((resolve) => setTimeout(resolve, 20));
      return Array.from(link.sheet.cssRules, (rule) => rule.cssText).join('\n');
    });
    expect(restRules).toContain('.tab-list');
    expect(restRules).not.toContain('.about-founder {');
    expect(sheets.filter((path) => path.startsWith('/assets/app-'))).toEqual([]);

    // The link is the footer's, a deferred chunk: clicked before that has hydrated, it loads
    // /courses as a new document (a first page, which needs no whole sheet).
    await page.waitForLoadState('networkidle');
    await page.locator('main a[href="/courses"], footer a[href="/courses"]').first().click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.locator('.tab-list')).toHaveCSS('display', 'flex');
    // The whole sheet's rules, last in the head, give every rule its place in the cascade again.
    // They come with the after-start chunk, which may arrive after the click: waited for, not read
    // once. Without the sheet's faces: the page's own, loaded already, stay the ones in use
    // (a second set would be loaded, and the page laid out again in it).
    const rules = await page.evaluate(
      () => (window as unknown as { __APP__: { assets: { rules?: string } } }).__APP__.assets.rules,
    );
    expect(rules).toMatch(/^\/styles\/app-[\w-]+\/[\w-]+\.css$/);
    await expect(page.locator('head link[rel="stylesheet"]').last()).toHaveAttribute(
      'href',
      rules!,
    );
    const faces = await page
      .locator(`head link[href="${rules}"]`)
      .evaluate(async (link: HTMLLinkElement) => {
        while (!link.sheet) await new Promise((resolve) => setTimeout(resolve, 20));
        const found: string[] = [];
        document.fonts.forEach((face) => found.push(`${face.family} ${face.unicodeRange}`));
        return found;
      });
    expect(faces.some((face) => face.startsWith('Inter '))).toBe(true);
    expect(new Set(faces).size).toBe(faces.length);
    expect(sheets.filter((path) => path.startsWith('/assets/app-'))).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test('the footer carries the contact block and the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer.site-footer');
    await expect(footer).toContainText('+91 542 000 1234');
    await expect(footer).toContainText('Karaundi, Varanasi');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Pragya Trust`);
    await expect(footer.getByRole('link', { name: 'YouTube Channel' })).toHaveAttribute(
      'href',
      /youtube/,
    );
  });
});

test.describe('the switch to the web faces', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  /** The top of the page section (the end of the hero) once the page has settled. */
  async function sectionTop(page: import('@playwright/test').Page, path: string): Promise<number> {
    await page.goto(path);
    await waitForHydration(page);
    // The first page loads the web faces once idle and remembers them; the next starts in them.
    await page.waitForFunction(() => localStorage.getItem('web-fonts') === '1');
    await page.reload();
    await page.waitForFunction(() => document.querySelector('meta[name="web-fonts"]') !== null);
    await page.evaluate(() => document.fonts.ready);
    return page
      .locator('main .page-section')
      .first()
      .evaluate((e) => e.getBoundingClientRect().top);
  }

  test('the first page stays in the fallbacks it painted in; the next page is in the web faces', async ({
    page,
  }) => {
    const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForFunction(() => localStorage.getItem('web-fonts') === '1');
    // Loaded, but never switched on under the page already laid out.
    expect(await page.locator('meta[name="web-fonts"]').count()).toBe(0);
    expect(await bodyFont()).toMatch(/^"Source Serif Fallback"/);
    // A client-side navigation shows the next page in them…
    await page.locator('a[href="/courses"]:visible').first().click();
    await page.waitForURL('**/courses');
    await page.waitForFunction(() => document.querySelector('meta[name="web-fonts"]') !== null);
    expect(await bodyFont()).toMatch(/^"Source Serif"/);
    // …and so does a page loaded afresh, from its first paint (the head's script).
    await page.goto('/about');
    expect(
      await page.evaluate(() => document.head.querySelector('meta[name="web-fonts"]') !== null),
    ).toBe(true);
    expect(await bodyFont()).toMatch(/^"Source Serif"/);
  });

  test('the next page comes with the web faces and the whole sheet in one commit: the page being left is never styled again for them', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForFunction(() => localStorage.getItem('web-fonts') === '1');
    await page.waitForLoadState('networkidle');
    // What the main heading was when each change reached the head: a MutationObserver's callback
    // runs before the browser next styles the page, so this is the page each change was styled with.
    await page.evaluate(() => {
      const rules = (window as unknown as { __APP__: { assets: { rules: string } } }).__APP__.assets
        .rules;
      const seen: Record<string, string> = {};
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      const heading = () => document.querySelector('h1')?.textContent ?? '';
      new MutationObserver((records) => {
        for (const record of records) {
          const node = record.target;
          if (record.type === 'attributes' && node instanceof HTMLLinkElement)
            seen.sheetApplied ??= `${heading()} | ${node.media || 'all'}`;
          for (const added of Array.from(record.addedNodes)) {
            if (added instanceof HTMLMetaElement && added.name === 'web-fonts')
              seen.faces = heading();
            if (added instanceof HTMLLinkElement && added.getAttribute('href') === rules)
              seen.sheetRequested = `${heading()} | ${added.media}`;
          }
        }
      }).observe(document.head, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['media'],
      });
    });
    const home = await page.locator('h1').textContent();
    await page.locator('a[href="/courses"]:visible').first().click();
    await page.waitForURL('**/courses');
    await expect(page.locator('h1')).not.toHaveText(home!);
    await page.waitForFunction(() => document.querySelector('meta[name="web-fonts"]') !== null);
    const courses = await page.locator('h1').textContent();
    const seen = await page.evaluate(
      () => (window as unknown as { __seen: Record<string, string> }).__seen,
    );
    expect(seen).toEqual({
      // Requested as the navigation starts, for no media, so that it is loaded by the commit…
      sheetRequested: `${home} | not all`,
      // …and applied with the next page, as the web faces are.
      sheetApplied: `${courses} | all`,
      faces: courses,
    });
    await expect(page.locator('head link[rel="stylesheet"]').last()).not.toHaveAttribute(
      'media',
      /./,
    );
    expect(consoleProblems).toEqual([]);
  });

  test('from the not-found page too, the next page comes in the web faces with the whole sheet', async ({
    page,
  }) => {
    // The not-found view and the pages are rendered by two shells (the root's error boundary and
    // the root itself): the next page is shown all the same.
    await page.goto('/no-such-page');
    await waitForHydration(page);
    await page.waitForFunction(() => localStorage.getItem('web-fonts') === '1');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
    await page.waitForFunction(() => document.querySelector('meta[name="web-fonts"]') !== null);
    await expect(page.locator('head link[rel="stylesheet"]').last()).not.toHaveAttribute(
      'media',
      /./,
    );
  });

  test('without JavaScript the text is in the web faces from the start', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const fonts = await page.evaluate(() => ({
      body: getComputedStyle(document.body).fontFamily,
      heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
    }));
    expect(fonts.body).toMatch(/^"Source Serif"/);
    expect(fonts.heading).toMatch(/^Inter/);
    await context.close();
  });

  test('a later page whose faces come late stays in the fallbacks it painted in: nothing moves', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // Remembered from an earlier visit, but no longer in the cache and slow to arrive: with
    // `font-display: swap` the faces came in under the laid-out page and its lines wrapped again.
    await page.addInitScript(() => localStorage.setItem('web-fonts', '1'));
    await watchShifts(page);
    const faces: string[] = [];
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
      faces.push(route.request().url());
    });
    await page.goto('/about');
    await waitForHydration(page);
    // Laid out in the web faces from the start (the head's script), not only loading them once idle.
    expect(await page.locator('head meta[name="web-fonts"]').count()).toBe(1);
    await expect.poll(() => faces.length).toBeGreaterThan(0);
    await page.evaluate(() => document.fonts.ready);
    expect(await shifts(page)).toBe(0);
  });

  for (const path of ['/courses/other/dhyan-dharana', '/courses/other/sahajawastha']) {
    test(`${path}: the hero takes the same height in the fallbacks and the web faces`, async ({
      page,
    }) => {
      const webFaces = await sectionTop(page, path);
      // With the font files refused the text stays in the sized fallbacks of the first paint.
      await page.route(/\.woff2$/, (route) => route.abort());
      const fallbacks = await sectionTop(page, path);
      expect(fallbacks).toBe(webFaces);
    });
  }
});

test.describe('the first paint', () => {
  /** How long the second half of the page is held back. */
  const HELD_MS = 1_500;

  /**
   * A server in front of the site that sends a page's HTML in two parts, the second, from the
   * middle of its main content, after HELD_MS: a slow network, or a parser that yields midway.
   * Everything else it passes on as it is.
   */
  async function splitting(origin: string, strip: RegExp | null) {
    const server = createServer((req, res) => {
      void (async () => {
        const upstream = await fetch(`${origin}${req.url}`, {
          headers: { 'Accept-Encoding': 'identity', Accept: req.headers.accept ?? '*/*' },
        });
        const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
        res.writeHead(upstream.status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
        if (!type.startsWith('text/html'))
          return res.end(Buffer.from(await upstream.arrayBuffer()));
        const page = await upstream.text();
        const html = strip ? page.replace(strip, '') : page;
        const main = html.indexOf('<main');
        const cut = main + Math.floor((html.indexOf('</main>') - main) / 2);
        res.write(html.slice(0, cut));
        setTimeout(() => res.end(html.slice(cut)), HELD_MS);
      })().catch(() => res.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
  }

  /** When the page was first painted, and how much moved after. */
  async function firstPaint(page: Page, url: string) {
    await watchShifts(page);
    await page.goto(url, { waitUntil: 'load' });
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity,
    );
    return { paint, moved: await shifts(page) };
  }

  test('waits until the page’s own content is there, however its HTML arrives', async ({
    page,
    baseURL,
  }) => {
    const held = await splitting(baseURL!, null);
    try {
      const { paint, moved } = await firstPaint(page, `${held.url}/about`);
      expect(paint).toBeGreaterThanOrEqual(HELD_MS);
      expect(moved).toBe(0);
    } finally {
      held.server.close();
    }
    // Without the head's `rel=expect` link the browser paints the first half on its own.
    const bare = await splitting(baseURL!, /<link rel="expect"[^>]*>/);
    try {
      expect((await firstPaint(page, `${bare.url}/about`)).paint).toBeLessThan(HELD_MS);
    } finally {
      bare.server.close();
    }
  });
});
