import { Link } from 'react-router';
import { api, errorText } from '../../lib/api';
import type { SessionUser } from '../../lib/session';
import { useForm } from '../../lib/use-form';
import { NETWORK, useReauth } from '../account/reauth';
import type { AccountProps } from './account';
import { Setting } from './parts';

const SUMMARY: Record<NonNullable<SessionUser['secondFactor']>, string> = {
  off: 'Off: signing in asks only for your password.',
  email: 'E-mailed code: after your password, we e-mail you a code.',
  app: 'Authenticator app: after your password, you enter a code from your app.',
};

/** The dashboard's sentence when the API gives none (spec §8). */
const FAILED = 'Failed to toggle OTP';

/**
 * The second factor in one line, and the specification's control (§2): a button reading
 * `Enabled` or `Enable` that turns the e-mailed code on or off through POST /api/auth/otp/toggle,
 * asking inline for a recent sign-in (the same prompt as /account) when the API wants one. With
 * the authenticator app on, the code comes from the app: the control only says so, and the full
 * choice stays in the account settings.
 */
export function SecondFactorSummary({ user, onUser, onExpired }: AccountProps) {
  const factor = user.secondFactor ?? (user.otpEnabled ? 'email' : 'off');
  const reauth = useReauth(user.hasPassword !== false);
  const form = useForm();
  const on = factor !== 'off';

  function toggle() {
    void form.run(async () => {
      const enable = factor === 'off';
      const result = await reauth.guard(() =>
        api('/api/auth/otp/toggle', {
          method: 'POST',
          auth: true,
          body: { enable },
        }),
      );
      if (result.status === 401) return onExpired();
      if (!result.ok) return form.fail(errorText(result, 'message', FAILED, NETWORK));
      if (result.data.user) onUser(result.data.user);
      form.setNotice(result.data.message ?? (enable ? 'OTP enabled.' : 'OTP disabled.'));
    });
  }

  return (
    <Setting
      title="Second factor"
      text={<span data-testid="second-factor-summary">{SUMMARY[factor]}</span>}
      controls={
        <>
          {factor === 'app' ? (
            <span className="badge badge-verified" aria-label="Two-factor sign-in: Enabled">
              Enabled
            </span>
          ) : (
            <button
              type="button"
              className={`btn btn-sm ${on ? 'btn-primary' : 'btn-outline'}`}
              aria-label={`Two-factor sign-in with an e-mailed code: ${on ? 'Enabled' : 'Enable'}`}
              disabled={form.busy}
              aria-busy={form.busy || undefined}
              onClick={toggle}
            >
              {on ? 'Enabled' : 'Enable'}
            </button>
          )}
          <Link to="/account#second-factor" className="btn btn-outline btn-sm">
            Manage in account settings
          </Link>
        </>
      }
      notice={form.notice}
      error={form.error}
    >
      {reauth.prompt}
    </Setting>
  );
}
