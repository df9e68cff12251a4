import { redirect, type ActionFunctionArgs } from 'react-router';
import type { ApiResult } from '../lib/api';
import { formText, refused } from '../lib/form-action';
import { publicApi } from '../lib/public-api';

const LIST = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** The API's call for the button's token: the list it names, in its answer's `list`. */
async function call(
  args: ActionFunctionArgs,
  step: 'confirm' | 'unsubscribe',
  token: string,
): Promise<ApiResult<{ list?: unknown }>> {
  if (step === 'unsubscribe') {
    return publicApi(args, `/api/lists/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
    });
  }
  const answer = await publicApi(args, '/api/interest/confirm', {
    method: 'POST',
    body: { token },
  });
  return answer.ok ? { ...answer, data: { list: answer.data.courseSlug } } : answer;
}

/**
 * The button of /lists/confirm (the double opt-in link) and /lists/unsubscribe (the link in list
 * mails), posted natively: the API's call for the token, as a visitor. Done: a 303 to the page
 * naming the list. Refused: the page again with the API's sentence.
 */
export async function listAction(args: ActionFunctionArgs, step: 'confirm' | 'unsubscribe') {
  const answer = await call(args, step, formText(await args.request.formData(), 'token').trim());
  if (!answer.ok) return refused(answer, {});
  const { list } = answer.data;
  return redirect(
    `/lists/${step}?done=${typeof list === 'string' && LIST.test(list) ? list : 'news'}`,
    303,
  );
}
