import { Divider, GoogleButton } from '../../components/AuthCard';
import type { SessionUser } from '../../lib/session';
import type { FormRun } from '../../lib/use-form';
import { PasskeySignIn } from './PasskeySignIn';

/** Under the password step: Google, a passkey (sign-in only), and the switch to sign-up. */
export function OtherWays({
  signup,
  onSwitch,
  form,
  onPasskey,
}: {
  signup: boolean;
  onSwitch: () => void;
  form: FormRun;
  onPasskey: (token: string, user: SessionUser) => void;
}) {
  return (
    <>
      <Divider text="Or continue with" />
      <GoogleButton />
      {signup ? null : <PasskeySignIn form={form} onSignedIn={onPasskey} />}
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={onSwitch}>
          {signup ? 'Already have an account? Sign In' : "Don't have an account? Sign Up"}
        </button>
      </p>
    </>
  );
}
