import { redirect, type ActionFunctionArgs } from 'react-router';
import { formText } from '../../lib/form-action';
import { loaderViewer } from '../../lib/member-loader';
import { publicApi } from '../../lib/public-api';
import type { SessionUser } from '../../lib/session-store';
import { ACCOUNT_SECTIONS } from './AccountPage';
import { refuse, refused, signIn, type Answer, type Intent } from './account-post';
import { INCOMPLETE_LINK } from './ConfirmEmailPage';
import type { AccountSection } from './Section';

const UNKNOWN_FORM =
  'This form could not be read, so nothing was changed. Please reload the page and try again.';

/** The forms of /account, by the `intent` each posts: every section's own. */
const INTENTS: Record<string, Intent> = Object.assign(
  {},
  ...ACCOUNT_SECTIONS.map((section: AccountSection) => section.intents),
);

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
  return run ? run({ args, form, user }) : refuse('', 400, UNKNOWN_FORM);
}
