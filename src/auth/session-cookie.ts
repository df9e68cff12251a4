import type { Request, Response } from 'express';
import { cookieValue, isHttps } from '../common/cookies';
import type { AppConfig } from '../config/env';
import { SESSION_TTL_MS } from '../sessions/sessions.service';

/**
 * The session cookie: the same JWT the API hands the page, kept HttpOnly so pages can be rendered
 * for the signed-in member (account settings, admin, their interests) and native forms can be
 * posted without JavaScript. SameSite=Lax: sent when the member follows a link to the site, never
 * with another site's form posts or scripted requests (docs/decisions/0072-session-cookie.md).
 */
export function sessionCookieName(config: Pick<AppConfig, 'appUrl'>): string {
  return isHttps(config) ? '__Host-pragya-session' : 'pragya-session';
}

/** Every name the cookie can have: cached pages are skipped for a request that carries one. */
export const SESSION_COOKIE_MARK = 'pragya-session=';

function attributes(config: Pick<AppConfig, 'appUrl'>, maxAgeSeconds: number): string {
  return [
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(isHttps(config) ? ['Secure'] : []),
  ].join('; ');
}

export function setSessionCookie(
  res: Response,
  token: string,
  config: Pick<AppConfig, 'appUrl'>,
): void {
  const maxAge = Math.floor(SESSION_TTL_MS / 1000);
  res.append('Set-Cookie', `${sessionCookieName(config)}=${token}; ${attributes(config, maxAge)}`);
}

export function clearSessionCookie(res: Response, config: Pick<AppConfig, 'appUrl'>): void {
  res.append('Set-Cookie', `${sessionCookieName(config)}=; ${attributes(config, 0)}`);
}

/** The token of the session cookie, if the request carries one that looks like a JWT. */
export function sessionCookieToken(
  req: Pick<Request, 'headers'>,
  config: Pick<AppConfig, 'appUrl'>,
): string | undefined {
  const value = cookieValue(req, sessionCookieName(config));
  return value && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value) ? value : undefined;
}

/**
 * The API takes the cookie only from requests a page of this site made (browsers say so in
 * Sec-Fetch-Site); a client that sends no such header is not a browser another site could drive.
 */
export function apiSessionCookieToken(req: Request, config: Pick<AppConfig, 'appUrl'>) {
  const site = req.get('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return undefined;
  return sessionCookieToken(req, config);
}
