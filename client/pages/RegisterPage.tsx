import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, UserPlus } from 'lucide-react';
import { AuthCard, Divider, GoogleButton } from '../components/AuthCard';
import { AuthActions, AuthForm } from '../components/AuthForm';
import { EmailField, NameField, PasswordField } from '../components/AccountFields';
import { api, errorText } from '../lib/api';
import { useForm } from '../lib/use-form';
import { PASSWORD_TOO_SHORT, passwordTooShort } from '../../src/common/user-rules';

/** The two password rules of the register and reset forms, checked in this order. */
export function passwordProblem(password: string, confirm: string): string | null {
  if (password !== confirm) return 'Passwords do not match';
  if (passwordTooShort(password)) return PASSWORD_TOO_SHORT;
  return null;
}

/** /register: direct registration; the account is confirmed by the e-mailed link. */
export function RegisterPage() {
  const [values, setValues] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const form = useForm();
  const [done, setDone] = useState(false);

  function update(field: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    form.edited();
  }

  async function send() {
    const result = await api('/api/auth/register', {
      method: 'POST',
      body: { name: values.name, email: values.email, password: values.password },
    });
    if (!result.ok) {
      form.fail(
        errorText(result, 'error', 'Registration failed', 'Network error. Please try again.'),
      );
      return;
    }
    setDone(true);
  }

  if (done) {
    return (
      <AuthCard
        title="Registration Successful!"
        subtitle={
          <>
            We have sent a verification link to <strong>{values.email}</strong>.
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
        <AuthActions
          links={[
            { to: '/login', label: 'Go to Sign In' },
            { to: '/', label: 'Back to Home' },
          ]}
        />
      </AuthCard>
    );
  }

  return (
    <AuthForm
      title="Join Pragya Trust"
      subtitle="Begin your journey of consciousness exploration"
      icon={<UserPlus aria-hidden="true" size={28} />}
      back={{ href: '/', label: 'Back to Home' }}
      form={form}
      onSubmit={form.submit(send, () => passwordProblem(values.password, values.confirmPassword))}
      submitLabel="Create Account"
      busyLabel="Creating account…"
      after={
        <>
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
        </>
      }
    >
      <NameField value={values.name} onChange={(value) => update('name', value)} />
      <EmailField value={values.email} onChange={(value) => update('email', value)} />
      <PasswordField
        label="Password"
        name="password"
        placeholder="Create a password"
        hint
        value={values.password}
        onChange={(value) => update('password', value)}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        placeholder="Confirm your password"
        value={values.confirmPassword}
        onChange={(value) => update('confirmPassword', value)}
      />
    </AuthForm>
  );
}
