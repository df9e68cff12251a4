import { useState } from 'react';
import { SubmitButton } from '../../components/AuthCard';
import { ErrorBanner, StatusNotice } from '../../components/ErrorBanner';
import { FormField } from '../../components/FormField';
import { api, errorText, fieldErrors } from '../../lib/api';
import { useForm, type Problem } from '../../lib/use-form';
import type { AccountProps } from '../dashboard/account';
import type { RefusedPost } from './refused-post';
import { NAME_MAX_LENGTH } from '../../../src/common/user-rules';

const USERNAME = /^[A-Za-z0-9_]{3,20}$/;
const USERNAME_RULE = 'Username must be 3-20 characters: letters, digits or _';

/** The problem of a name and username as typed, before anything is sent. */
export function profileProblem(name: string, username: string): Problem | null {
  if (!name.trim()) {
    return { message: 'Please enter your name', fields: { name: 'Please enter your name' } };
  }
  const trimmed = username.trim();
  if (trimmed && !USERNAME.test(trimmed)) {
    return { message: USERNAME_RULE, fields: { username: USERNAME_RULE } };
  }
  return null;
}

/**
 * The PATCH body for a name and username as typed. An empty username is sent as null, which
 * removes it: leaving it out would keep the old one while the page reported success.
 */
export function profileChanges(name: string, username: string) {
  return { name: name.trim(), username: username.trim() || null };
}

/**
 * Name and username; the fields show what the API stored once it answers. With `action` the form
 * also posts natively there before JavaScript runs (/account's no-JavaScript form, intent
 * `profile`); `posted` is that post's refusal, if the page is its answer.
 */
export function ProfileForm({
  user,
  onUser,
  onExpired,
  action,
  posted,
}: AccountProps & { action?: string; posted?: RefusedPost }) {
  const [name, setName] = useState(posted?.typed('name') ?? user.name);
  const [username, setUsername] = useState(posted?.typed('username') ?? user.username ?? '');
  const form = useForm();
  const edited = () => {
    form.clear();
    posted?.dismiss();
  };

  async function send() {
    const result = await api('/api/users/me', {
      method: 'PATCH',
      auth: true,
      body: profileChanges(name, username),
    });
    if (result.status === 401) return onExpired();
    if (!result.ok || !result.data.user) {
      form.fail({
        message: errorText(
          result,
          'message',
          'Failed to update profile',
          'Network error. Please try again.',
        ),
        fields: fieldErrors(result),
      });
      return;
    }
    onUser(result.data.user);
    setName(result.data.user.name);
    setUsername(result.data.user.username ?? '');
    form.setNotice('Profile updated');
  }

  return (
    <form
      className="dash-setting form dash-profile-form"
      method={action ? 'post' : undefined}
      action={action}
      onSubmit={form.submit(send, () => {
        posted?.dismiss();
        return profileProblem(name, username);
      })}
    >
      {action ? <input type="hidden" name="intent" value="profile" /> : null}
      <h3 className="dash-setting-title">Edit Profile</h3>
      <div className="form-row">
        <FormField
          label="Full Name"
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={name}
          error={form.fields.name ?? posted?.fieldError('name')}
          onChange={(e) => {
            setName(e.target.value);
            edited();
          }}
        />
        <FormField
          label="Username"
          name="username"
          type="text"
          autoComplete="username"
          spellCheck={false}
          autoCapitalize="none"
          maxLength={20}
          pattern="[A-Za-z0-9_]{3,20}"
          title="3-20 letters, digits or _"
          hint="3-20 letters, digits or _"
          value={username}
          error={form.fields.username ?? posted?.fieldError('username')}
          onChange={(e) => {
            setUsername(e.target.value);
            edited();
          }}
        />
      </div>
      <ErrorBanner message={form.error} />
      <StatusNotice message={form.notice} />
      <SubmitButton busy={form.busy} busyLabel="Saving…" block={false}>
        Save Profile
      </SubmitButton>
    </form>
  );
}
