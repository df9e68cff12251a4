import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api, errorText } from '../../../lib/api';

const NETWORK = 'We could not reach the server. Please check your connection and try again.';
const NOT_USED = 'No passkey was used: the browser or device stopped the request.';
const noSubscription = () => () => {};

/**
 * “Use a passkey” in the confirm-it-is-you step: one of the account's passkeys proves the member
 * again. The WebAuthn library is loaded only when it is pressed; browsers without WebAuthn, and
 * accounts without a passkey, do not show it (the prompt offers only the member's own methods).
 */
export function PasskeyReauthButton({
  onProven,
  onProblem,
}: {
  onProven: () => void;
  onProblem: (sentence: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const supported = useSyncExternalStore(
    noSubscription,
    () => typeof window.PublicKeyCredential === 'function',
    () => false,
  );
  const [hasPasskey, setHasPasskey] = useState(false);
  useEffect(() => {
    if (!supported) return;
    let active = true;
    void api('/api/auth/passkeys', { auth: true }).then((result) => {
      if (active) setHasPasskey(result.ok && Array.isArray(result.data) && result.data.length > 0);
    });
    return () => {
      active = false;
    };
  }, [supported]);
  if (!supported || !hasPasskey) return null;

  async function confirm() {
    const options = await api('/api/auth/passkeys/reauth-options', { method: 'POST', auth: true });
    if (!options.ok) return onProblem(errorText(options, 'message', NOT_USED, NETWORK));
    const { startAuthentication } = await import('@simplewebauthn/browser');
    let response: Awaited<ReturnType<typeof startAuthentication>>;
    try {
      // The document leaves the WebAuthn options open; @simplewebauthn/server made them.
      response = await startAuthentication({
        optionsJSON: options.data as PublicKeyCredentialRequestOptionsJSON,
      });
    } catch {
      return onProblem(NOT_USED);
    }
    const result = await api('/api/auth/passkeys/reauth', {
      method: 'POST',
      auth: true,
      body: { response },
    });
    if (result.ok) onProven();
    else onProblem(errorText(result, 'message', NOT_USED, NETWORK));
  }

  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => {
        setBusy(true);
        void confirm().finally(() => setBusy(false));
      }}
    >
      {busy ? 'Waiting for your device…' : 'Use a passkey'}
    </button>
  );
}
