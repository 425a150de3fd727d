import { useSyncExternalStore } from 'react';
import { tokenText } from '../../../domain/session-token';
import { readTokens, SESSION_KEYS } from '../../client/session-store';
import { onLocalStoreChange } from '../../client/timed-local-storage';

function subscribe(listener: () => void): () => void {
  const stops = [SESSION_KEYS.loggedIn, SESSION_KEYS.accessToken, SESSION_KEYS.idToken].map((key) => onLocalStoreChange(key, listener));
  return () => stops.forEach((stop) => stop());
}

/** The signed-in first name from the id token, '' when logged in without one, null when logged out. */
function nameFromSession(): string | null {
  const tokens = readTokens();
  if (!tokens) return null;
  return tokenText(tokens.idToken, 'given_name') ?? '';
}

/**
 * Who the header greets. The first paint uses what the server knew from the session cookie (so a
 * signed-in page renders signed in); from then on the browser's session decides, and follows a
 * login or logout in this tab or another.
 */
export function useSignedInName(fromServer: string | null): string | null {
  return useSyncExternalStore(subscribe, nameFromSession, () => fromServer);
}
