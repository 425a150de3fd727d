import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { ARGON2ID_SETTINGS } from '../domain/password-hashing';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum its types cannot export to isolated modules). */
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { ...ARGON2ID_SETTINGS, algorithm: ARGON2ID };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a stored value that is not a hash (never throws on bad input). */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the same work as checking a real password, for an e-mail without an account (or an
 * account without a password), so the answer's timing does not tell the two apart.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('not-a-real-password: timing equaliser');
  await verifyPassword(await dummy, password);
  return false;
}
