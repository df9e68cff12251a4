import { randomBytes } from 'node:crypto';
import { startBuiltServer, type BuiltServer } from '../helpers/built-server';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

/**
 * The production log of a whole sign-up and password reset, read line by line: every line is JSON,
 * every line written while serving carries the request's id, and no password, code, token, link or
 * cookie value appears anywhere in it.
 */
describe('production logs', () => {
  let smtp: TestSmtpServer;
  let server: BuiltServer;
  const run36 = Date.now().toString(36);
  const email = `log-secrets-${run36}@example.org`;
  const PASSWORD = `Log-Secret-Password-${run36}`;
  const NEW_PASSWORD = `Log-Secret-Renewed-${run36}`;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startBuiltServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'log-secrets-secret-0123456789abcdef-0123',
      SMTP_URL: smtp.url,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
  });

  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it('carries a request id on every line and none of the secrets of a sign-up and a reset', async () => {
    const secrets: Record<string, string> = { password: PASSWORD, newPassword: NEW_PASSWORD };
    const cookies: string[] = [];
    const call = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${server.base}${path}`, { redirect: 'manual', ...init });
      for (const cookie of res.headers.getSetCookie()) {
        const value = /^[^=]+=([^;]*)/.exec(cookie)?.[1];
        if (value && value.length >= 8) cookies.push(value);
      }
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      return res;
    };
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      call(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });

    expect((await call('/register')).status).toBe(200);
    expect(
      (await post('/api/auth/signup-request', { name: 'Lekha', email, password: PASSWORD })).status,
    ).toBe(200);
    secrets.code = await smtp.codeFor(email);
    const verified = await post('/api/auth/verify-otp', {
      email,
      otp: secrets.code,
      password: PASSWORD,
    });
    expect(verified.status).toBe(200);
    secrets.session = ((await verified.json()) as { token: string }).token;
    const bearer = { Authorization: `Bearer ${secrets.session}` };
    expect((await call('/api/auth/me', { headers: bearer })).status).toBe(200);
    expect(
      (await call('/dashboard', { headers: { Cookie: `pragya-session=${secrets.session}` } }))
        .status,
    ).toBe(200);

    const since = smtp.messages.length;
    expect((await post('/api/auth/forgot-password', { email })).status).toBe(200);
    const link = await smtp.linkFor(email, '/reset-password?token=', since);
    secrets.resetToken = new URL(link).searchParams.get('token')!;
    const resetPage = await call(new URL(link).pathname + new URL(link).search);
    expect(resetPage.status).toBe(200);
    expect(
      (
        await post('/api/auth/reset-password', {
          token: secrets.resetToken,
          password: NEW_PASSWORD,
        })
      ).status,
    ).toBe(200);
    const signedIn = await post('/api/auth/login', { email, password: NEW_PASSWORD });
    expect(signedIn.status).toBe(200);
    secrets.secondSession = ((await signedIn.json()) as { token: string }).token;
    // Wrong ones are logged no more than right ones.
    expect((await post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);

    const exit = await server.stop();
    expect(exit).toEqual({ code: 0, signal: null });

    const lines = server
      .stdout()
      .split('\n')
      .filter((line) => line.length > 0);
    const entries = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
    const requests = entries.filter((entry) => entry.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(10);
    for (const entry of requests) {
      expect(entry).toEqual(
        expect.objectContaining({
          requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          method: expect.any(String),
          route: expect.any(String),
          status: expect.any(Number),
          durationMs: expect.any(Number),
        }),
      );
    }
    // Between the first request and the signal, everything is written on behalf of a request.
    const first = entries.indexOf(requests[0]);
    const stopping = entries.findIndex((entry) => String(entry.msg).includes('SIGTERM received'));
    for (const entry of entries.slice(first, stopping)) {
      expect({ line: entry, requestId: typeof entry.requestId }).toEqual({
        line: entry,
        requestId: 'string',
      });
    }
    expect(requests.map((entry) => entry.route)).toEqual(
      expect.arrayContaining(['/api/auth/verify-otp', '/api/auth/reset-password', 'page']),
    );
    expect(requests.map((entry) => entry.url)).toContain('/reset-password?token=[redacted]');

    const log = server.output();
    for (const [name, value] of [
      ...Object.entries(secrets),
      ...cookies.map((value, i) => [`cookie ${i}`, value]),
    ]) {
      expect({ name, found: log.includes(value) }).toEqual({ name, found: false });
    }
  });
});
