import { useState } from 'react';
import { SubmitButton } from '../../components/AuthCard';
import { FormField } from '../../components/FormField';
import { api, errorText, fieldErrors } from '../../lib/api';
import { useForm } from '../../lib/use-form';
import { formText } from '../../lib/form-action';
import { memberApi } from '../../lib/member-loader';
import { useHydrated } from '../../lib/use-hydrated';
import { done, recently, refused, type Answer, type Post } from './account-post';
import { NETWORK, useReauth } from './reauth';
import { useRefusedPost } from './refused-post';
import {
  Section,
  sectionMessage,
  type AccountSection,
  type SectionNotes,
  type SectionProps,
} from './Section';
import { useExpired } from './use-expired';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  passwordTooShort,
} from '../../../src/common/user-rules';

const RULE = 'At least 6 characters, and not a common password.';

const CHANGED = 'Your password was changed, and every other device was signed out.';
const SET =
  'Your password was set: you can now sign in with it too. Every other device was signed out.';

export const PASSWORD_NOTES: SectionNotes = {
  'password-changed': { tone: 'success', text: CHANGED },
  'password-set': { tone: 'success', text: SET },
};

/**
 * Change the password (the current one is asked for), or set a first one on an account made with
 * Google. Every other session of the account ends.
 */
export function PasswordSection({ id, title, data, flash }: SectionProps) {
  const user = data.me.data;
  const [hasPassword, setHasPassword] = useState(Boolean(user?.hasPassword));
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const form = useForm();
  const hydrated = useHydrated();
  const reauth = useReauth(hasPassword);
  const expired = useExpired();
  // Passwords never come back in the page: the refused post keeps only its sentences.
  const posted = useRefusedPost(id);
  if (!user) return <Section id={id} title={title} description={data.me.problem} />;

  async function send() {
    const result = await reauth.guard(() =>
      api('/api/users/me/password', {
        method: 'POST',
        auth: true,
        body: hasPassword ? { currentPassword, newPassword } : { newPassword },
      }),
    );
    if (result.status === 401) return expired();
    if (!result.ok) {
      form.fail({
        message: errorText(result, 'message', 'The password was not changed.', NETWORK),
        fields: fieldErrors(result),
      });
      return;
    }
    form.setNotice(hasPassword ? CHANGED : SET);
    setHasPassword(true);
    setCurrentPassword('');
    setNewPassword('');
  }

  function missing(): string | null {
    if (hasPassword && !currentPassword) return 'Please enter your current password.';
    if (passwordTooShort(newPassword)) return `${PASSWORD_TOO_SHORT}.`;
    return null;
  }

  return (
    <Section
      id={id}
      title={title}
      description={
        hasPassword
          ? 'Change the password you sign in with. Every other device where you are signed in will be signed out.'
          : 'Your account signs in with Google only. Set a password to sign in with your e-mail address as well.'
      }
      message={sectionMessage(form, posted.message ?? flash)}
    >
      <form
        method="post"
        action={`/account#${id}`}
        className="form"
        noValidate={hydrated}
        onSubmit={form.submit(send, () => {
          posted.dismiss();
          return missing();
        })}
      >
        <input type="hidden" name="intent" value="password" />
        {/* Password managers match the new password to the account by this field. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={user.email}
          readOnly
          hidden
        />
        {hasPassword ? (
          <FormField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            value={currentPassword}
            error={form.fields.currentPassword ?? posted.fieldError('currentPassword')}
            onChange={(event) => {
              setCurrentPassword(event.target.value);
              form.edited();
              posted.dismiss();
            }}
          />
        ) : null}
        <FormField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={RULE}
          value={newPassword}
          error={form.fields.newPassword ?? posted.fieldError('newPassword')}
          onChange={(event) => {
            setNewPassword(event.target.value);
            form.edited();
            posted.dismiss();
          }}
        />
        {!hydrated && !hasPassword ? (
          <p className="field-hint">
            Without JavaScript, please set it within 10 minutes of signing in with Google.
          </p>
        ) : null}
        <div className="account-form-actions">
          <SubmitButton busy={form.busy} busyLabel="Saving…" block={false}>
            {hasPassword ? 'Change password' : 'Set password'}
          </SubmitButton>
        </div>
      </form>
      {reauth.prompt}
    </Section>
  );
}

async function changePassword(post: Post): Promise<Answer> {
  const currentPassword = formText(post.form, 'currentPassword');
  const newPassword = formText(post.form, 'newPassword');
  const had = Boolean(post.user.hasPassword);
  const answer = await recently(post, 'currentPassword', () =>
    memberApi(post.args, '/api/users/me/password', {
      method: 'POST',
      body: had ? { currentPassword, newPassword } : { newPassword },
    }),
  );
  if (!answer.ok) return refused('password', answer);
  return done('password', had ? 'password-changed' : 'password-set');
}

export const PASSWORD_SECTION: AccountSection = {
  id: 'password',
  title: 'Password',
  Component: PasswordSection,
  notes: PASSWORD_NOTES,
  intents: import.meta.env.SSR ? { password: changePassword } : {},
};
