import { renderMail, type MailMessage } from '../mail-message';
import { greeting } from './common';

/**
 * Notices about the sign-in methods and the life of an account: Google linked or unlinked, the
 * account deleted. They carry no code and no link that acts; the owner's own name only.
 */

const NOT_YOU =
  'If you did not do this, someone may be signed in to your account: please reset your password and write to us.';

/** A notice about a change to the account's ways of signing in, with a link to review them. */
function signInChangeMail(
  to: string,
  ownName: string | null,
  appUrl: string,
  notice: { subject: string; heading: string; kind: string; text: string },
): MailMessage {
  return renderMail({
    to,
    subject: notice.subject,
    heading: notice.heading,
    kind: notice.kind,
    blocks: [
      { kind: 'paragraph', text: greeting(ownName) },
      { kind: 'paragraph', text: notice.text },
      { kind: 'paragraph', text: NOT_YOU },
      { kind: 'button', label: 'Review your account', href: `${appUrl}/account` },
    ],
  });
}

export function googleLinkedMail(to: string, ownName: string | null, appUrl: string) {
  return signInChangeMail(to, ownName, appUrl, {
    subject: 'A Google account was linked to your Pragya Trust account',
    heading: 'Google sign-in was linked',
    kind: 'google-linked notice',
    text: 'A Google account has just been linked to your Pragya Trust account. You can now sign in with Google as well.',
  });
}

export function googleUnlinkedMail(to: string, ownName: string | null, appUrl: string) {
  return signInChangeMail(to, ownName, appUrl, {
    subject: 'Google sign-in was removed from your Pragya Trust account',
    heading: 'Google sign-in was removed',
    kind: 'google-unlinked notice',
    text: 'Your Pragya Trust account is no longer linked to a Google account. Signing in with Google will not reach it any more; your other ways of signing in are unchanged.',
  });
}

/** The last mail an account gets: sent after the deletion, to the address it had. */
export function accountDeletedMail(
  to: string,
  ownName: string | null,
  reason: 'self' | 'admin',
): MailMessage {
  return renderMail({
    to,
    subject: 'Your Pragya Trust account was deleted',
    heading: 'Your account was deleted',
    kind: 'account-deleted notice',
    blocks: [
      { kind: 'paragraph', text: greeting(ownName) },
      {
        kind: 'paragraph',
        text:
          reason === 'self'
            ? 'As you asked, your Pragya Trust account has been deleted, with everything we kept about it: your profile, sessions, sign-in methods, messages and history. Every device that was signed in has been signed out.'
            : 'As you asked us, the trust has deleted your Pragya Trust account, with everything we kept about it: your profile, sessions, sign-in methods, messages and history. Every device that was signed in has been signed out.',
      },
      {
        kind: 'paragraph',
        text: 'This is the last e-mail you will receive about this account. You are always welcome to sign up again.',
      },
      {
        kind: 'paragraph',
        text: 'If you did not ask for this, please write to us through the contact page on our website.',
      },
    ],
  });
}
