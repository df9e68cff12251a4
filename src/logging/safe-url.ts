import { isApiPath } from '../common/api-path';
import { SECRET_PARAMS } from '../common/token-pages';

/**
 * A request's address as it may be logged: the path alone for /api (its query strings carry OAuth
 * codes and states), and for pages the query with the values of secret-bearing parameters
 * replaced, so `/reset-password?token=…` is logged as `/reset-password?token=[redacted]`.
 */
export function safeUrl(originalUrl: string): string {
  const mark = originalUrl.indexOf('?');
  const path = mark === -1 ? originalUrl : originalUrl.slice(0, mark);
  if (mark === -1 || isApiPath(path)) return path;
  const parts = [...new URLSearchParams(originalUrl.slice(mark + 1))].map(([name, value]) =>
    SECRET_PARAMS.test(name)
      ? `${encodeURIComponent(name)}=[redacted]`
      : new URLSearchParams([[name, value]]).toString(),
  );
  return parts.length ? `${path}?${parts.join('&')}` : path;
}
