import { useState, useSyncExternalStore } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { SubmitButton } from '../../components/AuthCard';
import { FormField } from '../../components/FormField';
import { api, errorText } from '../../lib/api';
import { useForm } from '../../lib/use-form';
import { useHydrated } from '../../lib/use-hydrated';
import { accountUser, part } from './account-data';
import { PasskeyRow } from './factors/PasskeyRow';
import { useReauth } from './reauth';
import { Section, sectionMessage, type AccountSection, type SectionProps } from './Section';
import type { Schema } from '../../lib/api-schema';

/** One passkey as GET /api/auth/passkeys lists it. */
export type PasskeyItem = Schema<'PasskeyResponse'>;

const noSubscription = () => () => {};

const NETWORK = 'We could not reach the server. Please check your connection and try again.';
const CANCELLED =
  'No passkey was added: the browser or device stopped the request. You can try again.';

/**
 * Passkeys: add one (named, by default after this browser and system), and the list with rename
 * and remove. The WebAuthn library is loaded only when the member presses “Add a passkey”.
 */
export function PasskeysSection({ id, title, data, flash }: SectionProps) {
  const user = accountUser(data);
  const hydrated = useHydrated();
  const reauth = useReauth(user?.hasPassword !== false);
  const form = useForm(data.passkeys.problem);
  const [keys, setKeys] = useState<PasskeyItem[]>(data.passkeys.data ?? []);
  const [name, setName] = useState('');
  const supported = useSyncExternalStore(
    noSubscription,
    () => typeof window.PublicKeyCredential === 'function',
    // The server cannot know: it offers the button, the browser takes it away if need be.
    () => true,
  );

  async function add() {
    const options = await reauth.guard(() =>
      api('/api/auth/passkeys/registration-options', {
        method: 'POST',
        auth: true,
      }),
    );
    if (!options.ok) {
      form.fail(errorText(options, 'message', 'The passkey could not be added.', NETWORK));
      return;
    }
    const { startRegistration } = await import('@simplewebauthn/browser');
    let response: Awaited<ReturnType<typeof startRegistration>>;
    try {
      // The document leaves the WebAuthn options open; @simplewebauthn/server made them.
      response = await startRegistration({
        optionsJSON: options.data as PublicKeyCredentialCreationOptionsJSON,
      });
    } catch {
      form.fail(CANCELLED);
      return;
    }
    const saved = await api('/api/auth/passkeys/registration', {
      method: 'POST',
      auth: true,
      body: { response, ...(name.trim() ? { name: name.trim() } : {}) },
    });
    if (!saved.ok) {
      form.fail(errorText(saved, 'message', 'The passkey could not be added.', NETWORK));
      return;
    }
    setKeys((current) => [...current, saved.data]);
    setName('');
    form.setNotice(`The passkey “${saved.data.name}” is added. You can now sign in with it.`);
  }

  return (
    <Section
      id={id}
      title={title}
      description="Sign in with your device’s screen lock instead of a password."
      message={sectionMessage(form, flash)}
    >
      {keys.length ? (
        <ul className="passkey-list" aria-label="Your passkeys">
          {keys.map((key) => (
            <PasskeyRow
              key={key.id}
              passkey={key}
              form={form}
              guard={reauth.guard}
              onRenamed={(renamed) =>
                setKeys((current) => current.map((k) => (k.id === renamed.id ? renamed : k)))
              }
              onRemoved={() => setKeys((current) => current.filter((k) => k.id !== key.id))}
            />
          ))}
        </ul>
      ) : (
        <p className="account-section-text">You have no passkeys yet.</p>
      )}
      <noscript>
        <p className="account-section-text">
          Adding a passkey needs JavaScript, which is turned off in this browser.
        </p>
      </noscript>
      {supported ? (
        <form
          className="form passkey-add"
          noValidate
          onSubmit={form.submit(add, () =>
            name.trim().length > 60 ? 'Please keep the name to 60 characters.' : null,
          )}
        >
          <FormField
            label="Name for the new passkey (optional)"
            name="passkey-name"
            type="text"
            maxLength={60}
            autoComplete="off"
            hint="For example “Phone” or “Work laptop”. Left empty, it is named after this browser and system."
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              form.edited();
            }}
          />
          <div className="account-form-actions">
            <SubmitButton
              busy={form.busy}
              busyLabel="Waiting for your device…"
              block={false}
              disabled={!hydrated}
            >
              Add a passkey
            </SubmitButton>
          </div>
        </form>
      ) : (
        <p className="account-section-text">
          This browser cannot make passkeys. A recent Chrome, Edge, Safari or Firefox can.
        </p>
      )}
      {reauth.prompt}
    </Section>
  );
}

const passkeysCalls = {
  /** The member's passkeys. */
  passkeys: (args: LoaderFunctionArgs) =>
    part(args, '/api/auth/passkeys', (answer: PasskeyItem[]) => answer),
};

export const PASSKEYS_SECTION: AccountSection<typeof passkeysCalls> = {
  id: 'passkeys',
  title: 'Passkeys',
  Component: PasskeysSection,
  calls: passkeysCalls,
};
