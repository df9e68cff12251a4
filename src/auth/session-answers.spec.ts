import express, { type Express } from 'express';
import request from 'supertest';
import type { AppConfig } from '../config/env';
import { withCookieToken } from './auth.service';
import { sessionCookiesOnSignIn } from './session-answers';

const config = {
  appUrl: 'http://127.0.0.1:3000',
  jwtSecret: 'a-secret-of-at-least-thirty-two-characters!',
} as AppConfig;

function appAnswering(body: unknown, send: 'json' | 'send' = 'json'): Express {
  const app = express();
  sessionCookiesOnSignIn(app, config);
  app.post('/answer', (_req, res) => {
    if (send === 'json') res.json(body);
    else res.send(body);
  });
  return app;
}

const cookiesOf = (response: request.Response): string[] =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []);

const signedIn = (email: string | null) =>
  withCookieToken(
    { token: 'short.lived.token', user: email ? { email } : null },
    'cookie.only.token',
  );

describe('sessionCookiesOnSignIn', () => {
  it('sets the session and device cookies on an answer that hands out a session', async () => {
    const response = await request(appAnswering(signedIn('a@b.co')))
      .post('/answer')
      .expect(200);
    const cookies = cookiesOf(response);
    expect(cookies).toHaveLength(2);
    expect(
      cookies.some(
        (c) => c.startsWith('pragya-session=cookie.only.token;') && c.includes('HttpOnly'),
      ),
    ).toBe(true);
    expect(response.body).toEqual({ token: 'short.lived.token', user: { email: 'a@b.co' } });
  });

  it("keeps the cookie's own token out of the body", async () => {
    const response = await request(appAnswering(signedIn(null)))
      .post('/answer')
      .expect(200);
    expect(cookiesOf(response)).toEqual([
      expect.stringMatching(/^pragya-session=cookie\.only\.token;/),
    ]);
    expect(JSON.stringify(response.body)).not.toContain('cookie.only.token');
  });

  it('does the same for an object sent with res.send', async () => {
    const response = await request(appAnswering(signedIn(null), 'send'))
      .post('/answer')
      .expect(200);
    expect(cookiesOf(response)).toEqual([
      expect.stringMatching(/^pragya-session=cookie\.only\.token;/),
    ]);
  });

  it('sets nothing on an answer that only looks like a sign-in, nor on any other', async () => {
    for (const body of [
      { token: 'a.b.c', user: { email: 'a@b.co' } },
      { token: 'a.b.c', user: null },
      { ok: true },
      ['token'],
      null,
    ]) {
      const response = await request(appAnswering(body)).post('/answer').expect(200);
      expect(cookiesOf(response)).toEqual([]);
    }
  });
});
