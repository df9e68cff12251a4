import { useState } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { CheckCircle2, Lock, ShieldAlert } from 'lucide-react';
import { AuthCard } from '../components/AuthCard';
import { AuthActions, AuthForm } from '../components/AuthForm';
import { PasswordField } from '../components/AccountFields';
import { api, errorText } from '../lib/api';
import { publicApi } from '../lib/public-api';
import { useForm } from '../lib/use-form';
import { passwordProblem } from './RegisterPage';

const BAD_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';

/** Why the link cannot be used, when the API says it is dead; null while it may still work. */
export interface ResetLinkState {
  dead: string | null;
}

/**
 * Asks whether the link still works before the form is shown, so a used or expired link is said
 * to be so before a new password is typed twice. Only a 400 (the link's own sentence) counts: an
 * outage leaves the form, whose post will tell.
 */
export async function resetPasswordLoader(args: LoaderFunctionArgs): Promise<ResetLinkState> {
  const token = new URL(args.request.url).searchParams.get('token');
  if (!token) return { dead: null };
  const result = await publicApi(
    args,
    `/api/auth/reset-password?token=${encodeURIComponent(token)}`,
  );
  return {
    dead: result.status === 400 ? errorText(result, 'error', BAD_LINK, BAD_LINK) : null,
  };
}

/** /reset-password?token=: sets a new password with the e-mailed token. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { dead } = useLoaderData<ResetLinkState | undefined>() ?? { dead: null };
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = useForm();
  const [done, setDone] = useState(false);

  async function send() {
    const result = await api('/api/auth/reset-password', {
      method: 'POST',
      body: { token, password },
    });
    if (!result.ok) {
      form.fail(
        errorText(result, 'error', 'Password reset failed', 'Network error. Please try again.'),
      );
      return;
    }
    setPassword('');
    setConfirm('');
    setDone(true);
  }

  if (!token || dead) {
    return (
      <AuthCard
        title="Invalid Reset Link"
        subtitle={dead ?? 'Invalid or missing reset token'}
        icon={<ShieldAlert aria-hidden="true" size={32} />}
        tone="danger"
      >
        <p className="auth-muted auth-center">
          Reset links are valid for one hour and can be used once. Request a new one below.
        </p>
        <AuthActions
          links={[
            { to: '/forgot-password', label: 'Request New Reset Link' },
            { to: '/login', label: 'Back to Sign In' },
          ]}
        />
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard
        title="Password Reset Successful!"
        subtitle="Your password has been changed. Please sign in with your new password."
        icon={<CheckCircle2 aria-hidden="true" size={32} />}
        tone="success"
      >
        <AuthActions links={[{ to: '/login', label: 'Sign In Now' }]} />
      </AuthCard>
    );
  }

  return (
    <AuthForm
      title="Reset Your Password"
      subtitle="Enter your new password below"
      icon={<Lock aria-hidden="true" size={28} />}
      back={{ href: '/login', label: 'Back to Sign In' }}
      form={form}
      onSubmit={form.submit(send, () => passwordProblem(password, confirm))}
      submitLabel="Reset Password"
      busyLabel="Resetting…"
    >
      <PasswordField
        label="New Password"
        name="password"
        placeholder="Enter new password"
        hint
        value={password}
        onChange={(value) => {
          setPassword(value);
          form.edited();
        }}
      />
      <PasswordField
        label="Confirm New Password"
        name="confirmPassword"
        placeholder="Confirm new password"
        value={confirm}
        onChange={(value) => {
          setConfirm(value);
          form.edited();
        }}
      />
    </AuthForm>
  );
}
