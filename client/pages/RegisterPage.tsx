import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, UserPlus } from 'lucide-react';
import { AuthCard, Divider, GoogleButton, SubmitButton } from '../components/AuthCard';
import { ErrorBanner } from '../components/ErrorBanner';
import { FormField } from '../components/FormField';
import { api, errorText } from '../lib/api';

/** The two password rules of the register and reset forms (specification §5), in this order. */
export function passwordProblem(password: string, confirm: string): string | null {
  if (password !== confirm) return 'Passwords do not match';
  if (password.length < 6) return 'Password must be at least 6 characters long';
  return null;
}

/** /register: direct registration; the account is confirmed by the e-mailed link. */
export function RegisterPage() {
  const [form, setForm] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  function update(field: keyof typeof form, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    setError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = passwordProblem(form.password, form.confirmPassword);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await api('/api/auth/register', {
        method: 'POST',
        body: { name: form.name, email: form.email, password: form.password },
      });
      if (!result.ok) {
        setError(
          errorText(result, 'error', 'Registration failed', 'Network error. Please try again.'),
        );
        return;
      }
      setDone(true);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <AuthCard
        title="Registration Successful!"
        subtitle={
          <>
            We have sent a verification link to <strong>{form.email}</strong>.
          </>
        }
        icon={<CheckCircle2 aria-hidden="true" size={32} />}
        tone="success"
      >
        <div className="auth-steps">
          <h2 className="auth-steps-title">Next Steps:</h2>
          <ol>
            <li>Check your email inbox</li>
            <li>Click the verification link</li>
            <li>Sign in to access your account</li>
          </ol>
        </div>
        <div className="auth-actions">
          <Link to="/login" className="btn btn-primary btn-block">
            Go to Sign In
          </Link>
          <Link to="/" className="btn btn-outline btn-block">
            Back to Home
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Join Pragya Trust"
      subtitle="Begin your journey of consciousness exploration"
      icon={<UserPlus aria-hidden="true" size={28} />}
      back={{ href: '/', label: 'Back to Home' }}
    >
      <ErrorBanner message={error} />
      <form className="form auth-form" onSubmit={submit}>
        <FormField
          label="Full Name"
          name="name"
          type="text"
          autoComplete="name"
          placeholder="Enter your full name"
          required
          value={form.name}
          onChange={(e) => update('name', e.target.value)}
        />
        <FormField
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="your@email.com"
          required
          value={form.email}
          onChange={(e) => update('email', e.target.value)}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder="Create a password"
          hint="Must be at least 6 characters long"
          required
          value={form.password}
          onChange={(e) => update('password', e.target.value)}
        />
        <FormField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          placeholder="Confirm your password"
          required
          value={form.confirmPassword}
          onChange={(e) => update('confirmPassword', e.target.value)}
        />
        <SubmitButton busy={busy} busyLabel="Creating account…">
          Create Account
        </SubmitButton>
      </form>
      <Divider text="Or continue with" />
      <GoogleButton />
      <p className="auth-switch">
        Already have an account?{' '}
        <Link to="/login" className="text-link">
          Sign in here
        </Link>
      </p>
      <p className="auth-consent">
        By creating an account, you agree to our{' '}
        <Link to="/terms-conditions">Terms &amp; Conditions</Link> and{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </AuthCard>
  );
}
