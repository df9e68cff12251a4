import { renderMail, type MailMessage } from '../mail-message';
import { OTP_LIMITS } from '../../otp/otp-limits';
import { greeting, IGNORE, validity } from './common';

/**
 * The mails of a change of e-mail address in the account settings. The link goes only to the new
 * address; the current one is told, without a link, so a stolen session cannot move the account
 * quietly; an address that already has an account is told instead of getting a link.
 */

const NOT_YOU =
  'If you did not ask for this, someone may be signed in to your account: please change your password at once and write to us.';

export function emailChangeLinkMail(to: string, ownName: string | null, link: string): MailMessage {
  return renderMail({
    to,
    subject: 'Confirm your new e-mail address for Pragya Trust',
    heading: 'Confirm your new e-mail address',
    kind: 'change-of-address link',
    blocks: [
      { kind: 'paragraph', text: greeting(ownName) },
      {
        kind: 'paragraph',
        text: 'You asked to use this e-mail address for your Pragya Trust account. Follow this link to confirm it:',
      },
      { kind: 'button', label: 'Use this address', href: link },
      {
        kind: 'paragraph',
        text: `The link is valid for ${validity(OTP_LIMITS.changeEmailLinkTtlMs)} and can be used once. Until then your account keeps its current address.`,
      },
      { kind: 'paragraph', text: IGNORE },
    ],
    highlight: `change-of-address link ${link}`,
  });
}

/**
 * To the current address when a change is asked for: no link to the change, only the news and a
 * "this was not me" link that cancels it and ends every session.
 */
export function emailChangeRequestedMail(
  to: string,
  ownName: string,
  cancelLink: string,
): MailMessage {
  return renderMail({
    to,
    subject: 'A change of e-mail address was asked for on your Pragya Trust account',
    heading: 'A change of e-mail address was asked for',
    kind: 'change-of-address notice',
    blocks: [
      { kind: 'paragraph', text: greeting(ownName) },
      {
        kind: 'paragraph',
        text: 'Someone signed in to your Pragya Trust account has asked to change its e-mail address. We sent a link to the new address; nothing changes unless that link is used within 1 hour.',
      },
      {
        kind: 'paragraph',
        text: 'If this was not you, press this button: the change is cancelled and every device signed in to your account is signed out. Then reset your password.',
      },
      { kind: 'button', label: 'This was not me', href: cancelLink },
    ],
    highlight: `this-was-not-me link ${cancelLink}`,
  });
}

/** After "this was not me": the change is off and every session ended. */
export function emailChangeCancelledMail(
  to: string,
  ownName: string,
  resetLink: string,
): MailMessage {
  return renderMail({
    to,
    subject: 'The change of e-mail address on your Pragya Trust account was cancelled',
    heading: 'The change of e-mail address was cancelled',
    kind: 'change-of-address cancelled',
    blocks: [
      { kind: 'paragraph', text: greeting(ownName) },
      {
        kind: 'paragraph',
        text: 'As you asked, the change of e-mail address was cancelled and every device signed in to your account was signed out. If you think someone else knows your password, choose a new one now:',
      },
      { kind: 'button', label: 'Reset your password', href: resetLink },
    ],
  });
}

/** To an address that already has an account, instead of a link: nobody learns it has one. */
export function addressInUseMail(to: string): MailMessage {
  return renderMail({
    to,
    subject: 'Someone tried to use your e-mail address at Pragya Trust',
    heading: 'Someone tried to use your e-mail address',
    kind: 'address-in-use notice',
    blocks: [
      { kind: 'paragraph', text: greeting() },
      {
        kind: 'paragraph',
        text: 'Someone signed in to another Pragya Trust account asked to move that account to this e-mail address. This address already belongs to your account, so nothing was changed.',
      },
      {
        kind: 'paragraph',
        text: 'You do not need to do anything. If you were trying to change the address of a second account of yours, choose another address for it.',
      },
    ],
  });
}

/** Once the link was used: to the old address (a notice) and to the new one (done). */
export function emailChangedMail(
  to: string,
  ownName: string,
  side: 'old' | 'new',
  appUrl: string,
): MailMessage {
  return renderMail({
    to,
    subject: 'The e-mail address of your Pragya Trust account was changed',
    heading: 'Your e-mail address was changed',
    kind: side === 'old' ? 'address-changed notice (old)' : 'address-changed notice (new)',
    blocks: [
      { kind: 'paragraph', text: greeting(ownName) },
      side === 'old'
        ? {
            kind: 'paragraph',
            text: 'Your Pragya Trust account no longer uses this e-mail address: it was changed in your account settings and confirmed from the new address. We will not write to this address about your account again.',
          }
        : {
            kind: 'paragraph',
            text: 'This is now the e-mail address of your Pragya Trust account: sign in with it from now on.',
          },
      side === 'old'
        ? { kind: 'paragraph', text: NOT_YOU }
        : { kind: 'button', label: 'Open your account settings', href: `${appUrl}/account` },
    ],
  });
}
