import { useEffect, useState } from 'react';
import { Mail } from 'lucide-react';
import { api, errorText } from '../../lib/api';
import { useForm } from '../../lib/use-form';
import type { AccountProps } from './account';
import { Setting } from './parts';

const RESEND_COOLDOWN = 60;

/** Whether the address is verified, and a fresh verification link while it is not. */
export function EmailSetting({ user, onExpired }: Omit<AccountProps, 'onUser'>) {
  const form = useForm();
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  function resend() {
    if (cooldown > 0) return;
    void form.run(async () => {
      const result = await api('/api/auth/resend-verification', {
        method: 'POST',
        auth: true,
      });
      if (result.status === 401) return onExpired();
      if (result.ok) {
        form.setNotice(result.data.message ?? 'Verification email sent. Please check your inbox.');
      } else {
        form.fail(
          errorText(
            result,
            'message',
            'Failed to send verification email',
            'Network error. Please try again.',
          ),
        );
      }
      if (result.kind !== 'network') setCooldown(RESEND_COOLDOWN);
    });
  }

  return (
    <Setting
      title="Email Verification"
      text={
        <>
          <Mail aria-hidden="true" size={16} className="inline-icon" />{' '}
          {user.isEmailVerified ? 'Your email is verified' : 'Please verify your email'}
        </>
      }
      notice={form.notice}
      error={form.error}
      controls={
        user.isEmailVerified ? null : (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={form.busy || cooldown > 0}
            aria-busy={form.busy || undefined}
            onClick={resend}
          >
            {form.busy ? 'Sending…' : cooldown > 0 ? `Resend (${cooldown}s)` : 'Resend'}
          </button>
        )
      }
    />
  );
}
