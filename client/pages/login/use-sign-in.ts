import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, errorText } from '../../lib/api';
import { saveSession, type SessionUser } from '../../lib/session';
import { useForm } from '../../lib/use-form';
import { PASSWORD_TOO_SHORT, passwordTooShort } from '../../../src/common/user-rules';

export type Mode = 'signin' | 'signup' | 'otp';

export const OTP_SENT = 'OTP sent to your email. Please check and enter the code.';
export const APP_CODE_ASKED =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

export interface SignInValues {
  name: string;
  email: string;
  password: string;
  otp: string;
}

/**
 * Where to go once signed in: `next` when it is a path of this site (never another origin, nor
 * `//host` or `/\\host`, which browsers read as one), else the dashboard.
 */
export function nextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return '/dashboard';
  }
  try {
    const base = 'https://site.invalid';
    const url = new URL(next, base);
    if (url.origin !== base || url.pathname === '/login') return '/dashboard';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/dashboard';
  }
}

/**
 * The state and requests of /login: sign in with a password, sign up, and the e-mailed code that
 * finishes either (a new account, or a sign-in with the second factor on).
 */
export function useSignIn(
  callbackError: string | null,
  startMode: 'signin' | 'signup',
  next: string,
) {
  const form = useForm(callbackError);
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>(startMode);
  // The mode is a link (`/login?mode=signup`, working before JavaScript): follow the address.
  const shownMode = useRef(startMode);
  useEffect(() => {
    if (shownMode.current === startMode) return;
    shownMode.current = startMode;
    switchMode(startMode);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startMode]);
  /** Which request the code answers: a new account, or a two-factor sign-in. */
  const [otpFor, setOtpFor] = useState<'signup' | 'signin'>('signup');
  /** Where the code comes from: the e-mail, or (with the app on) the authenticator app. */
  const [codeFrom, setCodeFrom] = useState<'email' | 'app'>('email');
  const [values, setValues] = useState<SignInValues>({
    name: '',
    email: '',
    password: '',
    otp: '',
  });

  function change(field: keyof SignInValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    form.edited();
  }

  function switchMode(next: Mode) {
    setMode(next);
    form.clear();
    if (next !== 'otp') setValues((current) => ({ ...current, otp: '' }));
  }

  function askForCode(answers: 'signup' | 'signin', fromApp = false) {
    setOtpFor(answers);
    setCodeFrom(fromApp ? 'app' : 'email');
    setMode('otp');
    setValues((current) => ({ ...current, otp: '' }));
    form.setNotice(fromApp ? APP_CODE_ASKED : OTP_SENT);
  }

  /** Signed in: on to where the member was going (a same-site `next`), else the dashboard. */
  function signedIn(token: string, user: SessionUser) {
    saveSession(token, user);
    setValues((current) => ({ ...current, otp: '', password: '' }));
    navigate(next, { replace: true });
  }

  async function requestSignup(): Promise<boolean> {
    const { name, email, password } = values;
    const result = await api('/api/auth/signup-request', {
      method: 'POST',
      body: { name, email, password },
    });
    if (!result.ok) {
      form.fail(errorText(result, 'msg', 'Signup failed', 'Network error'));
      return false;
    }
    return true;
  }

  async function requestLogin(): Promise<void> {
    const { email, password } = values;
    const result = await api('/api/auth/login', {
      method: 'POST',
      body: { email, password },
    });
    if (!result.ok) {
      form.fail(errorText(result, 'msg', 'Login failed', 'Network error'));
    } else if (result.data.requiresOTP) {
      askForCode('signin', result.data.method === 'totp');
    } else if (result.data.token && result.data.user) {
      signedIn(result.data.token, result.data.user);
    } else {
      form.fail('Login failed');
    }
  }

  async function verifyCode(): Promise<void> {
    const { name, email, password, otp } = values;
    const body = { email, otp, password, ...(otpFor === 'signup' && name.trim() ? { name } : {}) };
    const result = await api('/api/auth/verify-otp', { method: 'POST', body });
    if (!result.ok || !result.data.token || !result.data.user) {
      form.fail(errorText(result, 'msg', 'OTP verification failed', 'Network error'));
      return;
    }
    setMode('signin');
    signedIn(result.data.token, result.data.user);
  }

  const submit = form.submit(
    async () => {
      if (mode === 'signin') await requestLogin();
      else if (mode === 'otp') await verifyCode();
      else if (await requestSignup()) askForCode('signup');
    },
    () => (mode === 'signup' && passwordTooShort(values.password) ? PASSWORD_TOO_SHORT : null),
  );

  /** Sends a fresh code by repeating the request that sent the first one. */
  function resendCode() {
    void form.run(async () => {
      if (otpFor === 'signin') await requestLogin();
      else if (await requestSignup()) form.setNotice(OTP_SENT);
    });
  }

  return {
    form,
    mode,
    otpFor,
    codeFrom,
    values,
    change,
    switchMode,
    submit,
    resendCode,
    signedIn,
  };
}
