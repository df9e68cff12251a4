import { renderMail, type MailMessage } from '../mail-message';
import { OTP_LIMITS } from '../../otp/otp-limits';
import { greeting, IGNORE, validity } from './common';
import { istDateTime } from '../../common/india-time-format';

/**
 * The trust's account and contact e-mails. Each is rendered by renderMail from one list of
 * blocks, so the HTML and the text part say the same thing; none carries images or tracking.
 */

/**
 * Subjects say what a mail is and never carry its code: subjects show in notifications, lock
 * screens and delivery-failure logs.
 */
export function signupCodeMail(to: string, code: string): MailMessage {
  return renderMail({
    to,
    subject: 'Your Pragya Trust sign-up code',
    heading: 'Your sign-up code',
    kind: 'sign-up code',
    blocks: [
      { kind: 'paragraph', text: greeting() },
      {
        kind: 'paragraph',
        text: 'Enter this code on the sign-up page to finish creating your Pragya Trust account:',
      },
      { kind: 'code', code },
      {
        kind: 'paragraph',
        text: `The code is valid for ${validity(OTP_LIMITS.codeTtlMs)} and can be used once.`,
      },
      { kind: 'paragraph', text: IGNORE },
    ],
    highlight: `sign-up code ${code}`,
  });
}

export function signinCodeMail(to: string, ownName: string | null, code: string): MailMessage {
  return renderMail({
    to,
    subject: 'Your Pragya Trust sign-in code',
    heading: 'Your sign-in code',
    kind: 'sign-in code',
    blocks: [
      { kind: 'paragraph', text: greeting(ownName) },
      {
        kind: 'paragraph',
        text: 'Someone (we hope you) entered your password. Enter this code to finish signing in:',
      },
      { kind: 'code', code },
      {
        kind: 'paragraph',
        text: `The code is valid for ${validity(OTP_LIMITS.codeTtlMs)} and can be used once.`,
      },
      {
        kind: 'paragraph',
        text: 'If this was not you, your password may be known to someone else: please reset it.',
      },
    ],
    highlight: `sign-in code ${code}`,
  });
}

export function reauthCodeMail(to: string, ownName: string | null, code: string): MailMessage {
  return renderMail({
    to,
    subject: 'Your Pragya Trust confirmation code',
    heading: 'Your confirmation code',
    kind: 'confirmation code',
    blocks: [
      { kind: 'paragraph', text: greeting(ownName) },
      {
        kind: 'paragraph',
        text: 'You are changing a setting of your account. Enter this code to confirm it is you:',
      },
      { kind: 'code', code },
      {
        kind: 'paragraph',
        text: `The code is valid for ${validity(OTP_LIMITS.codeTtlMs)} and can be used once.`,
      },
      {
        kind: 'paragraph',
        text: 'If this was not you, someone may be signed in to your account: please reset your password.',
      },
    ],
    highlight: `confirmation code ${code}`,
  });
}

/** The name of an unverified account was typed by whoever registered it, so it is not used. */
export function verificationLinkMail(to: string, link: string): MailMessage {
  return renderMail({
    to,
    subject: 'Please confirm your e-mail address',
    heading: 'Confirm your e-mail address',
    kind: 'verification link',
    blocks: [
      { kind: 'paragraph', text: greeting() },
      {
        kind: 'paragraph',
        text: 'Thank you for registering with Pragya Trust. Please confirm that this address is yours:',
      },
      { kind: 'button', label: 'Confirm my e-mail address', href: link },
      {
        kind: 'paragraph',
        text: `The link is valid for ${validity(OTP_LIMITS.verifyLinkTtlMs)} and can be used once.`,
      },
      { kind: 'paragraph', text: IGNORE },
    ],
    highlight: `verification link ${link}`,
  });
}

export function resetLinkMail(to: string, ownName: string | null, link: string): MailMessage {
  return renderMail({
    to,
    subject: 'Reset your Pragya Trust password',
    heading: 'Reset your password',
    kind: 'password reset link',
    blocks: [
      { kind: 'paragraph', text: greeting(ownName) },
      { kind: 'paragraph', text: 'Follow this link to choose a new password:' },
      { kind: 'button', label: 'Choose a new password', href: link },
      {
        kind: 'paragraph',
        text: `The link is valid for ${validity(OTP_LIMITS.resetLinkTtlMs)} and can be used once.`,
      },
      { kind: 'paragraph', text: IGNORE },
    ],
    highlight: `reset link ${link}`,
  });
}

/**
 * After an address was confirmed without the password chosen at registration: the person chose
 * "I did not register, or I forgot the password", so the mail says why the password went and
 * hands over the link to choose one, rather than the reset mail's "if you did not ask for this".
 */
