import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { freePort } from '../helpers/free-port';
import { startMockGoogle, type MockGoogle } from '../helpers/oauth';
import { scratchDatabase } from '../helpers/scratch-database';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import {
  expect,
  intlUses,
  shifts,
  test as base,
  waitForHydration,
  watchIntl,
  watchShifts,
} from './fixtures';

/** The app under test for the journeys, with its own mail server and Google stand-in. */
export interface JourneyStack {
  /** http://127.0.0.1:PORT (also the app's APP_URL, so mailed links point here). */
  url: string;
  smtp: TestSmtpServer;
  google: MockGoogle;
  /** Where the app sends contact messages (CONTACT_INBOX). */
  inbox: string;
  /** The address ADMIN_EMAILS names: an account with it becomes admin once verified. */
  adminEmail: string;
  /** The stack's own Postgres database, when DATABASE_URL names a server (else PGlite's). */
  databaseUrl?: string;
}

export const CONTACT_INBOX = 'inbox@pragya.test';
export const PUBLIC_EMAIL = 'hello@pragya.test';

/** The address ADMIN_EMAILS names for the journeys' app: this run's admin, once it signs up. */
export const JOURNEY_ADMIN = `journey-admin-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;

/** A password that passes the server's common-password check. */
export const PASSWORD = 'Saffron-River-2718';

async function waitForHealth(url: string, app: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The app exited (${app.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not become healthy within 90 s:\n${log()}`);
}

let visitor = 0;

/**
 * A distinct client address for every test: the app runs as behind one proxy (TRUST_PROXY=1) and
 * each test is a different visitor (X-Forwarded-For), so the per-IP limits (docs/decisions/0020-rate-limit-policy.md) apply
 * to each journey on its own instead of to the whole suite at once.
 */
function visitorAddress(): string {
  visitor += 1;
  return `10.${process.pid % 250}.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`;
}

