import type { LoaderFunctionArgs } from 'react-router';
import type { LoaderContext, ViewerApiAnswer } from '../../src/ssr/render-contract';
import { uncheckedApi, type ApiResult } from './api';
import type { ApiAddress, ApiAnswer, ApiArgs, ApiMethodOf, DefaultMethod } from './api-paths';

/**
 * In a route loader or action: the API as an anonymous visitor (what every visitor sees, a form sent) —
 * in-process and anonymous on the server, so a page kept in the render cache never carries a
 * member's data; a plain fetch in the browser.
 */
export async function publicApi<
  Written extends ApiAddress,
  Method extends ApiMethodOf<Written> & ('GET' | 'POST') = DefaultMethod<Written>,
>(
  args: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  path: Written,
  ...init: ApiArgs<Written, Method, unknown>
): Promise<ApiResult<ApiAnswer<Written, Method>>>;
export async function publicApi(
  args: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  path: string,
  init: { method?: 'POST'; body?: unknown } = {},
): Promise<ApiResult<unknown>> {
  const inProcess = (args.context as LoaderContext | undefined)?.publicApi;
  if (typeof document !== 'undefined' || !inProcess) {
    return uncheckedApi(path, { ...init, signal: args.request.signal });
  }
  return apiResultOf(await inProcess(path, init));
}

/** An in-process answer of the API in the shape `api()` gives in the browser. */
export function apiResultOf({ status, data }: ViewerApiAnswer): ApiResult<unknown> {
  return status >= 200 && status < 300
    ? { kind: 'ok', ok: true, status, data: data ?? {} }
    : { kind: 'error', ok: false, status, data: data && typeof data === 'object' ? data : {} };
}
