import type { Page } from '@playwright/test';
import { audit } from './axe';
import { expect, test, waitForHydration } from './fixtures';

const LONG_NAME = 'Venkataraghavan Subrahmanyam Chandrasekharan';

/** A signed-in admin with a long name, as the page keeps the session. */
async function signedInAdmin(page: Page): Promise<void> {
  await page.addInitScript((name) => {
    localStorage.setItem('token', 'stored-token');
    localStorage.setItem(
      'user',
      JSON.stringify({ name, email: 'admin@example.com', role: 'admin' }),
    );
  }, LONG_NAME);
  await page.route('**/api/auth/session-cookie', (route) => route.fulfill({ status: 204 }));
  // The made-up token has no day left, so the page renews it (a 401 there would end the session).
  await page.route('**/api/auth/token', (route) =>
    route.fulfill({ json: { token: 'stored-token' } }),
  );
}

/** Elements of the header that stick out of the viewport, or a page wider than it. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      out.push(`page ${document.documentElement.scrollWidth} > ${width}`);
    }
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('header.site-header *'))) {
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height) continue;
      if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
      if (box.right > width + 0.5 || box.left < -0.5) {
        out.push(
          `${el.tagName.toLowerCase()}.${el.className} ${box.left}–${box.right} of ${width}`,
        );
      }
    }
    return out;
  });
}

const WIDTHS = [320, 375, 414, 600, 768, 900, 1023, 1024, 1100, 1180, 1280, 1366, 1440, 1600, 1920];

test.describe('the header at every width', () => {
  test('signed in as an admin with a long name: nothing overflows from 320 to 1920 px, and the name opens the account menu', async ({
    page,
  }) => {
    await signedInAdmin(page);
    await page.goto('/');
    await waitForHydration(page);
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      found.push(...(await overflow(page)).map((problem) => `${width} px: ${problem}`));
      if (width < 1024) {
        // And with the mobile menu open.
        await page.locator('summary.menu-toggle').click();
        found.push(...(await overflow(page)).map((problem) => `${width} px, menu: ${problem}`));
        await page.locator('summary.menu-toggle').click();
      }
    }
    expect(found).toEqual([]);

    await page.setViewportSize({ width: 1024, height: 800 });
    const account = page.locator('.desktop-account');
    const name = account.locator('summary');
    await expect(name).toHaveText(LONG_NAME);
    await name.click();
    for (const link of ['Dashboard', 'Account settings', 'Admin']) {
      await expect(account.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(account.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(await overflow(page)).toEqual([]);
    const problems = await audit(page, 'account menu open at 1024 px');
    // Escape closes it and gives the focus back to the name.
    await page.keyboard.press('Escape');
    await expect(account.getByRole('link', { name: 'Dashboard' })).toBeHidden();
    await expect(name).toBeFocused();
    // An outside click closes it too.
    await name.click();
    await page.locator('h1').click();
    await expect(account.getByRole('link', { name: 'Dashboard' })).toBeHidden();
    await name.click();
    await account.getByRole('link', { name: 'Account settings' }).click();
    // (The stored token is made up: /account sends it on to sign in and come back.)
    await expect(page).toHaveURL(/\/account$|\/login\?next=%2Faccount$/);
    await expect(account.getByRole('link', { name: 'Dashboard' })).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('signed out: nothing overflows from 320 to 1920 px, the search box focused or not', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const found: string[] = [];
    const barBox = page.locator('.header-bar > [role=search] input');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      found.push(...(await overflow(page)).map((problem) => `${width} px: ${problem}`));
      // One search box at every width: in the bar from 480 px, in the phone menu below that.
      if (width >= 480) {
        await expect(barBox).toBeVisible();
        await barBox.focus();
        // The focused box grows over its neighbours (a fifth of a second's transition).
        await page.waitForTimeout(250);
        found.push(...(await overflow(page)).map((problem) => `${width} px, box: ${problem}`));
        await barBox.blur();
      } else {
        await expect(barBox).toBeHidden();
      }
      if (width < 1024) {
        await page.locator('summary.menu-toggle').click();
        found.push(...(await overflow(page)).map((problem) => `${width} px, menu: ${problem}`));
        await page.locator('summary.menu-toggle').click();
      }
    }
    expect(found).toEqual([]);
  });

  test('the footer shows account links that match the signed-in state', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const column = page.getByRole('navigation', { name: 'Account' });
    await expect(column.getByRole('link')).toHaveText([
      'Sign In',
      'Sign Up',
      'Dashboard',
      'Daily Practice',
    ]);
    await signedInAdmin(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(column.getByRole('link')).toHaveText([
      'Dashboard',
      'Daily Practice',
      'Account settings',
      'Admin',
    ]);
    await expect(column.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  test('Meditation is under the academy menu and in the footer, highlighted on /meditation/*', async ({
    page,
  }) => {
    await page.goto('/meditation/jap');
    await waitForHydration(page);
    const academy = page.locator('.desktop-nav summary');
    await expect(academy).toHaveClass(/nav-link-active/);
    await academy.click();
    const link = page.locator('.desktop-nav').getByRole('link', { name: 'Meditation' });
    await expect(link).toHaveAttribute('href', '/meditation');
    await expect(link).toHaveClass(/nav-link-active/);
    await expect(
      page
        .getByRole('navigation', { name: 'Quick Links' })
        .getByRole('link', { name: 'Meditation' }),
    ).toHaveAttribute('href', '/meditation');
    await link.click();
    await expect(page).toHaveURL(/\/meditation$/);
  });
});

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a scrim covers the page, the page does not scroll, Escape closes it and gives the focus back', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const toggle = page.locator('summary.menu-toggle');
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await toggle.click();
    await expect(mobile).toBeVisible();
    await expect(mobile.getByRole('link', { name: 'Meditation' })).toBeVisible();
    // The page behind does not scroll.
    await page.mouse.move(187, 780);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    const problems = await audit(page, 'mobile menu open at 375 px');
    await page.keyboard.press('Escape');
    await expect(mobile).toBeHidden();
    await expect(toggle).toBeFocused();
    // The scrim: a click on the page beside the menu closes it and does not reach the page.
    await toggle.click();
    await expect(mobile).toBeVisible();
    const navBottom = (await mobile.boundingBox())!;
    await page.mouse.click(187, Math.min(790, navBottom.y + navBottom.height + 5));
    await expect(mobile).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
    expect(problems).toEqual([]);
  });

  test.describe('before JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the toggle opens and closes the menu', async ({ page }) => {
      await page.goto('/');
      const mobile = page.getByRole('navigation', { name: 'Mobile' });
      await expect(mobile).toBeHidden();
      await page.locator('summary.menu-toggle').click();
      await expect(mobile).toBeVisible();
      await mobile.getByRole('link', { name: 'Meditation' }).click();
      await expect(page).toHaveURL(/\/meditation$/);
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    });
  });
});

/**
 * The header's visible search box at this width (the bar's, or the phone menu's once opened): a
 * search box by role until its suggestions arrive, a combobox after, so it is found by place.
 */
