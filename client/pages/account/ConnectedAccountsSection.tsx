import { useState, type MouseEvent } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { Link2, Unlink } from 'lucide-react';
import { GoogleMark } from '../../components/AuthCard';
import { api, errorText } from '../../lib/api';
import { useForm } from '../../lib/use-form';
import { useHydrated } from '../../lib/use-hydrated';
import type { ConnectedAccounts } from '../../../src/auth/google/connected-accounts';
import { accountUser, part } from './account-data';
import { NETWORK, useReauth } from './reauth';
import {
  Section,
  sectionMessage,
  type AccountSection,
  type SectionNotes,
  type SectionProps,
} from './Section';

const LINK_START = '/api/auth/google?link=1';
const notLinked = (text: string) => ({ tone: 'error', text }) as const;

/** How linking Google ended: its journey comes back from Google to `/account?done=CODE`. */
export const CONNECTED_ACCOUNTS_NOTES: SectionNotes = {
  'google-linked': {
    tone: 'success',
    text: 'Your Google account is now linked. You can sign in with Google as well.',
  },
  'google-unverified': notLinked(
    'Google has not verified the e-mail address of that Google account, so we did not link it.',
  ),
  'google-taken': notLinked(
    'That Google account is already linked to another Pragya Trust account, so we did not link it here.',
  ),
  'google-other': notLinked(
    'Another Google account is already linked. Please unlink it first, then link the new one.',
  ),
  'google-confirm': notLinked(
    'For your security, please confirm it is you first, then choose “Link Google account” again.',
  ),
  'google-expired': notLinked(
    'Linking took too long or you were signed out on the way. Please try again.',
  ),
  'google-unavailable': notLinked(
    'Signing in with Google is not available just now. Please try again later.',
  ),
  'google-denied': notLinked('Google was not linked, as you chose at Google.'),
  'google-failed': notLinked('Google could not be linked just now. Please try again.'),
};

const ONLY_WAY_IN =
  'Google is the only way you can sign in to this account. Set a password (or add a passkey) first, then you can unlink Google.';

/**
 * Connected accounts: Google linked or not. Linking is a journey through Google (a plain link that
 * works without JavaScript right after signing in); with JavaScript the page first asks the API,
 * so the recent-sign-in prompt can run inline before the browser leaves. Unlinking needs a recent
 * sign-in too, and is refused while Google is the only way in.
 */
export function ConnectedAccountsSection({ id, title, data, flash }: SectionProps) {
  const user = accountUser(data);
  const [google, setGoogle] = useState(data.connected.data?.google ?? null);
  const form = useForm();
  const reauth = useReauth(Boolean(user?.hasPassword));
  const hydrated = useHydrated();

  function link(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    void form.run(async () => {
      const result = await reauth.guard(() =>
        api('/api/auth/google/link', { method: 'POST', auth: true }),
      );
      if (result.ok) {
        window.location.assign(result.data.url || LINK_START);
        return;
      }
      form.fail(errorText(result, 'message', 'Linking Google could not be started.', NETWORK));
    });
  }

  function unlink() {
    void form.run(async () => {
      const result = await reauth.guard(() =>
        api('/api/auth/google', { method: 'DELETE', auth: true }),
      );
      if (result.ok) {
        setGoogle((g) => (g ? { ...g, linked: false, email: null, canUnlink: false } : g));
        form.setNotice('Google is no longer linked to your account.');
        return;
      }
      form.fail(errorText(result, 'message', 'Google could not be unlinked.', NETWORK));
    });
  }

  return (
    <Section
      id={id}
      title={title}
      description="Other accounts you can use to sign in here."
      message={sectionMessage(form, flash)}
    >
      {data.connected.problem || !google ? (
        <p className="account-section-text">{data.connected.problem}</p>
      ) : (
        <div className="connected-item">
          <GoogleMark />
          <div className="connected-facts">
            <p className="connected-name">Google</p>
            <p className="connected-state">
              {google.linked
                ? google.email
                  ? `Linked as ${google.email}.`
                  : 'Linked.'
                : 'Not linked.'}
            </p>
          </div>
          {google.linked ? (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={unlink}
              disabled={!hydrated || form.busy || !google.canUnlink}
              aria-describedby={google.canUnlink ? undefined : `${id}-only-way`}
            >
              <Unlink aria-hidden="true" size={16} /> Unlink Google
            </button>
          ) : google.available ? (
            <a
              href={LINK_START}
              className="btn btn-outline btn-sm"
              onClick={link}
              aria-disabled={form.busy || undefined}
            >
              <Link2 aria-hidden="true" size={16} /> Link Google account
            </a>
          ) : null}
        </div>
      )}
      {google?.linked && !google.canUnlink ? (
        <p id={`${id}-only-way`} className="account-section-text connected-note">
          {ONLY_WAY_IN}
        </p>
      ) : null}
      {google && !google.linked && !google.available ? (
        <p className="account-section-text connected-note">
          Signing in with Google is not available on this site just now.
        </p>
      ) : null}
      {reauth.prompt}
    </Section>
  );
}

const connectedCalls = {
  /** Google linked or not. */
  connected: (args: LoaderFunctionArgs) =>
    part(args, '/api/auth/connected-accounts', (answer: ConnectedAccounts) => answer),
};

export const CONNECTED_ACCOUNTS_SECTION: AccountSection<typeof connectedCalls> = {
  id: 'connected-accounts',
  title: 'Connected accounts',
  Component: ConnectedAccountsSection,
  notes: CONNECTED_ACCOUNTS_NOTES,
  calls: connectedCalls,
};