export const test = base.extend<{ visitorIp: string }, { stack: JourneyStack; appHost: string }>({
  /**
   * The host of APP_URL and of the pages. WebAuthn refuses an IP address as the relying party's
   * id, so the passkey journeys set `localhost` (test.use), which browsers also treat as secure.
   */
  appHost: ['127.0.0.1', { option: true, scope: 'worker' }],
  stack: [
    async ({ appHost }, use) => {
      const smtp = await startSmtpServer();
      const google = await startMockGoogle();
      const port = await freePort();
      const url = `http://${appHost}:${port}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'pragya-journeys-'));
      const adminEmail = `journey-admin-${process.pid}-${Date.now().toString(36)}@example.com`;
      const output: string[] = [];
      // On a Postgres server, a database of this stack's own: the journeys start from an empty site.
      const database = process.env.DATABASE_URL
        ? await scratchDatabase(process.env.DATABASE_URL, 'journeys')
        : undefined;
      const app = spawn(process.execPath, ['dist/server/main.js'], {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          TMPDIR: process.env.TMPDIR,
          NODE_ENV: 'test',
          PORT: String(port),
          APP_URL: url,
          DATA_DIR: dataDir,
          SMTP_URL: smtp.url,
          CONTACT_INBOX,
          PUBLIC_EMAIL,
          PUBLIC_PHONE: '+91 542 000 1234',
          TRUST_PROXY: '1',
          ADMIN_EMAILS: `${adminEmail},${JOURNEY_ADMIN}`,
          ...google.env(),
          ...(database ? { DATABASE_URL: database.url } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => {
        output.push(chunk.toString('utf8'));
        if (output.length > 400) output.splice(0, output.length - 400);
      };
      app.stdout!.on('data', keep);
      app.stderr!.on('data', keep);
      try {
        await waitForHealth(url, app, () => output.join(''));
        await use({
          url,
          smtp,
          google,
          inbox: CONTACT_INBOX,
          adminEmail,
          databaseUrl: database?.url,
        });
      } finally {
        if (app.exitCode === null) {
          const exited = new Promise((resolve) => app.once('exit', resolve));
          app.kill('SIGTERM');
          const timer = setTimeout(() => app.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(timer);
        }
        await google.stop();
        await smtp.stop();
        rmSync(dataDir, { recursive: true, force: true });
        await database?.drop();
        if (process.env.JOURNEY_LOG) console.log(output.join(''));
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // eslint-disable-next-line no-empty-pattern
  visitorIp: async ({}, use) => {
    await use(visitorAddress());
  },
  baseURL: async ({ stack }, use) => {
    await use(stack.url);
  },
  extraHTTPHeaders: async ({ visitorIp }, use) => {
    await use({ 'X-Forwarded-For': visitorIp });
  },
});

/** A fresh, lower-case address for one test (addresses are never reused between runs). */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
}

/**
 * Creates a verified account through the API, as the sign-up form does (signup-request, then the
 * mailed code to verify-otp). For journeys whose subject is not sign-up itself.
 */
export async function createAccount(
  request: APIRequestContext,
  smtp: TestSmtpServer,
  name: string,
  email: string,
  password = PASSWORD,
): Promise<Account> {
  const since = smtp.messages.length;
  const requested = await request.post('/api/auth/signup-request', {
    data: { name, email, password },
  });
  expect(requested.status(), await requested.text()).toBe(200);
  const otp = await smtp.codeFor(email, since);
  const verified = await request.post('/api/auth/verify-otp', {
    data: { email, otp, name, password },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const { token } = (await verified.json()) as { token: string };
  return { name, email, password, token };
}

/**
 * A token for an address that ADMIN_EMAILS names (the journeys' admin by default): it signs up the
 * first time a stack sees it and signs in after, whichever test of the worker comes first.
 */
export async function adminToken(
  request: APIRequestContext,
  smtp: TestSmtpServer,
  email = JOURNEY_ADMIN,
): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  if (login.ok()) return ((await login.json()) as { token: string }).token;
  return (await createAccount(request, smtp, 'Asha Admin', email)).token;
}

/** The admin of `adminToken`, signed in for the page (its request context and stored session). */
export async function signInAsAdmin(
  page: Page,
  smtp: TestSmtpServer,
  email = JOURNEY_ADMIN,
): Promise<string> {
  const token = await adminToken(page.request, smtp, email);
  await storeSessionOf(page, token);
  return token;
}

/** Opens a page and waits until React has hydrated it. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * An admin page, once its section (a deferred chunk) has loaded and hydrated too: a link in it
 * clicked before then loads its page as a new document.
 */
export async function openAdmin(page: Page, path: string): Promise<void> {
  await open(page, path);
  await page.waitForLoadState('networkidle');
}

/** Stores the session of `token` for the page, with its member as the API describes them. */
export async function storeSessionOf(page: Page, token: string): Promise<void> {
  const me = await page.request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  await storeSession(page, token, ((await me.json()) as { user: object }).user);
}

/** A new verified member, signed in for the page (its cookie and its stored session). */
export async function signedInMember(
  page: Page,
  smtp: TestSmtpServer,
  name: string,
  email: string,
): Promise<Account> {
  const account = await createAccount(page.request, smtp, name, email);
  await storeSessionOf(page, account.token);
  return account;
}

/** Stores a session in localStorage before any script of the page runs. */
export async function storeSession(page: Page, token: string, user: object): Promise<void> {
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
}

/** The red error banner of the account pages. */
export function banner(page: Page) {
  return page.locator('.notice-error[role="alert"]');
}

/** Presses Tab (and nothing else) until the target has the focus. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * The API's answer when the session has not proven its owner lately, given once: a session just
 * signed in is recent, and the app under test runs on the real clock.
 */
export async function askForReauthOnce(page: Page, path: string): Promise<void> {
  let answered = false;
  await page.route(`**${path}`, async (route) => {
    if (answered || route.request().method() !== 'POST') return route.fallback();
    answered = true;
    await route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 403,
        error: 'Forbidden',
        message: 'For your security, please confirm it is you before making this change.',
        msg: 'For your security, please confirm it is you before making this change.',
        reauthRequired: true,
      }),
    });
  });
}

export { expect, intlUses, shifts, waitForHydration, watchIntl, watchShifts };