export function choosePasswordMail(to: string, link: string): MailMessage {
  return renderMail({
    to,
    subject: 'Choose a password for your Pragya Trust account',
    heading: 'Choose a password',
    kind: 'choose-password link',
    blocks: [
      { kind: 'paragraph', text: greeting() },
      {
        kind: 'paragraph',
        text: 'Your e-mail address is now confirmed. It was confirmed without the password chosen when the account was registered, so we removed that password: whoever registered may not have been you.',
      },
      { kind: 'paragraph', text: 'Follow this link to choose your own password:' },
      { kind: 'button', label: 'Choose a password', href: link },
      {
        kind: 'paragraph',
        text: `The link is valid for ${validity(OTP_LIMITS.resetLinkTtlMs)} and can be used once.`,
      },
    ],
    highlight: `choose-password link ${link}`,
  });
}

/**
 * How the password came to change: a reset link (every session ended), a change or a first
 * password set in the account settings (every other session ended).
 */
export type PasswordChange = 'reset' | 'changed' | 'set';

const PASSWORD_CHANGE_TEXT: Record<
  PasswordChange,
  { subject: string; heading: string; text: string }
> = {
  reset: {
    subject: 'Your Pragya Trust password was changed',
    heading: 'Your password was changed',
    text: 'The password of your Pragya Trust account has just been changed, and every device that was signed in has been signed out.',
  },
  changed: {
    subject: 'Your Pragya Trust password was changed',
    heading: 'Your password was changed',
    text: 'The password of your Pragya Trust account has just been changed in your account settings, and every other device that was signed in has been signed out.',
  },
  set: {
    subject: 'Your Pragya Trust account now has a password',
    heading: 'A password was set',
    text: 'A password has just been set for your Pragya Trust account in your account settings: you can now sign in with your e-mail address and this password as well as with Google. Every other device that was signed in has been signed out.',
  },
};

export function passwordChangedMail(
  to: string,
  ownName: string | null,
  appUrl: string,
  how: PasswordChange = 'reset',
): MailMessage {
  const { subject, heading, text } = PASSWORD_CHANGE_TEXT[how];
  return renderMail({
    to,
    subject,
    heading,
    kind: how === 'set' ? 'password-set notice' : 'password-changed notice',
    blocks: [
      { kind: 'paragraph', text: greeting(ownName) },
      { kind: 'paragraph', text },
      {
        kind: 'paragraph',
        text: 'If you did not do this, please reset your password at once and write to us.',
      },
      { kind: 'button', label: 'Reset my password', href: `${appUrl}/forgot-password` },
    ],
  });
}

/** Sent instead of a code or link when someone signs up or registers with an address that has an account. */
export function existingAccountMail(to: string, appUrl: string): MailMessage {
  return renderMail({
    to,
    subject: 'You already have a Pragya Trust account',
    heading: 'You already have an account',
    kind: 'existing-account notice',
    blocks: [
      { kind: 'paragraph', text: greeting() },
      {
        kind: 'paragraph',
        text: 'Someone (we hope you) tried to create a Pragya Trust account with this e-mail address, but it already has one. No new account was created.',
      },
      { kind: 'button', label: 'Sign in', href: `${appUrl}/login` },
      {
        kind: 'paragraph',
        text: 'Forgotten your password, or signed up with Google? You can choose a new password:',
      },
      { kind: 'button', label: 'Reset my password', href: `${appUrl}/forgot-password` },
      { kind: 'paragraph', text: IGNORE },
    ],
    highlight: 'existing-account notice',
  });
}

export interface ContactMailInput {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  createdAt: Date;
  signedIn: boolean;
}

/** A contact-form message to the trust's inbox; replying goes straight to the sender. */
export function contactMessageMail(inbox: string, input: ContactMailInput): MailMessage {
  const name = input.name.replace(/\s+/g, ' ').trim();
  const details = [
    `From: ${name} <${input.email}>`,
    input.phone ? `Phone: ${input.phone}` : null,
    `Sent: ${istDateTime(input.createdAt)}${input.signedIn ? ' (signed-in member)' : ''}`,
  ]
    .filter(Boolean)
    .join('\n');
  return renderMail({
    to: inbox,
    subject: `Contact from ${name}`.slice(0, 150),
    heading: 'A message from the website',
    kind: 'contact message',
    blocks: [
      { kind: 'paragraph', text: details },
      { kind: 'paragraph', text: input.message },
      { kind: 'paragraph', text: 'Reply to this e-mail to answer the sender directly.' },
    ],
    replyTo: input.email,
  });
}
