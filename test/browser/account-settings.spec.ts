import type { Page } from '@playwright/test';
import {
  PASSWORD,
  askForReauthOnce,
  createAccount,
  expect,
  open,
  test,
  uniqueEmail,
  waitForHydration,
} from './journey-fixtures';
import { audit } from './axe';

const NEW_PASSWORD = 'Lotus-Harbour-4096';

function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

test.describe('account settings', () => {
  test('sign up → /account: profile, password through the confirmation step, e-mail through its link', async ({
    page,
    stack,
    consoleProblems,
  }) => {
    const email = uniqueEmail('settings');
    const name = 'Savitri Menon';
    await open(page, '/login');
    await page.getByRole('link', { name: "Don't have an account? Sign Up" }).click();
    const since = stack.smtp.messages.length;
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByLabel('OTP Code').fill(await stack.smtp.codeFor(email, since));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.locator('.desktop-account summary').click();
    await page.locator('.desktop-account').getByRole('link', { name: 'Account settings' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');

    // Profile.
    const profile = section(page, 'Profile');
    const username = `s_${Date.now().toString(36)}`;
    await profile.getByLabel('Username').fill(username);
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expect(profile.getByText('Profile updated')).toBeVisible();

    // Password: the API asks for a recent sign-in; the prompt takes the focus, then the change goes on.
    const password = section(page, 'Password');
    await askForReauthOnce(page, '/api/users/me/password');
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByLabel('New password').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    const prompt = password.getByRole('group', { name: 'Please confirm it is you' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByLabel('Your password')).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(prompt).toHaveCount(0);
    await expect(password.getByRole('status')).toHaveText(
      'Your password was changed, and every other device was signed out.',
    );
    const signIn = await page.request.post('/api/auth/login', {
      data: { email, password: NEW_PASSWORD },
    });
    expect(signIn.status()).toBe(200);

    // E-mail: a link to the new address; nothing changes until it is followed.
    const newEmail = uniqueEmail('settings-new');
    const emailSection = section(page, 'E-mail address');
    const before = stack.smtp.messages.length;
    await emailSection.getByLabel('New e-mail address').fill(newEmail);
    await emailSection.getByRole('button', { name: 'Send the link' }).click();
    await expect(emailSection.getByRole('status')).toContainText(
      'We sent a link to the new address',
    );
    await expect(emailSection.getByText(email, { exact: true })).toBeVisible();
    const link = await stack.smtp.linkFor(newEmail, '/account/confirm-email?token=', before);
    await page.goto(link);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Confirm your new e-mail address',
    );
    await page.getByRole('button', { name: 'Use this address' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mail address changed');
    await page.locator('#main').getByRole('link', { name: 'Account settings' }).click();
    await expect(
      section(page, 'E-mail address').getByText(newEmail, { exact: true }),
    ).toBeVisible();
    // The one refusal the test staged for the confirmation step.
    expect(consoleProblems).toEqual([
      'error: Failed to load resource: the server responded with a status of 403 (Forbidden)',
    ]);
  });

  test('no WCAG 2.2 AA violation on /account at desktop and phone widths', async ({
    page,
    stack,
  }) => {
    // page.request shares the browser's cookies: the session cookie signs the pages in.
    await createAccount(page.request, stack.smtp, 'Axe Settings', uniqueEmail('settings-axe'));
    const found: string[] = [];
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/account');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
      found.push(...(await audit(page, `${width}px`)));
    }
    await askForReauthOnce(page, '/api/users/me/email');
    const emailSection = section(page, 'E-mail address');
    await emailSection.getByLabel('New e-mail address').fill(uniqueEmail('settings-axe-new'));
    await emailSection.getByRole('button', { name: 'Send the link' }).click();
    await expect(
      emailSection.getByRole('group', { name: 'Please confirm it is you' }),
    ).toBeVisible();
    found.push(...(await audit(page, 'confirmation step at 375px')));
    await emailSection.getByRole('button', { name: 'Cancel' }).click();
    await expect(emailSection.getByRole('button', { name: 'Send the link' })).toBeFocused();
    await expect(emailSection.locator('.notice-error')).toContainText('confirm it is you');
    found.push(...(await audit(page, 'cancelled at 375px')));
    expect(found).toEqual([]);
  });
});

test.describe('the second factor as one choice', () => {
  test('the e-mailed code by keyboard through the confirmation step, a refusal in the section, axe', async ({
    page,
    stack,
  }) => {
    const email = uniqueEmail('factor-choice');
    await createAccount(page.request, stack.smtp, 'Kamala Iyer', email);
    await open(page, '/account#second-factor');
    await waitForHydration(page);
    const factor = section(page, 'Second factor');
    const choices = factor.getByRole('group', { name: 'After your password, signing in asks for' });
    await expect(choices.getByRole('radio')).toHaveCount(3);
    await expect(choices.getByRole('radio', { name: /^Off/ })).toBeChecked();
    await expect(
      choices.getByRole('radio', { name: /^E-mailed code/ }),
    ).toHaveAccessibleDescription('After your password, we e-mail you a 6-digit code to enter.');

    // Arrow keys move through the native radio group; the button says what it will do.
    await choices.getByRole('radio', { name: /^Off/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(choices.getByRole('radio', { name: /^E-mailed code/ })).toBeChecked();
    const turnOn = factor.getByRole('button', { name: 'Turn on the e-mailed code' });
    await expect(turnOn).toBeVisible();
    await askForReauthOnce(page, '/api/auth/otp/toggle');
    const since = stack.smtp.messages.length;
    await turnOn.click();
    const prompt = factor.getByRole('group', { name: 'Please confirm it is you' });
    await expect(prompt.getByLabel('Your password')).toBeFocused();
    const found = await audit(page, 'second factor, confirmation step');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(prompt).toHaveCount(0);
    await expect(factor.getByRole('status')).toContainText('Two-factor sign-in is on');
    await expect(choices.getByRole('radio', { name: /^E-mailed code/ })).toBeChecked();
    const notice = await stack.smtp.waitFor(email, (m) => stack.smtp.messages.indexOf(m) >= since);
    expect(notice.subject).toBe('Your Pragya Trust sign-in now asks for an e-mailed code');

    await page.setViewportSize({ width: 375, height: 900 });
    found.push(...(await audit(page, 'second factor, e-mailed code on, 375 px')));

    // A refusal is shown in the section with the server's sentence, and nothing changes.
    const sentence = 'We could not change it just now.';
    await page.route('**/api/auth/otp/toggle', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 400, message: sentence, msg: sentence }),
      }),
    );
    await choices.getByRole('radio', { name: /^Off/ }).check();
    await factor.getByRole('button', { name: 'Turn off the e-mailed code' }).click();
    await expect(factor.locator('.notice-error')).toHaveText(sentence);
    found.push(...(await audit(page, 'second factor, refusal, 375 px')));
    expect(found).toEqual([]);
    const me = await page.request.get('/api/auth/me');
    expect((await me.json()).user.otpEnabled).toBe(true);
  });
});

test.describe('account settings with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the profile, e-mail and password forms post natively and show their outcome', async ({
    page,
    request,
    stack,
  }) => {
    const email = uniqueEmail('settings-nojs');
    await createAccount(page.request, stack.smtp, 'Nirmala Joshi', email);
    // Another member holds a username, for the refusal below.
    const other = await createAccount(request, stack.smtp, 'Other', uniqueEmail('settings-other'));
    const taken = `tk_${Date.now().toString(36)}`;
    const claimed = await request.patch('/api/users/me', {
      headers: { Authorization: `Bearer ${other.token}` },
      data: { username: taken },
    });
    expect(claimed.status()).toBe(200);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');

    // Refused: the page again at the section, with the API's sentence under the field and what
    // was typed.
    let profile = section(page, 'Profile');
    await profile.getByLabel('Full Name').fill('Nirmala J');
    await profile.getByLabel('Username').fill(taken.toUpperCase());
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page).toHaveURL(/\/account#profile$/);
    profile = section(page, 'Profile');
    await expect(profile.getByRole('alert')).toHaveText(
      'That username is already taken. Please choose another one.',
    );
    await expect(profile.getByLabel('Full Name')).toHaveValue('Nirmala J');
    await expect(profile.getByLabel('Username')).toHaveValue(taken.toUpperCase());

    await profile.getByLabel('Username').fill(`nj_${Date.now().toString(36)}`);
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page).toHaveURL(/\/account\?done=profile-saved&section=profile#profile$/);
    await expect(section(page, 'Profile').getByRole('status')).toHaveText(
      'Your profile was saved.',
    );
    await expect(section(page, 'Profile').getByLabel('Full Name')).toHaveValue('Nirmala J');

    let emailSection = section(page, 'E-mail address');
    await emailSection.getByLabel('New e-mail address').fill(email);
    await emailSection.getByLabel('Your current password').fill(PASSWORD);
    await emailSection.getByRole('button', { name: 'Send the link' }).click();
    await expect(page).toHaveURL(/\/account#email$/);
    emailSection = section(page, 'E-mail address');
    await expect(emailSection.getByRole('alert')).toHaveText(
      'That is already the e-mail address of your account.',
    );
    await expect(emailSection.getByLabel('New e-mail address')).toHaveValue(email);
    await expect(emailSection.getByLabel('Your current password')).toHaveValue('');

    const newEmail = uniqueEmail('settings-nojs-new');
    const since = stack.smtp.messages.length;
    await emailSection.getByLabel('New e-mail address').fill(newEmail);
    await emailSection.getByLabel('Your current password').fill(PASSWORD);
    await emailSection.getByRole('button', { name: 'Send the link' }).click();
    await expect(section(page, 'E-mail address').getByRole('status')).toContainText(
      'We sent a link to the new address',
    );
    const link = await stack.smtp.linkFor(newEmail, '/account/confirm-email?token=', since);

    // The link of the change of address, used without JavaScript; a second time it is refused.
    const linkPath = new URL(link).pathname + new URL(link).search;
    await page.goto(linkPath);
    await page.getByRole('button', { name: 'Use this address' }).click();
    await expect(page).toHaveURL(/\/account\/confirm-email\?done=changed$/);
    await expect(page.getByRole('status')).toHaveText(
      'Your e-mail address was changed. Sign in with the new address from now on.',
    );
    await page.goto(linkPath);
    await page.getByRole('button', { name: 'Use this address' }).click();
    await expect(page).toHaveURL(/\/account\/confirm-email$/);
    await expect(page.getByRole('alert')).toHaveText(
      'This link is invalid, has expired or was already used. Please ask for a new one in your account settings.',
    );

    await page.goto('/account#password');

    const password = section(page, 'Password');
    await password.getByLabel('Current password').fill('not the password');
    await password.getByLabel('New password').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/account#password$/);
    await expect(section(page, 'Password').getByRole('alert')).toHaveText(
      'That password is not correct.',
    );
    // Neither password comes back.
    await expect(section(page, 'Password').getByLabel('Current password')).toHaveValue('');
    await expect(section(page, 'Password').getByLabel('New password')).toHaveValue('');
    await section(page, 'Password').getByLabel('Current password').fill(PASSWORD);
    await section(page, 'Password').getByLabel('New password').fill(NEW_PASSWORD);
    await section(page, 'Password').getByRole('button', { name: 'Change password' }).click();
    await expect(section(page, 'Password').getByRole('status')).toHaveText(
      'Your password was changed, and every other device was signed out.',
    );
    const signIn = await page.request.post('/api/auth/login', {
      data: { email: newEmail, password: NEW_PASSWORD },
    });
    expect(signIn.status()).toBe(200);
  });

  test('the e-mailed code is turned on and off natively, with the current password', async ({
    page,
    stack,
  }) => {
    const email = uniqueEmail('factor-nojs');
    await createAccount(page.request, stack.smtp, 'Gauri Nair', email);
    await page.goto('/account#second-factor');
    const factor = section(page, 'Second factor');
    await factor.getByRole('radio', { name: /^E-mailed code/ }).check();
    await factor.getByLabel('Your current password').fill('not the password');
    await factor.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/account#second-factor$/);
    await expect(section(page, 'Second factor').getByRole('alert')).toHaveText(
      'That password is not correct.',
    );
    // The choice that was refused stays chosen.
    await expect(
      section(page, 'Second factor').getByRole('radio', { name: /^E-mailed code/ }),
    ).toBeChecked();
    await section(page, 'Second factor')
      .getByRole('radio', { name: /^E-mailed code/ })
      .check();
    await section(page, 'Second factor').getByLabel('Your current password').fill(PASSWORD);
    await section(page, 'Second factor').getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(
      /\/account\?done=email-code-on&section=second-factor#second-factor$/,
    );
    await expect(section(page, 'Second factor').getByRole('status')).toContainText(
      'The e-mailed code is on',
    );
    await expect(
      section(page, 'Second factor').getByRole('radio', { name: /^E-mailed code/ }),
    ).toBeChecked();

    await section(page, 'Second factor').getByRole('radio', { name: /^Off/ }).check();
    await section(page, 'Second factor').getByRole('button', { name: 'Save' }).click();
    await expect(section(page, 'Second factor').getByRole('status')).toContainText(
      'The e-mailed code is off',
    );
    await section(page, 'Second factor')
      .getByRole('radio', { name: /^Authenticator app/ })
      .check();
    await section(page, 'Second factor').getByRole('button', { name: 'Save' }).click();
    await expect(section(page, 'Second factor').getByRole('alert')).toContainText(
      'needs JavaScript',
    );
  });
});
