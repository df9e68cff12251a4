import { RateLimitPolicy } from '../../src/throttle/rate-limit-policy';
import { RateLimiters } from '../../src/throttle/rate-limiters';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Database outage: the app reaches Postgres through a loopback TCP proxy that the test closes for
 * more than 10 s. Content pages keep working, /api/health and the account calls answer 503 with a
 * sentence (quickly, not after a hang), and everything recovers once the proxy is back, without
 * restarting the app. Needs a real Postgres (DATABASE_URL): the embedded PGlite's port is internal.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const OUTAGE_MS = 11_000;
/** connectionTimeoutMillis of the pool is 5 s; an answer must come well before a client gives up. */
const MAX_ANSWER_MS = 6_500;
const PASSWORD = 'Outage-Survivor-2025';
const PAGES: Array<[string, string]> = [
  ['/', 'Consciousness is Expressing itself'],
  ['/courses', '<h1'],
  ['/contact', '<h1'],
];

interface Answer {
  status: number;
  body: Record<string, unknown>;
  text: string;
  ms: number;
}

if (!DATABASE_URL) {
  describe('database outage', () => {
    it.skip('needs DATABASE_URL (a real Postgres to proxy); the embedded PGlite port is not exposed', () => {});
  });
} else {
  describe('database outage', () => {
    let proxy: TcpProxy;
    let smtp: TestSmtpServer;
    let t: TestApp;
    let token: string;
    const email = `outage-${Date.now().toString(36)}@example.org`;

    async function call(
      path: string,
      init: { method?: string; body?: unknown; token?: string } = {},
    ): Promise<Answer> {
      const started = Date.now();
      const headers: Record<string, string> = {};
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      if (init.token) headers.Authorization = `Bearer ${init.token}`;
      const res = await fetch(`${t.url}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // a page
      }
      return { status: res.status, body, text, ms: Date.now() - started };
    }

    const login = () =>
      call('/api/auth/login', { method: 'POST', body: { email, password: PASSWORD } });
    const me = () => call('/api/auth/me', { token });

    function expectServiceUnavailable(answer: Answer, what: string): void {
      expect({ what, status: answer.status }).toEqual({ what, status: 503 });
      expect(answer.body).toEqual(
        expect.objectContaining({
          statusCode: 503,
          message: expect.stringMatching(/^[A-Z].*[.!?]$/),
        }),
      );
      expect(answer.body.error).toBe(answer.body.message);
      expect(answer.body.msg).toBe(answer.body.message);
      expect(answer.text).not.toMatch(
        /ECONNREFUSED|ECONNRESET|QueryFailedError|node_modules|\bat /,
      );
      expect(answer.ms).toBeLessThan(MAX_ANSWER_MS);
    }

    async function expectHealthy(): Promise<void> {
      for (const [path, content] of PAGES) {
        const page = await call(path);
        expect({ path, status: page.status }).toEqual({ path, status: 200 });
        expect(page.text).toContain(content);
      }
      const health = await call('/api/health');
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: 'ok', db: 'up' });
      const signedIn = await login();
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.token).toEqual(expect.any(String));
      const current = await me();
      expect(current.status).toBe(200);
      expect((current.body.user as { email: string }).email).toBe(email);
    }

    beforeAll(async () => {
      const target = new URL(DATABASE_URL);
      proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
      const proxied = new URL(DATABASE_URL);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      smtp = await startSmtpServer();
      t = await startTestApp({ DATABASE_URL: proxied.toString(), SMTP_URL: smtp.url });
      t.app.get(RateLimitPolicy).factor = 100;
      await t.app.get(RateLimiters).clear();
      const signup = await call('/api/auth/signup-request', {
        method: 'POST',
        body: { name: 'Outage Tester', email, password: PASSWORD },
      });
      expect(signup.status).toBe(200);
      const otp = await smtp.codeFor(email);
      const verified = await call('/api/auth/verify-otp', {
        method: 'POST',
        body: { email, otp, password: PASSWORD },
      });
      expect(verified.status).toBe(200);
      token = verified.body.token as string;
    });

    afterAll(async () => {
      await proxy?.open();
      await t?.close();
      await smtp?.stop();
      await proxy?.close();
    });

    it('works before the outage', async () => {
      await expectHealthy();
    });

    it('keeps pages up and answers 503 with a sentence on the API while the database is unreachable', async () => {
      await proxy.close();
      const started = Date.now();
      let rounds = 0;
      try {
        do {
          rounds++;
          for (const [path, content] of PAGES) {
            const page = await call(path);
            expect({ path, status: page.status }).toEqual({ path, status: 200 });
            expect(page.text).toContain(content);
          }
          const health = await call('/api/health');
          expect(health.status).toBe(503);
          expect(health.body).toEqual(expect.objectContaining({ status: 'error', db: 'down' }));
          expect(health.ms).toBeLessThan(MAX_ANSWER_MS);

          expectServiceUnavailable(await login(), 'POST /api/auth/login');
          expectServiceUnavailable(await me(), 'GET /api/auth/me');
          expectServiceUnavailable(
            await call('/api/auth/forgot-password', { method: 'POST', body: { email } }),
            'POST /api/auth/forgot-password',
          );
          // The rate limiter (database-backed) runs before validation: a bad body is 400 or 503.
          const invalid = await call('/api/auth/login', { method: 'POST', body: {} });
          expect([400, 503]).toContain(invalid.status);
        } while (Date.now() - started < OUTAGE_MS);
      } finally {
        await proxy.open();
      }
      expect(rounds).toBeGreaterThan(1);
    });

    it('recovers once the database is back, without a restart', async () => {
      const deadline = Date.now() + 15_000;
      let health = await call('/api/health');
      while (health.status !== 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        health = await call('/api/health');
      }
      expect(health.body).toEqual({ status: 'ok', db: 'up' });
      // Sessions made before the outage are still valid.
      await expectHealthy();
    });

    it('answers 503 within a few seconds when the database accepts connections but never answers', async () => {
      await proxy.hang();
      try {
        const started = Date.now();
        const [health, signedIn, current, page] = await Promise.all([
          call('/api/health'),
          login(),
          me(),
          call('/'),
        ]);
        expect(page.status).toBe(200);
        expect(page.text).toContain(PAGES[0][1]);
        expect(health.status).toBe(503);
        expect(health.body).toEqual(expect.objectContaining({ status: 'error', db: 'down' }));
        expectServiceUnavailable(signedIn, 'POST /api/auth/login (database hanging)');
        expectServiceUnavailable(current, 'GET /api/auth/me (database hanging)');
        expect(Date.now() - started).toBeLessThan(MAX_ANSWER_MS);
      } finally {
        await proxy.open();
      }
      const deadline = Date.now() + 15_000;
      let health = await call('/api/health');
      while (health.status !== 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        health = await call('/api/health');
      }
      await expectHealthy();
    });
  });
}
