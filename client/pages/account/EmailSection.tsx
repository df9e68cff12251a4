import { useState } from 'react';
import { SubmitButton } from '../../components/AuthCard';
import { FormField } from '../../components/FormField';
import { api, errorText, fieldErrors } from '../../lib/api';
import { useForm } from '../../lib/use-form';
import { formText } from '../../lib/form-action';
import { memberApi } from '../../lib/member-loader';
import { useHydrated } from '../../lib/use-hydrated';
import { done, recently, refused, type Answer, type Post } from './account-post';
import { NETWORK, PasswordBeforeScript, useReauth } from './reauth';
import { useRefusedPost } from './refused-post';
import {
  Section,
  sectionMessage,
  type AccountSection,
  type SectionNotes,
  type SectionProps,
} from './Section';
import { useExpired } from './use-expired';

export const EMAIL_NOTES: SectionNotes = {
  'email-sent': {
    tone: 'success',
    text: 'We sent a link to the new address. Your address stays the same until the link is used, within 1 hour.',
  },
};

/**
 * The address, whether it is verified, and a change of address: a link goes to the new address
 * and nothing changes until it is used. Before JavaScript runs, the form asks for the current
 * password too, since it cannot show the confirmation step (decision 0080).
 */
export function EmailSection({ id, title, data, flash }: SectionProps) {
  const user = data.me.data;
  const posted = useRefusedPost(id);
  const [newEmail, setNewEmail] = useState(posted.typed('newEmail') ?? '');
  const form = useForm();
  const hydrated = useHydrated();
  const reauth = useReauth(Boolean(user?.hasPassword));
  const expired = useExpired();
  if (!user) return <Section id={id} title={title} description={data.me.problem} />;

  async function send() {
    const result = await reauth.guard(() =>
      api('/api/users/me/email', {
        method: 'POST',
        auth: true,
        body: { newEmail: newEmail.trim() },
      }),
    );
    if (result.status === 401) return expired();
    if (result.ok) {
      setNewEmail('');
      form.setNotice(result.data.message ?? 'We sent a link to the new address.');
      return;
    }
    form.fail({
      message: errorText(result, 'message', 'The change could not be asked for.', NETWORK),
      fields: fieldErrors(result),
    });
  }

  return (
    <Section
      id={id}
      title={title}
      description="The address we write to, and the one you sign in with."
      message={sectionMessage(form, posted.message ?? flash)}
    >
      <dl className="account-facts">
        <div>
          <dt>Current address:</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Status:</dt>
          <dd>{user.isEmailVerified ? 'Verified' : 'Not verified yet'}</dd>
        </div>
      </dl>
      <form
        method="post"
        action={`/account#${id}`}
        className="form"
        noValidate={hydrated}
        onSubmit={form.submit(send, () => {
          posted.dismiss();
          return newEmail.trim() ? null : 'Please enter the new e-mail address.';
        })}
      >
        <input type="hidden" name="intent" value="email" />
        <FormField
          label="New e-mail address"
          name="newEmail"
          type="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="none"
          required
          maxLength={254}
          hint="We will send a link to it; your address changes only when the link is used."
          value={newEmail}
          error={form.fields.newEmail ?? posted.fieldError('newEmail')}
          onChange={(event) => {
            setNewEmail(event.target.value);
            form.edited();
            posted.dismiss();
          }}
        />
        <PasswordBeforeScript
          shown={!hydrated && Boolean(user.hasPassword)}
          error={posted.fieldError('currentPassword')}
        />
        <div className="account-form-actions">
          <SubmitButton busy={form.busy} busyLabel="Sending…" block={false}>
            Send the link
          </SubmitButton>
        </div>
      </form>
      {reauth.prompt}
    </Section>
  );
}

async function changeEmail(post: Post): Promise<Answer> {
  const fields = { newEmail: formText(post.form, 'newEmail') };
  const answer = await recently(post, 'currentPassword', () =>
    memberApi(post.args, '/api/users/me/email', {
      method: 'POST',
      body: { newEmail: fields.newEmail.trim() },
    }),
  );
  return answer.ok ? done('email', 'email-sent') : refused('email', answer, fields);
}

export const EMAIL_SECTION: AccountSection = {
  id: 'email',
  title: 'E-mail address',
  Component: EmailSection,
  notes: EMAIL_NOTES,
  intents: import.meta.env.SSR ? { email: changeEmail } : {},
};
