import type { ClipboardEvent } from 'react';
import { FormField } from './FormField';

/** Keeps the digits of whatever was typed or pasted, at most six. */
function otpDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

/** The six digits of an e-mailed sign-in code, typed or pasted (after a password or Google). */
export function CodeField({
  value,
  onChange,
  label = 'OTP Code',
}: {
  value: string;
  onChange: (otp: string) => void;
  label?: string;
}) {
  function paste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = otpDigits(event.clipboardData.getData('text'));
    if (!pasted) return;
    event.preventDefault();
    onChange(pasted);
  }

  return (
    <FormField
      label={label}
      name="otp"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="000000"
      maxLength={6}
      pattern="[0-9]{6}"
      title="The 6-digit code from the e-mail"
      required
      className="otp-field"
      value={value}
      onPaste={paste}
      onChange={(e) => onChange(otpDigits(e.target.value))}
    />
  );
}
