import { useState } from 'react';
import { redirect } from 'react-router';
import { Download, Trash2 } from 'lucide-react';
import { FormField } from '../../components/FormField';
import { api, errorText } from '../../lib/api';
import { formText } from '../../lib/form-action';
import { memberApi } from '../../lib/member-loader';
import { clearSession } from '../../lib/session';
import { useForm } from '../../lib/use-form';
import { useHydrated } from '../../lib/use-hydrated';
import { accountUser } from './account-data';
import { recently, refused, type Answer, type Post } from './account-post';
import { NETWORK, useReauth } from './reauth';
import { useRefusedPost } from './refused-post';
import { Section, sectionMessage, type AccountSection, type SectionProps } from './Section';

/** Where a deleted member lands (the no-JavaScript form ends there too). */
const DELETED = '/account/deleted';

/**
 * Your data: download everything stored about the account (a plain link, so it works without
 * JavaScript), and delete the account. Deleting asks for the address typed out and a recent
 * sign-in: inline with JavaScript; without it, the native form also asks for the password
 * (docs/decisions/0088-ending-sessions-and-deleting-without-javascript.md).
 */
export function DataSection({ id, title, data, flash }: SectionProps) {
  const user = accountUser(data);
  const posted = useRefusedPost(id);
  const [confirmEmail, setConfirmEmail] = useState(posted.typed('confirmEmail') ?? '');
  const form = useForm();
  const reauth = useReauth(Boolean(user?.hasPassword));
  const hydrated = useHydrated();

  const remove = form.submit(
    async () => {
      const result = await reauth.guard(() =>
        api('/api/users/me', { method: 'DELETE', auth: true, body: { confirmEmail } }),
      );
      if (result.ok) {
        clearSession();
        window.location.assign(DELETED);
        return;
      }
      form.fail(errorText(result, 'message', 'Your account could not be deleted.', NETWORK));
    },
    () => {
      posted.dismiss();
      return confirmEmail.trim() ? null : 'Please type your e-mail address to confirm.';
    },
  );

  return (
    <Section
      id={id}
      title={title}
      description="Everything we keep about your account is yours to take with you or to delete."
      message={sectionMessage(form, posted.message ?? flash)}
    >
      <h3 className="data-heading">Download your data</h3>
      <p className="account-section-text">
        One file (JSON) with your profile, sessions, sign-in settings, messages you sent us and the
        history of changes to your account. It contains no password and no code.
      </p>
      <a href="/api/users/me/export" className="btn btn-outline" download>
        <Download aria-hidden="true" size={16} /> Download my data
      </a>

      <h3 className="data-heading">Delete your account</h3>
      <p className="account-section-text">
        This removes your account and everything stored about it at once, and signs you out on every
        device. It cannot be undone. We will send a last e-mail to {user?.email ?? 'you'} to
        confirm.
      </p>
      <form
        method="post"
        action={`/account#${id}`}
        className="form data-delete"
        onSubmit={remove}
        noValidate
      >
        <input type="hidden" name="intent" value="delete-account" />
        <FormField
          label="Type your e-mail address to confirm"
          name="confirmEmail"
          type="email"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          value={confirmEmail}
          error={form.fields.confirmEmail ?? posted.fieldError('confirmEmail')}
          onChange={(event) => {
            setConfirmEmail(event.target.value);
            form.edited();
            posted.dismiss();
          }}
        />
        {hydrated ? null : user?.hasPassword ? (
          <FormField
            label="Your password"
            name="password"
            type="password"
            autoComplete="current-password"
            error={posted.fieldError('password')}
          />
        ) : (
          <p className="account-section-text">
            Without JavaScript, deleting an account that has no password needs a recent sign-in:
            sign out and in again, then delete within ten minutes.
          </p>
        )}
        <button type="submit" className="btn btn-danger" disabled={form.busy}>
          <Trash2 aria-hidden="true" size={16} /> {form.busy ? 'Deleting…' : 'Delete my account'}
        </button>
      </form>
      {reauth.prompt}
    </Section>
  );
}

async function deleteAccount(post: Post): Promise<Answer> {
  const fields = { confirmEmail: formText(post.form, 'confirmEmail') };
  const answer = await recently(post, 'password', () =>
    memberApi(post.args, '/api/users/me', {
      method: 'DELETE',
      body: { confirmEmail: fields.confirmEmail },
    }),
  );
  return answer.ok ? redirect(DELETED, 303) : refused('your-data', answer, fields);
}

export const DATA_SECTION: AccountSection = {
  id: 'your-data',
  title: 'Your data',
  Component: DataSection,
  intents: import.meta.env.SSR ? { 'delete-account': deleteAccount } : {},
};
