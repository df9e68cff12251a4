import type { Page } from '@playwright/test';
import { audit } from './axe';
import { expect, test, waitForHydration } from './fixtures';

/** The chunk with the popover and the glossary's definitions. */
const POPOVER_CHUNK = /GlossaryPopover-[\w-]+\.js$/;

/** The glossary links' targets on the page, in order. */
async function linkTargets(page: Page): Promise<string[]> {
  return page
    .locator('main a.glossary-link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test.describe('glossary links on content pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the first use of each term is a plain link to its entry', async ({ page }) => {
      await page.goto('/courses/tattvabodha');
      const targets = await linkTargets(page);
      expect(targets[0]).toBe('/glossary#vedanta');
      expect(targets).toContain('/glossary#pancakosa');
      // One link per term.
      expect(new Set(targets).size).toBe(targets.length);
      const first = page.locator('main a.glossary-link').first();
      await expect(first).toHaveText('Vedānta');
      await first.click();
      await expect(page).toHaveURL(/\/glossary#vedanta$/);
      await expect(page.locator('#vedanta')).toBeInViewport();
    });
  });

  for (const width of [375, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('the glossary fits the window: nothing scrolls sideways', async ({ page }) => {
        // A verse's source (a <cite>) once kept to one line, 35 px wider than a phone.
        await page.goto('/glossary');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
      });

      test('terms far below are laid out only as they near the screen; a link to one, a focus ring and the rules stay whole', async ({
        page,
      }) => {
        await page.goto('/glossary');
        await waitForHydration(page);
        const terms = page.locator('.glossary-term');
        const last = terms.last();
        const skipped = (term: typeof last) =>
          term.evaluate(
            // A term's own box is laid out; what content-visibility skips is inside it.
            (el) => !el.querySelector('dt')!.checkVisibility({ contentVisibilityAuto: true }),
          );
        expect(await skipped(terms.first())).toBe(false);
        expect(await skipped(last)).toBe(true);

        // Reached by its address, a term is shown at the top, its content laid out.
        const slug = await last.getAttribute('id');
        await page.goto(`/glossary#${slug}`);
        await expect(last).toBeInViewport();
        expect(await skipped(last)).toBe(false);

        // The term's box holds the whole ring of a focused link at the column's left edge, and
        // the rule above a term is as wide as the column, not the box.
        const edges = await page.locator('.glossary-term').evaluateAll((elements) =>
          elements.flatMap((term) => {
            const box = term.getBoundingClientRect();
            const rule = term.querySelector('dt')!.getBoundingClientRect();
            const column = term.parentElement!.getBoundingClientRect();
            return Array.from(term.querySelectorAll('a')).map((link) => ({
              ring: link.getBoundingClientRect().left - 5 - box.left,
              rule: [rule.left - column.left, column.right - rule.right],
            }));
          }),
        );
        expect(edges.length).toBeGreaterThan(0);
        expect(Math.min(...edges.map((edge) => edge.ring))).toBeGreaterThanOrEqual(0);
        expect(new Set(edges.flatMap((edge) => edge.rule))).toEqual(new Set([0]));
      });

      test('a popover on focus and on hover, closed by Escape, axe clean', async ({
        page,
        consoleProblems,
      }) => {
        const popoverLoads: string[] = [];
        page.on('request', (request) => {
          if (POPOVER_CHUNK.test(request.url())) popoverLoads.push(request.url());
        });
        await page.goto('/meditation/ahangrah-upasana');
        await waitForHydration(page);
        const links = page.locator('main a.glossary-link');
        await expect(links.first()).toBeVisible();
        // The popover's code and the glossary load when first needed, not with the page.
        expect(popoverLoads).toEqual([]);

        // The keyboard: the focus reaches a link, the popover describes it.
        const first = links.first();
        const slug = (await first.getAttribute('href'))!.split('#')[1];
        // One focus, right after hydration: the entry itself listens for the links (decision 0192).
        await first.focus();
        const popover = page.getByRole('tooltip');
        await expect(popover).toBeVisible();
        await expect(first).toHaveAttribute('aria-describedby', 'glossary-popover');
        await expect(first).toHaveAccessibleDescription(/\S/);
        await expect(popover.locator('[lang=sa]')).not.toBeEmpty();
        expect(popoverLoads).toHaveLength(1);
        expect(slug).not.toBe('');
        // Inside the window, even at 375 px.
        const box = (await popover.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        const problems = await audit(page, `glossary popover open at ${width} px`);
        await page.keyboard.press('Escape');
        await expect(popover).toBeHidden();
        await expect(first).not.toHaveAttribute('aria-describedby', /./);
        await expect(first).toBeFocused();
        await first.blur();

        // The pointer: resting on a link opens it, and the popover can be reached.
        const second = links.nth(1);
        await second.scrollIntoViewIfNeeded();
        await second.hover();
        await expect(popover).toBeVisible();
        await expect(second).toHaveAttribute('aria-describedby', 'glossary-popover');
        const definition = (await popover.textContent()) ?? '';
        await popover.hover();
        await page.waitForTimeout(400);
        await expect(popover).toBeVisible();
        await expect(popover).toHaveText(definition);
        await page.mouse.move(1, 790);
        await expect(popover).toBeHidden();
        expect(problems).toEqual([]);
        expect(consoleProblems).toEqual([]);
      });
    });
  }

  test('links on every kind of content page, the same after a visit in the browser', async ({
    page,
    consoleProblems,
  }) => {
    for (const path of [
      '/courses/viveka-chudamani',
      '/courses/other/jap-practice',
      '/meditation/sakshi',
      '/courses/few-more/vedanta',
      '/resources/vedantic-texts/drig-drishya-vivek',
      '/pitcs',
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      const targets = await linkTargets(page);
      expect(targets.length, path).toBeGreaterThan(0);
      expect(new Set(targets).size, path).toBe(targets.length);
    }
    // A visit made by the router runs the loader in the browser: the same links.
    await page.goto('/courses/drg-drsya-viveka');
    await waitForHydration(page);
    const served = await linkTargets(page);
    await page.goto('/courses');
    await waitForHydration(page);
    await page.locator('main a[href="/courses/drg-drsya-viveka"]').first().click();
    await expect(page).toHaveURL(/\/courses\/drg-drsya-viveka$/);
    await expect(page.locator('main a.glossary-link').first()).toBeVisible();
    expect(await linkTargets(page)).toEqual(served);
    expect(consoleProblems).toEqual([]);
  });
});
