import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import fresh from 'fresh';
import vary from 'vary';
import type { NodeResponse } from '../common/before-express';
import { chooseEncoding } from './content-coding';
import { fillSplice, gzipSplice, identitySplice, type NonceSplice } from './nonce-splice';
import type { RenderResult, SharedRendering } from './render-contract';

/**
 * The address of the page a request asks for, as the renderer is given it: Express's `originalUrl`,
 * which before Express is the request's own URL.
 */
export function pageUrl(req: IncomingMessage & { originalUrl?: string }): string {
  // '//host/x' or '/\\x' would read as another origin (or an invalid URL): keep one leading slash.
  return (req.originalUrl ?? req.url ?? '/').replace(/^[/\\]+/, '/');
}

/**
 * The codings a cached page may be answered with, most preferred first. gzip is spliced from
 * parts compressed once; brotli cannot be spliced that way, so it comes after gzip and is left to
 * the compression middleware, like deflate.
 */
const PAGE_CODINGS = ['gzip', 'br', 'deflate', 'identity'] as const;

export type Spliced = 'gzip' | 'identity';

/**
 * The coding chosen for each Accept-Encoding seen: browsers send a handful of values, and
 * negotiating one afresh cost a cached page more than its security headers.
 */
const chosen = new Map<string, Spliced | undefined>();
const CHOSEN_LIMIT = 64;

/**
 * How a cached page can be answered here, without the compression middleware: gzip or identity;
 * undefined when the client wants another coding (brotli or deflate only).
 */
export function splicedEncoding(req: IncomingMessage): Spliced | undefined {
  const accept = req.headers['accept-encoding'] ?? '';
  if (chosen.has(accept)) return chosen.get(accept);
  const encoding = chooseEncoding(req, PAGE_CODINGS);
  const spliced = encoding === 'gzip' || encoding === 'identity' ? encoding : undefined;
  // Any client may send any value: the map is emptied before it grows past a small bound.
  if (chosen.size >= CHOSEN_LIMIT) chosen.clear();
  chosen.set(accept, spliced);
  return spliced;
}

/** A cached page's fixed parts (the text between the nonces) and its bodies, made when first asked. */
interface PreparedPage {
  segments: Buffer[];
  gzip?: NonceSplice;
  identity?: NonceSplice;
}

/**
 * Keyed by the render cache's own entry: kept as long as the page is cached, and no longer.
 */
const prepared = new WeakMap<object, PreparedPage>();

function spliceFor(shared: SharedRendering, encoding: Spliced, nonceLength: number): NonceSplice {
  let page = prepared.get(shared.page);
  if (!page) {
    const segments = shared.page.template.split(shared.placeholder).map((s) => Buffer.from(s));
    page = { segments };
    prepared.set(shared.page, page);
  }
  let splice = page[encoding];
  // Nonces are all of one length; another length only means preparing the page again.
  if (!splice || splice.nonceLength !== nonceLength) {
    splice = (encoding === 'gzip' ? gzipSplice : identitySplice)(page.segments, nonceLength);
    page[encoding] = splice;
  }
  return splice;
}

/** A cached page with this response's nonce, gzipped when the client takes gzip. */
function sendShared(res: NodeResponse, shared: SharedRendering, encoding: Spliced): void {
  const nonce = Buffer.from(res.locals.cspNonce as string);
  const body = fillSplice(spliceFor(shared, encoding, nonce.length), nonce);
  // Already encoded: the compression middleware leaves it as it is.
  if (encoding === 'gzip') res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/**
 * A page's status and headers; true when that is the whole answer, a 304 because the visitor
 * already has this very page (in whichever coding: the validator is weak). The stored copy keeps
 * the CSP it came with (its scripts carry that response's nonce), so a 304 must not replace it.
 */
export function pageHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  result: Pick<RenderResult, 'status' | 'etag' | 'personal'>,
): boolean {
  res.statusCode = result.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // A page rendered for a signed-in member is theirs alone: no shared cache may keep it.
  res.setHeader('Cache-Control', result.personal ? 'private, no-store' : 'no-cache');
  vary(res, result.personal ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
  if (!result.etag) return false;
  res.setHeader('ETag', result.etag);
  const conditional = req.method === 'GET' || req.method === 'HEAD';
  if (result.status !== 200 || !conditional || !fresh(req.headers, { etag: result.etag })) {
    return false;
  }
  res.removeHeader('Content-Security-Policy');
  res.statusCode = 304;
  res.end();
  return true;
}

/** A cached page, answered before Express: `encoding` as splicedEncoding chose it. */
export function sendCachedPage(
  req: IncomingMessage,
  res: NodeResponse,
  shared: SharedRendering,
  encoding: Spliced,
): void {
  if (!pageHeaders(req, res, { status: shared.page.status, etag: shared.page.etag })) {
    sendShared(res, shared, encoding);
  }
}

/**
 * Sends a rendered page (not a redirect): headers, 304 when the visitor has it, the body. A cached
 * page goes out as `encoding` (negotiated here unless given); identity may still be compressed by
 * the compression middleware for a client that takes only brotli or deflate.
 */
export function sendPage(
  req: Request,
  res: Response,
  result: RenderResult,
  encoding: Spliced = splicedEncoding(req) ?? 'identity',
): void {
  if (pageHeaders(req, res, result)) return;
  if (result.shared) sendShared(res, result.shared, encoding);
  else res.send(result.html);
}
