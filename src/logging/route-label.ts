import type { IncomingMessage, ServerResponse } from 'node:http';
import { isApiPath, requestPath } from '../common/api-path';

/** The page renderer's catch-all route, as Express reports it. */
const PAGE_ROUTE = '/{*path}';

type Labelled = ServerResponse & { locals?: Record<string, unknown> };

/** Marks an answer sent by a layer that stands for a route (cached pages, photographs, /metrics). */
export function labelRoute(res: { locals: Record<string, unknown> }, label: string): void {
  res.locals.routeLabel = label;
}

/**
 * The matched route pattern of a request (`/api/auth/login`, never the raw URL with its tokens),
 * for log lines and metric labels: a small fixed set of values. Requests that matched no route are
 * static files, or unknown API calls. Read when the answer is done, whether Express saw the request
 * or a layer before it answered.
 */
export function routeLabel(req: IncomingMessage, res: Labelled): string {
  const preset = res.locals?.routeLabel as string | undefined;
  if (preset) return preset;
  const path = (req as IncomingMessage & { route?: { path?: unknown } }).route?.path;
  if (typeof path === 'string') {
    if (path !== PAGE_ROUTE) return path;
    return isApiPath(requestPath(req)) ? 'unmatched' : 'page';
  }
  return isApiPath(requestPath(req)) ? 'unmatched' : 'static';
}
