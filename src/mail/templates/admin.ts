import { renderMail, type MailMessage } from '../mail-message';
import { greeting } from './common';

/** The admin area's mails to members. */

/** Sent to the address of an account the trust deleted, on the member's request. */
export function accountDeletedMail(to: string, ownName: string | null): MailMessage {
  return renderMail({
    to,
    subject: 'Your Pragya Trust account has been deleted',
    heading: 'Your account has been deleted',
    kind: 'account deleted',
    blocks: [
      { kind: 'paragraph', text: greeting(ownName) },
      {
        kind: 'paragraph',
        text: 'As you asked, we have deleted your Pragya Trust account and everything it held: your profile, your sign-in details and your sessions. You have been signed out everywhere.',
      },
      {
        kind: 'paragraph',
        text: 'You are always welcome back: you can create a new account with this address whenever you wish.',
      },
      {
        kind: 'paragraph',
        text: 'If you did not ask for this, please reply to this e-mail or write to us through the contact page, and we will look into it.',
      },
    ],
  });
}
