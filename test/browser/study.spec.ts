import { expect, test, waitForHydration } from './fixtures';

// The site's cut, or a page's own cut of it (decision 0187).
const DEVANAGARI_FONT = /noto-serif-devanagari[\w-]*\.woff2|\/fonts\/devanagari\//;

test.describe('search', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('/search?q= lists the pages as links', async ({ page }) => {
      await page.goto('/search?q=drigdrishya');
      const results = page.locator('.search-result');
      await expect(results.first().getByRole('link').first()).toHaveAttribute(
        'href',
        /drg-drsya-viveka|drig-drishya-vivek/,
      );
      await expect(results.first().locator('mark').first()).toBeVisible();
    });
  });

  // The header's box (suggestions, keyboard, without JavaScript): test/browser/header.spec.ts.

  test('the search page follows the box as you type', async ({ page, consoleProblems }) => {
    await page.goto('/search');
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await box.fill('sakshi');
    await expect(page).toHaveURL(/\/search\?q=sakshi/);
    await expect(page.locator('.search-result').first().getByRole('link').first()).toHaveAttribute(
      'href',
      '/meditation/sakshi',
    );
    // Results shown on the same page do not bring the whole sheet (its restyle is a change of
    // page's: docs/decisions/0191-the-rest-of-the-sheet.md).
    await expect(page.locator('head link[rel="stylesheet"][href^="/assets/app-"]')).toHaveCount(0);
    expect(consoleProblems).toEqual([]);
  });
});

test.describe('Devanāgarī', () => {
  test('conjuncts and the virāma are shaped by the face, loaded only where Devanāgarī is shown', async ({
    page,
    consoleProblems,
  }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (DEVANAGARI_FONT.test(request.url())) fontRequests.push(request.url());
    });
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    expect(fontRequests).toEqual([]);

    await page.goto('/resources/vedantic-texts/sadhana-panchakam');
    await waitForHydration(page);
    await expect(page.locator('.text-devanagari')).toHaveText('साधनपञ्चकम्');
    // The page's own cut is declared beside the site's, so the family has a face loaded (the
    // cut) and one not (the site's, which this page's characters never need).
    await page.waitForFunction(() => {
      let loaded = false;
      document.fonts.forEach((face) => {
        const family = face.family.replace(/"/g, '');
        if (family === 'Noto Serif Devanagari' && face.status === 'loaded') loaded = true;
      });
      return loaded;
    });
    expect(fontRequests.length).toBeGreaterThan(0);
    // All its Devanāgarī is in a normal weight: of its cut, only the one at 400 alone is fetched
    // (decision 0210).
    expect(fontRequests.filter((url) => url.includes('/fonts/devanagari/'))).toEqual([
      expect.stringMatching(/\/fonts\/devanagari\/[\w-]{38}\.[\w-]{22}\.400\.woff2$/),
    ]);
    // Letters this page does not write come from the site's face, syllable by syllable: let the
    // browser fetch what the samples below need before measuring them.
    await page.evaluate(async () => {
      const span = document.createElement('span');
      span.className = 'devanagari';
      span.textContent = 'तत्त्व द्ध ञ्च क्ष श्र दृग्दृश्य सङ्ग्रहः';
      document.body.append(span);
      span.getBoundingClientRect();
      await document.fonts.ready;
      span.remove();
    });

    // A conjunct drawn as one glyph is narrower than the same letters with a visible virāma
    // (a zero-width non-joiner forbids the conjunct): the face shapes them.
    const widths = await page.evaluate(() => {
      const measure = (text: string) => {
        const span = document.createElement('span');
        span.className = 'devanagari';
        span.style.fontSize = '40px';
        span.textContent = text;
        document.body.append(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        return width;
      };
      return ['त्त्व', 'द्ध', 'ञ्च', 'क्ष', 'श्र'].map((cluster) => ({
        joined: measure(cluster),
        apart: measure(cluster.replaceAll('्', '्\u200C')),
      }));
    });
    for (const { joined, apart } of widths) expect(joined).toBeLessThan(apart);

    const sample = page.locator('.verse-devanagari').first();
    await sample.evaluate((element) => {
      element.textContent = 'तत्त्व द्ध ञ्च क्ष श्र दृग्दृश्य सङ्ग्रहः';
    });
    await expect(sample).toHaveScreenshot('devanagari-conjuncts.png', { maxDiffPixelRatio: 0.02 });
    expect(consoleProblems).toEqual([]);
  });
});

test.describe('glossary and reading path', () => {
  test('the glossary hydrates with its terms kept in the HTML', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/glossary');
    await waitForHydration(page);
    await expect(page.locator('#maya dt')).toContainText('māyā');
    await expect(page.locator('#maya dt .devanagari')).toHaveText('माया');
    await expect(page.locator('#viksepa dd')).toContainText('distraction');
    expect(consoleProblems).toEqual([]);
  });

  test('the reading path lists the texts in order', async ({ page, consoleProblems }) => {
    await page.goto('/reading-path');
    await waitForHydration(page);
    const stages = page.locator('.reading-stage h2');
    await expect(stages.first()).toContainText('Tattvabodha');
    await expect(stages.nth(3)).toContainText('Vivekacūḍāmaṇi');
    expect(consoleProblems).toEqual([]);
  });
});