async function searchBox(page: Page, width: number) {
  if (width < 480) await page.locator('summary.menu-toggle').click();
  const box = page.locator(
    width < 480 ? '.mobile-nav > [role=search] input' : '.header-bar > [role=search] input',
  );
  await expect(box).toHaveAccessibleName('Search');
  return box;
}

test.describe('the header search box', () => {
  for (const width of [375, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('suggests pages as you type; the keyboard picks one; axe finds nothing', async ({
        page,
        consoleProblems,
      }) => {
        const suggestionsLoaded: string[] = [];
        page.on('request', (request) => {
          if (/SearchSuggestions-[\w-]+\.js$/.test(request.url()))
            suggestionsLoaded.push(request.url());
        });
        await page.goto('/about');
        await waitForHydration(page);
        // Its code loads on the box's first focus, not with the page.
        expect(suggestionsLoaded).toEqual([]);
        const box = await searchBox(page, width);
        await expect(box).toBeVisible();
        await box.click();
        await box.pressSequentially('vivekachudamani', { delay: 20 });
        const list = page.getByRole('listbox', { name: 'Pages found' });
        await expect(list.getByRole('option').first()).toContainText('Vivekacūḍāmaṇi');
        expect(suggestionsLoaded).toHaveLength(1);
        const combobox = page.getByRole('combobox', { name: 'Search' });
        await expect(combobox).toHaveAttribute('aria-expanded', 'true');
        expect(await overflow(page)).toEqual([]);
        const problems = await audit(page, `suggestions open at ${width} px`);
        await box.press('ArrowDown');
        await expect(box).toHaveAttribute('aria-activedescendant', /-0$/);
        // Escape closes the list alone (the text and, on a phone, the menu stay); typing opens
        // it again.
        await box.press('Escape');
        await expect(list).toBeHidden();
        await expect(combobox).toHaveAttribute('aria-expanded', 'false');
        await expect(box).toHaveValue('vivekachudamani');
        await expect(box).toBeVisible();
        await box.press('End');
        await box.press('Backspace');
        await expect(list.getByRole('option').first()).toContainText('Vivekacūḍāmaṇi');
        await box.press('ArrowDown');
        await box.press('Enter');
        await expect(page).toHaveURL(/\/courses\/viveka-chudamani$/);
        expect(problems).toEqual([]);
        expect(consoleProblems).toEqual([]);
      });

      test('Enter without a choice opens the search page', async ({ page, consoleProblems }) => {
        await page.goto('/courses');
        await waitForHydration(page);
        const box = await searchBox(page, width);
        await box.fill('tattva bodh');
        await box.press('Enter');
        await expect(page).toHaveURL(/\/search\?q=tattva\+bodh$/);
        await expect(
          page.locator('.search-result').first().getByRole('link').first(),
        ).toHaveAttribute('href', /tattva/);
        expect(consoleProblems).toEqual([]);
      });

      test.describe('without JavaScript', () => {
        test.use({ javaScriptEnabled: false });

        test('the box is a form that opens the search page', async ({ page }) => {
          await page.goto('/about');
          const box = await searchBox(page, width);
          await expect(box).toBeVisible();
          await box.fill('drg drishya');
          await box.press('Enter');
          await expect(page).toHaveURL(/\/search\?q=drg\+drishya$/);
          await expect(
            page.locator('.search-result').first().getByRole('link').first(),
          ).toHaveAttribute('href', /drg-drsya-viveka|drig-drishya-vivek/);
          // The box in the header keeps its own form: no suggestions without the scripts.
          await expect(page.getByRole('listbox')).toHaveCount(0);
        });
      });
    });
  }
});
