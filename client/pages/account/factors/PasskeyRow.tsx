import { useState } from 'react';
import { api, errorText } from '../../../lib/api';
import type { FormRun } from '../../../lib/use-form';
import type { Reauth } from '../reauth';
import type { PasskeyItem } from '../PasskeysSection';

const NETWORK = 'We could not reach the server. Please check your connection and try again.';

/** Dates in India's time, the same in the server's HTML and in the browser. */
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

function shown(value: string | null): string {
  return value ? dateFormat.format(new Date(value)) : 'never';
}

/** One passkey: its name and dates, rename in place, remove after a second press. */
export function PasskeyRow({
  passkey,
  form,
  guard,
  onRenamed,
  onRemoved,
}: {
  passkey: PasskeyItem;
  form: FormRun;
  /** Removing needs a recent sign-in: the section's prompt asks for it. */
  guard: Reauth['guard'];
  onRenamed: (passkey: PasskeyItem) => void;
  onRemoved: () => void;
}) {
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const [name, setName] = useState(passkey.name);
  const inputId = `passkey-name-${passkey.id}`;

  function rename() {
    void form.run(async () => {
      const result = await api(`/api/auth/passkeys/${passkey.id}`, {
        method: 'PATCH',
        auth: true,
        body: { name: name.trim() },
      });
      if (!result.ok) {
        form.fail(errorText(result, 'message', 'The passkey could not be renamed.', NETWORK));
        return;
      }
      onRenamed(result.data);
      setMode('view');
      form.setNotice(`The passkey is now called “${result.data.name}”.`);
    });
  }

  function remove() {
    void form.run(async () => {
      const result = await guard(() =>
        api(`/api/auth/passkeys/${passkey.id}`, { method: 'DELETE', auth: true }),
      );
      if (!result.ok) {
        form.fail(errorText(result, 'message', 'The passkey could not be removed.', NETWORK));
        return;
      }
      onRemoved();
      form.setNotice(
        `The passkey “${passkey.name}” is removed. Remove it from your device too, if you like.`,
      );
    });
  }

  return (
    <li className="passkey-item">
      <div className="passkey-facts">
        <strong className="passkey-name">{passkey.name}</strong>
        <span>
          Added {shown(passkey.createdAt)} · last used {shown(passkey.lastUsedAt)}
          {passkey.backedUp ? ' · synced' : ''}
        </span>
      </div>
      {mode === 'rename' ? (
        <form
          className="passkey-rename"
          onSubmit={(event) => {
            event.preventDefault();
            rename();
          }}
        >
          <label htmlFor={inputId}>New name</label>
          <input
            id={inputId}
            type="text"
            maxLength={60}
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="btn btn-primary btn-sm" disabled={form.busy}>
            Save
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setMode('view')}>
            Cancel
          </button>
        </form>
      ) : mode === 'remove' ? (
        <div className="account-form-actions" role="group" aria-label={`Remove ${passkey.name}?`}>
          <span>Remove this passkey?</span>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={form.busy}
            onClick={remove}
          >
            Remove
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setMode('view')}>
            Keep it
          </button>
        </div>
      ) : (
        <div className="account-form-actions">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-label={`Rename ${passkey.name}`}
            onClick={() => setMode('rename')}
          >
            Rename
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={`Remove ${passkey.name}`}
            onClick={() => setMode('remove')}
          >
            Remove
          </button>
        </div>
      )}
    </li>
  );
}
