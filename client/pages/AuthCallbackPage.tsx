import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Link,
  useLoaderData,
  useNavigate,
  type LoaderFunctionArgs,
  type NavigateFunction,
} from 'react-router';
import { KeyRound, ShieldAlert, ShieldCheck } from 'lucide-react';
import { AuthCard, GoogleButton, LoadingNote, SubmitButton } from '../components/AuthCard';
import { ErrorBanner, StatusNotice } from '../components/ErrorBanner';
import { CodeField } from '../components/CodeField';
import { api, errorText, type ApiResult, type LoginAnswer } from '../lib/api';
import { saveSession } from '../lib/session';

const NETWORK = 'We could not reach the server. Please check your connection and try again.';
const FAILED = 'Google sign-in could not be completed. Please try again.';

/** The sentence for an `?error=` code of the Google callback. */
export function googleErrorText(code: string): string {
  switch (code) {
    case 'google_unavailable':
      return 'Google sign-in is not available right now. Please sign in with your e-mail.';
    case 'google_denied':
      return 'Google sign-in was cancelled. You can try again or sign in with your e-mail.';
    case 'google_email_unverified':
      return 'Google has not verified the e-mail address of this Google account, so we cannot sign you in with it. Please sign in with your e-mail.';
    case 'account_conflict':
      return 'This e-mail address already belongs to an account linked to another Google account. Please sign in with your e-mail.';
    case 'invalid_state':
      return 'This sign-in was started in another browser or took too long. Please continue with Google again.';
    default:
      return FAILED;
  }
}

/**
 * Read on the server and on the client from the same URL: an `?error=` from the callback, or an
 * address without a one-time code, is a failure shown at once (also without JavaScript).
 */
export function authCallbackLoader({ request }: LoaderFunctionArgs): { failure: string | null } {
  const params = new URL(request.url).searchParams;
  const error = params.get('error');
  if (error) return { failure: googleErrorText(error) };
  return { failure: params.get('code') ? null : FAILED };
}

/** Stores the session of a successful answer and opens the dashboard; false for any other answer. */
function signedIn(result: ApiResult<LoginAnswer>, navigate: NavigateFunction): boolean {
  if (result.ok && result.data.token && result.data.user) {
    saveSession(result.data.token, result.data.user);
    navigate('/dashboard', { replace: true });
    return true;
  }
  return false;
}

type Step =
  { kind: 'working' } | { kind: 'code'; notice: string; app: boolean } | { kind: 'failed' };

/**
 * /auth/callback?code=|error=: where the Google sign-in comes back. The one-time code leaves the
 * address bar at once and is exchanged by a POST from this browser (its Google cookie must match);
 * an account with the e-mailed second factor is asked for that code here. A session token in the
 * address is ignored: a link can never sign anyone in.
 */
export function AuthCallbackPage() {
  const { failure } = useLoaderData() as { failure: string | null };
  const navigate = useNavigate();
  const started = useRef(false);
  const [step, setStep] = useState<Step>(failure ? { kind: 'failed' } : { kind: 'working' });
  const [error, setError] = useState<string | null>(failure);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    if (window.location.search) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
    if (failure || !code) return;
    void (async () => {
      const result = await api<LoginAnswer>('/api/auth/google/exchange', { body: { code } });
      if (signedIn(result, navigate)) return;
      if (result.ok && result.data.requiresOTP) {
        setStep({
          kind: 'code',
          notice: result.data.msg ?? 'We sent a code to your e-mail.',
          app: result.data.method === 'totp',
        });
        return;
      }
      setError(errorText(result, 'msg', FAILED, NETWORK));
      setStep({ kind: 'failed' });
    })();
  }, [failure, navigate]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await api<LoginAnswer>('/api/auth/google/verify-otp', { body: { otp } });
      if (!signedIn(result, navigate)) setError(errorText(result, 'msg', FAILED, NETWORK));
    } finally {
      setBusy(false);
    }
  }

  if (step.kind === 'code') {
    return (
      <AuthCard
        title="Enter Your Code"
        subtitle={
          step.app
            ? 'Your account asks for a code from your authenticator app after Google.'
            : 'Your account asks for a code from your e-mail after Google.'
        }
        icon={<KeyRound aria-hidden="true" size={28} />}
      >
        <StatusNotice message={step.notice} tone="info" />
        <ErrorBanner message={error} />
        <form className="form auth-form" onSubmit={submit}>
          <CodeField
            label="Sign-in Code"
            app={step.app}
            value={otp}
            onChange={(code) => {
              setOtp(code);
              setError(null);
            }}
          />
          <SubmitButton busy={busy} busyLabel="Verifying…">
            Verify Code
          </SubmitButton>
        </form>
        <div className="auth-switch">
          {/* A full page load: the provider's pages are not part of this app. */}
          <a href="/api/auth/google" className="text-link">
            Start again with Google
          </a>
          <span aria-hidden="true"> · </span>
          <Link to="/login" className="text-link">
            Back to sign in
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (step.kind === 'failed') {
    return (
      <AuthCard
        title="Google Sign-In"
        icon={<ShieldAlert aria-hidden="true" size={32} />}
        tone="danger"
      >
        <ErrorBanner message={error} />
        <div className="auth-actions">
          <GoogleButton />
          <Link to="/login" className="btn btn-primary btn-block">
            Sign in with e-mail
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Completing Authentication" icon={<ShieldCheck aria-hidden="true" size={32} />}>
      <LoadingNote text="Please wait while we sign you in..." />
    </AuthCard>
  );
}
