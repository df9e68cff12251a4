import { renderMail, type MailMessage } from '../mail-message';
import { greeting } from './common';

/**
 * Notices about the second factors of an account (authenticator app, recovery codes, passkeys).
 * None carries a code: they tell the owner what changed, and what to do if it was not them.
 */

const NOT_YOU =
  'If this was not you, someone may be signed in to your account: please reset your password at once and write to us.';

function notice(
  to: string,
  ownName: string | null,
  appUrl: string,
  parts: { subject: string; heading: string; kind: string; text: string },
): MailMessage {
  return renderMail({
    to,
    subject: parts.subject,
    heading: parts.heading,
    kind: parts.kind,
    blocks: [
      { kind: 'paragraph', text: greeting(ownName) },
      { kind: 'paragraph', text: parts.text },
      { kind: 'paragraph', text: NOT_YOU },
      { kind: 'button', label: 'Review my account', href: `${appUrl}/account` },
    ],
  });
}

export function appSecondFactorOnMail(to: string, ownName: string | null, appUrl: string) {
  return notice(to, ownName, appUrl, {
    subject: 'An authenticator app now protects your Pragya Trust sign-in',
    heading: 'Authenticator app turned on',
    kind: 'second-factor-on notice',
    text: 'From now on, signing in to your Pragya Trust account asks for a code from your authenticator app (or one of your recovery codes) after your password. Keep your recovery codes somewhere safe.',
  });
}

export function appSecondFactorOffMail(to: string, ownName: string | null, appUrl: string) {
  return notice(to, ownName, appUrl, {
    subject: 'The authenticator app was turned off for your Pragya Trust account',
    heading: 'Authenticator app turned off',
    kind: 'second-factor-off notice',
    text: 'Signing in to your Pragya Trust account no longer asks for a code from an authenticator app, and your recovery codes no longer work.',
  });
}

export function recoveryCodeUsedMail(
  to: string,
  ownName: string | null,
  appUrl: string,
  left: number,
) {
  const remaining =
    left === 0
      ? 'You have no recovery codes left: please make new ones in your account settings.'
      : `You have ${left} unused recovery ${left === 1 ? 'code' : 'codes'} left.`;
  return notice(to, ownName, appUrl, {
    subject: 'A recovery code of your Pragya Trust account was used',
    heading: 'A recovery code was used',
    kind: 'recovery-code-used notice',
    text: `One of your recovery codes was just used to confirm it was you. Each code works once. ${remaining}`,
  });
}

export function recoveryCodesRegeneratedMail(to: string, ownName: string | null, appUrl: string) {
  return notice(to, ownName, appUrl, {
    subject: 'New recovery codes for your Pragya Trust account',
    heading: 'New recovery codes',
    kind: 'recovery-codes-regenerated notice',
    text: 'A new set of ten recovery codes was made for your Pragya Trust account. The codes you had before no longer work.',
  });
}

/** The passkey's name was chosen by the owner in a recently proven session. */
export function passkeyAddedMail(
  to: string,
  ownName: string | null,
  appUrl: string,
  passkeyName: string,
) {
  return notice(to, ownName, appUrl, {
    subject: 'A passkey was added to your Pragya Trust account',
    heading: 'Passkey added',
    kind: 'passkey-added notice',
    text: `A passkey named “${passkeyName}” was added to your Pragya Trust account. It can now be used to sign in without a password.`,
  });
}

/** A passkey was removed: if the owner did not, someone holds a recent session of theirs. */
export function passkeyRemovedMail(
  to: string,
  ownName: string | null,
  appUrl: string,
  passkeyName: string,
) {
  return notice(to, ownName, appUrl, {
    subject: 'A passkey was removed from your Pragya Trust account',
    heading: 'Passkey removed',
    kind: 'passkey-removed notice',
    text: `The passkey named “${passkeyName}” was removed from your Pragya Trust account. It can no longer be used to sign in.`,
  });
}

export function emailSecondFactorOnMail(to: string, ownName: string | null, appUrl: string) {
  return notice(to, ownName, appUrl, {
    subject: 'Your Pragya Trust sign-in now asks for an e-mailed code',
    heading: 'E-mailed code turned on',
    kind: 'email-code-on notice',
    text: 'From now on, signing in to your Pragya Trust account with your password also asks for a code that we e-mail to this address.',
  });
}

export function emailSecondFactorOffMail(to: string, ownName: string | null, appUrl: string) {
  return notice(to, ownName, appUrl, {
    subject: 'The e-mailed sign-in code was turned off for your Pragya Trust account',
    heading: 'E-mailed code turned off',
    kind: 'email-code-off notice',
    text: 'Signing in to your Pragya Trust account with your password no longer asks for a code e-mailed to this address.',
  });
}
