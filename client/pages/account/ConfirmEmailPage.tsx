import { useState } from 'react';
import { Link, useActionData, useSearchParams } from 'react-router';
import { TRY_AGAIN } from '../../lib/form-refusal';
import { CheckCircle2, MailCheck, ShieldAlert } from 'lucide-react';
import { AuthCard, SubmitButton } from '../../components/AuthCard';
import { api, errorText } from '../../lib/api';
import { clearSession, saveUser, storedToken } from '../../lib/session';
import { useForm } from '../../lib/use-form';
import type { AccountRefusal } from './refused-post';

const NETWORK = 'We could not reach the server. Please check your connection and try again.';

/** The outcomes of the buttons, each with its sentence: `?done=` names one after a native post. */
const OUTCOMES: Record<string, { changed: boolean; text: string }> = {
  changed: {
    changed: true,
    text: 'Your e-mail address was changed. Sign in with the new address from now on.',
  },
  cancelled: {
    changed: true,
    text: 'The change of address was cancelled and every session of your account was ended. Please sign in again, and change your password if you think someone else knows it.',
  },
};

/** What the page says when the API's answer carries no sentence (it cannot be reached). */
const NOT_CHANGED = 'Something went wrong and your address was not changed. Please try again.';
const BAD_CANCEL_LINK =
  'This link is invalid, has expired or was already used. If someone else is using your account, reset your password at once.';

export const INCOMPLETE_LINK = 'This link is incomplete. Please open it again from the e-mail.';

type Outcome = { changed: boolean; text: string };

/**
 * /account/confirm-email?token=: the link of a change of address; ?cancel=: the "this was not me"
 * link mailed to the old address. Opening either changes nothing (mail scanners open links); the
 * button does, with JavaScript through the API, before it as a native form post to this page
 * (intent `confirm` or `cancel`), whose refusal comes back with the API's sentence.
 */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const refusal = useActionData<AccountRefusal | undefined>();
  const cancelToken = searchParams.get('cancel') ?? '';
  const cancelling = Boolean(cancelToken);
  const token = cancelling ? cancelToken : (searchParams.get('token') ?? '');
  const done = searchParams.get('done');
  const [outcome, setOutcome] = useState<Outcome | null>(
    refusal
      ? { changed: false, text: refusal.message }
      : searchParams.get('form') === 'failed'
        ? { changed: false, text: TRY_AGAIN }
        : done && Object.hasOwn(OUTCOMES, done)
          ? OUTCOMES[done]
          : token
            ? null
            : { changed: false, text: INCOMPLETE_LINK },
  );
  const form = useForm();

  async function cancel() {
    const result = await api('/api/users/me/email/cancel', {
      method: 'POST',
      body: { token },
    });
    if (result.ok) {
      // Every session ended, this browser's too.
      clearSession();
      setOutcome(OUTCOMES.cancelled);
    } else {
      setOutcome({
        changed: false,
        text: errorText(result, 'message', BAD_CANCEL_LINK, NETWORK),
      });
    }
  }

  async function confirm() {
    const result = await api('/api/users/me/email/confirm', {
      method: 'POST',
      body: { token },
    });
    if (result.ok) {
      // The page's own session, if it is this account's, shows the new address at once.
      if (storedToken() && result.data.user) saveUser(result.data.user);
      setOutcome(OUTCOMES.changed);
    } else {
      setOutcome({
        changed: false,
        text: errorText(result, 'message', NOT_CHANGED, NETWORK),
      });
    }
  }

  if (!outcome && cancelling) {
    return (
      <AuthCard
        title="Cancel the change of e-mail address"
        subtitle="Press the button to cancel the change and sign out every device signed in to your account."
        icon={<ShieldAlert aria-hidden="true" size={32} />}
      >
        <form
          method="post"
          action="/account/confirm-email"
          className="form auth-form"
          onSubmit={form.submit(cancel)}
        >
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="token" value={token} />
          <SubmitButton busy={form.busy} busyLabel="Cancelling…">
            This was not me
          </SubmitButton>
        </form>
      </AuthCard>
    );
  }

  if (!outcome) {
    return (
      <AuthCard
        title="Confirm your new e-mail address"
        subtitle="Press the button to make this the e-mail address of your Pragya Trust account."
        icon={<MailCheck aria-hidden="true" size={32} />}
      >
        <form
          method="post"
          action="/account/confirm-email"
          className="form auth-form"
          onSubmit={form.submit(confirm)}
        >
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="token" value={token} />
          <SubmitButton busy={form.busy} busyLabel="Confirming…">
            Use this address
          </SubmitButton>
        </form>
      </AuthCard>
    );
  }

  const Icon = outcome.changed ? CheckCircle2 : ShieldAlert;
  return (
    <AuthCard
      title={
        done === 'cancelled' || (cancelling && outcome.changed)
          ? 'Change cancelled'
          : outcome.changed
            ? 'E-mail address changed'
            : 'Address not changed'
      }
      icon={<Icon aria-hidden="true" size={32} />}
      tone={outcome.changed ? 'success' : 'danger'}
    >
      <p
        className={outcome.changed ? 'auth-message' : 'auth-message auth-message-error'}
        role={outcome.changed ? 'status' : 'alert'}
      >
        {outcome.text}
      </p>
      <div className="auth-actions">
        <Link to="/account" className="btn btn-primary btn-block">
          Account settings
        </Link>
      </div>
    </AuthCard>
  );
}
