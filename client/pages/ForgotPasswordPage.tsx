import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { KeyRound, MailCheck } from 'lucide-react';
import { AuthCard, SubmitButton } from '../components/AuthCard';
import { ErrorBanner } from '../components/ErrorBanner';
import { FormField } from '../components/FormField';
import { api, errorText } from '../lib/api';

/** /forgot-password: asks for a reset link, then says to check the inbox. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      const result = await api('/api/auth/forgot-password', { method: 'POST', body: { email } });
      if (!result.ok) {
        setError(
          errorText(
            result,
            'error',
            'Failed to send reset email',
            'Network error. Please try again.',
          ),
        );
        return;
      }
      setSent(true);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <AuthCard
        title="Check Your Email"
        subtitle={
          <>
            If an account exists for <strong>{email}</strong>, we have sent instructions to reset
            your password. The link is valid for one hour.
          </>
        }
        icon={<MailCheck aria-hidden="true" size={32} />}
        tone="success"
      >
        <p className="auth-muted auth-center">
          Didn&apos;t get it? Check your spam folder, or try a different address.
        </p>
        <div className="auth-actions">
          <Link to="/login" className="btn btn-primary btn-block">
            Back to Sign In
          </Link>
          <button
            type="button"
            className="btn btn-outline btn-block"
            onClick={() => {
              setSent(false);
              setEmail('');
            }}
          >
            Try Different Email
          </button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password?"
      subtitle="Enter your email and we'll send you reset instructions"
      icon={<KeyRound aria-hidden="true" size={28} />}
      back={{ href: '/login', label: 'Back to Sign In' }}
    >
      <ErrorBanner message={error} />
      <form className="form auth-form" onSubmit={submit}>
        <FormField
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="your@email.com"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
        />
        <SubmitButton busy={busy} busyLabel="Sending…">
          Send Reset Instructions
        </SubmitButton>
      </form>
      <p className="auth-switch">
        Remember your password?{' '}
        <Link to="/login" className="text-link">
          Sign in here
        </Link>
      </p>
    </AuthCard>
  );
}
