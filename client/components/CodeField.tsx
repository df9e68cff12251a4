import type { ClipboardEvent } from 'react';
import { FormField } from './FormField';

/** Keeps the digits of whatever was typed or pasted, at most six. */
function otpDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

/** An app code or a recovery code (k7m2p-x9q4r): letters, digits and the dash, at most 11. */
function appOrRecoveryCode(value: string): string {
  return value
    .replace(/[^A-Za-z0-9-]/g, '')
    .slice(0, 11)
    .toLowerCase();
}

/**
 * The code of a sign-in's second step, typed or pasted (after a password or Google): six digits
 * from the e-mail, or with `app`, a code from the authenticator app or a recovery code.
 */
export function CodeField({
  value,
  onChange,
  label = 'OTP Code',
  app = false,
}: {
  value: string;
  onChange: (otp: string) => void;
  label?: string;
  app?: boolean;
}) {
  const clean = app ? appOrRecoveryCode : otpDigits;

  function paste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = clean(event.clipboardData.getData('text').trim());
    if (!pasted) return;
    event.preventDefault();
    onChange(pasted);
  }

  return (
    <FormField
      label={label}
      name="otp"
      type="text"
      inputMode={app ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="000000"
      maxLength={app ? 11 : 6}
      pattern={app ? '[0-9]{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}' : '[0-9]{6}'}
      title={
        app
          ? 'The 6-digit code from your authenticator app, or a recovery code'
          : 'The 6-digit code from the e-mail'
      }
      hint={app ? 'A recovery code looks like k7m2p-x9q4r.' : undefined}
      required
      className={app ? 'otp-field otp-field-app' : 'otp-field'}
      value={value}
      onPaste={paste}
      onChange={(e) => onChange(clean(e.target.value))}
    />
  );
}
