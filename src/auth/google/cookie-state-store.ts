import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import type { GoogleCookies, GoogleLinkIntent } from './google-cookie';

/** A start of linking carries its intent on the request, for store() to seal into the cookie. */
export type LinkingRequest = Request & { googleLink?: GoogleLinkIntent };

type StoreCallback = (error: Error | null, state?: string) => void;
type VerifyCallback = (error: Error | null, ok: string | false, info?: { message: string }) => void;

/** Why the callback was refused, as passport-oauth2 hands it on to the guard. */
export const INVALID_STATE = 'invalid_state';

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * passport-oauth2's state store with PKCE, kept in the browser's signed Google cookie instead of
 * a server-side session: `store` (5 arguments, so passport hands it the PKCE verifier) writes the
 * random state and the verifier into the cookie; `verify` accepts the callback only from the
 * browser holding that cookie and gives passport the verifier for the token request.
 */
export class CookieStateStore {
  constructor(private readonly cookies: GoogleCookies) {}

  store(
    req: LinkingRequest,
    verifier: string,
    _state: unknown,
    _meta: unknown,
    callback: StoreCallback,
  ): void {
    const state = randomBytes(24).toString('base64url');
    const binding = randomBytes(32).toString('base64url');
    const link = req.googleLink;
    this.cookies.write(req, req.res!, {
      step: 'authorize',
      b: binding,
      state,
      verifier,
      ...(link ? { link } : {}),
    });
    callback(null, state);
  }

  verify(req: Request, provided: unknown, callback: VerifyCallback): void {
    const cookie = this.cookies.read(req, 'authorize');
    if (!cookie || typeof provided !== 'string' || !same(provided, cookie.state)) {
      callback(null, false, { message: INVALID_STATE });
      return;
    }
    callback(null, cookie.verifier);
  }
}
