import type { Page } from '@playwright/test';
import { mp3 } from '../fixtures/recordings/audio-samples';
import { audit } from './axe';
import { expect, open, signInAsAdmin, test } from './journey-fixtures';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test.describe('Lectures & Talks', () => {
  test('an admin uploads a talk; a visitor listens and seeks by chapter, at 1280 and 375 px', async ({
    page,
    stack,
    consoleProblems,
  }, testInfo) => {
    test.setTimeout(120_000);
    // Before anything is uploaded: the honest note, and Resources' Listen Now leads here.
    await open(page, '/resources');
    await page.getByRole('link', { name: 'Listen Now' }).click();
    await expect(page).toHaveURL(/\/resources\/recordings$/);
    await expect(page.getByRole('heading', { name: 'No recordings here yet' })).toBeVisible();

    await signInAsAdmin(page, stack.smtp);

    // The admin page's own form: the file goes up with a progress bar, the list shows it.
    await page.setViewportSize(DESKTOP);
    await open(page, '/admin/recordings');
    expect(await audit(page, 'admin recordings')).toEqual([]);
    await page.getByLabel('Audio file (MP3, M4A or Opus, up to 300 MB)').setInputFiles({
      name: 'katha-1.mp3',
      mimeType: 'audio/mpeg',
      buffer: mp3(90, 128),
    });
    await page.getByLabel('Title').fill('Kaṭha Upaniṣad, talk 1: Naciketas');
    await page.getByLabel('Speaker').fill('Swami Atmananda');
    await page.getByLabel('Date of the talk').fill('2026-07-10');
    await page.getByLabel('Series (a course or a text, or any name)').fill('Kaṭha Upaniṣad');
    await page.getByRole('button', { name: 'Publish the recording' }).click();
    await expect(page.getByText('The recording is published.')).toBeVisible();
    const item = page.locator('.rec-admin-item', { hasText: 'Kaṭha Upaniṣad, talk 1: Naciketas' });
    await expect(item).toContainText('1:30');
    await item.getByText('Edit or delete').click();
    await item
      .getByLabel('Chapters, one a line: “12:34 Title”')
      .fill('0:00 Invocation\n0:42 The three boons');
    await item.getByRole('button', { name: 'Save' }).click();
    await expect(item.getByText('Saved.')).toBeVisible();
    await expect(item).toContainText('2 chapters');
    await page.screenshot({
      path: testInfo.outputPath('admin-recordings-1280.png'),
      fullPage: true,
    });

    for (const [name, size] of [
      ['1280', DESKTOP],
      ['375', PHONE],
    ] as const) {
      await page.setViewportSize(size);
      await open(page, '/resources/recordings');
      const talk = page.getByRole('article', { name: 'Kaṭha Upaniṣad, talk 1: Naciketas' });
      await expect(talk).toBeVisible();
      const audio = talk.locator('audio');
      await expect(audio).toHaveAttribute('preload', 'none');
      await expect(audio).toHaveAttribute('controls', '');
      await expect(talk.getByText('10 July 2026')).toBeVisible();
      await expect(talk.getByText('Swami Atmananda')).toBeVisible();
      await expect(page.getByRole('link', { name: 'podcast feed (RSS)' })).toHaveAttribute(
        'href',
        '/resources/recordings/feed.xml',
      );
      expect(await fitsWidth(page)).toBe(true);
      expect(await audit(page, `recordings ${name}`)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`recordings-${name}.png`),
        fullPage: true,
      });

      await talk.getByRole('button', { name: /0:42\s*The three boons/ }).click();
      await expect
        .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 10_000 })
        .toBeGreaterThanOrEqual(42);
      await audio.evaluate((el: HTMLAudioElement) => el.pause());
    }
    expect(consoleProblems).toEqual([]);
  });

  test('without JavaScript the chapters are plain times and the player is still there', async ({
    browser,
    stack,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: stack.url });
    const page = await context.newPage();
    await page.goto('/resources/recordings');
    const talk = page.getByRole('article').first();
    if (await talk.count()) {
      await expect(talk.locator('audio[controls]')).toHaveCount(1);
      await expect(talk.getByRole('button')).toHaveCount(0);
    } else {
      await expect(page.getByRole('heading', { name: 'No recordings here yet' })).toBeVisible();
    }
    await context.close();
  });
});
