import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, Lock, ShieldAlert } from 'lucide-react';
import { AuthCard, SubmitButton } from '../components/AuthCard';
import { ErrorBanner } from '../components/ErrorBanner';
import { FormField } from '../components/FormField';
import { api, errorText } from '../lib/api';
import { passwordProblem } from './RegisterPage';

/** /reset-password?token=: sets a new password with the e-mailed token. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = passwordProblem(password, confirm);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await api('/api/auth/reset-password', {
        method: 'POST',
        body: { token, password },
      });
      if (!result.ok) {
        setError(
          errorText(result, 'error', 'Password reset failed', 'Network error. Please try again.'),
        );
        return;
      }
      setPassword('');
      setConfirm('');
      setDone(true);
    } finally {
      setBusy(false);
    }
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
        <div className="auth-actions">
          <Link to="/forgot-password" className="btn btn-primary btn-block">
            Request New Reset Link
          </Link>
          <Link to="/login" className="btn btn-outline btn-block">
            Back to Sign In
          </Link>
        </div>
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
        <div className="auth-actions">
          <Link to="/login" className="btn btn-primary btn-block">
            Sign In Now
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset Your Password"
      subtitle="Enter your new password below"
      icon={<Lock aria-hidden="true" size={28} />}
      back={{ href: '/login', label: 'Back to Sign In' }}
    >
      <ErrorBanner message={error} />
      <form className="form auth-form" onSubmit={submit}>
        <FormField
          label="New Password"
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder="Enter new password"
          hint="Must be at least 6 characters long"
          required
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(null);
          }}
        />
        <FormField
          label="Confirm New Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          placeholder="Confirm new password"
          required
          value={confirm}
          onChange={(e) => {
            setConfirm(e.target.value);
            setError(null);
          }}
        />
        <SubmitButton busy={busy} busyLabel="Resetting…">
          Reset Password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
