import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { Client } from 'pg';
import { audit } from './axe';
import {
  createAccount,
  expect,
  open,
  PASSWORD,
  storeSession,
  test,
  uniqueEmail,
  type Account,
} from './journey-fixtures';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A second sign-in of the account from another device; its session token. */
async function signInFrom(request: APIRequestContext, account: Account, userAgent: string) {
  const res = await request.post('/api/auth/login', {
    headers: { 'User-Agent': userAgent },
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string; user: object }).token;
}

/** The browser is signed in with `token`: the session cookie for pages, the stored copy for scripts. */
async function signInBrowser(context: BrowserContext, page: Page, url: string, token: string) {
  await context.addCookies([{ name: 'pragya-session', value: token, url }]);
  const me = await context.request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  await storeSession(page, token, ((await me.json()) as { user: object }).user);
}

const alive = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status();

/** A member with two sessions: one from an iPhone, and the browser's own (Chrome on Windows). */
async function twoSessions(
  page: Page,
  context: BrowserContext,
  stack: { url: string },
  request: APIRequestContext,
  smtp: Parameters<typeof createAccount>[1],
  tag: string,
) {
  const account = await createAccount(request, smtp, 'Asha Devi', uniqueEmail(tag));
  const phone = await signInFrom(request, account, SAFARI_IPHONE);
  const own = await signInFrom(request, account, CHROME_WINDOWS);
  await signInBrowser(context, page, stack.url, own);
  return { account, phone, own };
}

