import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CheckCircle2, Lock, ShieldAlert } from 'lucide-react';
import { AuthCard } from '../components/AuthCard';
import { AuthActions, AuthForm } from '../components/AuthForm';
import { PasswordField } from '../components/AccountFields';
import { api, errorText } from '../lib/api';
import { useForm } from '../lib/use-form';
import { passwordProblem } from './RegisterPage';

/** /reset-password?token=: sets a new password with the e-mailed token. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
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

  if (!token) {
    return (
      <AuthCard
        title="Invalid Reset Link"
        subtitle="Invalid or missing reset token"
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
