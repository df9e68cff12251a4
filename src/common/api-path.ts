import type { IncomingMessage } from 'node:http';
import parseurl from 'parseurl';

/**
 * Whether a request path is under /api. Express routes case-insensitively, so /API/contact reaches
 * the same controller: the checks that guard the API must compare the same way.
 */
export function isApiPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}

/**
 * A request's path, read as Express's `req.path` reads it (parseurl, which keeps its result on the
 * request for Express to reuse), so that the layers answering before Express see the same path.
 */
export function requestPath(req: IncomingMessage): string {
  try {
    return parseurl(req)?.pathname ?? '/';
  } catch {
    // parseurl throws on some absolute-form URLs (`http://[::1/x`). runBeforeExpress hands those
    // to Express before any layer reads the path; a listener reading it later must not throw.
    return '';
  }
}
