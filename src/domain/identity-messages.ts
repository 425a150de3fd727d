/**
 * The identity texts of document 3 section 8, word for word, and the identity service's own
 * answers that must read the same whether or not an e-mail has an account.
 */
export const IDENTITY_ERRORS = {
  /** Bad credentials, an unknown e-mail, or a changed e-mail without a valid sign-in. */
  invalidLogin: 'Invalid login',
  /** The identity service answered with an error of its own (throttled, down). */
  unavailable: 'Service currently unavailable. Please try again later',
  /** Anything else. */
  generic: 'Something has gone wrong, Please try again.',
} as const;

/** Answers that never reveal whether an e-mail has an account. */
export const IDENTITY_MESSAGES = {
  registered: 'Thanks for registering. Check your e-mail for a link to confirm your address.',
  resetRequested: 'If that e-mail has an account, we have sent it a link to reset the password.',
  confirmationResent: 'If that e-mail has an account waiting for confirmation, we have sent it a new link.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  emailConfirmed: 'Thanks, your e-mail address is confirmed.',
  invalidToken: 'This link is not valid or has expired. Please ask for a new one.',
} as const;
