import { expect, test, uniqueEmail } from './journey-fixtures';

/** Another site, served by the browser itself (no traffic leaves the machine). */
const EVIL = 'http://evil.example';

test.describe('forms with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts natively, shows the thank-you screen and reaches the inbox', async ({
    page,
    stack,
  }) => {
    const email = uniqueEmail('kamala-nojs');
    await page.goto('/contact');
    await page.locator('form.contact-form input[name="name"]').fill('Kamala Devi');
    await page.locator('form.contact-form input[name="email"]').fill(email);
    await page
      .locator('form.contact-form textarea[name="message"]')
      .fill('Namaste. I would like to join the next course.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?form=sent$/);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    const mail = await stack.smtp.waitFor(stack.inbox, (m) => m.replyTo === email);
    expect(mail.subject).toBe('Contact from Kamala Devi');
    expect(mail.text).toContain('Namaste. I would like to join the next course.');
  });

  test('a contact post the server refuses comes back with what was typed and the sentence under the field', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = page.locator('form.contact-form');
    await form.locator('input[name="name"]').fill('Kamala Devi');
    // The browser's own check passes it; the server's does not (no dot in the domain).
    await form.locator('input[name="email"]').fill('kamala@localhost');
    await form.locator('textarea[name="message"]').fill('Words that must not be lost.');
    await page.getByRole('checkbox', { name: "Also send me the trust's news" }).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('alert')).toContainText('Your message could not be sent');
    const email = form.locator('input[name="email"]');
    await expect(email).toHaveValue('kamala@localhost');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#contact-email-error')).not.toBeEmpty();
    await expect(form.locator('input[name="name"]')).toHaveValue('Kamala Devi');
    await expect(form.locator('textarea[name="message"]')).toHaveValue(
      'Words that must not be lost.',
    );
    await expect(
      page.getByRole('checkbox', { name: "Also send me the trust's news" }),
    ).toBeChecked();
  });

  test('the Stay Connected form posts natively, reaches the inbox, and with the box ticked mails the news link', async ({
    page,
    stack,
  }) => {
    const email = uniqueEmail('gopal-nojs');
    await page.goto('/');
    await page.getByPlaceholder('Your Name').fill('Gopal');
    await page.getByPlaceholder('Your Email').fill(email);
    await page.getByPlaceholder('Your Message').fill('Please tell me about satsang.');
    await page.getByRole('checkbox', { name: "Also send me the trust's news" }).check();
    await page.getByRole('button', { name: 'Be in Touch' }).click();
    await expect(page).toHaveURL(/\/\?form=sent&news=1#stay-connected$/);
    await expect(page.getByRole('status')).toHaveText(
      'Thank you for your message! We will get back to you soon. To receive the news, please open the link we have e-mailed you and confirm your address.',
    );
    await stack.smtp.waitFor(email, (m) => m.text.includes('/lists/confirm?token='));
    const mail = await stack.smtp.waitFor(stack.inbox, (m) => m.replyTo === email);
    expect(mail.subject).toBe('Contact from Gopal');
    expect(mail.text).toContain('Please tell me about satsang.');
  });

  test('a Register Interest post the server refuses comes back with its sentence and what was typed', async ({
    page,
  }) => {
    await page.goto('/courses/drg-drsya-viveka');
    const card = page.locator('#register-interest');
    // The browser's own check passes it; the server's does not (no dot in the domain).
    await card.getByLabel('E-mail').fill('gita@localhost');
    await card.getByLabel('Name (optional)').fill('Gita Rao');
    const answer = page.waitForResponse((res) => res.request().method() === 'POST');
    await card.getByRole('button', { name: 'Register Interest' }).click();
    expect((await answer).status()).toBe(400);
    await expect(page).toHaveURL(/\/courses\/drg-drsya-viveka$/);
    await expect(card.getByRole('alert')).toContainText('e-mail address');
    await expect(card.getByLabel('E-mail')).toHaveValue('gita@localhost');
    await expect(card.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(card.getByLabel('Name (optional)')).toHaveValue('Gita Rao');
  });

  test('a confirmation link pressed twice says, in the server’s words, that it was used', async ({
    page,
    stack,
  }) => {
    const email = uniqueEmail('twice-nojs');
    const since = stack.smtp.messages.length;
    await page.goto('/courses/drg-drsya-viveka');
    await page.locator('#register-interest').getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Register Interest' }).click();
    await expect(page).toHaveURL(/\?interest=pending#register-interest$/);
    const link = await stack.smtp.linkFor(email, '/lists/confirm', since);
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/lists\/confirm\?done=drg-drsya-viveka$/);
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'This link has expired or was already used. Please register your interest again.',
    );
  });

  test('a form another site posts to the contact page is refused with a page that says so', async ({
    page,
    stack,
  }) => {
    // The visitor has been on the site, so the browser holds its form cookie.
    await page.goto('/contact');
    const email = uniqueEmail('forged-nojs');
    await page.route(`${EVIL}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Win a prize</title>
<form method="post" action="${stack.url}/contact">
<input type="hidden" name="name" value="Forged">
<input type="hidden" name="email" value="${email}">
<input type="hidden" name="message" value="Sent by another site">
<button>Claim your prize</button></form>`,
      }),
    );
    await page.goto(`${EVIL}/prize`);
    const answer = page.waitForResponse(`${stack.url}/contact`);
    await page.getByRole('button', { name: 'Claim your prize' }).click();
    expect((await answer).status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Form not accepted' })).toBeVisible();
    await expect(page.getByText('This form was sent from another website')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await expect(page).toHaveURL(`${stack.url}/contact`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stack.smtp.messages.filter((m) => m.replyTo === email)).toEqual([]);
  });
});
