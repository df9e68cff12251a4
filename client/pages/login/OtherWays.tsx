import { Link } from 'react-router';
import { Divider, GoogleButton } from '../../components/AuthCard';
import type { SessionUser } from '../../lib/session';
import type { FormRun } from '../../lib/use-form';
import { PasskeySignIn } from './PasskeySignIn';

/** Under the password step: Google, a passkey (sign-in only), and the switch to sign-up. */
export function OtherWays({
  signup,
  switchTo,
  form,
  onPasskey,
}: {
  signup: boolean;
  /** The other mode's address: a link, so it works before JavaScript. */
  switchTo: string;
  form: FormRun;
  onPasskey: (token: string, user: SessionUser) => void;
}) {
  return (
    <>
      <Divider text="Or continue with" />
      <GoogleButton />
      {signup ? null : <PasskeySignIn form={form} onSignedIn={onPasskey} />}
      <p className="auth-switch">
        <Link to={switchTo} replace className="text-link">
          {signup ? 'Already have an account? Sign In' : "Don't have an account? Sign Up"}
        </Link>
      </p>
    </>
  );
}
