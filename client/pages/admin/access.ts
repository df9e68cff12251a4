import { data, type LoaderFunctionArgs } from 'react-router';
import type { ApiAddress, ApiAnswer } from '../../lib/api-paths';
import type { ApiResult } from '../../lib/api';
import {
  loaderViewer,
  requireMember,
  signInRedirect,
  uncheckedMemberApi,
} from '../../lib/member-loader';

/** The root boundary renders the forbidden view (status 403) for this. */
function forbidden(): never {
  throw data({ kind: 'forbidden' }, { status: 403 });
}

/**
 * In an admin page's loader: a visitor is sent to sign in, a member who is not an admin gets the
 * 403 page. The API checks the role again on every call, so this only decides what page to show.
 */
export function requireAdmin(args: LoaderFunctionArgs): void {
  requireMember(args);
  if (loaderViewer(args)?.role !== 'admin') forbidden();
}

/**
 * In an admin page's loader: the API's answer for the signed-in admin. A session that has ended
 * goes to sign in, a refused role to the 403 page; any other refusal is the page's to show.
 */
export async function adminApi<Written extends ApiAddress>(
  args: LoaderFunctionArgs,
  path: Written,
): Promise<{ ok: true; data: ApiAnswer<Written, 'GET'> } | { ok: false; message: string }> {
  requireAdmin(args);
  const answer = (await uncheckedMemberApi(args, path)) as ApiResult<ApiAnswer<Written, 'GET'>>;
  if (answer.ok) return { ok: true, data: answer.data };
  if (answer.status === 401) throw signInRedirect(args.request.url);
  if (answer.status === 403) forbidden();
  const message =
    answer.kind === 'network'
      ? 'The server could not be reached. Please try again.'
      : (answer.data.message ?? 'This list could not be loaded just now.');
  return { ok: false, message };
}

/** The query string of the page's own address, to pass on to its API call. */
export function searchOf(args: LoaderFunctionArgs): URLSearchParams {
  return new URL(args.request.url).searchParams;
}
