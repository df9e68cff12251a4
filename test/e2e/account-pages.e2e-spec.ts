import request from 'supertest';
import { useStack } from '../helpers/stack';

const APP_URL = 'https://pragya.test';
const NOINDEX = '<meta name="robots" content="noindex, nofollow"/>';
const INDEX = '<meta name="robots" content="index, follow"/>';

/** The text of the page's one h1, tags stripped and entities of the texts here decoded. */
function h1Of(html: string): string {
  const found = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g) ?? [];
  expect(found).toHaveLength(1);
  return (found[0] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

describe('account pages', () => {
  const t = useStack({ smtp: false, env: { APP_URL } });

  const pages: { path: string; h1: string; title: string; indexable: boolean; texts: string[] }[] =
    [
      {
        path: '/login',
        h1: 'Welcome Back',
        title: 'Sign In - Pragya Trust',
        indexable: true,
        texts: [
          'Email Address',
          'autocomplete="current-password"',
          'Forgot your password?',
          'href="/api/auth/google"',
          'Continue with Google',
          'Don&#x27;t have an account? Sign Up',
        ],
      },
      {
        path: '/register',
        h1: 'Join Pragya Trust',
        title: 'Sign Up - Pragya Trust',
        indexable: true,
        texts: [
          'Full Name',
          'Confirm Password',
          'Must be at least 6 characters long',
          'Create Account',
          'Or continue with',
          'Sign in here',
          'href="/terms-conditions"',
          'href="/privacy-policy"',
        ],
      },
      {
        path: '/forgot-password',
        h1: 'Forgot Password?',
        title: 'Forgot Password - Pragya Trust',
        indexable: true,
        texts: ['Send Reset Instructions', 'Back to Sign In', 'autocomplete="email"'],
      },
      // An unknown (or used) link says so before any password is typed (issue 24); the form for a
      // live link is covered by the reset journeys.
      {
        path: '/reset-password?token=abc123',
        h1: 'Invalid Reset Link',
        title: 'Reset Password - Pragya Trust',
        indexable: false,
        texts: ['Request New Reset Link'],
      },
      {
        path: '/verify-email?token=abc123',
        h1: 'Confirm Your Email',
        title: 'Email Verification - Pragya Trust',
        indexable: false,
        texts: ['Enter the password you chose when you registered'],
      },
      {
        path: `/auth/callback?code=${'c'.repeat(43)}`,
        h1: 'Completing Authentication',
        title: 'Authenticating - Pragya Trust',
        indexable: false,
        texts: ['Please wait while we sign you in...'],
      },
      {
        path: '/dashboard',
        h1: 'Dashboard',
        title: 'Dashboard - Pragya Trust',
        indexable: false,
        texts: ['Loading your account...'],
      },
    ];

  it.each(pages)(
    '$path answers 200 with its h1, head and signed-out server HTML',
    async ({ path, h1, title, indexable, texts }) => {
      const res = await request(t.url).get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const html = res.text;
      expect(h1Of(html)).toBe(h1);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(indexable ? INDEX : NOINDEX);
      const pathname = path.split('?')[0];
      expect(html).toContain(`<link rel="canonical" href="${APP_URL}${pathname}"/>`);
      for (const text of texts) expect(html.toLowerCase()).toContain(text.toLowerCase());
    },
  );

  it('never puts a token from the address into the page', async () => {
    for (const path of ['/reset-password', '/verify-email', '/auth/callback']) {
      const res = await request(t.url).get(`${path}?token=secret-token-value`);
      expect([200, 302]).toContain(res.status);
      expect(res.text).not.toContain('secret-token-value');
      expect(res.headers.location ?? '').not.toContain('secret-token-value');
    }
  });

  it('shows the sign-up link, labelled fields and autocomplete hints on /login', async () => {
    const html = (await request(t.url).get('/login').expect(200)).text;
    expect(html.toLowerCase()).toContain('autocomplete="username webauthn"');
    expect(html).toMatch(/<label for="[^"]+">Email Address<\/label>/);
    expect(html).toMatch(/<label for="[^"]+">Password<\/label>/);
    expect(html).toContain('href="/forgot-password"');
  });

  it('shows "Invalid Reset Link" on /reset-password without a token', async () => {
    const html = (await request(t.url).get('/reset-password').expect(200)).text;
    expect(h1Of(html)).toBe('Invalid Reset Link');
    expect(html).toContain('Invalid or missing reset token');
    expect(html).toContain('Request New Reset Link');
    expect(html).toContain('href="/forgot-password"');
    expect(html).toContain(NOINDEX);
  });

  it('shows "Verification Failed" on /verify-email without a token', async () => {
    const html = (await request(t.url).get('/verify-email').expect(200)).text;
    expect(h1Of(html)).toBe('Verification Failed');
    expect(html).toContain('Invalid verification link');
    expect(html).toContain('href="/register"');
  });

  it.each([
    [
      'auth_failed',
      'Google sign-in could not be completed: it may have expired or been completed already.',
    ],
    [
      'google_denied',
      'Google sign-in was cancelled. You can try again or sign in with your e-mail.',
    ],
    [
      'google_unavailable',
      'Google sign-in is not available right now. Please sign in with your e-mail.',
    ],
    ['something_else', 'Sign-in could not be completed.'],
  ])('shows /login?error=%s as a readable sentence in an alert', async (code, sentence) => {
    const html = (await request(t.url).get(`/login?error=${code}`).expect(200)).text;
    expect(html).toMatch(/role="alert"/);
    expect(html).toContain(sentence);
    expect(html).not.toContain(`>${code}<`);
  });

  it.each([
    ['/auth/callback?error=google_denied', '/login?error=google_denied'],
    ['/auth/callback?error=a%20b%26c', '/login?error=a%20b%26c'],
    ['/auth/callback?token=abc', '/login?error=auth_failed'],
    ['/auth/callback', '/login'],
  ])('sends %s on to %s, as the specification asks (§4)', async (from, to) => {
    const res = await request(t.url).get(from).expect(302);
    expect(res.headers.location).toBe(to);
  });

  it('shows no error banner on a plain /login', async () => {
    const html = (await request(t.url).get('/login').expect(200)).text;
    expect(html).not.toMatch(/role="alert"/);
  });

  it('lists the public account pages in the sitemap, never the private ones', async () => {
    const paths = sitemapPaths((await request(t.url).get('/sitemap.xml').expect(200)).text);
    for (const path of ['/login', '/register', '/forgot-password']) expect(paths).toContain(path);
    for (const path of ['/dashboard', '/reset-password', '/verify-email', '/auth/callback']) {
      expect(paths).not.toContain(path);
    }
  });
});
