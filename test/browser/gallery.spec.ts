import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { audit } from './axe';
import { expect, open, signInAsAdmin, test } from './journey-fixtures';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const run = Date.now().toString(36);
const ALBUM = `Satsaṅga on the Gaṅgā ${run}`;
const SLUG = `satsanga-on-the-ganga-${run}`;

/** A photograph-like JPEG: warm colours with texture, `width`×`height`. */
async function photo(width: number, height: number, hue: string): Promise<Buffer> {
  const texture = await sharp({
    create: {
      width: 48,
      height: 48,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: hue } })
    .composite([{ input: texture, tile: true, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The layout shift the page has had so far (CLS without the session windows: all of it). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1000);
      }),
  );
}

async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test.describe('the gallery and the media library', () => {
  test('an admin uploads two photographs with progress; a visitor browses the album and its lightbox', async ({
    page,
    stack,
    consoleProblems,
  }, testInfo) => {
    test.setTimeout(150_000);
    // The trust's own photographs are seeded at start (in the background): the first album.
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/gallery')).json()) as { albums: unknown[] }).albums
            .length,
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(0);
    await open(page, '/gallery');
    await expect(page.getByRole('link', { name: /Morning on the Gaṅgā/ })).toBeVisible();

    await signInAsAdmin(page, stack.smtp);

    await page.setViewportSize(DESKTOP);
    await open(page, '/admin/media');
    expect(await audit(page, 'admin media')).toEqual([]);
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'aarti.jpg', mimeType: 'image/jpeg', buffer: await photo(1800, 1200, '#c8702a') },
      { name: 'boats.jpg', mimeType: 'image/jpeg', buffer: await photo(1200, 1600, '#4a6a8a') },
    ]);
    const queue = page.getByRole('list', { name: 'Photographs to upload' });
    await expect(queue.getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('Album').first().selectOption({ label: 'A new album…' });
    await page.getByLabel('New album’s title').fill(ALBUM);
    // Alt text is required for each: without it nothing is sent.
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Each photograph needs its alt text')).toBeVisible();
    const alts = queue.getByLabel('Alt text (required)');
    await alts.nth(0).fill('Lamps raised in the evening ārati on the ghat.');
    await queue.getByLabel('Caption').nth(0).fill('Evening ārati by the river.');
    await alts.nth(1).fill('Wooden boats moored at the ghats in morning light.');
    // Each file's progress bar, noted while it is sent (each appears as its file starts).
    await page.evaluate(() => {
      const seen = new Set<Element>();
      (window as unknown as { progressBars: Set<Element> }).progressBars = seen;
      new MutationObserver(() => {
        document.querySelectorAll('.media-queue progress').forEach((bar) => seen.add(bar));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(queue.getByText('Uploaded.')).toHaveCount(2, { timeout: 30_000 });
    expect(
      await page.evaluate(
        () => (window as unknown as { progressBars: Set<Element> }).progressBars.size,
      ),
    ).toBe(2);
    await expect(queue.locator('progress')).toHaveCount(2);
    for (const bar of await queue.locator('progress').all()) {
      await expect(bar).toHaveAttribute('value', '1');
    }
    await page.screenshot({ path: testInfo.outputPath('admin-media-1280.png'), fullPage: true });
    await expect(page.getByRole('heading', { name: new RegExp(ALBUM) })).toBeVisible();

    await page.setViewportSize(PHONE);
    await open(page, '/admin/media');
    expect(await fitsWidth(page)).toBe(true);
    expect(await audit(page, 'admin media 375')).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('admin-media-375.png'), fullPage: true });

    // A visitor's view: the albums, then the album's grid.
    const visitor = await page.context().browser()!.newContext({ baseURL: stack.url });
    const guest = await visitor.newPage();
    for (const [name, size] of [
      ['1280', DESKTOP],
      ['375', PHONE],
    ] as const) {
      await guest.setViewportSize(size);
      await open(guest, '/gallery');
      await expect(guest.getByRole('link', { name: new RegExp(ALBUM) })).toBeVisible();
      expect(await audit(guest, `gallery ${name}`)).toEqual([]);
      expect(await fitsWidth(guest)).toBe(true);
      await guest.screenshot({ path: testInfo.outputPath(`gallery-${name}.png`), fullPage: true });
      await guest.getByRole('link', { name: new RegExp(ALBUM) }).click();
      await expect(guest).toHaveURL(new RegExp(`/gallery/${SLUG}$`));
      await open(guest, `/gallery/${SLUG}`);
      const pictures = guest.locator('.photo-grid picture');
      await expect(pictures).toHaveCount(2);
      const img = pictures.first().locator('img');
      await expect(img).toHaveAttribute('width', '1800');
      await expect(img).toHaveAttribute('height', '1200');
      await expect(img).toHaveAttribute('sizes', /.+/);
      await expect(pictures.first().locator('source[type="image/avif"]')).toHaveAttribute(
        'srcset',
        /\/media\/[0-9a-f-]+\/320\.avif 320w, .*1600\.avif 1600w/,
      );
      // The first photograph, the album's largest paint, is fetched from the head.
      const preload = guest.locator('head link[rel="preload"][as="image"]');
      await expect(preload).toHaveAttribute('imagesrcset', /320\.avif 320w/);
      await expect(preload).toHaveAttribute(
        'imagesrcset',
        (await pictures.first().locator('source[type="image/avif"]').getAttribute('srcset'))!,
      );
      expect(await layoutShift(guest)).toBe(0);
      expect(await audit(guest, `album ${name}`)).toEqual([]);
      expect(await fitsWidth(guest)).toBe(true);
      await guest.screenshot({ path: testInfo.outputPath(`album-${name}.png`), fullPage: true });
    }

    // The lightbox by keyboard: open, arrows, Escape, and the focus back where it was.
    await guest.setViewportSize(DESKTOP);
    await open(guest, `/gallery/${SLUG}`);
    const first = guest.getByRole('link', { name: /Open photograph 1 of 2/ });
    await first.focus();
    await guest.keyboard.press('Enter');
    const dialog = guest.getByRole('dialog', { name: 'Photograph 1 of 2' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Evening ārati by the river.')).toBeVisible();
    expect(await audit(guest, 'lightbox')).toEqual([]);
    await guest.screenshot({ path: testInfo.outputPath('lightbox-1280.png') });
    await guest.keyboard.press('ArrowRight');
    await expect(guest.getByRole('dialog', { name: 'Photograph 2 of 2' })).toBeVisible();
    await guest.keyboard.press('ArrowLeft');
    await expect(guest.getByRole('dialog', { name: 'Photograph 1 of 2' })).toBeVisible();
    await guest.keyboard.press('Escape');
    await expect(guest.getByRole('dialog')).toHaveCount(0);
    await expect(first).toBeFocused();

    // A swipe on a phone moves to the next photograph.
    await guest.setViewportSize(PHONE);
    await first.click();
    await guest
      .getByRole('dialog')
      .dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: 300, clientY: 300 }] });
    await guest.getByRole('dialog').dispatchEvent('touchend', {
      changedTouches: [{ identifier: 1, clientX: 120, clientY: 300 }],
    });
    await expect(guest.getByRole('dialog', { name: 'Photograph 2 of 2' })).toBeVisible();
    await guest.screenshot({ path: testInfo.outputPath('lightbox-375.png') });
    await guest.getByRole('button', { name: 'Close' }).click();
    await expect(first).toBeFocused();

    // The About page shows the trust's photographs below the fold, never as its largest paint.
    await open(guest, '/about');
    const river = guest.getByRole('region', { name: 'By the Gaṅgā in Varanasi' });
    await expect(river.locator('picture')).toHaveCount(3);
    await expect(river.locator('img').first()).toHaveAttribute('loading', 'lazy');
    await guest.setViewportSize(DESKTOP);
    const lcp = await guest.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
            resolve(last.element?.tagName ?? '');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(lcp).not.toBe('IMG');
    await visitor.close();
    expect(consoleProblems).toEqual([]);
  });

  test('without JavaScript each photograph is a link to its large image', async ({
    browser,
    stack,
  }) => {
    const context = await browser.newContext({ baseURL: stack.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/gallery');
    await page.getByRole('link', { name: /Morning on the Gaṅgā/ }).click();
    await expect(page).toHaveURL(/\/gallery\/morning-on-the-ganga$/);
    const links = page.locator('.photo-grid a');
    await expect(links).toHaveCount(3);
    const href = await links.first().getAttribute('href');
    expect(href).toMatch(/^\/media\/[0-9a-f-]+\/\d+\.jpeg$/);
    // This very address: the album's thumbnails (AVIF first) may still be arriving meanwhile.
    const [response] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname === href),
      links.first().click(),
    ]);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    await context.close();
  });
});
