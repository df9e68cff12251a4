import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { errorText, fieldErrors, type ApiResult } from '../../lib/api';
import { formText, refusalStatus } from '../../lib/form-action';
import { TRY_AGAIN } from '../../lib/form-refusal';
import { memberApi } from '../../lib/member-loader';
import type { SessionUser } from '../../lib/session-store';
import { needsReauth } from './reauth';
import type { AccountRefusal } from './refused-post';

/**
 * What a section's native posts are made of (the `intents` of its entry, run by the route's action
 * in account-actions.ts): the post, its answers, and the one-request recent sign-in. Only the
 * server runs them, so the browser's bundle carries none of it.
 */

/** A form of /account posted natively, by the signed-in member. */
export interface Post {
  args: ActionFunctionArgs;
  form: FormData;
  user: SessionUser;
}

export type Answer = Response | ReturnType<typeof data<AccountRefusal>>;

/** What one `intent` of a section does with its post. */
export type Intent = (post: Post) => Promise<Answer>;

/**
 * The sentences of refusals the API does not make: without JavaScript there is no inline
 * confirmation step, so the page says what the form itself needs.
 */
const SENTENCES = {
  enterPassword: 'For your security, please enter your current password to make this change.',
  signInWithGoogle:
    'For your security, please sign in again with Google, then make this change within 10 minutes.',
} as const;

/** After a change that worked: the section, with the code of its sentence (post-redirect-get). */
export function done(section: string, code: string): Response {
  return redirect(`/account?done=${code}&section=${section}#${section}`, 303);
}

export function refuse(
  section: string,
  status: number,
  message: string,
  fields: Record<string, string> = {},
  errors: Record<string, string> = {},
) {
  return data<AccountRefusal>({ section, message, errors, fields }, { status });
}

/** The sign-in page, coming back to /account. */
export const signIn = () => redirect(`/login?next=${encodeURIComponent('/account')}`, 303);

/**
 * A refused API call: the section again with the API's status and sentences and what was typed.
 * A session that ended meanwhile signs in again, as the page's loader does.
 */
export function refused(
  section: string,
  answer: ApiResult<unknown>,
  fields: Record<string, string> = {},
) {
  if (answer.status === 401) throw signIn();
  const message = errorText(answer, 'message', TRY_AGAIN, TRY_AGAIN);
  return refuse(section, refusalStatus(answer), message, fields, fieldErrors(answer));
}

/** A refusal of the form's own, in the shape of the API's, under the field it concerns. */
function ownRefusal(status: number, message: string, field?: string): ApiResult<never> {
  return {
    kind: 'error',
    ok: false,
    status,
    data: { message, ...(field ? { errors: [{ field, message }] } : {}) },
  };
}

/**
 * A change that needs a recent sign-in, made in one request as decision 0080 has it (without
 * JavaScript there is no inline step): a password posted in the form's `passwordField` proves the
 * session first (POST /api/auth/reauth, counted like a sign-in; a wrong one refuses the change).
 * Without one the API decides, and when it asks for a recent sign-in the refusal says what to do.
 */
export async function recently<T>(
  post: Post,
  passwordField: string,
  call: () => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const password = formText(post.form, passwordField);
  if (password && post.user.hasPassword) {
    const proof = await memberApi(post.args, '/api/auth/reauth', {
      method: 'POST',
      body: { password },
    });
    if (proof.kind === 'error') {
      const sentence = errorText(proof, 'message', TRY_AGAIN, TRY_AGAIN);
      return ownRefusal(proof.status, sentence, passwordField);
    }
    if (!proof.ok) return proof;
  }
  const answer = await call();
  if (!needsReauth(answer)) return answer;
  return post.user.hasPassword
    ? ownRefusal(403, SENTENCES.enterPassword, passwordField)
    : ownRefusal(403, SENTENCES.signInWithGoogle);
}
