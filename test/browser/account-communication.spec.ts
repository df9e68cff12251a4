import type { APIRequestContext, Page } from '@playwright/test';
import { audit } from './axe';
import { createAccount, expect, open, test, uniqueEmail } from './journey-fixtures';

const COURSE = 'drg-drsya-viveka';
const TITLE = 'Dṛg-Dṛśya-Viveka';
const NEWS_ON = 'You will receive News from Pragya Trust at this address.';
const NEWS_OFF = 'We will no longer send you News from Pragya Trust.';
const LEFT = 'You have left that course’s interest list. We will not write to you about it.';

function communication(page: Page) {
  return page.getByRole('region', { name: 'Communication preferences', exact: true });
}

/** The member's preferences as the API has them, to see that the page changed them for real. */
async function stored(request: APIRequestContext, token: string) {
  const res = await request.get('/api/account/communication', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { news: boolean; interests: { courseSlug: string }[] };
}

/** A member on one course's interest list, signed in for the page (its session cookie). */
async function memberOnAList(page: Page, smtp: Parameters<typeof createAccount>[1], tag: string) {
  const account = await createAccount(page.request, smtp, 'Kamala Iyer', uniqueEmail(tag));
  const joined = await page.request.post('/api/interest', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { courseSlug: COURSE },
  });
  expect(joined.status()).toBe(201);
  return account;
}

test.describe('communication preferences', () => {
  test('the news on and off and an interest list left in the page, with axe', async ({
    page,
    request,
    stack,
  }) => {
    const account = await memberOnAList(page, stack.smtp, 'prefs-js');
    await open(page, '/account');
    const section = communication(page);
    await expect(section).toContainText(account.email);
    await expect(section).toContainText('You do not receive News from Pragya Trust.');
    await expect(section).toContainText('sign-in codes and password resets');
    const found = await audit(page, 'preferences');

    await section.getByRole('button', { name: 'Send me the news' }).click();
    await expect(section.getByRole('status')).toHaveText(NEWS_ON);
    await expect(page).toHaveURL(/\/account$/);
    expect((await stored(request, account.token)).news).toBe(true);

    await section.getByRole('button', { name: 'Stop the news' }).click();
    await expect(section.getByRole('status')).toHaveText(NEWS_OFF);
    expect((await stored(request, account.token)).news).toBe(false);

    await section.getByRole('button', { name: `Leave the interest list of ${TITLE}` }).click();
    await expect(section.getByRole('status')).toHaveText(LEFT);
    await expect(section).toContainText('You are on no course’s interest list.');
    expect((await stored(request, account.token)).interests).toEqual([]);
    found.push(...(await audit(page, 'after the changes')));
    expect(found).toEqual([]);
  });
});

test.describe('communication preferences, a native post refused', () => {
  test('comes back to the section with the API’s sentence and changes nothing', async ({
    page,
    request,
    stack,
  }) => {
    const account = await memberOnAList(page, stack.smtp, 'prefs-refused');
    await open(page, '/account');
    // The form as a page that is out of date would send it, past the page's script.
    await communication(page)
      .locator('input[name="courseSlug"]')
      .evaluate((input: HTMLInputElement) => {
        input.value = 'no-such-course';
        input.form!.submit();
      });
    await expect(page).toHaveURL(/\/account#communication$/);
    await expect(communication(page).getByRole('alert')).toHaveText(
      'There is no course interest list with that name, so nothing was changed.',
    );
    await expect(
      communication(page).getByRole('button', { name: `Leave the interest list of ${TITLE}` }),
    ).toBeVisible();
    expect((await stored(request, account.token)).interests).toHaveLength(1);
  });
});

test.describe('communication preferences with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the news and the interest list post natively through the route action', async ({
    page,
    request,
    stack,
  }) => {
    const account = await memberOnAList(page, stack.smtp, 'prefs-nojs');
    await page.goto('/account');
    await communication(page).getByRole('button', { name: 'Send me the news' }).click();
    await expect(page).toHaveURL(/\/account\?done=news-on&section=communication#communication$/);
    await expect(communication(page).getByRole('status')).toHaveText(NEWS_ON);
    expect((await stored(request, account.token)).news).toBe(true);

    await communication(page).getByRole('button', { name: 'Stop the news' }).click();
    await expect(page).toHaveURL(/\?done=news-off&section=communication#communication$/);
    await expect(communication(page).getByRole('status')).toHaveText(NEWS_OFF);
    expect((await stored(request, account.token)).news).toBe(false);

    await communication(page)
      .getByRole('button', { name: `Leave the interest list of ${TITLE}` })
      .click();
    await expect(page).toHaveURL(/\?done=list-left&section=communication#communication$/);
    await expect(communication(page).getByRole('status')).toHaveText(LEFT);
    expect((await stored(request, account.token)).interests).toEqual([]);
  });
});
