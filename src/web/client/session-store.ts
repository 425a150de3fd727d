import type { StorageLike } from '../../domain/timed-storage';
import { localStore } from './timed-local-storage';

/**
 * Every browser storage key of the session, in one place. Document 3 section 4: the visitor is
 * logged in only when all three of the first items exist.
 */
export const SESSION_KEYS = {
  loggedIn: 'isLoggedIn',
  accessToken: 'access_token',
  idToken: 'id_token',
  /** The path an expired session was on, to return to after the next login. */
  redirectPath: 'redirect_path',
  /** The nonce this browser put in its last login form, checked when the login comes back. */
  loginNonce: 'login_nonce',
} as const;

export interface SessionTokens {
  accessToken: string;
  idToken: string;
}

/** The tokens when the three items exist, else null (logged out). */
export function readTokens(storage: StorageLike = localStore): SessionTokens | null {
  const flag = storage.getItem(SESSION_KEYS.loggedIn);
  const accessToken = storage.getItem(SESSION_KEYS.accessToken);
  const idToken = storage.getItem(SESSION_KEYS.idToken);
  if (flag !== 'true' || !accessToken || !idToken) return null;
  return { accessToken, idToken };
}

export function writeTokens(tokens: SessionTokens, storage: StorageLike = localStore) {
  storage.setItem(SESSION_KEYS.accessToken, tokens.accessToken);
  storage.setItem(SESSION_KEYS.idToken, tokens.idToken);
  // The flag last: a reader seeing it finds both tokens already there.
  storage.setItem(SESSION_KEYS.loggedIn, 'true');
}

export function clearTokens(storage: StorageLike = localStore) {
  storage.removeItem(SESSION_KEYS.loggedIn);
  storage.removeItem(SESSION_KEYS.accessToken);
  storage.removeItem(SESSION_KEYS.idToken);
}
