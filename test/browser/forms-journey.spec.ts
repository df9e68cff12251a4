import type { Dialog, Page } from '@playwright/test';
import { PUBLIC_EMAIL, expect, open, tabTo, test, uniqueEmail } from './journey-fixtures';

function contactForm(page: Page) {
  const form = page.locator('form.contact-form');
  return {
    name: form.getByRole('textbox', { name: 'Name' }),
    email: form.getByRole('textbox', { name: 'Email' }),
    phone: form.getByRole('textbox', { name: 'Phone (optional)' }),
    message: form.getByRole('textbox', { name: 'Message' }),
    send: form.getByRole('button', { name: 'Send Message' }),
  };
}

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
    };
  }

  test('success: a thank-you alert and cleared fields', async ({ page, stack }) => {
    const email = uniqueEmail('stay');
    await open(page, '/');
    const form = stayConnected(page);
    await form.name.fill('Uma Devi');
    await form.email.fill(email);
    await form.message.fill('Please keep me informed about new courses.');
    const alert = nextAlert(page);
    await form.send.click();
    expect(await alert).toBe(
      'Thank you! Please check your inbox: we have sent you a link to confirm your subscription.',
    );
    for (const field of [form.name, form.email, form.message]) await expect(field).toHaveValue('');
    await stack.smtp.waitFor(stack.inbox, (m) => m.subject === 'Contact from Uma Devi');
    await stack.smtp.waitFor(email, (m) => m.text.includes('/lists/confirm?token='));
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
    // The news list answers; these are the message's failures.
    await page.route('**/api/news', (route) =>
      route.fulfill({ status: 202, contentType: 'application/json', body: '{"status":"pending"}' }),
    );

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
