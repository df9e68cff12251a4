import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { LoaderContext } from '../../src/ssr/render-contract';
import { useAppContext } from '../app-context';
import { api, type ApiOptions, type ApiResult } from './api';
import { clearSession, storedToken, useSession, type SessionUser } from './session';

/**
 * The signed-in member: the one the server rendered the page for (its session cookie), or, once
 * the page runs, the session the page keeps. Hydration sees the server's answer, so it matches.
 */
export function useViewer(): SessionUser | null {
  const session = useSession();
  const { viewer } = useAppContext();
  return session?.user ?? viewer ?? null;
}

function serverViewer(args: LoaderFunctionArgs) {
  return (args.context as LoaderContext | undefined)?.viewer;
}

/**
 * In a route loader: sends a visitor to sign in and come back here. On the server the session
 * cookie decides; in the browser, the stored session (or the server's viewer of this page).
 */
export function requireMember(args: LoaderFunctionArgs): void {
  if (!loaderSignedIn(args)) {
    const url = new URL(args.request.url);
    throw redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
}

/**
 * In a route loader: calls the API as the signed-in member — in-process on the server (the
 * viewer's session), with the stored token (or the session cookie) in the browser.
 */
export async function memberApi<T>(
  args: LoaderFunctionArgs,
  path: string,
  options: Pick<ApiOptions, 'method' | 'body'> = {},
): Promise<ApiResult<T>> {
  const viewer = serverViewer(args);
  if (!viewer) return api<T>(path, { ...options, auth: true, signal: args.request.signal });
  const { status, data } = await viewer.api(path, options);
  return status >= 200 && status < 300
    ? { kind: 'ok', ok: true, status, data: (data ?? {}) as T }
    : { kind: 'error', ok: false, status, data: data && typeof data === 'object' ? data : {} };
}

/**
 * A member who signed in before pages knew the session cookie gets it set once, so the server can
 * render their pages; a stored session the server no longer knows is forgotten.
 */
export async function syncSessionCookie(): Promise<void> {
  const token = storedToken();
  if (!token || window.__APP__?.viewer) return;
  const answer = await api('/api/auth/session-cookie', { method: 'POST', token });
  if (answer.kind === 'error' && answer.status === 401) clearSession();
}

/**
 * Whether a member is signed in, as a route loader sees it: the server's viewer (session cookie),
 * or in the browser the stored session (or the viewer the server rendered the page for).
 */
export function loaderSignedIn(args: LoaderFunctionArgs): boolean {
  return typeof document === 'undefined'
    ? Boolean(serverViewer(args))
    : Boolean(storedToken() || window.__APP__?.viewer);
}
