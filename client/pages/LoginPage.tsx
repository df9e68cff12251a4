import { useState, type ClipboardEvent, type FormEvent } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { KeyRound, LayoutDashboard, LogIn, UserPlus } from 'lucide-react';
import { AuthCard, Divider, GoogleButton, SubmitButton } from '../components/AuthCard';
import { ErrorBanner, StatusNotice } from '../components/ErrorBanner';
import { FormField } from '../components/FormField';
import { api, errorText, type LoginAnswer } from '../lib/api';
import { saveSession, signOut, useSession } from '../lib/session';

type Mode = 'signin' | 'signup' | 'otp';

export const OTP_SENT = 'OTP sent to your email. Please check and enter the code.';

/** The readable sentence for an `?error=` code handed over by the sign-in callback. */
export function callbackErrorText(code: string | null): string | null {
  if (!code) return null;
  switch (code) {
    case 'auth_failed':
      return 'Google sign-in could not be completed. Please try again.';
    case 'google_unavailable':
      return 'Google sign-in is not available right now. Please sign in with your e-mail.';
    default:
      return 'Sign-in could not be completed. Please try again or sign in with your e-mail.';
  }
}

/** Read on the server and on the client from the same URL, so both render the same banner. */
export function loginLoader({ request }: LoaderFunctionArgs): { callbackError: string | null } {
  return { callbackError: callbackErrorText(new URL(request.url).searchParams.get('error')) };
}

const headings: Record<Mode, { title: string; subtitle: string }> = {
  signin: { title: 'Welcome Back', subtitle: 'Sign in to continue your spiritual journey' },
  signup: {
    title: 'Create Your Account',
    subtitle: 'Begin your journey of consciousness exploration',
  },
  otp: { title: 'Enter Your Code', subtitle: 'Check your email for a 6-digit code' },
};

/** Keeps the digits of whatever was typed or pasted, at most six. */
function otpDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

