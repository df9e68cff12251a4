import { Divider, GoogleButton } from '../../components/AuthCard';

/** Under the password step: Google, and the switch between sign-in and sign-up. */
export function OtherWays({ signup, onSwitch }: { signup: boolean; onSwitch: () => void }) {
  return (
    <>
      <Divider text="Or continue with" />
      <GoogleButton />
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={onSwitch}>
          {signup ? 'Already have an account? Sign In' : "Don't have an account? Sign Up"}
        </button>
      </p>
    </>
  );
}
