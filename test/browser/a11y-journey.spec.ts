import type { Route } from '@playwright/test';
import { audit } from './axe';
import {
  banner,
  createAccount,
  expect,
  open,
  test,
  uniqueEmail,
  waitForHydration,
} from './journey-fixtures';

function answer(status: number, body: unknown = {}) {
  return (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

test.describe('no WCAG 2.2 AA violation on any account page, in each state', () => {
  test('/login: signin, error banner, signup, otp, signed in', async ({ page }) => {
    const found: string[] = [];
    await open(page, '/login');
    found.push(...(await audit(page, 'signin')));
    await open(page, '/login?error=auth_failed');
    await expect(banner(page)).toBeVisible();
    found.push(...(await audit(page, 'signin with callback error')));
    await page.getByRole('link', { name: "Don't have an account? Sign Up" }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Account');
    found.push(...(await audit(page, 'signup')));
    await page.getByLabel('Full Name').fill('Axe Tester');
    await page.getByLabel('Email Address').fill('axe@example.com');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(banner(page)).toBeVisible();
    found.push(...(await audit(page, 'signup with error')));
    await page.getByLabel('Password').fill('Saffron-River-2718');
    await page.route('**/api/auth/signup-request', answer(200, { msg: 'sent' }));
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter Your Code');
    found.push(...(await audit(page, 'otp')));
    await page.route(
      '**/api/auth/verify-otp',
      answer(200, {
        token: 'axe-token',
        user: { name: 'Axe Tester', email: 'axe@example.com' },
      }),
    );
    await page.route(
      '**/api/auth/me',
      answer(200, { user: { name: 'Axe Tester', email: 'axe@example.com' } }),
    );
    await page.getByLabel('OTP Code').fill('123456');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Axe Tester!');
    found.push(...(await audit(page, 'signed in: the dashboard')));
    expect(found).toEqual([]);
  });

  test('/register: form, error, success', async ({ page }) => {
    const found: string[] = [];
    await open(page, '/register');
    found.push(...(await audit(page, 'form')));
    await page.getByLabel('Full Name').fill('Axe Tester');
    await page.getByLabel('Email Address').fill('axe@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Saffron-River-2718');
    await page.getByLabel('Confirm Password').fill('Saffron');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(banner(page)).toBeVisible();
    found.push(...(await audit(page, 'error')));
    await page.getByLabel('Confirm Password').fill('Saffron-River-2718');
    await page.route('**/api/auth/register', answer(201, { message: 'ok' }));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration Successful!');
    found.push(...(await audit(page, 'success')));
    expect(found).toEqual([]);
  });

  test("/forgot-password: form, error, 'Check Your Email'", async ({ page }) => {
    const found: string[] = [];
    await open(page, '/forgot-password');
    found.push(...(await audit(page, 'form')));
    await page.getByLabel('Email Address').fill('axe@example.com');
    await page.route('**/api/auth/forgot-password', answer(400));
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await expect(banner(page)).toBeVisible();
    found.push(...(await audit(page, 'error')));
    await page.unroute('**/api/auth/forgot-password');
    await page.route('**/api/auth/forgot-password', answer(200, { message: 'ok' }));
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check Your Email');
    found.push(...(await audit(page, 'check your email')));
    expect(found).toEqual([]);
  });

  test('/reset-password: invalid, form, error, success', async ({ page, stack, request }) => {
    const found: string[] = [];
    await open(page, '/reset-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid Reset Link');
    found.push(...(await audit(page, 'invalid')));
    // The page checks the link on the server before showing the form: a real one, from the mail.
    const email = uniqueEmail('axe-reset');
    await createAccount(request, stack.smtp, 'Axe Reset', email);
    const since = stack.smtp.messages.length;
    await request.post('/api/auth/forgot-password', { data: { email } });
    await open(page, await stack.smtp.linkFor(email, '/reset-password?token=', since));
    found.push(...(await audit(page, 'form')));
    await page.getByLabel('New Password', { exact: true }).fill('Saffron-River-2718');
    await page.getByLabel('Confirm New Password').fill('Saffron');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(banner(page)).toBeVisible();
    found.push(...(await audit(page, 'error')));
    await page.getByLabel('Confirm New Password').fill('Saffron-River-2718');
    await page.route('**/api/auth/reset-password', answer(200, { message: 'ok' }));
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password Reset Successful!');
    found.push(...(await audit(page, 'success')));
    expect(found).toEqual([]);
  });

  test('/verify-email: confirm, loading, success, failure', async ({ page }) => {
    const found: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/verify-email', async (route) => {
      await held;
      await answer(200, { message: 'Email verified successfully!' })(route);
    });
    await open(page, '/verify-email?token=axe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Your Email');
    found.push(...(await audit(page, 'confirm')));
    await page.getByLabel('Password').fill('Quiet-River-2047');
    await page.getByRole('button', { name: 'Confirm Email' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verifying Your Email');
    found.push(...(await audit(page, 'loading')));
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Verified!');
    found.push(...(await audit(page, 'success')));
    await open(page, '/verify-email');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verification Failed');
    found.push(...(await audit(page, 'failure')));
    expect(found).toEqual([]);
  });

  test('/auth/callback and /dashboard: loading, loaded, messages, error', async ({
    page,
    stack,
    request,
  }) => {
    // Eight axe audits of whole pages: a minute was not enough on a machine running the suites at
    // less than half the speed of others (the same test timed out twice at 60 s in one CI run).
    test.setTimeout(150_000);
    const found: string[] = [];
    const email = uniqueEmail('axe');
    await createAccount(request, stack.smtp, 'Axe Member', email);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/google/exchange', async (route) => {
      await held;
      await route.fallback();
    });
    stack.google.profile = { sub: `google-${email}`, email, email_verified: true };
    await open(page, '/api/auth/google');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Completing Authentication');
    found.push(...(await audit(page, 'callback loading')));
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Axe Member!');
    found.push(...(await audit(page, 'dashboard loaded')));

    await request.post('/api/auth/otp/toggle', {
      headers: {
        Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
      },
      data: { enable: true },
    });
    await open(page, '/dashboard');
    await expect(page.getByTestId('second-factor-summary')).toHaveText(
      'E-mailed code: after your password, we e-mail you a code.',
    );
    found.push(...(await audit(page, 'dashboard with the e-mailed code on')));
    // The profile is changed in the account settings.
    await page.getByRole('link', { name: 'Open account settings' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
    await waitForHydration(page);
    await page.getByLabel('Username').fill(`axe_${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    found.push(...(await audit(page, 'account settings, profile saved')));
    const taken = 'That username is taken.';
    await page.route(
      '**/api/users/me',
      answer(409, { message: taken, errors: [{ field: 'username', message: taken }] }),
    );
    await page.getByLabel('Username').fill('someone_else');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(banner(page)).toHaveText(taken);
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    found.push(...(await audit(page, 'account settings with a field error')));

    await page.unroute('**/api/auth/me');
    // The loading and error states are those of a page the server rendered without the member (a
    // stored session but no session cookie): with the cookie it renders the dashboard at once.
    await page.context().clearCookies();
    let hold!: () => void;
    const waiting = new Promise<void>((resolve) => (hold = resolve));
    await page.route('**/api/auth/me', async (route) => {
      await waiting;
      await route.abort();
    });
    await open(page, '/dashboard');
    await expect(page.getByText('Loading your account...')).toBeVisible();
    found.push(...(await audit(page, 'dashboard loading')));
    hold();
    await expect(banner(page)).toHaveText('Failed to load user data');
    found.push(...(await audit(page, 'dashboard error')));
    expect(found).toEqual([]);
  });

  test('/auth/callback after Google: failure, code step, wrong code', async ({ page }) => {
    const found: string[] = [];
    await open(page, '/auth/callback?error=google_denied');
    await expect(page).toHaveURL(/\/login\?error=google_denied$/);
    await expect(banner(page)).toHaveText(
      'Google sign-in was cancelled. You can try again or sign in with your e-mail.',
    );
    found.push(...(await audit(page, 'callback failure on /login')));

    await page.route(
      '**/api/auth/google/exchange',
      answer(200, { requiresOTP: true, msg: 'We sent a 6-digit sign-in code.' }),
    );
    await page.route(
      '**/api/auth/google/verify-otp',
      answer(400, { message: 'That code is not correct.', msg: 'That code is not correct.' }),
    );
    await open(page, `/auth/callback?code=${'c'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter Your Code');
    found.push(...(await audit(page, 'callback code step')));
    await page.getByLabel('Sign-in Code').fill('123456');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(banner(page)).toHaveText('That code is not correct.');
    found.push(...(await audit(page, 'callback code step with an error')));
    expect(found).toEqual([]);
  });
});
