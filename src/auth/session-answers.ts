import type { Express, Response } from 'express';
import type { AppConfig } from '../config/env';
import { setDeviceCookie } from '../throttle/device-cookie';
import { cookieTokenOf } from './auth.service';
import { setSessionCookie } from './session-cookie';

function isSignedIn(body: unknown): body is { token: string; user: { email?: unknown } | null } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { token?: unknown }).token === 'string' &&
    typeof (body as { user?: unknown }).user === 'object'
  );
}

/**
 * Every answer that hands out a session ({ token, user }: sign-up, sign-in, codes, Google,
 * passkeys) also sets the session cookie, so no flow can forget to, and the device cookie that
 * keeps this browser its own sign-in allowance for the account (src/throttle/device-cookie.ts).
 *
 * Done in the Express app's own `res.json`, which every JSON answer of the API passes (Nest's
 * `reply`, and `res.send` of an object), rather than in a global Nest interceptor: with no global
 * interceptor at all Nest runs a route without its RxJS pipeline, which cost more than the rest of
 * an authenticated request's own work (docs/decisions/0207-no-global-interceptor.md).
 */
export function sessionCookiesOnSignIn(app: Express, config: AppConfig): void {
  const json = app.response.json;
  app.response.json = function jsonSettingSession(this: Response, body?: unknown) {
    if (isSignedIn(body) && !this.headersSent) {
      setSessionCookie(this, cookieTokenOf(body) ?? body.token, config);
      const email = body.user?.email;
      if (typeof email === 'string') setDeviceCookie(this, email, config);
    }
    return json.call(this, body);
  };
}
