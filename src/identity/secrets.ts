import { createHash, randomBytes } from 'node:crypto';

/** A fresh random token (256 bits, base64url): refresh, reset, confirmation and OAuth state values. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored for a token: its SHA-256. The tokens carry 256 random bits, so a fast hash is
 * enough; a leaked table gives nobody a usable token.
 */
export function secretHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
