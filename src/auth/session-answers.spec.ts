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

describe('sessionCookiesOnSignIn', () => {
  it('sets the session and device cookies on an answer that hands out a session', async () => {
    const response = await request(appAnswering({ token: 'a.b.c', user: { email: 'a@b.co' } }))
      .post('/answer')
      .expect(200);
    const cookies = cookiesOf(response);
    expect(
      cookies.some((c) => c.startsWith('pragya-session=a.b.c;') && c.includes('HttpOnly')),
    ).toBe(true);
    expect(cookies).toHaveLength(2);
    expect(response.body).toEqual({ token: 'a.b.c', user: { email: 'a@b.co' } });
  });

  it("puts the cookie's own token in the cookie, never in the body", async () => {
    const body = withCookieToken({ token: 'short.lived.token', user: null }, 'cookie.only.token');
    const response = await request(appAnswering(body)).post('/answer').expect(200);
    expect(cookiesOf(response)).toEqual([
      expect.stringMatching(/^pragya-session=cookie\.only\.token;/),
    ]);
    expect(JSON.stringify(response.body)).not.toContain('cookie.only.token');
  });

  it('does the same for an object sent with res.send', async () => {
    const response = await request(appAnswering({ token: 'a.b.c', user: null }, 'send'))
      .post('/answer')
      .expect(200);
    expect(cookiesOf(response)).toEqual([expect.stringMatching(/^pragya-session=a\.b\.c;/)]);
  });

  it('sets nothing on any other answer', async () => {
    for (const body of [
      { ok: true },
      { token: 42, user: {} },
      { token: 'a.b.c' },
      ['token'],
      null,
    ]) {
      const response = await request(appAnswering(body)).post('/answer').expect(200);
      expect(cookiesOf(response)).toEqual([]);
    }
  });
});
