import { expect, test } from '@playwright/test';

test.describe('forms with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts natively and shows the thank-you screen', async ({ page }) => {
    await page.goto('/contact');
    await page.locator('form.contact-form input[name="name"]').fill('Kamala Devi');
    await page.locator('form.contact-form input[name="email"]').fill('kamala.nojs@example.com');
    await page
      .locator('form.contact-form textarea[name="message"]')
      .fill('Namaste. I would like to join the next course.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?form=sent$/);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  });

  test('the Stay Connected form posts natively and says thank you on the home page', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByPlaceholder('Your Name').fill('Gopal');
    await page.getByPlaceholder('Your Email').fill('gopal.nojs@example.com');
    await page.getByPlaceholder('Your Message').fill('Please tell me about satsang.');
    await page.getByRole('button', { name: 'Be in Touch' }).click();
    await expect(page).toHaveURL(/\/\?form=sent#stay-connected$/);
    await expect(page.getByRole('status')).toHaveText(
      'Thank you for your message! We will get back to you soon.',
    );
  });
});
