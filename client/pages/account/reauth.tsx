import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SubmitButton } from '../../components/AuthCard';
import { ErrorBanner, StatusNotice } from '../../components/ErrorBanner';
import { FormField } from '../../components/FormField';
import { api, errorText, type ApiResult } from '../../lib/api';
import { useForm } from '../../lib/use-form';
import { useViewer } from '../../lib/use-viewer';
import { PasskeyReauthButton } from './factors/PasskeyReauth';

/** A 403 that asks the session to prove its owner again (docs/api.md, `reauthRequired`). */
export function needsReauth(result: ApiResult<unknown>): boolean {
  return (
    result.kind === 'error' &&
    result.status === 403 &&
    (result.data as { reauthRequired?: unknown }).reauthRequired === true
  );
}

export interface Reauth {
  /**
   * Runs a sensitive API call. When the API asks for a recent sign-in, the section shows the
   * prompt; once the member has confirmed, the call runs again and its answer is returned. If
   * they cancel, the first answer (the 403 and its sentence) is returned.
   */
  guard: <T>(send: () => Promise<ApiResult<T>>) => Promise<ApiResult<T>>;
  /**
   * The inline prompt, or null. Render it inside the section but outside any form of the
   * section: it is a form of its own.
   */
  prompt: ReactNode;
}

interface Pending {
  proven: () => void;
  cancelled: () => void;
}

/**
 * The recent-sign-in step of every sensitive action of /account. `hasPassword` says whether the
 * member can confirm with a password; every member can ask for an e-mailed code, and the code
 * field also takes an authenticator-app or recovery code.
 */
export function useReauth(hasPassword: boolean): Reauth {
  const app = useViewer()?.secondFactor === 'app';
  const [pending, setPending] = useState<Pending | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  // Back where the member was (the button that started the action) once the prompt has gone and
  // the button is enabled again (it is disabled while its action runs).
  useEffect(() => {
    const target = returnTo.current;
    if (!target || pending || (target as HTMLButtonElement).disabled) return;
    returnTo.current = null;
    if (target.isConnected) target.focus();
  });

  const guard = useCallback(
    async <T,>(send: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
      // Taken before the call: the button loses the focus once it is disabled while busy.
      const startedFrom = document.activeElement as HTMLElement | null;
      const first = await send();
      if (!needsReauth(first)) return first;
      const confirmed = await new Promise<boolean>((resolve) => {
        setPending({ proven: () => resolve(true), cancelled: () => resolve(false) });
      });
      returnTo.current = startedFrom;
      setPending(null);
      return confirmed ? send() : first;
    },
    [],
  );

  const prompt = pending ? (
    <ReauthPrompt
      hasPassword={hasPassword}
      app={app}
      onProven={pending.proven}
      onCancel={pending.cancelled}
    />
  ) : null;
  return { guard, prompt };
}

/**
 * The current password in a form posted before JavaScript runs: the server proves the session
 * with it in the same request (decision 0080). Once hydrated, the inline step replaces it.
 */
export function PasswordBeforeScript({ shown, error }: { shown: boolean; error?: string }) {
  return shown ? (
    <FormField
      label="Your current password"
      name="currentPassword"
      type="password"
      autoComplete="current-password"
      hint="To confirm it is you."
      error={error}
    />
  ) : null;
}

export const NETWORK = 'We could not reach the server. Please check your connection and try again.';

/** How long the code's mail may take before the button gives up (the server waits for SMTP). */
const MAIL_WAIT_MS = 20_000;

function ReauthPrompt({
  hasPassword,
  app,
  onProven,
  onCancel,
}: {
  hasPassword: boolean;
  /** The authenticator app is on: its codes and the recovery codes are taken too. */
  app: boolean;
  onProven: () => void;
  onCancel: () => void;
}) {
  const [method, setMethod] = useState<'password' | 'code'>(hasPassword ? 'password' : 'code');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const form = useForm();
  const mailer = useForm();
  const box = useRef<HTMLDivElement>(null);
  const headingId = useId();

  // The prompt takes the focus when it appears, so keyboard and screen-reader users land in it.
  useEffect(() => {
    box.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [method]);

  async function confirm() {
    const body = method === 'password' ? { password } : { code: code.trim() };
    const result = await api('/api/auth/reauth', { method: 'POST', auth: true, body });
    if (result.ok) return onProven();
    form.fail(errorText(result, 'message', 'That did not work. Please try again.', NETWORK));
  }

  function missing(): string | null {
    if (method === 'password') return password ? null : 'Please enter your password.';
    return code.trim() ? null : 'Please enter the code.';
  }

  function mailCode() {
    void mailer.run(async () => {
      // A mail server that does not answer must not leave the button on "Sending…".
      const result = await api('/api/auth/reauth/code', {
        method: 'POST',
        auth: true,
        signal: AbortSignal.timeout(MAIL_WAIT_MS),
      });
      if (result.ok) {
        setMethod('code');
        mailer.setNotice(result.data.message ?? 'We sent a code to your e-mail address.');
      } else {
        mailer.fail(errorText(result, 'message', 'The code could not be sent.', NETWORK));
      }
    });
  }

  return (
    <div
      ref={box}
      className="reauth"
      role="group"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h3 id={headingId} className="reauth-title">
        Please confirm it is you
      </h3>
      <p className="reauth-text">
        {method === 'password'
          ? 'For your security, enter your password to continue with this change.'
          : app
            ? 'For your security, enter a code to continue with this change: one we e-mail you, one from your authenticator app, or a recovery code.'
            : 'For your security, enter the code we e-mail you to continue with this change.'}
      </p>
      <form className="form reauth-form" onSubmit={form.submit(confirm, missing)} noValidate>
        {method === 'password' ? (
          <FormField
            label="Your password"
            name="reauth-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              form.edited();
            }}
          />
        ) : (
          <FormField
            label="Code"
            name="reauth-code"
            type="text"
            autoComplete="one-time-code"
            spellCheck={false}
            autoCapitalize="none"
            maxLength={32}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              form.edited();
            }}
          />
        )}
        <ErrorBanner message={form.error ?? mailer.error} />
        <StatusNotice message={mailer.notice} tone="info" />
        <div className="reauth-actions">
          <SubmitButton busy={form.busy} busyLabel="Checking…" block={false}>
            Confirm
          </SubmitButton>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={mailer.busy}
            aria-busy={mailer.busy || undefined}
            onClick={mailCode}
          >
            {mailer.busy ? 'Sending…' : 'E-mail me a code'}
          </button>
          <PasskeyReauthButton onProven={onProven} onProblem={form.fail} />
          {hasPassword ? (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                form.clear();
                setMethod(method === 'password' ? 'code' : 'password');
              }}
            >
              {method === 'password' ? 'Use a code instead' : 'Use my password instead'}
            </button>
          ) : null}
          <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}
