import type { RootData } from '../../shared/root-data';

/**
 * The first name of the account the server knew from the session cookie while rendering (root
 * loader data), for the header's first paint; null when nobody is signed in.
 */
export function signedInFirstName(rootData: RootData | undefined): string | null {
  return rootData?.account ? rootData.account.firstName : null;
}
