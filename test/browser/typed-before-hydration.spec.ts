import type { Page } from '@playwright/test';
import {
  PASSWORD,
  expect,
  open,
  signInAsAdmin,
  test,
  uniqueEmail,
  waitForHydration,
} from './journey-fixtures';

/** What the page heard that no person did (set by the init script of the test that reads it). */
interface Heard {
  heard: string[];
}

/** Holds back the scripts whose address matches until the returned function is called. */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('what is typed before the scripts have started', () => {
  test('the register form keeps and sends the name and address typed before it hydrated', async ({
    page,
  }) => {
    const email = uniqueEmail('early');
    const release = await holdScripts(page, /\/assets\/.*\.js$/);
    await page.goto('/register', { waitUntil: 'domcontentloaded' });
    // Typed into the server's page: React is not running yet.
    await page.getByLabel('Full Name').fill('Meera Iyer');
    await page.getByLabel('Email Address').fill(email);
    release();
    await waitForHydration(page);

    // Each of these renders the form again: a field React did not know of went back to empty.
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await expect(page.getByLabel('Full Name')).toHaveValue('Meera Iyer');
    await expect(page.getByLabel('Email Address')).toHaveValue(email);

    const sent = page.waitForRequest('**/api/auth/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ name: 'Meera Iyer', email });
    await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  test('the contact form keeps the words and the ticked box given before it hydrated', async ({
    page,
  }) => {
    const email = uniqueEmail('early-contact');
    const release = await holdScripts(page, /\/assets\/.*\.js$/);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.locator('form.contact-form');
    await form.getByRole('textbox', { name: 'Name' }).fill('Ravi Shankar');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Message' }).fill('Is there a winter retreat?');
    const news = form.getByRole('checkbox', { name: "Also send me the trust's news" });
    await news.check();
    release();
    await waitForHydration(page);

    await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('+91 98765 43210');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Ravi Shankar');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Is there a winter retreat?',
    );
    await expect(news).toBeChecked();

    const sent = page.waitForRequest('**/api/contact');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      name: 'Ravi Shankar',
      email,
      message: 'Is there a winter retreat?',
    });
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    // The box ticked before hydration asked for the news too.
    await expect(
      page.getByText('To receive the news, please open the link we have e-mailed you'),
    ).toBeVisible();
  });

  test('a message the server filled in, typed over before hydration, is kept', async ({ page }) => {
    const release = await holdScripts(page, /\/assets\/.*\.js$/);
    await page.goto('/contact?topic=events', { waitUntil: 'domcontentloaded' });
    const form = page.locator('form.contact-form');
    const message = form.getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveValue(/upcoming events/);
    // React sets a textarea the server filled back to the server's text as it hydrates it.
    await message.fill('Will the winter retreat be held in English?');
    release();
    await waitForHydration(page);
    await form.getByRole('textbox', { name: 'Name' }).fill('Ravi Shankar');
    await expect(message).toHaveValue('Will the winter retreat be held in English?');
  });

  test('a page nobody typed into hears no change, even where the browser tidied a field', async ({
    page,
    stack,
  }) => {
    await signInAsAdmin(page, stack.smtp);
    // Changes the page did not get from a person: what a wrong report would dispatch.
    await page.addInitScript(() => {
      const heard: string[] = [];
      (window as unknown as Heard).heard = heard;
      for (const type of ['input', 'change', 'click']) {
        window.addEventListener(
          type,
          (event) => {
            if (!event.isTrusted) heard.push(`${type} ${(event.target as Element).id}`);
          },
          true,
        );
      }
    });
    const heardOn = async (path: string) => {
      await open(page, path);
      await page.waitForLoadState('networkidle');
      return { path, heard: await page.evaluate(() => (window as unknown as Heard).heard) };
    };
    // An action no option names: the browser shows the first, which differs from what the server
    // marked (nothing).
    const audit = await heardOn('/admin/audit?action=no-such-action');
    await expect(page.getByLabel('Action')).toHaveValue('');
    const pages = [audit];
    for (const path of ['/register', '/contact?topic=events', '/login']) {
      pages.push(await heardOn(path));
    }
    expect(pages).toEqual(pages.map(({ path }) => ({ path, heard: [] })));
  });

  test('the article editor keeps a title and a state chosen before its section hydrated', async ({
    page,
    stack,
  }) => {
    await signInAsAdmin(page, stack.smtp);
    const release = await holdScripts(page, /\/assets\/ArticlesAdminPage-[^/]+\.js$/);
    // The page hydrates; the editor, a deferred section, waits for its chunk.
    await open(page, '/admin/articles?edit=new');
    await page.getByLabel('Title').fill('Typed while the editor loaded');
    await page.getByLabel('State').selectOption('published');
    release();
    await page.waitForLoadState('networkidle');

    await page.getByLabel('Tags, separated by commas').fill('Texts');
    await expect(page.getByLabel('Title')).toHaveValue('Typed while the editor loaded');
    await expect(page.getByLabel('State')).toHaveValue('published');
    // The editor's own state follows: a new article in the published state is published.
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  });
});
