import { useEffect, useId, useRef, useState } from 'react';
import { SubmitButton } from '../../../components/AuthCard';
import { FormField } from '../../../components/FormField';
import { useForm } from '../../../lib/use-form';
import type { Schema } from '../../../lib/api-schema';

export type TotpSetup = Schema<'TotpSetupResponse'>;

/** The secret in groups of four, easier to type into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Setting up the app: the QR code (an SVG the server drew) and the secret as text, then the
 * app's current code to confirm. `confirm` answers with a sentence when the code is refused.
 */
export function AppSetup({
  setup,
  confirm,
  onCancel,
}: {
  setup: TotpSetup;
  confirm: (code: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const form = useForm();
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    box.current?.querySelector<HTMLElement>('h3')?.focus();
  }, []);

  async function send() {
    const problem = await confirm(code);
    if (problem) form.fail(problem);
  }

  return (
    <div ref={box} className="factor-panel" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="factor-panel-title" tabIndex={-1}>
        Set up your authenticator app
      </h3>
      <ol className="factor-steps">
        <li>
          In your authenticator app (for example Google Authenticator, Microsoft Authenticator,
          1Password or Aegis), add an account and scan this QR code:
          <div
            className="factor-qr"
            role="img"
            aria-label="QR code for adding your Pragya Trust account to an authenticator app"
            // The SVG is drawn by our server (qrcode) from the otpauth address: no outside input.
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          If you cannot scan it, choose to enter a key by hand and type this key (time-based):
          <p className="factor-secret">
            <code aria-label={`Key: ${setup.secret.split('').join(' ')}`}>
              {groupedSecret(setup.secret)}
            </code>
          </p>
        </li>
        <li>Enter the 6-digit code the app now shows for Pragya Trust.</li>
      </ol>
      <form
        className="form"
        noValidate
        onSubmit={form.submit(send, () =>
          /^\d{6}$/.test(code) ? null : 'Please enter the 6 digits your app shows.',
        )}
      >
        <FormField
          label="Code from the app"
          name="totp-code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="otp-field"
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
            form.edited();
          }}
          error={form.error ?? undefined}
        />
        <div className="account-form-actions">
          <SubmitButton busy={form.busy} busyLabel="Checking…" block={false}>
            Turn on
          </SubmitButton>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}
