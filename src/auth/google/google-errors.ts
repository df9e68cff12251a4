/** The error codes sent to /auth/callback?error=… (or, when linking, /account?google=…). */
export type GoogleErrorCode =
  | 'google_unavailable'
  | 'google_denied'
  | 'invalid_state'
  | 'google_failed'
  | 'google_email_unverified'
  | 'account_conflict'
  // Linking Google to the signed-in account (sent to /account?google=…):
  | 'signin_required'
  | 'reauth_required'
  | 'link_expired'
  | 'link_conflict'
  | 'link_other_google';

export class GoogleSignInError extends Error {
  constructor(readonly code: GoogleErrorCode) {
    super(code);
  }
}

/** The sentences of the exchange and second-factor calls (the page shows them as they are). */
export const GOOGLE_SENTENCES = {
  expired:
    'This Google sign-in has expired or was already completed. Please continue with Google again.',
  wrongCode: 'That code is not correct. Please check the e-mail and try again.',
  noCode:
    'This code has expired or was tried too many times. Please continue with Google again for a new one.',
  signedIn: 'You are signed in.',
} as const;
