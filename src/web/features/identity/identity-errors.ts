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

/** The text for a sign-in that came back to the login page with `?error=` (LOGIN_REDIRECT_ERRORS). */
export function loginRedirectErrorText(error: string | null): string | null {
  if (error === null || error === '') return null;
  if (error === 'invalid') return IDENTITY_ERRORS.invalidLogin;
  if (error === 'throttled' || error === 'unavailable') return IDENTITY_ERRORS.unavailable;
  return IDENTITY_ERRORS.generic;
}
