import { redirect, type ActionFunctionArgs } from 'react-router';
import type { InterestOutcome } from '../../lib/interest';
import { formText, refused } from '../../lib/form-action';
import { loaderViewer, memberApi } from '../../lib/member-loader';
import { publicApi } from '../../lib/public-api';

/** What a visitor typed into the card, given back with a refusal. */
export interface InterestFields {
  email: string;
  name: string;
}

/** Where the outcome is shown: the card on the course page, or the member's dashboard. */
function outcomeUrl(slug: string, toDashboard: boolean, outcome: InterestOutcome): string {
  return toDashboard
    ? `/dashboard?interest=${outcome}#interests`
    : `/courses/${encodeURIComponent(slug)}?interest=${outcome}#register-interest`;
}

/**
 * The action of a course page (/courses/{slug}): Register Interest and Withdraw posted natively,
 * from the course's card or from the dashboard (`return=dashboard`). A member's press is the
 * member's API call (the session cookie's viewer), a visitor's the public one, which mails the
 * link and answers a filled honeypot as if it had. Done: a 303 to where the outcome is shown.
 * Refused: the course page again, saying why in its card; from the dashboard, back there with
 * `interest=failed`, as that page has no form to show the refusal under.
 */
export async function interestAction(args: ActionFunctionArgs) {
  const slug = args.params.slug ?? '';
  const form = await args.request.formData();
  const toDashboard = formText(form, 'return') === 'dashboard';
  const fields: InterestFields = { email: formText(form, 'email'), name: formText(form, 'name') };
  let answer;
  let done: InterestOutcome;
  if (loaderViewer(args)) {
    const withdraw = formText(form, 'action') === 'withdraw';
    answer = withdraw
      ? await memberApi(args, `/api/interest/${encodeURIComponent(slug)}`, { method: 'DELETE' })
      : await memberApi(args, '/api/interest', { method: 'POST', body: { courseSlug: slug } });
    done = withdraw ? 'withdrawn' : 'registered';
  } else {
    const website = formText(form, 'website');
    answer = await publicApi(args, '/api/interest', {
      method: 'POST',
      body: {
        courseSlug: slug,
        email: fields.email,
        ...(fields.name.trim() ? { name: fields.name.trim() } : {}),
        ...(website ? { website } : {}),
      },
    });
    done = 'pending';
  }
  if (answer.ok) return redirect(outcomeUrl(slug, toDashboard, done), 303);
  if (toDashboard) return redirect(outcomeUrl(slug, true, 'failed'), 303);
  return refused(answer, fields);
}
