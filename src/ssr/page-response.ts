import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import fresh from 'fresh';
import vary from 'vary';
import type { NodeResponse } from '../common/before-express';
import { settleGivenHeaders, takeGivenHeaders } from '../common/given-headers';
import { rankEncodings } from './content-coding';
import { preparePage, type PreparedPage } from './prepared-page';
import { CSP_HEADER as CSP, withScriptSources } from './security-headers';
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
 * The codings a cached page may be answered with, most preferred first. Its bytes are prepared
 * once in brotli, gzip and identity; deflate is left to the compression middleware.
 */
const PAGE_CODINGS = ['br', 'gzip', 'deflate', 'identity'] as const;

export type PreparedCoding = 'br' | 'gzip' | 'identity';

/**
 * The codings taken for each Accept-Encoding seen, best first: browsers send a handful of values,
 * and negotiating one afresh cost a cached page more than its security headers.
 */
const chosen = new Map<string, PreparedCoding[] | undefined>();
const CHOSEN_LIMIT = 64;

/**
 * How a cached page can be answered here, without the compression middleware: the prepared
 * codings the client takes, best first (the next serves while brotli is still being made);
 * undefined when the client wants deflate.
 */
export function preparedCodings(req: IncomingMessage): PreparedCoding[] | undefined {
  const accept = req.headers['accept-encoding'] ?? '';
  if (chosen.has(accept)) return chosen.get(accept);
  const ranked = rankEncodings(req, PAGE_CODINGS);
  const codings =
    ranked[0] === 'deflate'
      ? undefined
      : ranked.filter((coding): coding is PreparedCoding => coding !== 'deflate');
  const answer = codings && (codings.length ? codings : ['identity' as const]);
  // Any client may send any value: the map is emptied before it grows past a small bound.
  if (chosen.size >= CHOSEN_LIMIT) chosen.clear();
  chosen.set(accept, answer);
  return answer;
}

/**
 * Keyed by the render cache's own entry: kept as long as the page is cached, and no longer. Null
 * for a page that cannot be prepared (it is then answered with the response's nonce).
 */
const prepared = new WeakMap<object, PreparedPage | null>();

function preparedFor(shared: SharedRendering): PreparedPage | null {
  let page = prepared.get(shared.page);
  if (page === undefined) {
    page = preparePage(shared.page.template, shared.placeholder) ?? null;
    prepared.set(shared.page, page);
  }
  return page;
}

/**
 * The page's CSP: the layers' policy, which differs from answer to answer by its nonce alone, with
 * the page's script hashes in place of the nonce; built at the page's first answer.
 */
function pagePolicy(page: PreparedPage, policy: string): string {
  return (page.policy ??= withScriptSources(policy, page.scriptSources));
}

/** The page's bytes in the best coding the client takes that is ready (brotli comes later). */
function preparedBody(page: PreparedPage, codings: PreparedCoding[]) {
  const coding = codings.find((c) => c !== 'br' || page.br) ?? 'identity';
  return { coding, body: page[coding] ?? page.identity };
}

/** A cached page: its prepared bytes in the best coding ready, with the CSP of its hashes. */
function sendShared(res: NodeResponse, shared: SharedRendering, codings: PreparedCoding[]): void {
  const page = preparedFor(shared);
  if (!page) {
    res.end(shared.page.template.replaceAll(shared.placeholder, res.locals.cspNonce as string));
    return;
  }
  const policy = res.getHeader(CSP);
  if (typeof policy === 'string') res.setHeader(CSP, pagePolicy(page, policy));
  const { coding, body } = preparedBody(page, codings);
  // Already encoded: the compression middleware leaves it as it is.
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

type PageResult = Pick<RenderResult, 'status' | 'etag' | 'personal'>;

/**
 * A page's own headers, whoever answers it. A page rendered for a signed-in member is theirs
 * alone: no shared cache may keep it. `Vary` is apart: inside Express it joins what is there.
 */
function pageHead(result: PageResult): string[] {
  return [
    'Content-Type',
    'text/html; charset=utf-8',
    'Cache-Control',
    result.personal ? 'private, no-store' : 'no-cache',
    ...(result.etag ? ['ETag', result.etag] : []),
  ];
}

const varyOf = (result: PageResult) =>
  result.personal ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';

/** Whether the visitor already has this very page (in whichever coding: the validator is weak). */
function notModified(req: IncomingMessage, result: PageResult): boolean {
  const conditional = req.method === 'GET' || req.method === 'HEAD';
  return (
    !!result.etag &&
    result.status === 200 &&
    conditional &&
    fresh(req.headers, { etag: result.etag })
  );
}

/**
 * A page's status and headers; true when that is the whole answer, a 304 because the visitor
 * already has this very page. The stored copy keeps the CSP it came with (which allows its
 * scripts), so a 304 must not replace it.
 */
export function pageHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  result: PageResult,
): boolean {
  res.statusCode = result.status;
  const head = pageHead(result);
  for (let i = 0; i < head.length; i += 2) res.setHeader(head[i], head[i + 1]);
  vary(res, varyOf(result));
  if (!notModified(req, result)) return false;
  res.removeHeader(CSP);
  res.statusCode = 304;
  res.end();
  return true;
}

/**
 * The layers' headers for a cached page's answer: their CSP replaced by the page's, or left out of
 * a 304 (the stored copy keeps the CSP it came with). None of them is one of the page's own.
 */
function headForPage(given: string[], page: PreparedPage, unchanged: boolean): string[] {
  const head: string[] = [];
  for (let i = 0; i < given.length; i += 2) {
    if (given[i] !== CSP) head.push(given[i], given[i + 1]);
    else if (!unchanged) head.push(CSP, pagePolicy(page, given[i + 1]));
  }
  return head;
}

/**
 * A cached page, answered before Express: `codings` as preparedCodings found them. Its status and
 * every header, the layers' given ones first, go out in one writeHead
 * (docs/decisions/0212-headers-given-once.md), what pageHeaders and sendShared do header by
 * header; they still do it for a page that could not be prepared, or when something before set a
 * header on the response itself (node would then set the list's pairs one by one, and the last of
 * two cookies would win).
 */
export function sendCachedPage(
  req: IncomingMessage,
  res: NodeResponse,
  shared: SharedRendering,
  codings: PreparedCoding[],
): void {
  const page = preparedFor(shared);
  const result = { status: shared.page.status, etag: shared.page.etag, personal: false };
  if (!page || res.getHeaderNames().length > 0) {
    // Header by header, as inside Express: a 304 then drops the policy it was given.
    settleGivenHeaders(res);
    if (!pageHeaders(req, res, result)) sendShared(res, shared, codings);
    return;
  }
  const unchanged = notModified(req, result);
  const head = headForPage(takeGivenHeaders(res), page, unchanged);
  head.push(...pageHead(result), 'Vary', varyOf(result));
  if (unchanged) {
    res.writeHead(304, head);
    res.end();
    return;
  }
  const { coding, body } = preparedBody(page, codings);
  if (coding !== 'identity') head.push('Content-Encoding', coding);
  head.push('Content-Length', String(body.length));
  res.writeHead(result.status, head);
  res.end(body);
}

/**
 * Sends a rendered page (not a redirect): headers, 304 when the visitor has it, the body. A cached
 * page goes out prepared (identity may still be compressed by the compression middleware for a
 * client that takes only deflate).
 */
export function sendPage(req: Request, res: Response, result: RenderResult): void {
  if (pageHeaders(req, res, result)) return;
  if (result.shared) sendShared(res, result.shared, preparedCodings(req) ?? ['identity']);
  else res.send(result.html);
}
