import type { CDPSession, Page } from '@playwright/test';
import { generate } from 'otplib';
import { audit } from './axe';
import {
  PASSWORD,
  banner,
  createAccount,
  expect,
  open,
  test,
  uniqueEmail,
} from './journey-fixtures';

// WebAuthn refuses an IP address as the relying party's id: these journeys run on localhost.
test.use({ appHost: 'localhost' });

/** Chromium's DevTools virtual authenticator: a platform passkey that verifies the user. */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return cdp;
}

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await open(page, '/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Signed in, /login goes on to the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Ends the session on the server and forgets it in the page, as the Sign Out button does. */
async function signOut(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    localStorage.clear();
  });
}

test.describe('passkeys and the authenticator app, in Chromium', () => {
  test('add a passkey, sign in with it, remove it, and the next try is refused clearly', async ({
    page,
    request,
    stack,
    consoleProblems,
  }) => {
    const email = uniqueEmail('passkey');
    await createAccount(request, stack.smtp, 'Meera Iyer', email);
    await virtualAuthenticator(page);
    // The virtual authenticator answers the e-mail field's passkey suggestions (conditional UI)
    // at once, without the choice a person makes in the autofill list: turned off here, so that
    // the button is what signs in.
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
    await signInWithPassword(page, email);

    await open(page, '/account');
    const section = page.locator('#passkeys');
    await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
    await section.getByLabel('Name for the new passkey (optional)').fill('Test laptop');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(section.getByRole('status')).toContainText('The passkey “Test laptop” is added.');
    await expect(section.getByRole('list', { name: 'Your passkeys' })).toContainText('Test laptop');
    await expect(section.getByRole('list', { name: 'Your passkeys' })).toContainText(
      'last used never',
    );
    await stack.smtp.waitFor(email, (m) => /passkey was added/.test(m.subject));

    // Rename it in place.
    await section.getByRole('button', { name: 'Rename Test laptop' }).click();
    await section.getByLabel('New name').fill('Work laptop');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByRole('status')).toContainText('now called “Work laptop”');

    await signOut(page);
    await open(page, '/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Meera Iyer!');

    await open(page, '/account');
    await expect(section.getByRole('list', { name: 'Your passkeys' })).not.toContainText(
      'last used never',
    );

    // The confirm-it-is-you step takes a passkey: the set-up is answered once as if the sign-in
    // were old, the passkey proves the member, and the set-up goes on.
    let asked = false;
    await page.route('**/api/auth/totp/setup', async (route) => {
      if (asked) return route.continue();
      asked = true;
      await route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 403, message: 'Please confirm.', reauthRequired: true }),
      });
    });
    const secondFactor = page.locator('#second-factor');
    await secondFactor.getByRole('radio', { name: /^Authenticator app/ }).check();
    await secondFactor.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await secondFactor.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(secondFactor.getByRole('img', { name: /QR code/ })).toBeVisible();
    await secondFactor.getByRole('button', { name: 'Cancel' }).click();
    await section.getByRole('button', { name: 'Remove Work laptop' }).click();
    await section.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(section.getByRole('status')).toContainText(
      'The passkey “Work laptop” is removed.',
    );
    await expect(section.getByText('You have no passkeys yet.')).toBeVisible();

    await signOut(page);
    await open(page, '/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(banner(page)).toContainText('This passkey is not registered with any account.');
    // The answers the journey asks for on purpose (the 403 above, the refused passkey) only.
    expect(consoleProblems.filter((p) => !/status of 40[03]/.test(p))).toEqual([]);
  });

  test('set up the authenticator app, save the codes, sign in with an app code', async ({
    page,
    request,
    stack,
  }) => {
    const email = uniqueEmail('totp');
    await createAccount(request, stack.smtp, 'Ravi Shankar', email);
    await signInWithPassword(page, email);
    await open(page, '/account');
    const section = page.locator('#second-factor');
    const found = [
      ...(await audit(page, 'off', ['#second-factor'])),
      ...(await audit(page, 'none', ['#passkeys'])),
    ];

    await section.getByRole('radio', { name: /^Authenticator app/ }).check();
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
    found.push(...(await audit(page, 'set-up', ['#second-factor'])));
    const key = (await section.locator('.factor-secret code').innerText()).replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await section.getByLabel('Code from the app').fill(await generate({ secret: key }));
    await section.getByRole('button', { name: 'Turn on' }).click();

    const codes = section.getByRole('list', { name: 'Recovery codes' }).locator('li');
    await expect(codes).toHaveCount(10);
    found.push(...(await audit(page, 'recovery codes', ['#second-factor'])));
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download (.txt)' }).click();
    expect((await download).suggestedFilename()).toBe('pragya-trust-recovery-codes.txt');
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await expect(section.getByTestId('second-factor-state')).toContainText(
      'You have 10 unused recovery codes.',
    );

    await page.setViewportSize({ width: 375, height: 800 });
    found.push(...(await audit(page, 'on, 375 px', ['#second-factor'])));
    found.push(...(await audit(page, 'none, 375 px', ['#passkeys'])));
    expect(found).toEqual([]);

    await signOut(page);
    await open(page, '/login');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(
      page
        .getByText(
          'Enter the 6-digit code from your authenticator app, or one of your recovery codes',
        )
        .first(),
    ).toBeVisible();
    // The next time step, so the code is not the one the set-up just used.
    await page
      .getByRole('textbox', { name: 'Code' })
      .fill(await generate({ secret: key, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ravi Shankar!');
  });
});
