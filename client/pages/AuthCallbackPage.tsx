import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Link,
  redirect,
  useNavigate,
  type LoaderFunctionArgs,
  type NavigateFunction,
} from 'react-router';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { AuthCard, LoadingNote, SubmitButton } from '../components/AuthCard';
import { ErrorBanner, StatusNotice } from '../components/ErrorBanner';
import { CodeField } from '../components/CodeField';
import { api, errorText, type ApiResult, type LoginAnswer } from '../lib/api';
import { saveSession } from '../lib/session';

const NETWORK = 'We could not reach the server. Please check your connection and try again.';
const FAILED = 'Google sign-in could not be completed. Please try again.';

/** Where every failure of the callback goes: /login shows the sentence for the code (spec §4). */
const LOGIN_FAILED = '/login?error=auth_failed';

/**
 * Read on the server and on the client from the same URL. The specification's callback hands its
 * failures to /login: `?error=X` goes to `/login?error=X`, an address without a one-time code to
 * `/login` (a session token in the address is never used: a link signs nobody in, so it counts as
 * a failed sign-in). On the server this is a 302, so it works without JavaScript too.
 */
export function authCallbackLoader({ request }: LoaderFunctionArgs): null {
  const params = new URL(request.url).searchParams;
  const error = params.get('error');
  if (error) throw redirect(`/login?error=${encodeURIComponent(error)}`);
  if (params.get('token')) throw redirect(LOGIN_FAILED);
  if (!params.get('code')) throw redirect('/login');
  return null;
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

type Step = { kind: 'working' } | { kind: 'code'; notice: string; app: boolean };

/**
 * /auth/callback?code=|error=: where the Google sign-in comes back. The one-time code leaves the
 * address bar at once and is exchanged by a POST from this browser (its Google cookie must match);
 * an account with the e-mailed second factor is asked for that code here. A session token in the
 * address is ignored: a link can never sign anyone in.
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const started = useRef(false);
  const [step, setStep] = useState<Step>({ kind: 'working' });
  const [error, setError] = useState<string | null>(null);
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
    if (!code) {
      navigate('/login', { replace: true });
      return;
    }
    void (async () => {
      const result = await api('/api/auth/google/exchange', { method: 'POST', body: { code } });
      if (signedIn(result, navigate)) return;
      if (result.ok && result.data.requiresOTP) {
        setStep({
          kind: 'code',
          notice: result.data.msg ?? 'We sent a code to your e-mail.',
          app: result.data.method === 'totp',
        });
        return;
      }
      // The one-time code is unknown, used, expired or another browser's, or the server failed.
      navigate(LOGIN_FAILED, { replace: true });
    })();
  }, [navigate]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await api('/api/auth/google/verify-otp', { method: 'POST', body: { otp } });
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

  return (
    <AuthCard title="Completing Authentication" icon={<ShieldCheck aria-hidden="true" size={32} />}>
      <LoadingNote text="Please wait while we sign you in..." />
    </AuthCard>
  );
}
