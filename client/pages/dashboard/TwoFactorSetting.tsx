import { useState } from 'react';
import { FormField } from '../../components/FormField';
import { api, errorText, type MessageAnswer, type UserAnswer } from '../../lib/api';
import { useForm } from '../../lib/use-form';
import type { AccountProps } from './account';
import { Setting } from './parts';

/** The second factor: an e-mailed code at each sign-in, turned on or off. */
export function TwoFactorSetting({ user, onUser, onExpired }: AccountProps) {
  const form = useForm();
  const enabled = Boolean(user.otpEnabled);
  // Turning it off needs the password (the server refuses without it): asked for on the spot.
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [password, setPassword] = useState('');

  function toggle(enable: boolean) {
    void form.run(async () => {
      const result = await api<MessageAnswer & Partial<UserAnswer>>('/api/auth/otp/toggle', {
        method: 'POST',
        auth: true,
        body: enable ? { enable } : { enable, password },
      });
      if (result.status === 401) return onExpired();
      if (!result.ok) {
        // The specification's sentence, followed by the server's reason when it gives one.
        const reason = errorText(result, 'message', '', '');
        form.fail(reason ? `Failed to toggle OTP. ${reason}` : 'Failed to toggle OTP');
        return;
      }
      setConfirmingOff(false);
      setPassword('');
      onUser(result.data.user ?? { ...user, otpEnabled: enable });
      form.setNotice(
        result.data.message ??
          (enable ? 'Two-factor authentication enabled' : 'Two-factor authentication disabled'),
      );
    });
  }

  return (
    <Setting
      title="Two-Factor Authentication"
      text="When it is on, we e-mail you a one-time code (OTP) each time you sign in."
      notice={form.notice}
      error={form.error}
      controls={
        enabled ? (
          <>
            <span className="pill pill-on">Enabled</span>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={form.busy}
              aria-busy={form.busy || undefined}
              onClick={() => (confirmingOff ? toggle(false) : setConfirmingOff(true))}
            >
              {form.busy ? 'Turning off…' : 'Turn off'}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={form.busy}
            aria-busy={form.busy || undefined}
            onClick={() => toggle(true)}
          >
            {form.busy ? 'Enabling…' : 'Enable'}
          </button>
        )
      }
    >
      {enabled && confirmingOff ? (
        <FormField
          label="Your password (to turn two-factor sign-in off)"
          name="otp-off-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : null}
    </Setting>
  );
}
