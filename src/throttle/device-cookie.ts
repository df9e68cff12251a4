import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { cookieValue, isHttps } from '../common/cookies';
import type { AppConfig } from '../config/env';

/**
 * OWASP's "device cookie" against lockouts: a browser that has signed in to an account carries a
 * signed, long-lived cookie naming that account. Past the account-wide ceiling of sign-in
 * failures, such a browser keeps its own allowance, so strangers failing from elsewhere make
 * other clients wait but never the owner's own browsers. The cookie grants nothing else: it is
 * no session and proves nothing beyond "this browser signed in to this address before".
 */
const NAMES = ['__Host-pragya-device', 'pragya-device'] as const;
const MAX_AGE_S = 365 * 24 * 60 * 60;

function deviceKey(config: Pick<AppConfig, 'jwtSecret'>): Buffer {
  return Buffer.from(hkdfSync('sha256', config.jwtSecret, '', 'pragya-trust device cookie v1', 32));
}

function mac(key: Buffer, email: string, nonce: string): string {
  return createHmac('sha256', key)
    .update(`${email.trim().toLowerCase()}\u0000${nonce}`)
    .digest('base64url');
}

export function deviceCookieName(config: Pick<AppConfig, 'appUrl'>): string {
  return isHttps(config) ? NAMES[0] : NAMES[1];
}

/** Sets the cookie for the account just signed in to (one account per browser: the latest). */
export function setDeviceCookie(
  res: Response,
  email: string,
  config: Pick<AppConfig, 'appUrl' | 'jwtSecret'>,
): void {
  const nonce = randomBytes(16).toString('base64url');
  const value = `${nonce}.${mac(deviceKey(config), email, nonce)}`;
  const attributes = [
    'Path=/',
    `Max-Age=${MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(isHttps(config) ? ['Secure'] : []),
  ].join('; ');
  res.append('Set-Cookie', `${deviceCookieName(config)}=${value}; ${attributes}`);
}

/** The raw cookie of a request, whichever name it has (checked later, against an account). */
export function deviceCookieOf(req: Pick<Request, 'headers'>): string | undefined {
  for (const name of NAMES) {
    const value = cookieValue(req, name);
    if (value && value.length <= 100) return value;
  }
  return undefined;
}

/** The device's id when the cookie was issued to a browser that signed in to this address. */
export function trustedDevice(
  cookie: string | undefined,
  email: string,
  config: Pick<AppConfig, 'jwtSecret'>,
): string | null {
  const [nonce, signature, extra] = (cookie ?? '').split('.');
  if (!nonce || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(deviceKey(config), email, nonce));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
