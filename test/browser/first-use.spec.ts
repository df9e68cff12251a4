import type { Page } from '@playwright/test';
import {
  PASSWORD,
  createAccount,
  expect,
  open,
  test,
  uniqueEmail,
  waitForHydration,
} from './journey-fixtures';

async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('what a new member tripped over', () => {
  test('signing in goes on to where the member was going (a same-site next), else the dashboard', async ({
    page,
    stack,
    request,
  }) => {
    const email = uniqueEmail('next');
    await createAccount(request, stack.smtp, 'Nalini Rao', email);
    await page.goto('/account');
    await expect(page).toHaveURL(`${stack.url}/login?next=%2Faccount`);
    await waitForHydration(page);
    await signIn(page, email);
    await expect(page).toHaveURL(`${stack.url}/account`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);

    // Another site, or a protocol-relative address, is never followed.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      await open(page, `/login?next=${encodeURIComponent(next)}`);
      await signIn(page, email);
      await expect(page).toHaveURL(`${stack.url}/dashboard`);
      await page.evaluate(() => localStorage.clear());
      await page.context().clearCookies();
    }
  });
});

test.describe('what a new visitor tripped over, before the scripts start', () => {
  test.use({ javaScriptEnabled: false });

  test('/login: "Don\'t have an account? Sign Up" is a link to /login?mode=signup, and back', async ({
    page,
    stack,
  }) => {
    await page.goto('/login?next=%2Faccount');
    await page.getByRole('link', { name: "Don't have an account? Sign Up" }).click();
    await expect(page).toHaveURL(`${stack.url}/login?mode=signup&next=%2Faccount`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Account');
    await expect(page.getByLabel('Full Name')).toBeVisible();
    await page.getByRole('link', { name: 'Already have an account? Sign In' }).click();
    await expect(page).toHaveURL(`${stack.url}/login?next=%2Faccount`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
  });
});