test.describe('account settings: sessions, connected accounts, your data', () => {
  test('the sessions section lists every session and ends another one', async ({
    page,
    context,
    stack,
    request,
    consoleProblems,
  }) => {
    const { account, phone, own } = await twoSessions(
      page,
      context,
      stack,
      request,
      stack.smtp,
      'sessions',
    );
    await open(page, '/account#sessions');
    const section = page.locator('#sessions');
    const items = section.locator('.session-item');
    await expect(items).toHaveCount(3);
    await expect(section.locator('.session-item', { hasText: 'This device' })).toContainText(
      'Chrome 131 on Windows',
    );
    // Times are said one way across the site: India time, labelled.
    await expect(items.first()).toContainText(/\d{1,2}:\d{2} (am|pm) IST/);
    const iphone = section.locator('.session-item', { hasText: 'Mobile Safari 17 on iOS' });
    await iphone
      .getByRole('button', { name: 'End the session on Mobile Safari 17 on iOS' })
      .click();
    await expect(section.getByRole('status')).toContainText(
      'The session on Mobile Safari 17 on iOS has ended.',
    );
    await expect(items).toHaveCount(2);
    expect(await alive(request, phone)).toBe(401);

    await section.getByRole('button', { name: 'Sign out of all other sessions' }).click();
    await expect(section.getByRole('status')).toContainText('You are signed out everywhere else.');
    await expect(items).toHaveCount(1);
    expect(await alive(request, account.token)).toBe(401);
    expect(await alive(request, own)).toBe(200);
    expect(consoleProblems).toEqual([]);
  });

  test('links Google through the provider and back, then unlinks it', async ({
    page,
    context,
    stack,
    request,
  }) => {
    const { account } = await twoSessions(page, context, stack, request, stack.smtp, 'link');
    stack.google.profile = {
      sub: `browser-link-${account.email}`,
      email: 'asha.devi@gmail.example',
      email_verified: true,
    };
    await open(page, '/account#connected-accounts');
    const section = page.locator('#connected-accounts');
    await expect(section).toContainText('Not linked.');
    await section.getByRole('link', { name: 'Link Google account' }).click();
    await expect(page).toHaveURL(
      /\/account\?done=google-linked&section=connected-accounts#connected-accounts$/,
    );
    await expect(section.getByRole('status')).toContainText('Your Google account is now linked.');
    await expect(section).toContainText('Linked as asha.devi@gmail.example.');

    await section.getByRole('button', { name: 'Unlink Google' }).click();
    await expect(section.getByRole('status')).toContainText(
      'Google is no longer linked to your account.',
    );
    await expect(section).toContainText('Not linked.');
  });

  test('deleting the account asks to confirm it is you inline, then deletes it', async ({
    page,
    context,
    stack,
    request,
  }) => {
    test.skip(!stack.databaseUrl, 'ageing the session needs the database (DATABASE_URL)');
    const { account, own } = await twoSessions(page, context, stack, request, stack.smtp, 'delete');
    // Twenty minutes later: the session no longer counts as recently proven.
    const db = new Client({ connectionString: stack.databaseUrl });
    await db.connect();
    await db.query(
      `UPDATE sessions SET proven_at = now() - interval '20 minutes'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [account.email],
    );

    await open(page, '/account#your-data');
    const section = page.locator('#your-data');
    await section.getByLabel('Type your e-mail address to confirm').fill(account.email);
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const prompt = section.getByRole('group', { name: 'Please confirm it is you' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByLabel('Your password')).toBeFocused();
    await prompt.getByLabel('Your password').fill(PASSWORD);
    const since = stack.smtp.messages.length;
    const farewell = page.waitForResponse((res) => res.url().endsWith('/account/deleted'));
    await prompt.getByRole('button', { name: 'Confirm' }).click();

    // A redirect keeps the fragment of the form's address (#your-data): nothing on this page has it.
    await expect(page).toHaveURL(/\/account\/deleted(#your-data)?$/);
    expect((await farewell).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account was deleted');
    // The site's shell, signed out: header, footer, and the way back.
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.locator('footer.site-footer')).toBeVisible();
    await expect(
      page.locator('.desktop-account').getByRole('link', { name: 'Sign In' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    const problems = await audit(page, 'account deleted at 1280 px');
    await page.setViewportSize({ width: 375, height: 800 });
    problems.push(...(await audit(page, 'account deleted at 375 px')));
    expect(problems).toEqual([]);
    expect(await alive(request, own)).toBe(401);
    expect(await alive(request, account.token)).toBe(401);
    const mail = await stack.smtp.waitFor(
      account.email,
      (m) => stack.smtp.messages.indexOf(m) >= since,
    );
    expect(mail.subject).toBe('Your Pragya Trust account was deleted');
    const rows = await db.query(`SELECT 1 FROM users WHERE email = $1`, [account.email]);
    expect(rows.rowCount).toBe(0);
    await db.end();
  });

  for (const [label, width] of [
    ['desktop', 1280],
    ['375 px', 375],
  ] as const) {
    test(`the three sections have no WCAG 2.2 AA violation at ${label}`, async ({
      page,
      context,
      stack,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await twoSessions(page, context, stack, request, stack.smtp, `axe-${width}`);
      await open(page, '/account?done=google-taken&section=connected-accounts#connected-accounts');
      await expect(page.locator('#connected-accounts [role="alert"]')).toBeVisible();
      expect(await audit(page, label, ['#sessions', '#connected-accounts', '#your-data'])).toEqual(
        [],
      );
      // Nothing wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('account settings with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('ends a session and signs out of the others by native form posts', async ({
    page,
    context,
    stack,
    request,
  }) => {
    const account = await createAccount(request, stack.smtp, 'Gopal', uniqueEmail('nojs-sessions'));
    const phone = await signInFrom(request, account, SAFARI_IPHONE);
    const own = await signInFrom(request, account, CHROME_WINDOWS);
    await context.addCookies([{ name: 'pragya-session', value: own, url: stack.url }]);

    await page.goto('/account#sessions');
    const section = page.locator('#sessions');
    await expect(section.locator('.session-item')).toHaveCount(3);
    await section
      .getByRole('button', { name: 'End the session on Mobile Safari 17 on iOS' })
      .click();
    await expect(page).toHaveURL(/\/account\?done=session-ended&section=sessions#sessions$/);
    await expect(section.getByRole('status')).toHaveText('That session has ended.');
    await expect(section.locator('.session-item')).toHaveCount(2);
    expect(await alive(request, phone)).toBe(401);

    await section.getByRole('button', { name: 'Sign out of all other sessions' }).click();
    await expect(page).toHaveURL(/\/account\?done=other-sessions-ended&section=sessions#sessions$/);
    await expect(section.locator('.session-item')).toHaveCount(1);
    expect(await alive(request, account.token)).toBe(401);
    expect(await alive(request, own)).toBe(200);
  });

  test('deletes the account with the typed address and the password', async ({
    page,
    context,
    stack,
    request,
  }) => {
    const account = await createAccount(request, stack.smtp, 'Gopal', uniqueEmail('nojs-delete'));
    await context.addCookies([{ name: 'pragya-session', value: account.token, url: stack.url }]);
    await page.goto('/account#your-data');
    const section = page.locator('#your-data');
    await section.getByLabel('Type your e-mail address to confirm').fill('someone@example.com');
    await section.getByLabel('Your password').fill(account.password);
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/account#your-data$/);
    await expect(section.getByRole('alert')).toHaveText(
      'The address you typed is not the address of this account. Please type it exactly to confirm.',
    );
    const typed = section.getByLabel('Type your e-mail address to confirm');
    await expect(typed).toHaveValue('someone@example.com');
    await expect(section.getByLabel('Your password')).toHaveValue('');

    await section.getByLabel('Type your e-mail address to confirm').fill(account.email);
    await section.getByLabel('Your password').fill(account.password);
    await section.getByRole('button', { name: 'Delete my account' }).click();
    // A redirect keeps the fragment of the form's address (#your-data): nothing on this page has it.
    await expect(page).toHaveURL(/\/account\/deleted(#your-data)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account was deleted');
    expect(await alive(request, account.token)).toBe(401);
  });
});
