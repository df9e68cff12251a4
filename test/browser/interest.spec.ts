import type { Page } from '@playwright/test';
import type { TestSmtpServer } from '../helpers/smtp';
import { audit } from './axe';
import { adminToken, createAccount, expect, open, test, uniqueEmail } from './journey-fixtures';

const COURSE = '/courses/drg-drsya-viveka';
const TITLE = 'Dṛg-Dṛśya-Viveka';

/** The card of the course page's side column. */
const card = (page: Page) => page.locator('#register-interest');

async function visitorRegisters(page: Page, email: string, stack: { smtp: TestSmtpServer }) {
  const since = stack.smtp.messages.length;
  await card(page).getByLabel('E-mail').fill(email);
  await card(page).getByRole('button', { name: 'Register Interest' }).click();
  await expect(page).toHaveURL(/\?interest=pending#register-interest$/);
  await expect(card(page).getByRole('status')).toContainText(
    `we have sent a link to confirm your interest in ${TITLE}`,
  );
  const link = await stack.smtp.linkFor(email, '/lists/confirm', since);
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Thank you. You’re on the list for ${TITLE}. We’ll write to you when enrollment opens.`,
  );
}

test.describe('Register Interest without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor registers, confirms by the mailed link, and the page names the course', async ({
    page,
    stack,
  }) => {
    // (axe needs scripts: the visitor's card is audited in the JavaScript journey below.)
    await page.goto(COURSE);
    await visitorRegisters(page, uniqueEmail('nojs-interest'), stack);
  });

  test('a signed-in member registers in one press and withdraws', async ({ page, stack }) => {
    const email = uniqueEmail('nojs-member');
    await createAccount(page.request, stack.smtp, 'Gita Rao', email);
    await page.goto(COURSE);
    await expect(card(page).getByLabel('E-mail')).toHaveCount(0);
    await card(page).getByRole('button', { name: 'Register Interest' }).click();
    await expect(card(page).getByRole('status')).toHaveText(
      `You’re on the list for ${TITLE}. We’ll write to ${email} when enrollment opens.`,
    );
    await card(page).getByRole('button', { name: 'Withdraw' }).click();
    await expect(card(page).getByRole('status')).toHaveText(`You have left the list for ${TITLE}.`);
  });

  test('a member withdraws from the dashboard and is back there', async ({ page, stack }) => {
    const email = uniqueEmail('nojs-dashboard');
    await createAccount(page.request, stack.smtp, 'Lata Iyer', email);
    await page.goto(COURSE);
    await card(page).getByRole('button', { name: 'Register Interest' }).click();
    await expect(card(page).getByRole('status')).toContainText(`You’re on the list for ${TITLE}`);
    await page.goto('/dashboard');
    const interests = page.locator('#interests').locator('..');
    await interests.getByRole('button', { name: `Withdraw from ${TITLE}` }).click();
    await expect(page).toHaveURL(/\/dashboard\?interest=withdrawn#interests$/);
    await expect(interests.getByRole('status')).toHaveText(
      'You have left the list. We will not write to you about that course.',
    );
    await expect(interests).toContainText('You are not on any course’s list.');
  });
});

test.describe('Register Interest with JavaScript', () => {
  test('a visitor registers and confirms', async ({ page, stack }) => {
    await open(page, COURSE);
    expect(await audit(page, 'course page, visitor')).toEqual([]);
    await visitorRegisters(page, uniqueEmail('js-interest'), stack);
    expect(await audit(page, 'confirmed page')).toEqual([]);
  });

  test('a member registers in one press, and the page is axe clean', async ({ page, stack }) => {
    const email = uniqueEmail('js-member');
    await createAccount(page.request, stack.smtp, 'Hari Das', email);
    await open(page, COURSE);
    await card(page).getByRole('button', { name: 'Register Interest' }).click();
    await expect(card(page).getByRole('status')).toContainText(`We’ll write to ${email}`);
    expect(await audit(page, 'course page, member on the list')).toEqual([]);
  });
});

test.describe('the admin Interest page', () => {
  for (const width of [1280, 375]) {
    test(`shows the counts and list, and an announcement's progress (${width} px)`, async ({
      page,
      stack,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const visitor = uniqueEmail('listed');
      await page.goto(COURSE);
      await visitorRegisters(page, visitor, stack);
      await adminToken(page.request, stack.smtp, stack.adminEmail);
      await open(page, '/admin/interest');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interest');
      expect(await audit(page, `interest overview ${width}`)).toEqual([]);
      await page.getByRole('link', { name: TITLE }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Interest: ${TITLE}`);
      await expect(page.getByRole('region', { name: `Interest in ${TITLE}` })).toContainText(
        visitor,
      );

      await page.getByLabel('Subject').fill('Enrollment is open');
      await page.getByLabel(/^Text/).fill('Namaste.\n\nEnrollment for the course is open.');
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByRole('region', { name: 'Preview of the mail' })).toContainText(
        'Enrollment for the course is open.',
      );
      // The letter is written at the card's width.
      const composer = page.locator('.admin-detail').filter({ has: page.getByLabel('Subject') });
      const cardWidth = (await composer.boundingBox())!.width;
      for (const field of [page.getByLabel('Subject'), page.getByLabel(/^Text/)]) {
        expect((await field.boundingBox())!.width).toBeGreaterThan(cardWidth * 0.85);
      }
      // Sending is asked about in the page, never in a native dialog.
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.getByRole('button', { name: /^Send to \d+ confirmed$/ }).click();
      await expect(
        page.getByRole('group', { name: /^Send “Enrollment is open” to \d+ confirmed address/ }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Yes, send it' }).click();
      expect(dialogs).toEqual([]);
      await expect(page.locator('.announcement-progress').first()).toContainText(
        /Done: \d+ sent, 0 failed/,
        {
          timeout: 30_000,
        },
      );
      expect(await audit(page, `announcement progress ${width}`)).toEqual([]);
    });
  }
});
