import type { Page } from '@playwright/test';
import { audit } from './axe';
import { expect, open, openAdmin, signInAsAdmin, test } from './journey-fixtures';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const run = Date.now().toString(36);
const TITLE = `The Witness and the Seen ${run}`;

const MARKDOWN = [
  '## The seer is never seen',
  '',
  'What is seen changes; the one who sees it does not.[^1] Read the verse slowly:',
  '',
  '> रूपं दृश्यं लोचनं दृक् तद्दृश्यं दृक्तु मानसम् ।',
  '> rūpaṁ dṛśyaṁ locanaṁ dṛk tad dṛśyaṁ dṛk tu mānasam',
  '',
  'The form is seen and the eye sees it; the eye is seen and the mind sees it.',
  '',
  'More in [the text’s page](/resources/vedantic-texts/drg-drsya-viveka) and on',
  '[Wikisource](https://en.wikisource.org/).',
  '',
  '[^1]: Dṛg-Dṛśya-Viveka, verse 1.',
].join('\n');

/** Nothing wider than the window: no sideways scrolling of the page itself. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test.describe('the blog', () => {
  test('an admin writes an article with its live preview and publishes it; a visitor reads it on a phone and a desktop', async ({
    page,
    browser,
    stack,
    consoleProblems,
  }, testInfo) => {
    test.setTimeout(150_000);
    await signInAsAdmin(page, stack.smtp);
    const problems: string[] = [];

    await page.setViewportSize(DESKTOP);
    // With its section hydrated, the link opens the editor in the page (clicked before, it loads
    // the editor as a new document; typed-before-hydration.spec covers typing into that).
    await openAdmin(page, '/admin/articles');
    await page.getByRole('link', { name: 'Write an article' }).click();
    await expect(page).toHaveURL(/\/admin\/articles\?edit=new$/);
    await page.getByLabel('Title').fill(TITLE);
    await page
      .getByLabel('Summary (shown in the list and when shared)')
      .fill('On the first verse of the Dṛg-Dṛśya-Viveka: the seer and the seen.');
    await page.getByLabel('Tags, separated by commas').fill('Vedānta, Texts');
    const covers = page.getByRole('group', { name: 'Cover photograph' }).getByRole('radio');
    if ((await covers.count()) > 1) await covers.nth(1).check();
    await page.getByLabel('Text (Markdown)').fill(MARKDOWN);

    // The preview is the server's rendering, a moment after typing stops.
    const preview = page.getByRole('region', { name: /Preview/ });
    await expect(preview.getByRole('heading', { name: 'The seer is never seen' })).toBeVisible();
    await expect(preview.locator('blockquote span[lang="sa"]')).toContainText('रूपं दृश्यं');
    await expect(preview.getByRole('link', { name: /Wikisource/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    problems.push(...(await audit(page, 'editor at 1280 px')));
    await page.screenshot({ path: testInfo.outputPath('editor-1280.png'), fullPage: true });
    const previewHtml = await preview.locator('.article-body').innerHTML();

    await page.getByLabel('State').selectOption('published');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /Published at \/blog\// }),
    ).toBeVisible();
    const slug = /\/blog\/([a-z0-9-]+)/.exec(
      (await page.getByRole('status').filter({ hasText: 'Published' }).textContent()) ?? '',
    )?.[1];
    expect(slug).toBeTruthy();
    await expect(page.getByRole('heading', { name: 'Saved versions' })).toBeVisible();

    await page.setViewportSize(PHONE);
    await open(page, `/admin/articles?edit=${new URL(page.url()).searchParams.get('edit')}`);
    expect(await fitsWidth(page)).toBe(true);
    problems.push(...(await audit(page, 'editor at 375 px')));
    await page.screenshot({ path: testInfo.outputPath('editor-375.png'), fullPage: true });

    // A visitor, without the admin's session.
    const visitorContext = await browser.newContext({ baseURL: stack.url });
    const visitor = await visitorContext.newPage();
    const visitorProblems: string[] = [];
    visitor.on('console', (m) => {
      if (m.type() === 'error') visitorProblems.push(m.text());
    });
    visitor.on('pageerror', (e) => visitorProblems.push(e.message));
    const fonts: string[] = [];
    visitor.on('request', (r) => {
      if (r.url().endsWith('.woff2')) fonts.push(new URL(r.url()).pathname);
    });
    for (const size of [PHONE, DESKTOP]) {
      await visitor.setViewportSize(size);
      await open(visitor, '/blog');
      await visitor.screenshot({
        path: testInfo.outputPath(`blog-${size.width}.png`),
        fullPage: true,
      });
      await expect(
        visitor.locator('link[rel="alternate"][type="application/atom+xml"]'),
      ).toHaveAttribute('href', '/blog/feed.xml');
      await visitor.getByRole('link', { name: TITLE }).click();
      await expect(visitor).toHaveURL(new RegExp(`/blog/${slug}$`));
      await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await expect(visitor.getByText(/\d+ min read/)).toBeVisible();
      await expect(visitor.getByRole('heading', { name: 'The seer is never seen' })).toBeVisible();
      expect(await fitsWidth(visitor)).toBe(true);
      problems.push(...(await audit(visitor, `article at ${size.width} px`)));
      await visitor.screenshot({
        path: testInfo.outputPath(`article-${size.width}.png`),
        fullPage: true,
      });
    }
    // The page shows exactly what the preview showed.
    expect(await visitor.locator('main .article-body').innerHTML()).toBe(previewHtml);
    // The verse is set in the article's own cut of the Devanāgarī face, not the whole face.
    await visitor.evaluate(() => document.fonts.ready);
    const faces = new Set(fonts.filter((path) => path.startsWith(`/blog/${slug}/devanagari-`)));
    // Its cut at 400 alone: the verse is in a normal weight (decision 0210).
    expect([...faces]).toEqual([expect.stringMatching(/\/devanagari-[\w-]{12}\.400\.woff2$/)]);
    expect(fonts.some((path) => path.includes('noto-serif-devanagari-devanagari-wght'))).toBe(
      false,
    );
    const verse = await visitor.locator('main blockquote span[lang="sa"]').first().innerText();
    expect(
      await visitor.evaluate(
        (text) => document.fonts.check('20px "Noto Serif Devanagari Article"', text),
        verse,
      ),
    ).toBe(true);
    const family = await visitor
      .locator('main blockquote span[lang="sa"]')
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family).toContain('Noto Serif Devanagari Article');

    // Without JavaScript: the list, a tag and the article are plain pages and links.
    const plainContext = await browser.newContext({ baseURL: stack.url, javaScriptEnabled: false });
    const plain = await plainContext.newPage();
    await plain.goto('/blog');
    await plain.getByRole('link', { name: 'Texts' }).first().click();
    await expect(plain).toHaveURL(/\/blog\?tag=Texts$/);
    await plain.getByRole('link', { name: TITLE }).click();
    await expect(plain.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await plainContext.close();
    await visitorContext.close();

    expect(problems).toEqual([]);
    expect(visitorProblems).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
});
