import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { errorText, fieldErrors, type ApiResult } from '../../lib/api';
import { formText, refusalStatus } from '../../lib/form-action';
import { TRY_AGAIN } from '../../lib/form-refusal';
import { loaderViewer, memberApi } from '../../lib/member-loader';
import { publicApi } from '../../lib/public-api';
import type { SessionUser } from '../../lib/session-store';
import { INCOMPLETE_LINK } from './ConfirmEmailPage';
import { profileChanges } from './ProfileForm';
import { needsReauth } from './reauth';
import type { AccountRefusal } from './refused-post';

/**
 * The sentences of refusals the API does not make: without JavaScript there is no inline
 * confirmation step, so the page says what the form itself needs.
 */
const SENTENCES = {
  enterPassword: 'For your security, please enter your current password to make this change.',
  signInWithGoogle:
    'For your security, please sign in again with Google, then make this change within 10 minutes.',
  chooseFactor: 'Please choose Off, E-mailed code or Authenticator app.',
  appNeedsScript:
    'Setting up or turning off the authenticator app needs JavaScript, which is turned off in this browser. Nothing was changed.',
  unknownForm:
    'This form could not be read, so nothing was changed. Please reload the page and try again.',
} as const;

/** A form of /account posted natively, by the signed-in member. */
interface Post {
  args: ActionFunctionArgs;
  form: FormData;
  user: SessionUser;
}

type Answer = Response | ReturnType<typeof data<AccountRefusal>>;

/** After a change that worked: the section, with the code of its sentence (post-redirect-get). */
function done(section: string, code: string): Response {
  return redirect(`/account?done=${code}&section=${section}#${section}`, 303);
}

function refuse(
  section: string,
  status: number,
  message: string,
  fields: Record<string, string> = {},
  errors: Record<string, string> = {},
) {
  return data<AccountRefusal>({ section, message, errors, fields }, { status });
}

/** The sign-in page, coming back to /account. */
const signIn = () => redirect(`/login?next=${encodeURIComponent('/account')}`, 303);

/**
 * A refused API call: the section again with the API's status and sentences and what was typed.
 * A session that ended meanwhile signs in again, as the page's loader does.
 */
