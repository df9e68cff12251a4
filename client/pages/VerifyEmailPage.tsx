import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CheckCircle2, MailCheck, MailQuestion, XCircle } from 'lucide-react';
import { PasswordField } from '../components/AccountFields';
import { AuthCard, LoadingNote } from '../components/AuthCard';
import { AuthActions, AuthForm } from '../components/AuthForm';
import { api, errorText, fieldErrors } from '../lib/api';
import { useForm } from '../lib/use-form';

type VerifyState =
  | { status: 'confirm' }
  | { status: 'loading' }
  | { status: 'success'; message: string; next?: string }
  | { status: 'error'; message: string };

/**
 * /verify-email?token=: confirms the address once. Whoever registered an address may not own it,
 * so the password chosen at registration is kept only when the person who follows the link types
 * it; a wrong one is refused and may be typed again. Only the explicit "I did not register" choice
 * confirms the address without it: the password is removed and the page leads to choosing one
 * (docs/decisions/0030-proving-an-address-before-trusting-its-password.md).
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<VerifyState>(
    token ? { status: 'confirm' } : { status: 'error', message: 'Invalid verification link' },
  );
  const [password, setPassword] = useState('');
  const form = useForm();

  async function verify(withPassword: boolean) {
    setState({ status: 'loading' });
    const result = await api('/api/auth/verify-email', {
      method: 'POST',
      body: withPassword ? { token, password } : { token },
    });
    if (result.ok) {
      setState({
        status: 'success',
        message: result.data.message || 'Email verified successfully!',
        next: result.data.next,
      });
    } else if (withPassword && fieldErrors(result).password) {
      // A mistyped password used nothing up: the link still works, so the person tries again.
      setState({ status: 'confirm' });
      form.fail(fieldErrors(result).password);
    } else {
      setState({
        status: 'error',
        message: errorText(
          result,
          'error',
          'Email verification failed',
          'Network error. Please try again.',
        ),
      });
    }
  }

  const back = { href: '/', label: 'Back to Home' };

  if (state.status === 'confirm') {
    return (
      <AuthForm
        title="Confirm Your Email"
        subtitle="Enter the password you chose when you registered: it shows the account is yours, and you keep it."
        icon={<MailCheck aria-hidden="true" size={32} />}
        back={back}
        form={form}
        onSubmit={form.submit(() => verify(true))}
        submitLabel="Confirm Email"
        busyLabel="Confirming…"
        after={
          <div className="auth-switch">
            <button type="button" className="link-button" onClick={() => void verify(false)}>
              I did not register, or I forgot the password
            </button>
          </div>
        }
      >
        <PasswordField
          label="Password"
          name="password"
          placeholder="The password you chose"
          current
          value={password}
          onChange={(value) => {
            setPassword(value);
            form.edited();
          }}
        />
      </AuthForm>
    );
  }

  if (state.status === 'loading') {
    return (
      <AuthCard
        title="Verifying Your Email"
        icon={<MailQuestion aria-hidden="true" size={32} />}
        back={back}
      >
        <LoadingNote text="Please wait while we verify your email address..." />
      </AuthCard>
    );
  }

  const verified = state.status === 'success';
  const Icon = verified ? CheckCircle2 : XCircle;
  const next = verified ? state.next : undefined;
  return (
    <AuthCard
      title={verified ? 'Email Verified!' : 'Verification Failed'}
      icon={<Icon aria-hidden="true" size={32} />}
      tone={verified ? 'success' : 'danger'}
      back={back}
    >
      <p
        className={verified ? 'auth-message' : 'auth-message auth-message-error'}
        role={verified ? 'status' : 'alert'}
      >
        {state.message}
      </p>
      <AuthActions
        links={
          verified
            ? [
                next
                  ? { to: next, label: 'Choose a Password' }
                  : { to: '/login', label: 'Sign In Now' },
                { to: '/', label: 'Back to Home' },
              ]
            : [
                { to: '/register', label: 'Try Again' },
                { to: '/login', label: 'Sign In' },
              ]
        }
      />
    </AuthCard>
  );
}
