import { SESSION_COOKIE_MARK } from '../auth/session-cookie';
import type { NodeLayer } from '../common/before-express';
import { compressResponses } from '../common/compress-responses';
import { settleGivenHeaders } from '../common/given-headers';
import { pageHeaders, pageUrl, preparedCodings, sendCachedPage } from './page-response';
import type { SharedRendering } from './render-contract';

/**
 * How a cached page's body is made per response: prepared (brotli, gzip or identity bytes made
 * once, its scripts allowed by their hashes: src/ssr/prepared-page.ts), or the nonce substituted
 * into the HTML and the result compressed by the compression middleware, as any other page
 * (scripts/bench/render-cache.mjs compares them).
 */
export type CachedPageBodies = 'prepared' | 'compress';

/**
 * The render cache's pages by the address they were asked at, so that a repeat request is
 * answered by the last layer before Express: before Express's router, compression, the static
 * files, Nest's routing and the renderer (whose route matching alone costs more than sending a
 * cached page). Only what
 * the renderer reports as cached is kept, so the rules of the render cache (shared pages only, no
 * query, status 200) hold here too. Bounded: the least recently used address goes first.
 */
export class SharedPages {
  /** Each address's variants, by number; a variant not seen yet is undefined. */
  private readonly byUrl = new Map<string, Array<SharedRendering | undefined>>();

  constructor(private readonly capacity: number) {}

  remember(url: string, shared: SharedRendering): void {
    const { variant, variants: count } = shared;
    if (!Number.isInteger(variant) || variant < 0 || variant >= count) return;
    let variants = this.byUrl.get(url);
    if (variants?.length !== count) variants = Array.from({ length: count }, () => undefined);
    variants[variant] = shared;
    this.touch(url, variants);
    if (this.byUrl.size > this.capacity) {
      this.byUrl.delete(this.byUrl.keys().next().value as string);
    }
  }

  /**
   * One of the page's variants at random, as the renderer would pick it; undefined when the
   * address is unknown or that variant not rendered yet (the renderer then picks one itself).
   */
  pick(url: string): SharedRendering | undefined {
    const variants = this.byUrl.get(url);
    if (!variants) return undefined;
    this.touch(url, variants);
    return variants[Math.floor(Math.random() * variants.length)];
  }

  get size(): number {
    return this.byUrl.size;
  }

  clear(): void {
    this.byUrl.clear();
  }

  /** Re-inserting marks the address as the most recently used. */
  private touch(url: string, variants: Array<SharedRendering | undefined>): void {
    this.byUrl.delete(url);
    this.byUrl.set(url, variants);
  }
}

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * The last layer before Express: answers a GET for a page already cached. Anything else goes on to
 * Express: other methods, a request with a body (the body parsers judge it), a client that takes
 * deflate (the compression middleware answers it), a page or variant not cached
 * yet.
 */
export function sharedPagesMiddleware(
  pages: SharedPages,
  bodies: CachedPageBodies = 'prepared',
): NodeLayer {
  // Connect's middleware, it needs only node's request and response, whatever its types say.
  const compress = compressResponses() as unknown as NodeLayer;
  return (req, res, next) => {
    if (req.method !== 'GET' || hasBody(req.headers)) return next();
    // A signed-in member's pages are rendered for them (the SSR controller reads the cookie).
    if (req.headers.cookie?.includes(SESSION_COOKIE_MARK)) return next();
    const shared = pages.pick(pageUrl(req));
    if (shared && bodies === 'compress') {
      // Header by header, as inside Express: a 304 then drops the policy it was given.
      settleGivenHeaders(res);
      const { page, placeholder } = shared;
      const html = page.template.replaceAll(placeholder, res.locals.cspNonce as string);
      return compress(req, res, () => {
        if (pageHeaders(req, res, page)) return;
        // As Express's res.send would; the compression middleware drops it when it compresses.
        res.setHeader('Content-Length', Buffer.byteLength(html));
        res.end(html);
      });
    }
    const codings = shared && preparedCodings(req);
    if (!shared || !codings) return next();
    sendCachedPage(req, res, shared, codings);
  };
}
