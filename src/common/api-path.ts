/**
 * Whether a request path is under /api. Express routes case-insensitively, so /API/contact reaches
 * the same controller: the checks that guard the API must compare the same way.
 */
export function isApiPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}
