import { readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { rankEncodings } from './content-coding';

/** The codings the build precompresses files in (scripts/precompress.mjs), most preferred first. */
const CODINGS = ['br', 'gzip', 'identity'] as const;
const COPY_SUFFIX = /\.(br|gz)$/;

/**
 * Accept-Encoding restated as negotiator ranks it, with strictly falling weights: what
 * express-static-gzip reads (it sorts by weight alone, and lets `*` override a refusal such as
 * `br;q=0, *`) then picks what negotiator would, among the copies the file has.
 */
function rankedAcceptEncoding(req: Request): string {
  const ranked = rankEncodings(req, CODINGS);
  return ranked.map((coding, index) => `${coding};q=${1 - index / 10}`).join(', ') || 'identity';
}

/** The path decoded, or undefined when it does not decode (it then names no file). */
function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** `/assets/x.js` (or `//assets/x.js`) → `assets`: the entry of the build's folder it is under. */
function firstSegment(path: string): string {
  let start = 0;
  while (path[start] === '/') start++;
  const end = path.indexOf('/', start);
  return end === -1 ? path.slice(start) : path.slice(start, end);
}

function entriesOf(root: string): Set<string> {
  try {
    return new Set(readdirSync(root));
  } catch {
    return new Set();
  }
}

/**
 * Hashed bundles never change under their name; other files (favicon, images) may. The service
 * worker and the manifest are asked again each time, so a new build reaches everyone at once.
 */
function cacheControl(root: string, path: string): string {
  if (/[\\/](sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/.test(path)) return 'no-cache';
  const hashed = path.startsWith(join(root, 'assets'));
  return hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400';
}

/**
 * The client build's files, answered with their .br or .gz copy (made at build time) when the
 * client takes that coding: express-static-gzip finds the copies and serves them through
 * serve-static, so length, ETag (the copy's own), ranges and HEAD are those of the bytes sent.
 * negotiator ranks the codings (see rankedAcceptEncoding).
 * docs/decisions/0061-precompressed-static-files.md
 */
export function staticFiles(root: string): RequestHandler {
  const serve = expressStaticGzip(root, {
    enableBrotli: true,
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      setHeaders(res: ServerResponse, path: string) {
        res.setHeader('Cache-Control', cacheControl(root, path));
        // A copy is typed as its file, the way Express types it (express-static-gzip would write
        // the charset in upper case).
        const copy = COPY_SUFFIX.exec(path);
        if (copy) (res as Response).type(extname(path.slice(0, copy.index)));
      },
    },
  });
  // What the build put at the top of its folder (assets/, images/, the favicon). A path under
  // anything else names no file, so pages and API calls go on without a stat of the disk and
  // serve-static's machinery for each request; the build does not change under a running server.
  const entries = entriesOf(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // An address that does not decode names no file: the page routes answer it (with a 404 page).
    const path = decoded(req.path);
    if (path === undefined || !entries.has(firstSegment(path))) return next();
    const accepted = req.headers['accept-encoding'];
    req.headers['accept-encoding'] = rankedAcceptEncoding(req);
    serve(req, res, (error?: unknown) => {
      // Not served (no such file, or a range it cannot serve): what answers next sees the request
      // as it came, and no coding of ours.
      req.headers['accept-encoding'] = accepted;
      if (!res.headersSent) res.removeHeader('Content-Encoding');
      next(error);
    });
  };
}
