/**
 * What the page of a natively posted form shows when the API did not do what was asked: the
 * API's own sentence, the sentence under each field it refused, and what was typed (so nothing is
 * lost). The pages read it with `useActionData`; client/lib/form-action.ts makes it. Nothing here
 * is code a page must load.
 */
export interface FormRefusal<F = Record<string, string>> {
  message: string;
  errors: Record<string, string>;
  fields: F;
}

/** For an answer without a sentence of its own (the API unreachable, an empty 5xx, `?form=failed`). */
export const TRY_AGAIN = 'That did not work just now. Please try again in a few minutes.';
