import request from 'supertest';
import { signUpWithCode } from '../helpers/accounts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { startTestApp, type TestApp } from '../helpers/test-app';

const PASSWORD = 'correct horse battery';
const NOINDEX = '<meta name="robots" content="noindex, nofollow"/>';

describe('account settings: the /account page, e-mail and password', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  const run = Date.now().toString(36);
  const api = () => request(t.url);
  const cookieOf = (token: string) => `pragya-session=${token}`;
  let count = 0;
  const address = (label: string) => `acct-${label}-${run}-${++count}@example.org`;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ SMTP_URL: smtp.url });
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  describe('the page', () => {
    it('sends a visitor to sign in and come back', async () => {
      const res = await api().get('/account').expect(302);
      expect(res.headers.location).toBe('/login?next=%2Faccount');
    });

    it('is rendered for the member, privately, with every section in order', async () => {
      const email = address('page');
      const { token } = await signUpWithCode(t.url, smtp, email, PASSWORD, 'Asha Page');
      const res = await api().get('/account').set('Cookie', cookieOf(token)).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const html = res.text;
      expect(html).toContain('<title>Account settings - Pragya Trust</title>');
      expect(html).toContain(NOINDEX);
      expect(html).toMatch(/<h1[^>]*>Account settings<\/h1>/);
      const headings = [
        ...html.matchAll(/<section id="([a-z-]+)"[^>]*aria-labelledby="\1-heading"/g),
      ].map((m) => m[1]);
      expect(headings).toEqual([
        'profile',
        'email',
        'password',
        'second-factor',
        'passkeys',
        'connected-accounts',
        'sessions',
        'your-data',
      ]);
      for (const id of headings) expect(html).toContain(`href="#${id}"`);
      // Pages keep rendering after the in-process API calls of the loader.
      await api().get('/account').set('Cookie', cookieOf(token)).expect(200);
      await api().get('/about').expect(200);
    });
  });
});
