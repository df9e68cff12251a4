import type { Dialog, Page } from '@playwright/test';
import { audit } from './axe';
import { PUBLIC_EMAIL, expect, open, tabTo, test, uniqueEmail } from './journey-fixtures';

function contactForm(page: Page) {
  const form = page.locator('form.contact-form');
  return {
    name: form.getByRole('textbox', { name: 'Name' }),
    email: form.getByRole('textbox', { name: 'Email' }),
    phone: form.getByRole('textbox', { name: 'Phone (optional)' }),
    message: form.getByRole('textbox', { name: 'Message' }),
    send: form.getByRole('button', { name: 'Send Message' }),
    news: form.getByRole('checkbox', { name: "Also send me the trust's news" }),
  };
}

const THANKS = 'Thank you for your message! We will get back to you soon.';
const NEWS_PENDING =
  'To receive the news, please open the link we have e-mailed you and confirm your address.';

/** Answers the next alert and returns its text. */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      expect(dialog.type()).toBe('alert');
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

test.describe('the contact form', () => {
  test('success: the thank-you screen, then Send Another Message gives an empty form', async ({
    page,
    stack,
    consoleProblems,
  }) => {
    const email = uniqueEmail('contact');
    const name = 'Priya Nair';
    await open(page, '/contact');
    const form = contactForm(page);
    await form.name.fill(name);
    await form.email.fill(email);
    await form.phone.fill('+91 98765 43210');
    await form.message.fill('When does the next Tattvabodha course begin?');
    const sent = page.waitForResponse('**/api/contact');
    await form.send.click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.getByText('We will reply within 3–5 business days.')).toBeVisible();

    const mail = await stack.smtp.waitFor(stack.inbox, (m) => m.subject === `Contact from ${name}`);
    expect(mail.text).toContain('When does the next Tattvabodha course begin?');
    expect(mail.replyTo).toContain(email);

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    const again = contactForm(page);
    for (const field of [again.name, again.email, again.phone, again.message]) {
      await expect(field).toHaveValue('');
    }
    await expect(again.send).toBeEnabled();
    expect(consoleProblems).toEqual([]);
  });

  test('the API down: the mail program opens with the subject and the message', async ({
    page,
  }) => {
    await page.route('**/api/contact', (route) => route.abort());
    await open(page, '/contact');
    const form = contactForm(page);
    const name = 'Arjun Das & Co';
    const message = 'Namaste!\nIs the course free? 100% sure & "yes"?';
    await form.name.fill(name);
    await form.email.fill('arjun@example.com');
    await form.message.fill(message);
    const mailto = page.waitForEvent('request', (request) => request.url().startsWith('mailto:'));
    await form.send.click();
    const url = new URL((await mailto).url());
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(PUBLIC_EMAIL);
    expect(url.searchParams.get('subject')).toBe(`Contact from ${name}`);
    expect(url.searchParams.get('body')).toBe(message);
    // Encoded as a URI component (spaces as %20, not +), so every mail program reads it the same.
    expect(url.search).toContain('subject=Contact%20from%20Arjun%20Das%20%26%20Co');
    // The form stays filled and usable.
    await expect(form.message).toHaveValue(message);
    await expect(form.send).toBeEnabled();
  });

  test('a refused field (400) shows the server sentence under it, not the mail program', async ({
    page,
    stack,
  }) => {
    await open(page, '/contact');
    const form = contactForm(page);
    await form.name.fill('Meena');
    // The browser takes `a@b` as an e-mail address; the server does not.
    await form.email.fill('a@b');
    await form.message.fill('Hello');
    const mailto: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('mailto:')) mailto.push(request.url());
    });
    const answer = page.waitForResponse('**/api/contact');
    await form.send.click();
    expect((await answer).status()).toBe(400);
    const sentence = page.locator('#contact-email-error');
    await expect(sentence).toHaveText(/e-mail/i);
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toHaveAccessibleDescription(await sentence.innerText());
    await expect(form.email).toBeFocused();
    await expect(form.message).toHaveValue('Hello');
    expect(mailto).toEqual([]);
    const found = await audit(page, 'contact form with a field error at 1280 px');
    await page.setViewportSize({ width: 375, height: 800 });
    found.push(...(await audit(page, 'contact form with a field error at 375 px')));
    expect(found).toEqual([]);

    // Corrected, it goes; the unticked news box sends no confirmation link.
    const email = uniqueEmail('meena');
    await form.email.fill(email);
    await form.send.click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.getByText(NEWS_PENDING)).toHaveCount(0);
    await stack.smtp.waitFor(stack.inbox, (m) => m.replyTo === email);
    expect(stack.smtp.to(email)).toEqual([]);
  });

  test('the news box on /contact also asks for the news (double opt-in)', async ({
    page,
    stack,
  }) => {
    const email = uniqueEmail('contact-news');
    await open(page, '/contact');
    const form = contactForm(page);
    await expect(form.news).not.toBeChecked();
    await form.name.fill('Lalita');
    await form.email.fill(email);
    await form.message.fill('Namaste.');
    await form.news.check();
    await form.send.click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.locator('.thank-you').getByText(NEWS_PENDING)).toBeVisible();
    await stack.smtp.waitFor(email, (m) => m.text.includes('/lists/confirm?token='));
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(contactForm(page).news).not.toBeChecked();
  });

  test('a failed answer (5xx) also falls back to the mail program', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await open(page, '/contact');
    const form = contactForm(page);
    await form.name.fill('Meena');
    await form.email.fill('meena@example.com');
    await form.message.fill('Hello');
    const mailto = page.waitForEvent('request', (request) => request.url().startsWith('mailto:'));
    await form.send.click();
    const url = new URL((await mailto).url());
    expect(url.searchParams.get('subject')).toBe('Contact from Meena');
    expect(url.searchParams.get('body')).toBe('Hello');
  });

  test('a stored session pre-fills name and e-mail; a failed lookup is only logged', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('token', 'member-token');
      localStorage.setItem('user', JSON.stringify({ name: 'Old Name', email: 'old@example.com' }));
    });
    await page.route('**/api/auth/me', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ user: { name: 'Member Name', email: 'member@example.com' } }),
      }),
    );
    await open(page, '/contact');
    const form = contactForm(page);
    await expect(form.name).toHaveValue('Member Name');
    await expect(form.email).toHaveValue('member@example.com');

    await page.unroute('**/api/auth/me');
    await page.route('**/api/auth/me', (route) => route.abort());
    const warned = page.waitForEvent('console', (message) =>
      message.text().includes('could not be fetched'),
    );
    await open(page, '/contact');
    await warned;
    await expect(contactForm(page).name).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('keyboard only: fill in and send the contact form', async ({ page, stack }) => {
    const email = uniqueEmail('contactkeys');
    await open(page, '/contact');
    const form = contactForm(page);
    await tabTo(page, form.name);
    await page.keyboard.type('Gopal Krishna');
    await page.keyboard.press('Tab');
    await expect(form.email).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(form.phone).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.message).toBeFocused();
    await page.keyboard.type('Sent with the keyboard alone.');
    await page.keyboard.press('Tab');
    await expect(form.news).toBeFocused();
    await expect(form.news).not.toBeChecked();
    await page.keyboard.press('Tab');
    await expect(form.send).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await stack.smtp.waitFor(stack.inbox, (m) => m.subject === 'Contact from Gopal Krishna');
  });
});

