import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorText, uncheckedApi, type ApiResult } from '../../lib/api';
import type { ApiAddress, ApiAnswer, ApiMethodOf, ApiSend } from '../../lib/api-paths';
import { useViewer } from '../../lib/use-viewer';
import { useReauth } from '../account/reauth';

export interface ActionOutcome {
  kind: 'success' | 'error';
  text: string;
}

/**
 * Runs one admin call from a button and reloads the page's data when it succeeds (navigating to
 * the same address runs its loader again). The answer's sentence, or the server's refusal, is kept
 * for the page to announce. Calls that need a recent sign-in (role changes, deletion) ask for it
 * in `prompt`, which the page renders outside any form of its own, then run again.
 */
export function useAdminAction() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const reauth = useReauth(useViewer()?.hasPassword !== false);

  async function run<Written extends ApiAddress, Method extends ApiMethodOf<Written>>(
    path: Written,
    options: ApiSend<Written, Method> & { method: Method },
    success: (data: ApiAnswer<Written, Method>) => string,
    then?: string,
  ): Promise<boolean> {
    setPending(true);
    setOutcome(null);
    const result = await reauth.guard(
      () =>
        uncheckedApi(path, { ...options, auth: true }) as Promise<
          ApiResult<ApiAnswer<Written, Method>>
        >,
    );
    setPending(false);
    if (!result.ok) {
      setOutcome({
        kind: 'error',
        text: errorText(
          result,
          'message',
          'That did not work. Please try again.',
          'The server could not be reached. Please try again.',
        ),
      });
      return false;
    }
    setOutcome({ kind: 'success', text: success(result.data) });
    navigate(then ?? `${pathname}${search}`, { replace: true, preventScrollReset: true });
    return true;
  }

  return { pending, outcome, run, prompt: reauth.prompt };
}
