import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CheckCircle2, MailQuestion, XCircle } from 'lucide-react';
import { AuthCard, LoadingNote } from '../components/AuthCard';
import { AuthActions } from '../components/AuthForm';
import { api, errorText, type MessageAnswer } from '../lib/api';

type VerifyState =
  | { status: 'loading' }
  | { status: 'success'; message: string; next?: string }
  | { status: 'error'; message: string };

/** /verify-email?token=: confirms the address once, then offers sign-in. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<VerifyState>(
    token ? { status: 'loading' } : { status: 'error', message: 'Invalid verification link' },
  );
  // The link is single use: StrictMode's second effect run must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void (async () => {
      // `next`: the address is proven but the password set before it was not, so it was removed
      // and the member chooses one there (see docs/decisions/0030).
      const result = await api<MessageAnswer & { next?: string }>('/api/auth/verify-email', {
        method: 'POST',
        body: { token },
      });
      if (result.ok) {
        setState({
          status: 'success',
          message: result.data.message || result.data.msg || 'Email verified successfully!',
          next: result.data.next,
        });
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
    })();
  }, [token]);

  const back = { href: '/', label: 'Back to Home' };

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
                state.next
                  ? { to: state.next, label: 'Choose a Password' }
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
