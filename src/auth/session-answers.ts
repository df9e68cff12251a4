import type { Express, Response } from 'express';
import type { AppConfig } from '../config/env';
import { setDeviceCookie } from '../throttle/device-cookie';
import { cookieTokenOf } from './auth.service';
import { setSessionCookie } from './session-cookie';

/**
 * Every answer that hands out a session (sign-up, sign-in, codes, Google, passkeys: each made by
 * AuthService.openSession, which gives it the cookie's token under a symbol) also sets the session
 * cookie, so no flow can forget to, and the device cookie that keeps this browser its own sign-in
 * allowance for the account (src/throttle/device-cookie.ts). Only that symbol counts: a body that
 * merely looks like one (`{ token, user }` echoed back, an error) never sets a session.
 *
 * Done in the Express app's own `res.json`, which every JSON answer of the API passes (Nest's
 * `reply`, and `res.send` of an object), rather than in a global Nest interceptor: with no global
 * interceptor at all Nest runs a route without its RxJS pipeline, which cost more than the rest of
 * an authenticated request's own work (docs/decisions/0207-no-global-interceptor.md).
 */
export function sessionCookiesOnSignIn(app: Express, config: AppConfig): void {
  const json = app.response.json;
  app.response.json = function jsonSettingSession(this: Response, body?: unknown) {
    const cookieToken = typeof body === 'object' && body !== null ? cookieTokenOf(body) : undefined;
    if (cookieToken !== undefined && !this.headersSent) {
      setSessionCookie(this, cookieToken, config);
      const email = (body as { user?: { email?: unknown } | null }).user?.email;
      if (typeof email === 'string') setDeviceCookie(this, email, config);
    }
    return json.call(this, body);
  };
}
