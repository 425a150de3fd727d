import type { RootData } from '../../shared/root-data';

/**
 * The first name of the account the server knew from the session cookie while rendering (root
 * loader data `account`), for the header's first paint; null when nobody is signed in.
 */
export function signedInFirstName(rootData: RootData | undefined): string | null {
  const account = (rootData as { account?: { firstName?: string } | null } | undefined)?.account;
  return account ? (account.firstName ?? '') : null;
}
