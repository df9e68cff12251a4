import { blockedScripts, SCRIPT_SOURCES } from '../helpers/page-scripts';
import { useStack } from '../helpers/stack';
import { clientEntry } from '../helpers/test-app';

/** Pages of the account area: not in the sitemap (noindex) but pages all the same. */
const ACCOUNT_PAGES = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=abc',
  '/verify-email?token=abc',
  '/account/confirm-email?token=abc',
  '/account/confirm-email?cancel=abc',
  '/lists/confirm?token=abc',
  '/lists/unsubscribe?token=abc',
  `/auth/callback?code=${'c'.repeat(43)}`,
  '/dashboard',
];
/** Every page that carries a token in its address: named here, not read from the app's list. */
const TOKEN_PAGES = [
  '/reset-password',
  '/verify-email',
  '/auth/callback',
  '/account/confirm-email',
  '/lists/confirm',
  '/lists/unsubscribe',
];

interface Probe {
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/** A sample of API answers, successes and errors of every kind. */
const API_PROBES: Probe[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/auth/me' },
  { method: 'GET', path: '/api/auth/me', headers: { Authorization: 'Bearer not-a-token' } },
  { method: 'GET', path: '/api/no-such-call' },
  { method: 'GET', path: '/api' },
  { method: 'DELETE', path: '/api/auth/login' },
  { method: 'POST', path: '/api/auth/login', body: '{}' },
  { method: 'POST', path: '/api/auth/login', body: '{"email":' },
  { method: 'POST', path: '/api/auth/login', body: JSON.stringify({ x: 'y'.repeat(20_000) }) },
  {
    method: 'POST',
    path: '/api/auth/login',
    body: JSON.stringify({ email: 'nobody@example.org', password: 'Wrong-Password-1' }),
  },
  { method: 'POST', path: '/api/contact', body: '{"name":1}' },
  { method: 'GET', path: '/api/auth/google' },
  { method: 'GET', path: '/api/docs-json' },
  { method: 'GET', path: '/api/docs' },
];

/** Other answers that are not pages: files and generated text. */
const OTHER = ['/robots.txt', '/sitemap.xml', '/favicon.svg', '/no-such-page', '/courses/nope'];

async function fetchAll(url: string, probe: Probe): Promise<Response> {
  const res = await fetch(`${url}${probe.path}`, {
    method: probe.method,
    redirect: 'manual',
    body: probe.body,
    headers: {
      ...(probe.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...probe.headers,
    },
  });
  await res.arrayBuffer();
  return res;
}

function expectSecurityHeaders(res: Response, what: string, production = false): void {
  const h = res.headers;
  const csp = h.get('content-security-policy') ?? '';
  const failures: string[] = [];
  if (!SCRIPT_SOURCES.test(csp)) failures.push('CSP script sources');
  for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    if (!csp.split(/;\s*/).includes(part)) failures.push(part);
  }
  if (h.get('content-security-policy-report-only')) failures.push('report-only CSP');
  if (h.get('x-content-type-options') !== 'nosniff') failures.push('nosniff');
  if (
    !/^(no-referrer|strict-origin-when-cross-origin|same-origin|strict-origin)$/.test(
      h.get('referrer-policy') ?? '',
    )
  )
    failures.push('Referrer-Policy');
  if (h.get('x-powered-by') !== null) failures.push('X-Powered-By present');
  const hsts = h.get('strict-transport-security');
  if (production && !/max-age=\d{7,}/.test(hsts ?? '')) failures.push('HSTS missing');
  if (!production && hsts !== null) failures.push('HSTS outside production');
  const path = new URL(res.url).pathname;
  if ((path === '/api' || path.startsWith('/api/')) && h.get('cache-control') !== 'no-store') {
    failures.push(`Cache-Control ${h.get('cache-control')}`);
  }
  expect({ what, status: res.status, failures }).toEqual({
    what,
    status: res.status,
    failures: [],
  });
}

describe('security headers', () => {
  let pages: string[];

  const t = useStack({ smtp: false, env: { APP_URL: 'https://pragya.test' } });

  beforeAll(async () => {
    const xml = await (await fetch(`${t.url}/sitemap.xml`)).text();
    pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  });

  it('are on every page of the sitemap and of the account area, every script allowed by a fresh nonce or by its hash', async () => {
    expect(pages.length).toBeGreaterThan(10);
    const nonces = new Set<string>();
    for (const path of [...pages, ...ACCOUNT_PAGES]) {
      const res = await fetch(`${t.url}${path}`);
      const html = await res.text();
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expectSecurityHeaders(res, path);
      const csp = res.headers.get('content-security-policy')!;
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      if (nonce) {
        expect(nonces.has(nonce)).toBe(false);
        nonces.add(nonce);
      }
      expect({ path, blocked: blockedScripts(csp, html) }).toEqual({ path, blocked: [] });
      const tokenPage = TOKEN_PAGES.includes(new URL(path, t.url).pathname);
      expect({ path, referrer: res.headers.get('referrer-policy') }).toEqual({
        path,
        referrer: tokenPage ? 'no-referrer' : 'strict-origin-when-cross-origin',
      });
    }
  });

  it('keep the token of a page out of the Referer in any case of its address', async () => {
    for (const path of [
      '/Account/Confirm-Email?token=abc',
      '/RESET-PASSWORD/?token=abc',
      '/courses?token=abc',
    ]) {
      const res = await fetch(`${t.url}${path}`, { redirect: 'manual' });
      expect({ path, referrer: res.headers.get('referrer-policy') }).toEqual({
        path,
        referrer: 'no-referrer',
      });
    }
  });

  it('are on API answers in any case of /api, with Cache-Control: no-store', async () => {
    for (const path of ['/API/health', '/Api/auth/me', '/API/no-such-call']) {
      const res = await fetch(`${t.url}${path}`);
      expect({ path, status: res.status < 500, cache: res.headers.get('cache-control') }).toEqual({
        path,
        status: true,
        cache: 'no-store',
      });
    }
  });

  it('are on API answers, successes and errors alike, with Cache-Control: no-store', async () => {
    const statuses = new Set<number>();
    for (const probe of API_PROBES) {
      const res = await fetchAll(t.url, probe);
      statuses.add(res.status);
      expect(res.status).toBeLessThan(500);
      expectSecurityHeaders(res, `${probe.method} ${probe.path}`);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    // The sample covers successes, redirects and the usual errors.
    for (const status of [200, 302, 400, 401, 404, 413]) expect(statuses).toContain(status);
  });

  it('are on files, generated text and not-found pages', async () => {
    for (const path of OTHER) {
      const res = await fetchAll(t.url, { method: 'GET', path });
      expectSecurityHeaders(res, path);
    }
    const home = await (await fetch(`${t.url}/`)).text();
    const asset = clientEntry(home);
    expectSecurityHeaders(await fetchAll(t.url, { method: 'GET', path: asset }), asset);
  });
});

// A second app in its own block: with the embedded PGlite only one app per process can run.
describe('security headers in production', () => {
  const prod = useStack({
    smtp: false,
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: 'production-secret-production-secret-0123',
      ENCRYPTION_KEY: 'cHJvZHVjdGlvbi1oZWFkZXJzLWVuY3J5cHRpb24tazA=',
      APP_URL: 'https://pragya.test',
      // Required in production; nothing here sends mail.
      SMTP_URL: 'smtp://127.0.0.1:9',
    },
  });

  it('add HSTS to pages and API answers', async () => {
    for (const probe of [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/courses' },
      { method: 'GET', path: '/login' },
      { method: 'GET', path: '/no-such-page' },
      { method: 'GET', path: '/api/health' },
      { method: 'GET', path: '/api/auth/me' },
      { method: 'POST', path: '/api/auth/login', body: '{' },
    ]) {
      const res = await fetchAll(prod.url, probe);
      expect(res.status).toBeLessThan(500);
      expectSecurityHeaders(res, `production ${probe.method} ${probe.path}`, true);
    }
  });
});
