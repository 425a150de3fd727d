import { COMMON_PASSWORDS } from './common-passwords';

/** ASVS level 2: at least 12 characters, at most 128 (long enough for passphrases, short enough to hash cheaply). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Your password can have at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: 'This password is too common. Please choose one that is harder to guess.',
  blank: 'Your password cannot be only spaces.',
} as const;

/** Lower case with separators and punctuation dropped, so "Password-1234!" is checked as "password1234". */
function normalised(password: string): string {
  return password.toLowerCase().replace(/[^\p{L}\p{N}@]/gu, '');
}

/**
 * The first problem with a new password, or undefined when it is acceptable. Length is counted in
 * code points so a passphrase with emoji or accents is measured as the person typed it; no
 * composition rules (ASVS 2.1.9), only length and the common-password list.
 */
export function passwordProblem(password: string): string | undefined {
  const length = [...password].length;
  // Spaces count towards the length of a passphrase, but a password of nothing else is no secret.
  if (length > 0 && password.trim() === '') return PASSWORD_MESSAGES.blank;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (COMMON_PASSWORDS.has(normalised(password))) return PASSWORD_MESSAGES.common;
  return undefined;
}
