import { useCallback, useState } from 'react';
import { useActionData } from 'react-router';
import type { FormRefusal } from '../../lib/form-refusal';
import type { SectionMessage } from './Section';

/**
 * A form of the account pages that the API refused when it was posted natively (the route's
 * action, account-actions.ts): the section it belongs to ('' when the post named no form of the
 * page), the API's sentence, the sentence under each field it refused, and what was typed (never
 * a password).
 */
export type AccountRefusal = FormRefusal & { section: string };

export interface RefusedPost {
  /** The refusal's sentence for the section's live area. */
  message: SectionMessage | null;
  /** The refusal's sentence under one field. */
  fieldError: (name: string) => string | undefined;
  /** What was typed in one field of the refused post, for the form to start from. */
  typed: (name: string) => string | undefined;
  /** The member edits the form or sends it again: the refusal no longer describes it. */
  dismiss: () => void;
}

/**
 * The refused native post of one section, if the page is its answer. Its sentences stay until the
 * member edits or sends the form again, as the sentences of a request made with JavaScript do.
 */
export function useRefusedPost(section: string): RefusedPost {
  const refusal = useActionData<AccountRefusal | undefined>();
  const own = refusal?.section === section ? refusal : null;
  const [dismissed, setDismissed] = useState(false);
  const live = dismissed ? null : own;
  const dismiss = useCallback(() => setDismissed(true), []);
  return {
    message: live ? { tone: 'error', text: live.message } : null,
    fieldError: (name) => live?.errors[name],
    typed: (name) => own?.fields[name],
    dismiss,
  };
}
