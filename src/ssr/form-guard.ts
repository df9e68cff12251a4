import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/env';
import { isApiPath, requestPath } from '../common/api-path';
import type { NodeLayer } from '../common/before-express';
import { cookieValue, isHttps } from '../common/cookies';
import { giveHeader } from '../common/given-headers';

/**
 * The guard of the forms a page posts natively (before its JavaScript runs), as
 * docs/decisions/0070-cross-site-form-posts.md explains: pages come from a render cache shared by
 * every visitor, so no per-visitor token can be written into the form. Instead every page response
 * sets a SameSite=Strict cookie (headers are per response even for cached pages), which browsers
 * send only with requests a page of this site started, and the post must also say where it comes
 * from: Sec-Fetch-Site same-origin and an Origin of this site.
 */

/** The cookie's value identifies nothing: its presence on a post is the proof. */
const COOKIE_VALUE = '1';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function formCookieName(config: Pick<AppConfig, 'appUrl'>): string {
  // __Host- forbids a Domain attribute and requires Secure, so a neighbouring subdomain cannot plant
  // the cookie; it needs https, which production has.
  return isHttps(config) ? '__Host-pragya-form' : 'pragya-form';
}

/** A GET of a page (not the API, not a file such as /assets/x.js or /robots.txt). */
function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = requestPath(req);
  if (isApiPath(path)) return false;
  return !path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/**
 * A layer before Express: sets the form cookie on every page response that does not already have
 * it. It comes before the render cache, so cached pages carry it too.
 */
export function formCookie(config: Pick<AppConfig, 'appUrl'>): NodeLayer {
  const name = formCookieName(config);
  const attributes = [
    `${name}=${COOKIE_VALUE}`,
    'Path=/',
    `Max-Age=${ONE_YEAR_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(isHttps(config) ? ['Secure'] : []),
  ].join('; ');
  return (req, res, next) => {
    if (isPageRequest(req) && cookieValue(req, name) !== COOKIE_VALUE) {
      giveHeader(res, 'Set-Cookie', attributes);
    }
    next();
  };
}

export type FormRefusal = 'cross-site' | 'no-cookie';

function ownOrigins(req: Request, config: Pick<AppConfig, 'appUrl'>): string[] {
  const origins = [new URL(config.appUrl).origin];
  const host = req.get('host');
  if (host) origins.push(`${req.protocol}://${host}`);
  return origins;
}

/**
 * Why a native form post must be refused, or undefined when it came from a page of this site.
 * Current browsers send Sec-Fetch-Site and Origin with every form post; a client that sends
 * neither still needs the SameSite=Strict cookie.
 */
export function formPostRefusal(
  req: Request,
  config: Pick<AppConfig, 'appUrl'>,
): FormRefusal | undefined {
  const site = req.get('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return 'cross-site';
  const origin = req.get('origin');
  // "null" is what a sandboxed frame, a data: page or a cross-site redirect sends, and also what a
  // page of this site answered with Referrer-Policy: no-referrer (the pages carrying a token, such
  // as /lists/confirm) sends with its own forms. Only the browser sets Sec-Fetch-Site, so "null"
  // with same-origin is such a page; without it, "null" stays refused.
  const ownNull = origin === 'null' && site === 'same-origin';
  if (origin !== undefined && !ownNull && !ownOrigins(req, config).includes(origin)) {
    return 'cross-site';
  }
  if (cookieValue(req, formCookieName(config)) !== COOKIE_VALUE) return 'no-cookie';
  return undefined;
}

const REFUSAL_SENTENCES: Record<FormRefusal, string> = {
  'cross-site':
    'This form was sent from another website, so Pragya Trust did not accept it. ' +
    'If you meant to write to us, open the form on our site and send it from there.',
  'no-cookie':
    'Your message was not sent: your browser did not send the cookie that shows the form came ' +
    'from our site. Please allow cookies for this site, reload the page and send the form again.',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page of its own: the refusal must not depend on the renderer or on JavaScript. */
export function sendFormRefusal(res: Response, refusal: FormRefusal, backTo: string): void {
  res.status(403);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Form not accepted · Pragya Trust</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Form not accepted</h1>
<p>${escapeHtml(REFUSAL_SENTENCES[refusal])}</p>
<p><a href="${escapeHtml(backTo)}">Back to the form</a></p>
</body></html>`);
}
