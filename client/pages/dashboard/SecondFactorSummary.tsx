import { Link } from 'react-router';
import type { SessionUser } from '../../lib/session';
import { Setting } from './parts';

const SUMMARY: Record<NonNullable<SessionUser['secondFactor']>, string> = {
  off: 'Off: signing in asks only for your password.',
  email: 'E-mailed code: after your password, we e-mail you a code.',
  app: 'Authenticator app: after your password, you enter a code from your app.',
};

/** The second factor in one line; it is chosen in the account settings, with a recent sign-in. */
export function SecondFactorSummary({ user }: { user: SessionUser }) {
  const factor = user.secondFactor ?? (user.otpEnabled ? 'email' : 'off');
  return (
    <Setting
      title="Second factor"
      text={<span data-testid="second-factor-summary">{SUMMARY[factor]}</span>}
      controls={
        <Link to="/account#second-factor" className="btn btn-outline btn-sm">
          Manage in account settings
        </Link>
      }
      notice={null}
      error={null}
    />
  );
}
