import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { SubmitButton } from '../../components/AuthCard';
import { api, errorText, uncheckedApi } from '../../lib/api';
import type { ApiAddress, ApiAnswer } from '../../lib/api-paths';
import { useForm } from '../../lib/use-form';
import { formText } from '../../lib/form-action';
import { memberApi } from '../../lib/member-loader';
import { useHydrated } from '../../lib/use-hydrated';
import { accountUser, part } from './account-data';
import { done, recently, refuse, refused, type Answer, type Post } from './account-post';
import { AppSetup, type TotpSetup } from './factors/AppSetup';
import { RecoveryCodesPanel } from './factors/RecoveryCodes';
import { PasswordBeforeScript, useReauth } from './reauth';
import { useRefusedPost } from './refused-post';
import {
  Section,
  sectionMessage,
  type AccountSection,
  type SectionNotes,
  type SectionProps,
} from './Section';
import type { Schema } from '../../lib/api-schema';

/** The second-factor state of GET /api/auth/totp. */
export type SecondFactorState = Schema<'SecondFactorStateResponse'>;

const NETWORK = 'We could not reach the server. Please check your connection and try again.';

type Choice = SecondFactorState['secondFactor'];

export const SECOND_FACTOR_NOTES: SectionNotes = {
  'email-code-on': {
    tone: 'success',
    text: 'The e-mailed code is on: each time you sign in with your password, we will e-mail you a code.',
  },
  'email-code-off': {
    tone: 'success',
    text: 'The e-mailed code is off: signing in asks only for your password.',
  },
};

/** The three choices, each with what it means at sign-in. */
const CHOICES: { value: Choice; label: string; text: string }[] = [
  { value: 'off', label: 'Off', text: 'Signing in asks only for your password.' },
  {
    value: 'email',
    label: 'E-mailed code',
    text: 'After your password, we e-mail you a 6-digit code to enter.',
  },
  {
    value: 'app',
    label: 'Authenticator app',
    text: 'After your password, you enter a code from an app on your phone, such as Google Authenticator or 1Password. It replaces the e-mailed code.',
  },
];

/** What the form's button does for a choice, from the current state (with JavaScript). */
function actionLabel(current: Choice, choice: Choice): string {
  if (choice === current) return 'Save';
  if (choice === 'app') return 'Set up an authenticator app';
  if (choice === 'email') return 'Turn on the e-mailed code';
  return current === 'app' ? 'Turn off the authenticator app' : 'Turn off the e-mailed code';
}

const NOW_ASKED: Record<SecondFactorState['secondFactor'], string> = {
  off: 'Signing in asks only for your password (or Google, or a passkey).',
  email:
    'After your password, signing in asks for a code we e-mail you. An authenticator app would replace it.',
  app: 'After your password, signing in asks for a code from your authenticator app, or one of your recovery codes.',
};

