/**
 * Every sentence the account calls answer with, in one place: the pages show them as they are,
 * so wording is reviewed here, and answers that must not tell accounts apart share one sentence.
 */
export const MESSAGES = {
  signupCodeSent:
    'We sent a 6-digit code to your e-mail address. Enter it here to finish signing up.',
  signinCodeSent: 'We sent a 6-digit sign-in code to your e-mail address. Enter it here.',
  mailFailed:
    'We could not send the e-mail just now. Please try again in a few minutes; nothing was lost.',
  invalidCredentials: 'Invalid email or password.',
  /**
   * The right password of an account whose address is not proven yet: only someone who knows the
   * password reads it, so it tells a stranger nothing the generic sentence hides.
   */
  confirmAddressFirst: 'Please confirm your e-mail address first — we have sent the link again.',
  /**
   * One sentence for a wrong, expired, used-up or missing code, e-mailed or from an app: it must
   * not tell whether an account exists, nor which second factor it has.
   */
  badCode:
    'That code is not correct, has expired or was already used. Please check the e-mail or your authenticator app, or ask for a new one.',
  signupPasswordMismatch:
    'This code was sent for a sign-up with a different password. Please enter the password you chose, or ask for a new code.',
  accountExists: 'An account with this e-mail address already exists. Please sign in.',
  welcome: 'Welcome! Your account is ready and you are signed in.',
  signedIn: 'You are signed in.',
  registered:
    'Registration successful! Please check your e-mail and click the link to verify your address, then sign in.',
  emailVerified: 'Email verified successfully!',
  emailVerifiedChoosePassword:
    'Your e-mail address is verified. To keep your account safe, please choose a new password: we are also e-mailing you a link to do so.',
  wrongRegistrationPassword:
    'That is not the password you chose when you registered. Please try again, or choose "I did not register, or I forgot the password".',
  badVerifyLink: 'This verification link is invalid or has expired.',
  alreadyVerified: 'Your e-mail address is already verified.',
  verificationResent: (email: string) => `We sent a new verification link to ${email}.`,
  resetSent:
    'If an account exists for that address, we have sent it a link to reset the password. Please check your e-mail.',
  badResetLink: 'This reset link is invalid or has expired. Please ask for a new one.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  signedOut: 'You have been signed out.',
  otpOn: 'Two-factor sign-in is on: each time you sign in we will e-mail you a code.',
  otpOff: 'Two-factor sign-in is off.',
  verifyBeforeOtp: 'Please verify your e-mail address before turning on two-factor sign-in.',
  appCodeAsked:
    'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  badAppCode:
    'That code is not correct or was already used. Enter the current code from your authenticator app, or an unused recovery code.',
  appIsOn:
    'Your sign-in is already protected by an authenticator app, which replaces the e-mailed code.',
} as const;
