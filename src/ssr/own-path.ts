import type { Request } from 'express';

/** The page's path, never read as another origin ('//host/x' keeps one leading slash). */
export function ownPath(req: Request): string {
  return req.path.replace(/^[/\\]+/, '/');
}