test.describe('the Stay Connected form on the home page', () => {
  function stayConnected(page: Page) {
    const form = page.locator('form.stay-connected');
    return {
      name: form.getByPlaceholder('Your Name'),
      email: form.getByPlaceholder('Your Email'),
      message: form.getByPlaceholder('Your Message'),
      send: form.getByRole('button', { name: 'Be in Touch' }),
      news: form.getByRole('checkbox', { name: "Also send me the trust's news" }),
    };
  }

  test("success: the specification's thank-you alert and cleared fields (spec §5, §8)", async ({
    page,
    stack,
  }) => {
    const email = uniqueEmail('stay');
    await open(page, '/');
    const form = stayConnected(page);
    // Name, e-mail and message are all required (browser-native validation, spec §5).
    for (const field of [form.name, form.email, form.message]) {
      await expect(field).toHaveAttribute('required', '');
    }
    await expect(form.news).not.toBeChecked();
    await form.name.fill('Uma Devi');
    await form.email.fill(email);
    await form.message.fill('Please keep me informed about new courses.');
    let alert = nextAlert(page);
    await form.send.click();
    expect(await alert).toBe(THANKS);
    for (const field of [form.name, form.email, form.message]) await expect(field).toHaveValue('');
    const mail = await stack.smtp.waitFor(
      stack.inbox,
      (m) => m.subject === 'Contact from Uma Devi',
    );
    expect(mail.text).toContain('Please keep me informed about new courses.');
    expect(stack.smtp.to(email)).toEqual([]);

    // With the news box ticked, the confirmation sentence follows the thank-you.
    await form.name.fill('Uma Devi');
    await form.email.fill(email);
    await form.message.fill('And the news, please.');
    await form.news.check();
    alert = nextAlert(page);
    await form.send.click();
    expect(await alert).toBe(`${THANKS} ${NEWS_PENDING}`);
    await expect(form.news).not.toBeChecked();
    await stack.smtp.waitFor(email, (m) => m.text.includes('/lists/confirm?token='));
    const found = await audit(page, 'home, Stay Connected at 1280 px');
    await page.setViewportSize({ width: 375, height: 800 });
    found.push(...(await audit(page, 'home, Stay Connected at 375 px')));
    expect(found).toEqual([]);
  });

  test('failure: an error alert, and the fields are kept', async ({ page }) => {
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    await open(page, '/');
    const form = stayConnected(page);
    await form.name.fill('Uma Devi');
    await form.email.fill('uma@example.com');
    await form.message.fill('Hello');

    await page.route('**/api/contact', (route) => route.abort());
    let alert = nextAlert(page);
    await form.send.click();
    expect(await alert).toBe('Error sending message. Try again.');
    await expect(form.message).toHaveValue('Hello');

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{}' }),
    );
    alert = nextAlert(page);
    await form.send.click();
    expect(await alert).toBe('Error sending message. Try again.');
    await expect(form.send).toBeEnabled();

    // A rate limit: the API's sentence says how long to wait.
    await page.unroute('**/api/contact');
    const sentence = 'Too many attempts. Try again in 4 minutes.';
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '240' },
        body: JSON.stringify({
          statusCode: 429,
          message: sentence,
          error: sentence,
          msg: sentence,
        }),
      }),
    );
    alert = nextAlert(page);
    await form.send.click();
    expect(await alert).toBe(sentence);
    await expect(form.message).toHaveValue('Hello');
    // The failure is also logged.
    expect(failures.some((text) => text.includes('Stay Connected'))).toBe(true);
  });
});
