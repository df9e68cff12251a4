import { useEffect } from 'react';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api, errorText } from '../../lib/api';
import type { SessionUser } from '../../lib/session';
import type { FormRun } from '../../lib/use-form';
import { useHydrated } from '../../lib/use-hydrated';

const NETWORK = 'We could not reach the server. Please check your connection and try again.';
const NOT_USED =
  'No passkey was used: the browser or device stopped the request. You can try again, or sign in with your e-mail and password.';

type Outcome = { token: string; user: SessionUser } | { problem: string } | null;

/**
 * One passkey sign-in: options from the server (the challenge bound to this browser by a
 * cookie), the browser's ceremony, then the server's check. The WebAuthn library is loaded here,
 * on demand, never with the page. With `autofill`, the browser offers passkeys in the e-mail
 * field's suggestions and a cancelled or superseded request ends quietly (null).
 */
async function passkeySignIn(autofill: boolean): Promise<Outcome> {
  const options = await api('/api/auth/passkeys/authentication-options', { method: 'POST' });
  if (!options.ok) {
    return autofill ? null : { problem: errorText(options, 'message', NOT_USED, NETWORK) };
  }
  const { startAuthentication } = await import('@simplewebauthn/browser');
  let response: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    response = await startAuthentication({
      // The document leaves WebAuthn's options open: the library's type is their description.
      optionsJSON: options.data as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: autofill,
    });
  } catch {
    return autofill ? null : { problem: NOT_USED };
  }
  const result = await api('/api/auth/passkeys/authentication', {
    method: 'POST',
    body: { response },
  });
  if (result.ok && result.data.token && result.data.user) {
    return { token: result.data.token, user: result.data.user };
  }
  return { problem: errorText(result, 'message', NOT_USED, NETWORK) };
}

/** Starts the e-mail field's passkey suggestions where the browser offers them (conditional UI). */
function useAutofill(form: FormRun, onSignedIn: (token: string, user: SessionUser) => void) {
  useEffect(() => {
    let active = true;
    void (async () => {
      const credential = window.PublicKeyCredential as
        { isConditionalMediationAvailable?: () => Promise<boolean> } | undefined;
      const available = await credential?.isConditionalMediationAvailable?.().catch(() => false);
      if (!available || !active) return;
      const outcome = await passkeySignIn(true);
      if (!active || !outcome) return;
      if ('problem' in outcome) form.fail(outcome.problem);
      else onSignedIn(outcome.token, outcome.user);
    })();
    return () => {
      active = false;
      // Leaving the sign-in step: the pending suggestion request is ended with it.
      void import('@simplewebauthn/browser').then(({ WebAuthnAbortService }) =>
        WebAuthnAbortService.cancelCeremony(),
      );
    };
    // Once per visit of the sign-in step; the callbacks' identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** “Sign in with a passkey”, under the password form; needs JavaScript, and says so. */
export function PasskeySignIn({
  form,
  onSignedIn,
}: {
  form: FormRun;
  onSignedIn: (token: string, user: SessionUser) => void;
}) {
  const hydrated = useHydrated();
  useAutofill(form, onSignedIn);

  function start() {
    void form.run(async () => {
      const outcome = await passkeySignIn(false);
      if (!outcome) return;
      if ('problem' in outcome) form.fail(outcome.problem);
      else onSignedIn(outcome.token, outcome.user);
    });
  }

  return (
    <div className="login-passkey">
      <button
        type="button"
        className="btn btn-outline btn-block"
        disabled={!hydrated || form.busy}
        onClick={start}
      >
        Sign in with a passkey
      </button>
      <noscript>
        <p className="field-hint">Signing in with a passkey needs JavaScript.</p>
      </noscript>
    </div>
  );
}
