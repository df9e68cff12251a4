import { useState } from 'react';
import { api, errorText } from '../../lib/api';
import { useForm } from '../../lib/use-form';
import { useHydrated } from '../../lib/use-hydrated';
import { accountUser } from './account-data';
import { AppSetup, type TotpSetup } from './factors/AppSetup';
import { RecoveryCodesPanel } from './factors/RecoveryCodes';
import { useReauth } from './reauth';
import { Section, sectionMessage, type SectionProps } from './Section';

/** The second-factor state of GET /api/auth/totp. */
export interface SecondFactorState {
  secondFactor: 'off' | 'email' | 'app';
  appSince: string | null;
  recoveryCodesLeft: number;
}

const NETWORK = 'We could not reach the server. Please check your connection and try again.';

const NOW_ASKED: Record<SecondFactorState['secondFactor'], string> = {
  off: 'Signing in asks only for your password (or Google, or a passkey).',
  email:
    'After your password, signing in asks for a code we e-mail you. An authenticator app would replace it.',
  app: 'After your password, signing in asks for a code from your authenticator app, or one of your recovery codes.',
};

/**
 * Second factor: off, an e-mailed code, or an authenticator app. Setting up the app (QR code and
 * key, a code to confirm, then ten recovery codes shown once), new recovery codes and turning
 * it off all go through the inline recent-sign-in step.
 */
export function SecondFactorSection({ id, title, data, flash }: SectionProps) {
  const user = accountUser(data);
  const hydrated = useHydrated();
  const reauth = useReauth(user?.hasPassword !== false);
  const form = useForm(data.totp.problem);
  const [state, setState] = useState<SecondFactorState>(
    data.totp.data ?? {
      secondFactor: user?.secondFactor ?? 'off',
      appSince: null,
      recoveryCodesLeft: 0,
    },
  );
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  /** A sensitive call of this section (through the inline reauth step), then `done`. */
  function act<T>(path: string, fallback: string, done: (answer: T) => void) {
    void form.run(async () => {
      const result = await reauth.guard(() => api<T>(path, { method: 'POST', auth: true }));
      if (result.ok) done(result.data);
      else form.fail(errorText(result, 'message', fallback, NETWORK));
    });
  }

  const start = () =>
    act<TotpSetup>('/api/auth/totp/setup', 'The set-up could not start.', setSetup);

  async function confirm(code: string): Promise<string | null> {
    const result = await reauth.guard(() =>
      api<{ recoveryCodes: string[] }>('/api/auth/totp/enable', {
        method: 'POST',
        auth: true,
        body: { code },
      }),
    );
    if (!result.ok) return errorText(result, 'message', 'That code did not work.', NETWORK);
    setSetup(null);
    setCodes(result.data.recoveryCodes);
    setState({
      secondFactor: 'app',
      appSince: new Date().toISOString(),
      recoveryCodesLeft: result.data.recoveryCodes.length,
    });
    form.setNotice('The authenticator app is on. Please save your recovery codes now.');
    return null;
  }

  const regenerate = () =>
    act<{ recoveryCodes: string[] }>(
      '/api/auth/totp/recovery-codes',
      'New codes could not be made.',
      ({ recoveryCodes }) => {
        setCodes(recoveryCodes);
        setState((current) => ({ ...current, recoveryCodesLeft: recoveryCodes.length }));
        form.setNotice('Here are your new recovery codes. The old ones no longer work.');
      },
    );

  const turnOff = () =>
    act('/api/auth/totp/disable', 'The app could not be turned off.', () => {
      setCodes(null);
      setState({ secondFactor: 'off', appSince: null, recoveryCodesLeft: 0 });
      form.setNotice('The authenticator app is off, and its recovery codes no longer work.');
    });

  const appOn = state.secondFactor === 'app';
  const busy = form.busy || !hydrated;
  return (
    <Section
      id={id}
      title={title}
      description="A second step at sign-in, after your password."
      message={sectionMessage(form, flash)}
    >
      <p className="account-section-text" data-testid="second-factor-state">
        {NOW_ASKED[state.secondFactor]}
        {appOn
          ? ` You have ${state.recoveryCodesLeft} unused recovery ${
              state.recoveryCodesLeft === 1 ? 'code' : 'codes'
            }.`
          : null}
      </p>
      <noscript>
        <p className="account-section-text">
          Setting up an authenticator app needs JavaScript, which is turned off in this browser.
        </p>
      </noscript>
      {codes && user ? (
        <RecoveryCodesPanel codes={codes} email={user.email} onDone={() => setCodes(null)} />
      ) : setup ? (
        <AppSetup setup={setup} confirm={confirm} onCancel={() => setSetup(null)} />
      ) : (
        <div className="account-form-actions">
          {appOn ? (
            <>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={busy}
                onClick={regenerate}
              >
                Make new recovery codes
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={busy}
                onClick={turnOff}
              >
                Turn off the authenticator app
              </button>
            </>
          ) : (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={busy}
              onClick={start}
            >
              Set up an authenticator app
            </button>
          )}
        </div>
      )}
      {reauth.prompt}
    </Section>
  );
}
