import type { ApiErrorData } from '../../../contracts/api-client';
import { IDENTITY_ERRORS } from '../../../domain/identity-messages';

/**
 * Document 3 section 8, "Identity": the answer's errors joined; 'Service currently unavailable…'
 * when the service itself failed (no answer, a 5xx, or it is holding off after too many tries);
 * otherwise 'Something has gone wrong…'.
 */
export function identityErrorText(result: { status: number; data: ApiErrorData | null }): string {
  const errors = (result.data?.errors ?? []).filter((text) => typeof text === 'string' && text.trim() !== '');
  if (errors.length > 0) return errors.join(' ');
  if (result.status === 0 || result.status === 429 || result.status >= 500) return IDENTITY_ERRORS.unavailable;
  return IDENTITY_ERRORS.generic;
}

/** A sign-in with the right password to an account whose e-mail is not confirmed yet. */
export const UNCONFIRMED_LOGIN_TEXT = 'Please confirm your e-mail address first: use the link we sent you, or ask for a new one below.';

/** The text for a sign-in that came back to the login page with `?error=` (LOGIN_REDIRECT_ERRORS). */
export function loginRedirectErrorText(error: string | null): string | null {
  if (error === null || error === '') return null;
  if (error === 'invalid') return IDENTITY_ERRORS.invalidLogin;
  if (error === 'unconfirmed') return UNCONFIRMED_LOGIN_TEXT;
  if (error === 'unavailable') return IDENTITY_ERRORS.unavailable;
  // A cancelled social sign-in, or anything this page does not know.
  return IDENTITY_ERRORS.generic;
}
