import { tokenText } from '../../../domain/session-token';
import { readTokens, SESSION_KEYS } from '../../client/session-store';
import { onLocalStoreChange } from '../../client/timed-local-storage';

/** The signed-in first name from the id token, '' when logged in without one, null when logged out. */
export function nameFromSession(): string | null {
  const tokens = readTokens();
  if (!tokens) return null;
  return tokenText(tokens.idToken, 'given_name') ?? '';
}

/** Reports the name now and after every login, renew or logout, in this tab or another; returns the stop. */
export function watchSignedInName(report: (name: string | null) => void): () => void {
  report(nameFromSession());
  const stops = [SESSION_KEYS.loggedIn, SESSION_KEYS.accessToken, SESSION_KEYS.idToken].map((key) =>
    onLocalStoreChange(key, () => report(nameFromSession())),
  );
  return () => stops.forEach((stop) => stop());
}
