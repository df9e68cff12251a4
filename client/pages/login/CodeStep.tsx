import type { ClipboardEvent } from 'react';
import { FormField } from '../../components/FormField';

/** Keeps the digits of whatever was typed or pasted, at most six. */
function otpDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

/** The code step of /login: the six digits from the e-mail, typed or pasted. */
export function CodeField({ value, onChange }: { value: string; onChange: (otp: string) => void }) {
  function paste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = otpDigits(event.clipboardData.getData('text'));
    if (!pasted) return;
    event.preventDefault();
    onChange(pasted);
  }

  return (
    <FormField
      label="OTP Code"
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

/** Under the code step: a fresh code, or back to the step that asked for it. */
export function CodeStepLinks({
  busy,
  onResend,
  onBack,
}: {
  busy: boolean;
  onResend: () => void;
  onBack: () => void;
}) {
  return (
    <div className="auth-switch">
      <button type="button" className="link-button" onClick={onResend} disabled={busy}>
        Send a new code
      </button>
      <span aria-hidden="true"> · </span>
      <button type="button" className="link-button" onClick={onBack} disabled={busy}>
        Use a different email
      </button>
    </div>
  );
}
