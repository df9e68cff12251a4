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
    text: 'Password must be at least 6 characters long.',
  },
  'password-long': {
    section: 'password',
    tone: 'error',
    text: 'Password must be at most 128 characters long.',
  },
  'password-common': {
    section: 'password',
    tone: 'error',
    text: 'This password is too common. Please choose one that is harder to guess.',
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
