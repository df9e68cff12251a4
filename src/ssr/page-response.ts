import type { Request, Response } from 'express';
import { chooseEncoding } from './content-coding';
import { fillSplice, gzipSplice, identitySplice, type NonceSplice } from './nonce-splice';
import type { RenderResult, SharedRendering } from './render-contract';

/** The address of the page a request asks for, as the renderer is given it. */
export function pageUrl(req: Request): string {
  // '//host/x' or '/\\x' would read as another origin (or an invalid URL): keep one leading slash.
  return req.originalUrl.replace(/^[/\\]+/, '/');
}

/**
 * The codings a cached page may be answered with, most preferred first. gzip is spliced from
 * parts compressed once; brotli cannot be spliced that way, so it comes after gzip and is left to
 * the compression middleware, like deflate.
 */
const PAGE_CODINGS = ['gzip', 'br', 'deflate', 'identity'] as const;

export type Spliced = 'gzip' | 'identity';

/**
 * How a cached page can be answered here, without the compression middleware: gzip or identity;
 * undefined when the client wants another coding (brotli or deflate only).
 */
export function splicedEncoding(req: Request): Spliced | undefined {
  const encoding = chooseEncoding(req, PAGE_CODINGS);
  return encoding === 'gzip' || encoding === 'identity' ? encoding : undefined;
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
function sendShared(res: Response, shared: SharedRendering, encoding: Spliced): void {
  const nonce = Buffer.from(res.locals.cspNonce as string);
  const body = fillSplice(spliceFor(shared, encoding, nonce.length), nonce);
  // Already encoded: the compression middleware leaves it as it is.
  if (encoding === 'gzip') res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  res.end(body);
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
  res.status(result.status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // A page rendered for a signed-in member is theirs alone: no shared cache may keep it.
  res.setHeader('Cache-Control', result.personal ? 'private, no-store' : 'no-cache');
  res.vary(result.personal ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
  if (result.etag) res.setHeader('ETag', result.etag);
  // The visitor already has this very page (in whichever coding: the validator is weak). The
  // stored copy keeps the CSP it came with (its scripts carry that response's nonce), so a 304
  // must not replace it.
  if (result.etag && result.status === 200 && req.fresh) {
    res.removeHeader('Content-Security-Policy');
    res.status(304).end();
    return;
  }
  if (result.shared) sendShared(res, result.shared, encoding);
  else res.send(result.html);
}
