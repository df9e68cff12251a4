import type { Page } from '@playwright/test';
import {
  PASSWORD,
  askForReauthOnce,
  createAccount,
  expect,
  open,
  storeSession,
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

test.describe('the confirm-it-is-you prompt', () => {
  test('offers only the member\'s methods, and its code button does not stay on "Sending…"', async ({
    page,
    stack,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('reauth-methods');
    const account = await createAccount(page.request, stack.smtp, 'Rekha Iyer', email);
    const me = await request.get('/api/auth/me', {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    await storeSession(page, account.token, ((await me.json()) as { user: object }).user);
    await askForReauthOnce(page, '/api/auth/otp/toggle');
    // The page's own clock, so that the call's 20 s limit is reached at once rather than waited for.
    await page.clock.install();
    await open(page, '/dashboard');
    await page.getByRole('button', { name: /^Two-factor sign-in with an e-mailed code/ }).click();
    const prompt = page.getByRole('group', { name: 'Please confirm it is you' });
    await expect(prompt.getByLabel('Your password')).toBeFocused();
    // No passkey on this account, no authenticator app: neither is offered.
    await expect(prompt.getByRole('button', { name: 'E-mail me a code' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(prompt.getByRole('button', { name: /passkey/i })).toHaveCount(0);
    await prompt.getByRole('button', { name: 'Use a code instead' }).click();
    await expect(prompt).toContainText(
      'For your security, enter the code we e-mail you to continue with this change.',
    );
    await expect(prompt).not.toContainText('authenticator app');

    // A mail server that never answers: the button comes back with a sentence.
    await page.route('**/api/auth/reauth/code', () => {
      // never answered
    });
    const mail = prompt.getByRole('button', { name: /E-mail me a code|Sending…/ });
    await mail.click();
    await expect(mail).toHaveText('Sending…');
    // Still waiting short of the limit; given up on past it.
    await page.clock.fastForward(15_000);
    await expect(mail).toHaveText('Sending…');
    await page.clock.fastForward(6_000);
    await expect(mail).toHaveText('E-mail me a code');
    await expect(prompt.locator('.notice-error')).toHaveText(
      'We could not reach the server. Please check your connection and try again.',
    );
  });
});
