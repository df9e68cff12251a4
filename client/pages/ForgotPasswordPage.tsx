import { useState } from 'react';
import { Link } from 'react-router';
import { KeyRound, MailCheck } from 'lucide-react';
import { AuthCard } from '../components/AuthCard';
import { AuthActions, AuthForm } from '../components/AuthForm';
import { EmailField } from '../components/AccountFields';
import { api, errorText } from '../lib/api';
import { useForm } from '../lib/use-form';

/** /forgot-password: asks for a reset link, then says to check the inbox. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const form = useForm();
  const [sent, setSent] = useState(false);

  async function send() {
    const result = await api('/api/auth/forgot-password', { method: 'POST', body: { email } });
    if (!result.ok) {
      form.fail(
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
        <AuthActions links={[{ to: '/login', label: 'Back to Sign In' }]}>
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
        </AuthActions>
      </AuthCard>
    );
  }

  return (
    <AuthForm
      title="Forgot Password?"
      subtitle="Enter your email and we'll send you reset instructions"
      icon={<KeyRound aria-hidden="true" size={28} />}
      back={{ href: '/login', label: 'Back to Sign In' }}
      form={form}
      onSubmit={form.submit(send)}
      submitLabel="Send Reset Instructions"
      busyLabel="Sending…"
      after={
        <p className="auth-switch">
          Remember your password?{' '}
          <Link to="/login" className="text-link">
            Sign in here
          </Link>
        </p>
      }
    >
      <EmailField
        value={email}
        onChange={(value) => {
          setEmail(value);
          form.edited();
        }}
      />
    </AuthForm>
  );
}
