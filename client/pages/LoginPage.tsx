import { useEffect } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { KeyRound, LayoutDashboard, LogIn, UserPlus } from 'lucide-react';
import { AuthForm } from '../components/AuthForm';
import { deferred } from '../lib/deferred';
import { useViewer } from '../lib/use-viewer';
import { CodeStepLinks } from './login/CodeStep';
import { CredentialFields } from './login/CredentialFields';
import { OtherWays } from './login/OtherWays';
import { SignedIn } from './login/SignedIn';
import { nextPath, useSignIn, type Mode } from './login/use-sign-in';

export { OTP_SENT } from './login/use-sign-in';

const loadCodeField = async () => (await import('../components/CodeField')).CodeField;

/**
 * The code step's field, shown only after a sign-up or a two-factor sign-in asked for a code: a
 * chunk of its own, off the first load of /login, fetched once the page runs (before any submit).
 */
const CodeField = deferred('CodeField', loadCodeField);

/**
 * The readable sentence for an `?error=` code handed over by the sign-in callback (spec §4: the
 * callback passes its error codes on to /login, `auth_failed` when the sign-in could not be
 * completed). An unknown code gets a general sentence, never the code itself.
 */
export function callbackErrorText(code: string | null): string | null {
  if (!code) return null;
  switch (code) {
    case 'auth_failed':
      return 'Google sign-in could not be completed: it may have expired or been completed already. Please continue with Google again, or sign in with your e-mail.';
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
      return 'Sign-in could not be completed. Please try again or sign in with your e-mail.';
  }
}

interface LoginData {
  callbackError: string | null;
  /** `?mode=signup` opens the sign-up form (a link, so it works before JavaScript). */
  mode: 'signin' | 'signup';
  /** Where a successful sign-in goes: a same-site `?next=`, else the dashboard. */
  next: string;
}

/** Read on the server and on the client from the same URL, so both render the same page. */
export function loginLoader({ request }: LoaderFunctionArgs): LoginData {
  const params = new URL(request.url).searchParams;
  return {
    callbackError: callbackErrorText(params.get('error')),
    mode: params.get('mode') === 'signup' ? 'signup' : 'signin',
    next: nextPath(params.get('next')),
  };
}

/** The address of the other mode, keeping where the member was going. */
function modeHref(mode: 'signin' | 'signup', next: string): string {
  const params = new URLSearchParams();
  if (mode === 'signup') params.set('mode', 'signup');
  if (next !== '/dashboard') params.set('next', next);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}

const steps: Record<Mode, { title: string; subtitle: string; submit: string; busy: string }> = {
  signin: {
    title: 'Welcome Back',
    subtitle: 'Sign in to continue your spiritual journey',
    submit: 'Sign In',
    busy: 'Signing in…',
  },
  signup: {
    title: 'Create Your Account',
    subtitle: 'Begin your journey of consciousness exploration',
    submit: 'Sign Up',
    busy: 'Sending code…',
  },
  otp: {
    title: 'Enter Your Code',
    subtitle: 'Check your email for a 6-digit code',
    submit: 'Verify Code',
    busy: 'Verifying…',
  },
};

const icons: Record<Mode, typeof LogIn> = { signin: LogIn, signup: UserPlus, otp: KeyRound };

/** /login: sign in, sign up with an e-mailed code, and the code step of two-factor sign-in. */
export function LoginPage() {
  const { callbackError, mode: startMode, next } = useLoaderData() as LoginData;
  const viewer = useViewer();
  const {
    form,
    mode,
    otpFor,
    codeFrom,
    values,
    change,
    switchMode,
    submit,
    resendCode,
    signedIn: done,
  } = useSignIn(callbackError, startMode, next);
  useEffect(() => {
    void loadCodeField();
  }, []);
  const fromApp = mode === 'otp' && codeFrom === 'app';
  const step = steps[mode];
  const Icon = icons[mode];
  const signedIn = viewer && mode === 'signin';

  return (
    <AuthForm
      title={step.title}
      subtitle={
        signedIn
          ? 'You are signed in.'
          : fromApp
            ? 'Enter the 6-digit code from your authenticator app, or one of your recovery codes'
            : mode === 'otp' && values.email
              ? `We sent a 6-digit code to ${values.email}`
              : step.subtitle
      }
      icon={
        signedIn ? (
          <LayoutDashboard aria-hidden="true" size={28} />
        ) : (
          <Icon aria-hidden="true" size={28} />
        )
      }
      tone={signedIn ? 'success' : undefined}
      form={form}
      status={signedIn ? 'success' : 'info'}
      onSubmit={submit}
      submitLabel={step.submit}
      busyLabel={step.busy}
      outcome={signedIn ? <SignedIn user={viewer} /> : undefined}
      after={
        mode === 'otp' ? (
          <CodeStepLinks
            busy={form.busy}
            onResend={fromApp ? undefined : resendCode}
            onBack={() => switchMode(otpFor === 'signup' ? 'signup' : 'signin')}
          />
        ) : (
          <OtherWays
            form={form}
            onPasskey={done}
            signup={mode === 'signup'}
            switchTo={modeHref(mode === 'signup' ? 'signin' : 'signup', next)}
          />
        )
      }
    >
      {mode === 'otp' ? (
        <CodeField
          value={values.otp}
          app={fromApp}
          label={fromApp ? 'Code' : undefined}
          onChange={(otp) => change('otp', otp)}
        />
      ) : (
        <CredentialFields signup={mode === 'signup'} values={values} onChange={change} />
      )}
    </AuthForm>
  );
}
