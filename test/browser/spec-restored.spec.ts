import type { Page } from '@playwright/test';
import { audit } from './axe';
import {
  PASSWORD,
  askForReauthOnce,
  banner,
  createAccount,
  expect,
  open,
  storeSession,
  test,
  uniqueEmail,
} from './journey-fixtures';

/** Both widths every page is checked at. */
async function auditBoth(page: Page, state: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    found.push(...(await audit(page, `${state} at ${width} px`)));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return found;
}

test.describe('the specification, restored', () => {
  test('dashboard: the two-factor control reads Enable/Enabled and toggles through /api/auth/otp/toggle, asking inline for a recent sign-in (spec §2, §7, §8)', async ({
    page,
    stack,
    request,
  }) => {
    const email = uniqueEmail('dash-2fa');
    const account = await createAccount(page.request, stack.smtp, 'Uma Devi', email);
    const me = await request.get('/api/auth/me', {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    await storeSession(page, account.token, ((await me.json()) as { user: object }).user);
    await open(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Uma Devi!');
    const control = page.getByRole('button', { name: /^Two-factor sign-in with an e-mailed code/ });
    await expect(control).toHaveText('Enable');

    const calls: unknown[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/auth/otp/toggle')) calls.push(req.postDataJSON());
    });
    await askForReauthOnce(page, '/api/auth/otp/toggle');
    await control.click();
    const prompt = page.getByRole('group', { name: 'Please confirm it is you' });
    await expect(prompt.getByLabel('Your password')).toBeFocused();
    const found = await auditBoth(page, 'dashboard, confirmation step');
    await prompt.getByLabel('Your password').fill(PASSWORD);
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Two-factor' })).toHaveText(
      'Two-factor sign-in is on: each time you sign in we will e-mail you a code.',
    );
    await expect(control).toHaveText('Enabled');
    await expect(page.getByTestId('second-factor-summary')).toHaveText(
      'E-mailed code: after your password, we e-mail you a code.',
    );
    expect(calls).toEqual([{ enable: true }, { enable: true }]);
    found.push(...(await auditBoth(page, 'dashboard, e-mailed code on')));

    // The state is the server's: a reload reads Enabled.
    await open(page, '/dashboard');
    await expect(control).toHaveText('Enabled');
    // Off again: the session proved its owner a moment ago, so nothing is asked.
    await control.click();
    await expect(page.getByRole('status').filter({ hasText: 'Two-factor' })).toHaveText(
      'Two-factor sign-in is off.',
    );
    await expect(control).toHaveText('Enable');
    await expect(prompt).toHaveCount(0);

    // A failure without a sentence reads as the specification's (§8).
    await page.route('**/api/auth/otp/toggle', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await control.click();
    await expect(banner(page)).toHaveText('Failed to toggle OTP');
    await expect(control).toHaveText('Enable');
    expect(found).toEqual([]);
  });
});
