import { data } from 'react-router';
import { errorText, fieldErrors, type ApiResult } from './api';
import { TRY_AGAIN, type FormRefusal } from './form-refusal';

/**
 * The page answers with the API's own 4xx (what was asked was refused); anything else is the
 * service's trouble, 503, as docs/decisions/0177-route-actions-for-page-forms.md says.
 */
export function refusalStatus(answer: ApiResult<unknown>): number {
  return answer.status >= 400 && answer.status < 500 ? answer.status : 503;
}

/**
 * A route action's answer for a refused API call: the page again with the refusal's status, the
 * API's sentence, the sentence under each field it named, and what was typed.
 */
export function refused<F>(answer: ApiResult<unknown>, fields: F) {
  return data<FormRefusal<F>>(
    {
      message: errorText(answer, 'message', TRY_AGAIN, TRY_AGAIN),
      errors: fieldErrors(answer),
      fields,
    },
    { status: refusalStatus(answer) },
  );
}

/** A posted field as text ('' when missing or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
