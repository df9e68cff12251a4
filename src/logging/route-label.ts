import type { Request, Response } from 'express';
import { isApiPath } from '../common/api-path';

/** The page renderer's catch-all route, as Express reports it. */
const PAGE_ROUTE = '/{*path}';

/** Marks an answer sent by a middleware that stands for a route (the cached pages). */
export function labelRoute(res: Response, label: string): void {
  res.locals.routeLabel = label;
}

/**
 * The matched route pattern of a request (`/api/auth/login`, never the raw URL with its tokens),
 * for log lines and metric labels: a small fixed set of values. Requests that matched no route are
 * static files, or unknown API calls.
 */
export function routeLabel(req: Request, res: Response): string {
  const preset = res.locals?.routeLabel as string | undefined;
  if (preset) return preset;
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string') {
    if (path !== PAGE_ROUTE) return path;
    return isApiPath(req.path) ? 'unmatched' : 'page';
  }
  return isApiPath(req.path) ? 'unmatched' : 'static';
}
