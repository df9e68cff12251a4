import type { Page, Route } from '@playwright/test';
import {
  banner,
  createAccount,
  expect,
  open,
  storeSession,
  test,
  uniqueEmail,
} from './journey-fixtures';

/** Answers a call with a status and a JSON body. */
function answer(status: number, body: unknown = {}) {
  return (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

/** Records the calls made to one API path. */
function countCalls(page: Page, path: string): { count: number } {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.count += 1;
  });
  return calls;
}

const MEMBER = {
  id: 'u-1',
  name: 'Test Member',
  email: 'member@example.com',
  username: null,
  avatar: null,
  isEmailVerified: true,
  otpEnabled: false,
  role: 'user',
  createdAt: '2025-08-20T10:00:00.000Z',
  lastLogin: null,
};

test.describe('sign-in page messages', () => {
  test('sign-in: the server sentence, else Login failed; network failure', async ({ page }) => {
    await open(page, '/login');
    await page.getByLabel('Email Address').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // No client-side length check in sign-in mode: the server answers.
    await expect(banner(page)).toHaveText('Invalid email or password.');
    await page.getByLabel('Password').fill('wrong2');
    await expect(banner(page)).toHaveCount(0);

    await page.route('**/api/auth/login', answer(401));
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(banner(page)).toHaveText('Login failed');
    await page.unroute('**/api/auth/login');
    await page.route('**/api/auth/login', (route) => route.abort());
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(banner(page)).toHaveText('Network error');
  });

  test('sign-up: password length, Signup failed, server msg, network failure', async ({ page }) => {
    const calls = countCalls(page, '/api/auth/signup-request');
    await open(page, '/login');
    await page.getByRole('link', { name: "Don't have an account? Sign Up" }).click();
    const name = page.getByLabel('Full Name');
    const email = page.getByLabel('Email Address');
    const password = page.getByLabel('Password');
    await expect(name).toHaveAttribute('required', '');
    await expect(email).toHaveAttribute('required', '');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(password).toHaveAttribute('required', '');
    await name.fill('Short Password');
    await email.fill('short@example.com');
    await password.fill('12345');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(banner(page)).toHaveText('Password must be at least 6 characters long');
    expect(calls.count).toBe(0);
    await password.fill('Saffron-River-2718');
    await expect(banner(page)).toHaveCount(0);

    await page.route('**/api/auth/signup-request', answer(400));
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(banner(page)).toHaveText('Signup failed');
    await page.unroute('**/api/auth/signup-request');
    await page.route('**/api/auth/signup-request', answer(429, { msg: 'Slow down, please.' }));
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(banner(page)).toHaveText('Slow down, please.');
    await page.unroute('**/api/auth/signup-request');
    await page.route('**/api/auth/signup-request', (route) => route.abort());
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(banner(page)).toHaveText('Network error');
  });

  test('code step: OTP verification failed, server msg, network failure', async ({ page }) => {
    await page.route('**/api/auth/signup-request', answer(200, { msg: 'sent' }));
    await open(page, '/login');
    await page.getByRole('link', { name: "Don't have an account? Sign Up" }).click();
    await page.getByLabel('Full Name').fill('Code Tester');
    await page.getByLabel('Email Address').fill('code@example.com');
    await page.getByLabel('Password').fill('Saffron-River-2718');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const otp = page.getByLabel('OTP Code');
    await expect(otp).toBeVisible();
    await expect(otp).toHaveAttribute('maxlength', '6');
    await otp.pressSequentially('12ab34567');
    await expect(otp).toHaveValue('123456');

    // The real server: no code was ever sent for this address, and the answer is the one sentence
    // of every wrong code (it must not tell whether the address has an account).
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(banner(page)).toHaveText(/^That code is not correct, has expired/);
    await otp.fill('654321');
    await expect(banner(page)).toHaveCount(0);

    await page.route('**/api/auth/verify-otp', answer(400));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(banner(page)).toHaveText('OTP verification failed');
    await page.unroute('**/api/auth/verify-otp');
    // A 200 without a token is no sign-in either.
    await page.route('**/api/auth/verify-otp', answer(200, {}));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(banner(page)).toHaveText('OTP verification failed');
    await page.unroute('**/api/auth/verify-otp');
    await page.route('**/api/auth/verify-otp', (route) => route.abort());
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(banner(page)).toHaveText('Network error');
  });

  test('the submit button shows progress and is disabled while the request runs', async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await answer(401)(route);
    });
    await open(page, '/login');
    await page.getByLabel('Email Address').fill('busy@example.com');
    await page.getByLabel('Password').fill('whatever');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const busy = page.getByRole('button', { name: 'Signing in…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(banner(page)).toHaveText('Login failed');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  });
});

test.describe('register, forgot, reset and verify messages', () => {
  test('register: both password rules, Registration failed, server error, network', async ({
    page,
  }) => {
    const calls = countCalls(page, '/api/auth/register');
    await open(page, '/register');
    await page.getByLabel('Full Name').fill('Rule Tester');
    await page.getByLabel('Email Address').fill('rules@example.com');
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password');
    const create = page.getByRole('button', { name: 'Create Account' });
    await password.fill('Saffron-River-2718');
    await confirm.fill('Saffron-River-2719');
    await create.click();
    await expect(banner(page)).toHaveText('Passwords do not match');
    await confirm.fill('Saffron-River-2718');
    await expect(banner(page)).toHaveCount(0);
    await password.fill('12345');
    await confirm.fill('12345');
    await create.click();
    await expect(banner(page)).toHaveText('Password must be at least 6 characters long');
    expect(calls.count).toBe(0);
    await password.fill('Saffron-River-2718');
    await confirm.fill('Saffron-River-2718');

    await page.route('**/api/auth/register', answer(400));
    await create.click();
    await expect(banner(page)).toHaveText('Registration failed');
    await page.unroute('**/api/auth/register');
    await page.route('**/api/auth/register', answer(400, { error: 'Please use another address.' }));
    await create.click();
    await expect(banner(page)).toHaveText('Please use another address.');
    await page.unroute('**/api/auth/register');
    await page.route('**/api/auth/register', (route) => route.abort());
    await create.click();
    await expect(banner(page)).toHaveText('Network error. Please try again.');
  });

  test('forgot password: Failed to send reset email, server error; Try Different Email', async ({
    page,
  }) => {
    await open(page, '/forgot-password');
    const email = page.getByLabel('Email Address');
    const send = page.getByRole('button', { name: 'Send Reset Instructions' });
    await email.fill('forgot@example.com');
    await page.route('**/api/auth/forgot-password', answer(400));
    await send.click();
    await expect(banner(page)).toHaveText('Failed to send reset email');
    await email.fill('forgot2@example.com');
    await expect(banner(page)).toHaveCount(0);
    await page.unroute('**/api/auth/forgot-password');
    await page.route('**/api/auth/forgot-password', answer(429, { error: 'Too many requests.' }));
    await send.click();
    await expect(banner(page)).toHaveText('Too many requests.');
    await page.unroute('**/api/auth/forgot-password');
    await page.route('**/api/auth/forgot-password', (route) => route.abort());
    await send.click();
    await expect(banner(page)).toHaveText('Network error. Please try again.');
    await page.unroute('**/api/auth/forgot-password');
    await page.route('**/api/auth/forgot-password', answer(200, { message: 'ok' }));
    await send.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check Your Email');
    await page.getByRole('button', { name: 'Try Different Email' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot Password?');
    await expect(page.getByLabel('Email Address')).toHaveValue('');
  });

  test('reset password: missing token, both rules, Password reset failed, server error', async ({
    page,
    stack,
    request,
  }) => {
    await open(page, '/reset-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid Reset Link');
    await expect(page.getByText('Invalid or missing reset token')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    // The page checks its link on the server before it shows the form: a real one, from the mail.
    const email = uniqueEmail('reset-rules');
    await createAccount(request, stack.smtp, 'Reset Rules', email);
    const since = stack.smtp.messages.length;
    await request.post('/api/auth/forgot-password', { data: { email } });
    const link = await stack.smtp.linkFor(email, '/reset-password?token=', since);
    const calls = countCalls(page, '/api/auth/reset-password');
    await open(page, link);
    const password = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password');
    const reset = page.getByRole('button', { name: 'Reset Password' });
    await password.fill('Saffron-River-2718');
    await confirm.fill('Saffron-River-2710');
    await reset.click();
    await expect(banner(page)).toHaveText('Passwords do not match');
    await confirm.fill('x');
    await expect(banner(page)).toHaveCount(0);
    await password.fill('abc');
    await confirm.fill('abc');
    await reset.click();
    await expect(banner(page)).toHaveText('Password must be at least 6 characters long');
    expect(calls.count).toBe(0);

    await password.fill('Saffron-River-2718');
    await confirm.fill('Saffron-River-2718');
    // The real server's sentence for a link used meanwhile (in another tab, say).
    const token = new URL(link).searchParams.get('token');
    await request.post('/api/auth/reset-password', {
      data: { token, password: 'Other-River-2718' },
    });
    await reset.click();
    await expect(banner(page)).toHaveText(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
    await page.route('**/api/auth/reset-password', answer(400));
    await reset.click();
    await expect(banner(page)).toHaveText('Password reset failed');
    await page.unroute('**/api/auth/reset-password');
    await page.route('**/api/auth/reset-password', (route) => route.abort());
    await reset.click();
    await expect(banner(page)).toHaveText('Network error. Please try again.');
  });

  test('verify email: Invalid verification link, Email verification failed, the default success', async ({
    page,
  }) => {
    await open(page, '/verify-email');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verification Failed');
    await expect(page.getByRole('alert')).toHaveText('Invalid verification link');

    const withoutPassword = () =>
      page.getByRole('button', { name: 'I did not register, or I forgot the password' }).click();
    await open(page, '/verify-email?token=not-a-real-token');
    await withoutPassword();
    await expect(page.getByRole('alert')).toHaveText(
      'This verification link is invalid or has expired.',
    );

    await page.route('**/api/auth/verify-email', answer(400));
    await open(page, '/verify-email?token=t1');
    await withoutPassword();
    await expect(page.getByRole('alert')).toHaveText('Email verification failed');
    await page.unroute('**/api/auth/verify-email');
    await page.route('**/api/auth/verify-email', answer(200, {}));
    await open(page, '/verify-email?token=t2');
    await withoutPassword();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Verified!');
    await expect(page.locator('.auth-message')).toHaveText('Email verified successfully!');
  });
});

test.describe('dashboard messages', () => {
  test('no stored token, or a rejected one, goes to /login', async ({ page }) => {
    await open(page, '/dashboard');
    await expect(page).toHaveURL(/\/login$/);

    await storeSession(page, 'revoked-token', MEMBER);
    await open(page, '/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    // The bounce is a client-side navigation: the cleared session is not stored again.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('Failed to load user data, User not found, the second factor summed up', async ({
    page,
  }) => {
    // The stored token stands for a live session: setting its cookie succeeds. Its renewal (a
    // made-up token has no day left) fails for a while, which leaves the stored session alone.
    await page.route('**/api/auth/session-cookie', answer(204));
    await page.route('**/api/auth/token', answer(503, {}));
    await page.goto('/login');
    await page.evaluate((user) => {
      localStorage.setItem('token', 'some-token');
      localStorage.setItem('user', JSON.stringify(user));
    }, MEMBER);

    await page.route('**/api/auth/me', (route) => route.abort());
    await open(page, '/dashboard');
    await expect(banner(page)).toHaveText('Failed to load user data');

    await page.unroute('**/api/auth/me');
    await page.route('**/api/auth/me', answer(200, {}));
    await open(page, '/dashboard');
    await expect(banner(page)).toHaveText('User not found');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.evaluate((user) => {
      localStorage.setItem('token', 'some-token');
      localStorage.setItem('user', JSON.stringify(user));
    }, MEMBER);
    await page.unroute('**/api/auth/me');
    await page.route('**/api/auth/me', answer(200, { user: MEMBER }));
    await open(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Test Member!');
    await expect(page.getByText('Never')).toBeVisible();
    // The full choice is in the account settings; the dashboard has the e-mailed code's control.
    await expect(page.getByTestId('second-factor-summary')).toHaveText(
      'Off: signing in asks only for your password.',
    );
    await expect(page.getByRole('link', { name: 'Manage in account settings' })).toHaveAttribute(
      'href',
      '/account#second-factor',
    );
    await expect(
      page.getByRole('button', { name: /^Two-factor sign-in with an e-mailed code/ }),
    ).toHaveText('Enable');
  });
});
