import type { LoaderFunctionArgs } from 'react-router';
import type { LoaderContext, ViewerApiAnswer } from '../../src/ssr/render-contract';
import { api, type ApiResult } from './api';

/**
 * In a route loader or action: the API as an anonymous visitor (what every visitor sees, a form sent) —
 * in-process and anonymous on the server, so a page kept in the render cache never carries a
 * member's data; a plain fetch in the browser.
 */
export async function publicApi<T>(
  args: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  path: string,
  init: { method?: 'POST'; body?: unknown } = {},
): Promise<ApiResult<T>> {
  const inProcess = (args.context as LoaderContext | undefined)?.publicApi;
  if (typeof document !== 'undefined' || !inProcess) {
    return api<T>(path, { ...init, signal: args.request.signal });
  }
  return apiResultOf<T>(await inProcess(path, init));
}

/** An in-process answer of the API in the shape `api()` gives in the browser. */
export function apiResultOf<T>({ status, data }: ViewerApiAnswer): ApiResult<T> {
  return status >= 200 && status < 300
    ? { kind: 'ok', ok: true, status, data: (data ?? {}) as T }
    : { kind: 'error', ok: false, status, data: data && typeof data === 'object' ? data : {} };
}
