import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { LoaderContext, ViewerUser } from '../../src/ssr/render-contract';
import { uncheckedApi, type ApiOptions, type ApiResult } from './api';
import type { ApiAddress, ApiAnswer, ApiArgs, ApiMethodOf, DefaultMethod } from './api-paths';
import { apiResultOf } from './public-api';
import { storedSession, storedToken, type SessionUser } from './session-store';

function serverViewer(args: LoaderFunctionArgs) {
  return (args.context as LoaderContext | undefined)?.viewer;
}

/**
 * Who a loader runs for, the one answer every loader asks: on the server, the member the session
 * cookie names; in the browser, the member the server rendered the page for, else the stored
 * session. Null for a visitor.
 */
export function loaderViewer(args: LoaderFunctionArgs): ViewerUser | SessionUser | null {
  if (typeof document === 'undefined') return serverViewer(args)?.user ?? null;
  return window.__APP__?.viewer ?? storedSession()?.user ?? null;
}

/**
 * In a route loader: sends a visitor to sign in and come back here. On the server the session
 * cookie decides; in the browser, the stored session (or the server's viewer of this page).
 */
export function requireMember(args: LoaderFunctionArgs): void {
  const signedIn =
    typeof document === 'undefined'
      ? Boolean(serverViewer(args))
      : Boolean(storedToken() || loaderViewer(args));
  if (!signedIn) throw signInRedirect(args.request.url);
}

/** The redirect to sign in and come back to `url`, as the Response React Router follows. */
export function signInRedirect(url: string): Response {
  const { pathname, search } = new URL(url);
  return redirect(`/login?next=${encodeURIComponent(pathname + search)}`);
}

/**
 * In a route loader: calls the API as the signed-in member — in-process on the server (the
 * viewer's session), with the stored token (or the session cookie) in the browser.
 */
export async function memberApi<
  Written extends ApiAddress,
  Method extends ApiMethodOf<Written> = DefaultMethod<Written>,
>(
  args: LoaderFunctionArgs,
  path: Written,
  ...options: ApiArgs<Written, Method, unknown>
): Promise<ApiResult<ApiAnswer<Written, Method>>>;
export async function memberApi(
  args: LoaderFunctionArgs,
  path: string,
  options?: Pick<ApiOptions, 'method' | 'body'>,
): Promise<ApiResult<unknown>> {
  return uncheckedMemberApi(args, path, options);
}

/** `memberApi()` without its types, for a wrapper whose own signature has checked the call. */
export async function uncheckedMemberApi(
  args: LoaderFunctionArgs,
  path: string,
  options: Pick<ApiOptions, 'method' | 'body'> = {},
): Promise<ApiResult<unknown>> {
  const viewer = serverViewer(args);
  if (!viewer) return uncheckedApi(path, { ...options, auth: true, signal: args.request.signal });
  return apiResultOf(await viewer.api(path, options));
}