/**
 * Second factor: off, an e-mailed code, or an authenticator app, as one choice. Turning the
 * e-mailed code on or off also works before JavaScript (with the current password, decision
 * 0080); setting up the app (QR code and key, a code to confirm, then ten recovery codes shown
 * once), new recovery codes and turning it off need JavaScript. Every change goes through the
 * inline recent-sign-in step.
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
  const posted = useRefusedPost(id);
  const [choice, setChoice] = useState<Choice>(() => {
    const typed = posted.typed('secondFactor');
    return CHOICES.some(({ value }) => value === typed) ? (typed as Choice) : state.secondFactor;
  });

  /** A sensitive call of this section (through the inline reauth step), then `done`. */
  async function call<Written extends ApiAddress>(
    path: Written,
    fallback: string,
    done: (answer: ApiAnswer<Written, 'POST'>) => void,
  ) {
    // The path was checked against the document by this function's own signature.
    const result = await reauth.guard(() => uncheckedApi(path, { method: 'POST', auth: true }));
    if (result.ok) done(result.data as ApiAnswer<Written, 'POST'>);
    else form.fail(errorText(result, 'message', fallback, NETWORK));
  }

  const start = () => call('/api/auth/totp/setup', 'The set-up could not start.', setSetup);

  async function confirm(code: string): Promise<string | null> {
    const result = await reauth.guard(() =>
      api('/api/auth/totp/enable', {
        method: 'POST',
        auth: true,
        body: { code },
      }),
    );
    if (!result.ok) return errorText(result, 'message', 'That code did not work.', NETWORK);
    setSetup(null);
    setChoice('app');
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
    void form.run(() =>
      call('/api/auth/totp/recovery-codes', 'New codes could not be made.', ({ recoveryCodes }) => {
        setCodes(recoveryCodes);
        setState((current) => ({ ...current, recoveryCodesLeft: recoveryCodes.length }));
        form.setNotice('Here are your new recovery codes. The old ones no longer work.');
      }),
    );

  const appOff = () =>
    call('/api/auth/totp/disable', 'The app could not be turned off.', () => {
      setCodes(null);
      setState({ secondFactor: 'off', appSince: null, recoveryCodesLeft: 0 });
      setChoice('off');
      form.setNotice('The authenticator app is off, and its recovery codes no longer work.');
    });
  const turnOff = () => void form.run(appOff);

  /** The e-mailed code on or off, through the inline recent-sign-in step. */
  async function setEmailCode(enable: boolean) {
    const result = await reauth.guard(() =>
      api('/api/auth/otp/toggle', {
        method: 'POST',
        auth: true,
        body: { enable },
      }),
    );
    if (!result.ok) {
      form.fail(errorText(result, 'message', 'The e-mailed code could not be changed.', NETWORK));
      return;
    }
    setState((current) => ({ ...current, secondFactor: enable ? 'email' : 'off' }));
    form.setNotice(
      result.data.message ?? (enable ? 'The e-mailed code is on.' : 'The e-mailed code is off.'),
    );
  }

  async function choose() {
    const current = state.secondFactor;
    if (choice === current) return form.setNotice('That is already your second factor.');
    if (choice === 'app') return start();
    if (current === 'app') return appOff();
    await setEmailCode(choice === 'email');
  }

  const appOn = state.secondFactor === 'app';
  const busy = form.busy || !hydrated;
  return (
    <Section
      id={id}
      title={title}
      description="A second step at sign-in, after your password."
      message={sectionMessage(form, posted.message ?? flash)}
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
        <form
          method="post"
          action={`/account#${id}`}
          className="form"
          onSubmit={(event) => {
            posted.dismiss();
            form.submit(choose)(event);
          }}
        >
          <input type="hidden" name="intent" value="second-factor" />
          <fieldset className="factor-choices">
            <legend className="factor-choices-legend">
              After your password, signing in asks for
            </legend>
            {CHOICES.map(({ value, label, text }) => {
              // The app replaces the e-mailed code: it cannot be chosen while the app is on.
              const blocked = value === 'email' && appOn;
              return (
                <div className="factor-choice" key={value}>
                  <input
                    type="radio"
                    id={`second-factor-${value}`}
                    name="secondFactor"
                    value={value}
                    checked={choice === value}
                    disabled={blocked}
                    aria-describedby={`second-factor-${value}-text`}
                    onChange={() => {
                      setChoice(value);
                      form.edited();
                      posted.dismiss();
                    }}
                  />
                  <label htmlFor={`second-factor-${value}`}>
                    {label}
                    {state.secondFactor === value ? (
                      <span className="pill pill-on">Current</span>
                    ) : null}
                  </label>
                  <p id={`second-factor-${value}-text`} className="factor-choice-text">
                    {blocked ? `${text} Not available while the authenticator app is on.` : text}
                  </p>
                </div>
              );
            })}
          </fieldset>
          <PasswordBeforeScript
            shown={!hydrated && Boolean(user?.hasPassword)}
            error={posted.fieldError('currentPassword')}
          />
          <div className="account-form-actions">
            <SubmitButton busy={form.busy} busyLabel="Saving…" block={false}>
              {hydrated ? actionLabel(state.secondFactor, choice) : 'Save'}
            </SubmitButton>
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
            ) : null}
          </div>
        </form>
      )}
      {reauth.prompt}
    </Section>
  );
}

/** The refusals of the native form that the API does not make. */
const REFUSALS = {
  chooseFactor: 'Please choose Off, E-mailed code or Authenticator app.',
  appNeedsScript:
    'Setting up or turning off the authenticator app needs JavaScript, which is turned off in this browser. Nothing was changed.',
} as const;

/**
 * The e-mailed code on or off. The authenticator app is set up and turned off only with
 * JavaScript (its QR step needs it), so those choices say so and change nothing; the state the
 * account is already in needs no recent sign-in.
 */
async function chooseSecondFactor(post: Post): Promise<Answer> {
  const choice = formText(post.form, 'secondFactor');
  const fields = { secondFactor: choice };
  if (choice !== 'off' && choice !== 'email' && choice !== 'app') {
    return refuse('second-factor', 400, REFUSALS.chooseFactor, fields);
  }
  if (choice === 'app' || post.user.secondFactor === 'app') {
    return refuse('second-factor', 400, REFUSALS.appNeedsScript, fields);
  }
  const enable = choice === 'email';
  if (Boolean(post.user.otpEnabled) !== enable) {
    const answer = await recently(post, 'currentPassword', () =>
      memberApi(post.args, '/api/auth/otp/toggle', { method: 'POST', body: { enable } }),
    );
    if (!answer.ok) return refused('second-factor', answer, fields);
  }
  return done('second-factor', enable ? 'email-code-on' : 'email-code-off');
}

const secondFactorCalls = {
  /** Which second factor, and the recovery codes left. */
  totp: (args: LoaderFunctionArgs) =>
    part(args, '/api/auth/totp', (answer: SecondFactorState) => answer),
};

export const SECOND_FACTOR_SECTION: AccountSection<typeof secondFactorCalls> = {
  id: 'second-factor',
  title: 'Second factor',
  Component: SecondFactorSection,
  notes: SECOND_FACTOR_NOTES,
  calls: secondFactorCalls,
  intents: import.meta.env.SSR ? { 'second-factor': chooseSecondFactor } : {},
};