/** /login: sign in, sign up with an e-mailed code, and the code step of two-factor sign-in. */
export function LoginPage() {
  const { callbackError } = useLoaderData() as { callbackError: string | null };
  const session = useSession();
  const [mode, setMode] = useState<Mode>('signin');
  /** Which request the code answers: a new account, or a two-factor sign-in. */
  const [otpFor, setOtpFor] = useState<'signup' | 'signin'>('signup');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(callbackError);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function change(setter: (value: string) => void) {
    return (value: string) => {
      setter(value);
      setError(null);
    };
  }

  function switchMode(next: Mode) {
    setMode(next);
    setError(null);
    setNotice(null);
    if (next !== 'otp') setOtp('');
  }

  async function requestSignup(): Promise<boolean> {
    const result = await api<{ msg?: string }>('/api/auth/signup-request', {
      method: 'POST',
      body: { name, email, password },
    });
    if (!result.ok) {
      setError(errorText(result, 'msg', 'Signup failed', 'Network error'));
      return false;
    }
    return true;
  }

  async function requestLogin(): Promise<void> {
    const result = await api<LoginAnswer>('/api/auth/login', {
      method: 'POST',
      body: { email, password },
    });
    if (!result.ok) {
      setError(errorText(result, 'msg', 'Login failed', 'Network error'));
      return;
    }
    if (result.data.requiresOTP) {
      setOtpFor('signin');
      setMode('otp');
      setOtp('');
      setNotice(OTP_SENT);
      return;
    }
    if (result.data.token && result.data.user) {
      saveSession(result.data.token, result.data.user);
      setPassword('');
      setNotice('You are now signed in.');
      return;
    }
    setError('Login failed');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      if (mode === 'signin') {
        await requestLogin();
      } else if (mode === 'signup') {
        if (password.length < 6) {
          setError('Password must be at least 6 characters long');
          return;
        }
        if (await requestSignup()) {
          setOtpFor('signup');
          setMode('otp');
          setOtp('');
          setNotice(OTP_SENT);
        }
      } else {
        const body: Record<string, string> = { email, otp, password };
        if (otpFor === 'signup' && name.trim()) body.name = name;
        const result = await api<LoginAnswer>('/api/auth/verify-otp', { method: 'POST', body });
        if (!result.ok || !result.data.token || !result.data.user) {
          setError(errorText(result, 'msg', 'OTP verification failed', 'Network error'));
          return;
        }
        saveSession(result.data.token, result.data.user);
        setMode('signin');
        setOtp('');
        setPassword('');
        setNotice('You are now signed in.');
      }
    } finally {
      setBusy(false);
    }
  }

  /** Sends a fresh code by repeating the request that sent the first one. */
  async function resendCode() {
    if (busy) return;
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      if (otpFor === 'signup') {
        if (await requestSignup()) setNotice(OTP_SENT);
      } else {
        await requestLogin();
      }
    } finally {
      setBusy(false);
    }
  }

  function pasteOtp(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = otpDigits(event.clipboardData.getData('text'));
    if (!pasted) return;
    event.preventDefault();
    setOtp(pasted);
    setError(null);
  }

  const heading = headings[mode];

  if (session && mode === 'signin') {
    return (
      <AuthCard
        title="Welcome Back"
        subtitle="You are signed in."
        icon={<LayoutDashboard aria-hidden="true" size={28} />}
        tone="success"
      >
        <StatusNotice message={notice} />
        <p className="auth-signed-in">
          Signed in as <strong>{session.user.name}</strong>
          <br />
          <span className="auth-muted">{session.user.email}</span>
        </p>
        <div className="auth-actions">
          <Link to="/dashboard" className="btn btn-primary btn-block">
            Go to Dashboard
          </Link>
          <button type="button" className="btn btn-outline btn-block" onClick={() => signOut()}>
            Sign Out
          </button>
        </div>
      </AuthCard>
    );
  }

  const icon =
    mode === 'signin' ? (
      <LogIn aria-hidden="true" size={28} />
    ) : mode === 'signup' ? (
      <UserPlus aria-hidden="true" size={28} />
    ) : (
      <KeyRound aria-hidden="true" size={28} />
    );

  return (
    <AuthCard
      title={heading.title}
      subtitle={mode === 'otp' && email ? `We sent a 6-digit code to ${email}` : heading.subtitle}
      icon={icon}
    >
      <StatusNotice message={notice} tone="info" />
      <ErrorBanner message={error} />
      <form className="form auth-form" onSubmit={submit}>
        {mode === 'signup' ? (
          <FormField
            label="Full Name"
            name="name"
            type="text"
            autoComplete="name"
            placeholder="Enter your full name"
            required
            value={name}
            onChange={(e) => change(setName)(e.target.value)}
          />
        ) : null}
        {mode !== 'otp' ? (
          <>
            <FormField
              label="Email Address"
              name="email"
              type="email"
              autoComplete="email"
              placeholder="your@email.com"
              required
              value={email}
              onChange={(e) => change(setEmail)(e.target.value)}
            />
            <FormField
              label="Password"
              name="password"
              type="password"
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
              placeholder={mode === 'signup' ? 'Create a password' : 'Enter your password'}
              hint={mode === 'signup' ? 'Must be at least 6 characters long' : undefined}
              required
              value={password}
              onChange={(e) => change(setPassword)(e.target.value)}
            />
          </>
        ) : (
          <FormField
            label="OTP Code"
            name="otp"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="000000"
            maxLength={6}
            pattern="[0-9]{6}"
            title="The 6-digit code from the e-mail"
            required
            className="otp-field"
            value={otp}
            onPaste={pasteOtp}
            onChange={(e) => change(setOtp)(otpDigits(e.target.value))}
          />
        )}
        {mode === 'signin' ? (
          <p className="auth-inline-link">
            <Link to="/forgot-password" className="text-link">
              Forgot your password?
            </Link>
          </p>
        ) : null}
        <SubmitButton
          busy={busy}
          busyLabel={
            mode === 'signin' ? 'Signing in…' : mode === 'signup' ? 'Sending code…' : 'Verifying…'
          }
        >
          {mode === 'signin' ? 'Sign In' : mode === 'signup' ? 'Sign Up' : 'Verify Code'}
        </SubmitButton>
      </form>

      {mode === 'otp' ? (
        <div className="auth-switch">
          <button type="button" className="link-button" onClick={resendCode} disabled={busy}>
            Send a new code
          </button>
          <span aria-hidden="true"> · </span>
          <button
            type="button"
            className="link-button"
            onClick={() => switchMode(otpFor === 'signup' ? 'signup' : 'signin')}
            disabled={busy}
          >
            Use a different email
          </button>
        </div>
      ) : (
        <>
          <Divider text="Or continue with" />
          <GoogleButton />
          <p className="auth-switch">
            {mode === 'signin' ? (
              <button type="button" className="link-button" onClick={() => switchMode('signup')}>
                Don&apos;t have an account? Sign Up
              </button>
            ) : (
              <button type="button" className="link-button" onClick={() => switchMode('signin')}>
                Already have an account? Sign In
              </button>
            )}
          </p>
        </>
      )}
    </AuthCard>
  );
}
