import { PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '../../../src/common/user-rules';

/**
 * The outcome of a form of /account posted without JavaScript: the server answers with a 303 to
 * `/account?done=CODE&section=SECTION#SECTION`, and the page shows the sentence of CODE in that section. Only
 * known codes are shown, so a link cannot make the page say anything else.
 */
export interface Flash {
  section: string;
  tone: 'success' | 'error';
  text: string;
}

/** Every outcome code, its section and its sentence. Each section adds its own codes. */
export const FLASH_MESSAGES: Record<string, Flash> = {
  'profile-saved': { section: 'profile', tone: 'success', text: 'Your profile was saved.' },
  'name-invalid': {
    section: 'profile',
    tone: 'error',
    text: 'Please enter a name of 1 to 100 characters.',
  },
  'username-invalid': {
    section: 'profile',
    tone: 'error',
    text: 'Username must be 3-20 characters: letters, digits or _.',
  },
  'username-taken': {
    section: 'profile',
    tone: 'error',
    text: 'That username is already taken. Please choose another one.',
  },
  'email-sent': {
    section: 'email',
    tone: 'success',
    text: 'We sent a link to the new address. Your address stays the same until the link is used, within 1 hour.',
  },
  'email-invalid': {
    section: 'email',
    tone: 'error',
    text: 'Please enter a valid e-mail address.',
  },
  'email-same': {
    section: 'email',
    tone: 'error',
    text: 'That is already the e-mail address of your account.',
  },
  'password-changed': {
    section: 'password',
    tone: 'success',
    text: 'Your password was changed, and every other device was signed out.',
  },
  'password-set': {
    section: 'password',
    tone: 'success',
    text: 'Your password was set: you can now sign in with it too. Every other device was signed out.',
  },
  'password-short': {
    section: 'password',
    tone: 'error',
    text: `${PASSWORD_TOO_SHORT}.`,
  },
  'password-long': {
    section: 'password',
    tone: 'error',
    text: `${PASSWORD_TOO_LONG}.`,
  },
  'password-common': {
    section: 'password',
    tone: 'error',
    text: 'This password is too common. Please choose one that is harder to guess.',
  },
  // Second factor (POST /account/second-factor)
  'email-code-on': {
    section: 'second-factor',
    tone: 'success',
    text: 'The e-mailed code is on: each time you sign in with your password, we will e-mail you a code.',
  },
  'email-code-off': {
    section: 'second-factor',
    tone: 'success',
    text: 'The e-mailed code is off: signing in asks only for your password.',
  },
  'email-code-unverified': {
    section: 'second-factor',
    tone: 'error',
    text: 'Please confirm your e-mail address before turning on the e-mailed code.',
  },
  'second-factor-invalid': {
    section: 'second-factor',
    tone: 'error',
    text: 'Please choose Off, E-mailed code or Authenticator app.',
  },
  'second-factor-app-needs-js': {
    section: 'second-factor',
    tone: 'error',
    text: 'Setting up or turning off the authenticator app needs JavaScript, which is turned off in this browser. Nothing was changed.',
  },
  // Sessions (POST /account/sessions/…)
  'session-ended': { section: 'sessions', tone: 'success', text: 'That session has ended.' },
  'session-not-found': {
    section: 'sessions',
    tone: 'error',
    text: 'We could not find that session among yours. It may have ended already.',
  },
  'other-sessions-ended': {
    section: 'sessions',
    tone: 'success',
    text: 'You are signed out everywhere else. This device stays signed in.',
  },
  // Connected accounts (the end of linking Google)
  'google-linked': {
    section: 'connected-accounts',
    tone: 'success',
    text: 'Your Google account is now linked. You can sign in with Google as well.',
  },
  'google-unverified': {
    section: 'connected-accounts',
    tone: 'error',
    text: 'Google has not verified the e-mail address of that Google account, so we did not link it.',
  },
  'google-taken': {
    section: 'connected-accounts',
    tone: 'error',
    text: 'That Google account is already linked to another Pragya Trust account, so we did not link it here.',
  },
  'google-other': {
    section: 'connected-accounts',
    tone: 'error',
    text: 'Another Google account is already linked. Please unlink it first, then link the new one.',
  },
  'google-confirm': {
    section: 'connected-accounts',
    tone: 'error',
    text: 'For your security, please confirm it is you first, then choose “Link Google account” again.',
  },
  'google-expired': {
    section: 'connected-accounts',
    tone: 'error',
    text: 'Linking took too long or you were signed out on the way. Please try again.',
  },
  'google-unavailable': {
    section: 'connected-accounts',
    tone: 'error',
    text: 'Signing in with Google is not available just now. Please try again later.',
  },
  'google-denied': {
    section: 'connected-accounts',
    tone: 'error',
    text: 'Google was not linked, as you chose at Google.',
  },
  'google-failed': {
    section: 'connected-accounts',
    tone: 'error',
    text: 'Google could not be linked just now. Please try again.',
  },
  // Your data (POST /account/delete)
  'delete-wrong-address': {
    section: 'your-data',
    tone: 'error',
    text: 'The address you typed is not the address of this account. Your account was not deleted.',
  },
};

/** Outcomes any section's form can have: shown in the section the address names. */
const SHARED_OUTCOMES: Record<string, Omit<Flash, 'section'>> = {
  'password-wrong': {
    tone: 'error',
    text: 'That current password is not correct, so nothing was changed.',
  },
  'reauth-needed': {
    tone: 'error',
    text: 'For your security, please enter your current password to make this change.',
  },
  'reauth-google': {
    tone: 'error',
    text: 'For your security, please sign in again with Google, then make this change within 10 minutes.',
  },
  'too-many': {
    tone: 'error',
    text: 'Too many attempts. Please wait a few minutes and try again.',
  },
  failed: {
    tone: 'error',
    text: 'Something went wrong and nothing was changed. Please try again.',
  },
};

/** The flash of a page address (`?done=CODE&section=SECTION`: fragments never reach the server). */
export function flashOf(url: string): Flash | null {
  const { searchParams } = new URL(url);
  const code = searchParams.get('done');
  if (!code) return null;
  if (Object.hasOwn(FLASH_MESSAGES, code)) return FLASH_MESSAGES[code];
  const section = searchParams.get('section');
  return Object.hasOwn(SHARED_OUTCOMES, code) && section
    ? { section, ...SHARED_OUTCOMES[code] }
    : null;
}
