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

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Hashed bundles never change under their name; other files (favicon, images) may. */
function cacheControl(root: string, path: string): string {
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
  return (req, res, next) => {
    // An address that does not decode names no file: the page routes answer it (with a 404 page).
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !decodes(req.path)) return next();
    // The build has no /api folder, and asking the file system first cost every API read a stat
    // call (a tenth of the CPU of GET /api/auth/me, docs/decisions/0057).
    if (req.path.startsWith('/api/')) return next();
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
