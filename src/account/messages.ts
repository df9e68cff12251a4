/** The sentences of the account settings' e-mail and password calls, reviewed in one place. */
export const ACCOUNT_MESSAGES = {
  emailChangeSent:
    'We sent a link to the new address. Your address stays the same until the link is used, within 1 hour.',
  sameEmail: 'That is already the e-mail address of your account.',
  badEmailLink:
    'This link is invalid, has expired or was already used. Please ask for a new one in your account settings.',
  emailTaken:
    'That address now belongs to another account, so your address was not changed. Please choose another one.',
  badCancelLink:
    'This link is invalid, has expired or was already used. If someone else is using your account, reset your password at once.',
  emailChangeCancelled:
    'The change of address was cancelled and every session of your account was ended. Please sign in again, and change your password if you think someone else knows it.',
  currentPasswordNeeded: 'Please enter your current password.',
  wrongCurrentPassword: 'That current password is not correct.',
} as const;
