import type { NextFunction, Request, Response } from 'express';
import { errorBody } from './error-body';
import { isApiPath } from './api-path';

/**
 * The deepest nesting of arrays and objects a body may have. The API's DTOs go two levels deep;
 * class-transformer and class-validator walk a body recursively, so a small body of thousands of
 * nested arrays would otherwise exhaust the stack before validation could refuse it.
 */
export const MAX_BODY_DEPTH = 32;

export const TOO_DEEP_SENTENCE = `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`;
export const JSON_ONLY_SENTENCE =
  'The API accepts only JSON: send the body with Content-Type: application/json.';

function isApi(req: Request): boolean {
  return isApiPath(req.path);
}

/** Whether the request carries a body at all (a POST without one, such as sign-out, is fine). */
function hasBody(req: Request): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0
  );
}

function refuse(res: Response, status: number, sentence: string): void {
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.json(errorBody(status, sentence));
}

/**
 * /api takes JSON only. Form-encoded, multipart and text/plain bodies are what another site can
 * post from a browser without a CORS preflight, so refusing them keeps cross-site form posts out of
 * the API (docs/decisions/0070-cross-site-form-posts.md).
 */
export function apiJsonOnly(req: Request, res: Response, next: NextFunction): void {
  if (
    isApi(req) &&
    hasBody(req) &&
    !req.is('application/json') &&
    !isOneClickUnsubscribe(req) &&
    !isAdminUpload(req)
  ) {
    refuse(res, 415, JSON_ONLY_SENTENCE);
    return;
  }
  next();
}

/**
 * The one exception: RFC 8058 makes mail programs POST the form body `List-Unsubscribe=One-Click`
 * to the List-Unsubscribe address. It is harmless cross-site: it can only leave a list, and only
 * with the HMAC token in the address, which only the mail's recipient has.
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/lists/unsubscribe';

function isOneClickUnsubscribe(req: Request): boolean {
  return (
    req.method === 'POST' &&
    req.path === ONE_CLICK_UNSUBSCRIBE_PATH &&
    Boolean(req.is('application/x-www-form-urlencoded'))
  );
}

/**
 * The admin area's file uploads (recordings, photographs) are multipart: a file of hundreds of
 * megabytes cannot travel as JSON. They stay out of reach of other sites: the routes need an
 * admin's session, which a cross-site post never carries (the session cookie is SameSite=Lax and
 * a form cannot set an Authorization header), and a browser's own word that the post came from
 * another site is refused here before anything is read.
 */
export const ADMIN_UPLOAD_PATHS = ['/api/admin/recordings', '/api/admin/media'];

function isAdminUpload(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  return (
    req.method === 'POST' &&
    ADMIN_UPLOAD_PATHS.includes(req.path.toLowerCase()) &&
    Boolean(req.is('multipart/form-data')) &&
    (site === undefined || site === 'same-origin')
  );
}

/** True when `value` has arrays or objects nested more than `limit` levels deep. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  // An explicit stack: the point is to measure bodies too deep for recursion.
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(item)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** Runs after the body parsers and before any pipe: a body nested too deeply gets a 400. */
export function bodyDepthLimit(req: Request, res: Response, next: NextFunction): void {
  if (nestedDeeperThan(req.body, MAX_BODY_DEPTH)) {
    refuse(res, 400, TOO_DEEP_SENTENCE);
    return;
  }
  next();
}
