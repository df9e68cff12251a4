/**
 * The outcome of a form of /account posted without JavaScript: the server answers with a 303 to
 * `/account?done=CODE#section`, and the page shows the sentence of CODE in that section. Only
 * known codes are shown, so a link cannot make the page say anything else.
 */
export interface Flash {
  section: string;
  tone: 'success' | 'error';
  text: string;
}

/** Every outcome code, its section and its sentence. Each section adds its own codes. */
export const FLASH_MESSAGES: Record<string, Flash> = {
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
  'sessions-failed': {
    section: 'sessions',
    tone: 'error',
    text: 'That did not work just now. Please wait a moment and try again.',
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
  'delete-confirm-first': {
    section: 'your-data',
    tone: 'error',
    text: 'For your security, please confirm it is you: enter your password with the address. If your account has no password, sign out and in again, then delete within ten minutes.',
  },
  'delete-wrong-password': {
    section: 'your-data',
    tone: 'error',
    text: 'That password is not correct. Your account was not deleted.',
  },
  'delete-wrong-address': {
    section: 'your-data',
    tone: 'error',
    text: 'The address you typed is not the address of this account. Your account was not deleted.',
  },
  'your-data-failed': {
    section: 'your-data',
    tone: 'error',
    text: 'That did not work just now. Please wait a moment and try again.',
  },
};

/** The flash of a page address (`?done=CODE`), or null. */
export function flashOf(url: string): Flash | null {
  const code = new URL(url).searchParams.get('done');
  return code && Object.hasOwn(FLASH_MESSAGES, code) ? FLASH_MESSAGES[code] : null;
}