function refused(section: string, answer: ApiResult<unknown>, fields: Record<string, string> = {}) {
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
async function recently<T>(
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

async function saveProfile(post: Post): Promise<Answer> {
  const fields = { name: formText(post.form, 'name'), username: formText(post.form, 'username') };
  const answer = await memberApi(post.args, '/api/users/me', {
    method: 'PATCH',
    body: profileChanges(fields.name, fields.username),
  });
  return answer.ok ? done('profile', 'profile-saved') : refused('profile', answer, fields);
}

async function changeEmail(post: Post): Promise<Answer> {
  const fields = { newEmail: formText(post.form, 'newEmail') };
  const answer = await recently(post, 'currentPassword', () =>
    memberApi(post.args, '/api/users/me/email', {
      method: 'POST',
      body: { newEmail: fields.newEmail.trim() },
    }),
  );
  return answer.ok ? done('email', 'email-sent') : refused('email', answer, fields);
}

async function changePassword(post: Post): Promise<Answer> {
  const currentPassword = formText(post.form, 'currentPassword');
  const newPassword = formText(post.form, 'newPassword');
  const had = Boolean(post.user.hasPassword);
  const answer = await recently(post, 'currentPassword', () =>
    memberApi(post.args, '/api/users/me/password', {
      method: 'POST',
      body: had ? { currentPassword, newPassword } : { newPassword },
    }),
  );
  if (!answer.ok) return refused('password', answer);
  return done('password', had ? 'password-changed' : 'password-set');
}

/**
 * The e-mailed code on or off. The authenticator app is set up and turned off only with
 * JavaScript (its QR step needs it), so those choices say so and change nothing; the state the
 * account is already in needs no recent sign-in.
 */
async function chooseSecondFactor(post: Post): Promise<Answer> {
  const choice = formText(post.form, 'secondFactor');
  const fields = { secondFactor: choice };
  if (choice !== 'off' && choice !== 'email' && choice !== 'app') {
    return refuse('second-factor', 400, SENTENCES.chooseFactor, fields);
  }
  if (choice === 'app' || post.user.secondFactor === 'app') {
    return refuse('second-factor', 400, SENTENCES.appNeedsScript, fields);
  }
  const enable = choice === 'email';
  if (Boolean(post.user.otpEnabled) !== enable) {
    const answer = await recently(post, 'currentPassword', () =>
      memberApi(post.args, '/api/auth/otp/toggle', { method: 'POST', body: { enable } }),
    );
    if (!answer.ok) return refused('second-factor', answer, fields);
  }
  return done('second-factor', enable ? 'email-code-on' : 'email-code-off');
}

async function endSession(post: Post): Promise<Answer> {
  // An empty id names no session: the API answers it as it answers any id that is not the member's.
  const id = formText(post.form, 'id') || '-';
  const answer = await memberApi(post.args, `/api/auth/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
  if (!answer.ok) return refused('sessions', answer);
  // Ending the session of this very browser signs it out.
  const still = await memberApi(post.args, '/api/auth/me');
  return still.status === 401 ? redirect('/login', 303) : done('sessions', 'session-ended');
}

async function endOtherSessions(post: Post): Promise<Answer> {
  const answer = await memberApi(post.args, '/api/auth/sessions/revoke-others', {
    method: 'POST',
  });
  return answer.ok ? done('sessions', 'other-sessions-ended') : refused('sessions', answer);
}

async function deleteAccount(post: Post): Promise<Answer> {
  const fields = { confirmEmail: formText(post.form, 'confirmEmail') };
  const answer = await recently(post, 'password', () =>
    memberApi(post.args, '/api/users/me', {
      method: 'DELETE',
      body: { confirmEmail: fields.confirmEmail },
    }),
  );
  return answer.ok ? redirect('/account/deleted', 303) : refused('your-data', answer, fields);
}

/** The forms of /account, by the `intent` each posts. */
const INTENTS: Record<string, (post: Post) => Promise<Answer>> = {
  profile: saveProfile,
  email: changeEmail,
  password: changePassword,
  'second-factor': chooseSecondFactor,
  'end-session': endSession,
  'end-other-sessions': endOtherSessions,
  'delete-account': deleteAccount,
};

/**
 * The buttons of /account/confirm-email, posted natively by whoever holds the link (no session
 * needed): the link of a change of address (`confirm`) or the old address's "this was not me"
 * (`cancel`). Done: a 303 to the page's outcome. Refused: the page with the API's sentence.
 */
async function linkAction(args: ActionFunctionArgs, form: FormData): Promise<Answer> {
  const intent = formText(form, 'intent');
  if (intent !== 'confirm' && intent !== 'cancel') {
    return refuse('confirm-email', 400, INCOMPLETE_LINK);
  }
  const answer = await publicApi(args, `/api/users/me/email/${intent}`, {
    method: 'POST',
    body: { token: formText(form, 'token') },
  });
  if (!answer.ok) return refused('confirm-email', answer);
  return redirect(
    `/account/confirm-email?done=${intent === 'cancel' ? 'cancelled' : 'changed'}`,
    303,
  );
}

/**
 * The account pages' forms posted natively (before or without JavaScript), as
 * docs/decisions/0177-route-actions-for-page-forms.md describes: each calls the API the page's
 * scripts call, in-process as the member of the session cookie. /account's forms post to the page
 * with their `intent`; a change that worked answers 303 to its section with the code of its
 * sentence, a refusal renders the page with the API's sentence in the section and what was typed.
 */
export async function accountAction(args: ActionFunctionArgs): Promise<Answer> {
  const form = await args.request.formData();
  if (args.params.page === 'confirm-email') return linkAction(args, form);
  const user = loaderViewer(args) as SessionUser | null;
  if (!user) return signIn();
  const intent = formText(form, 'intent');
  const run = Object.hasOwn(INTENTS, intent) ? INTENTS[intent] : undefined;
  return run ? run({ args, form, user }) : refuse('', 400, SENTENCES.unknownForm);
}
