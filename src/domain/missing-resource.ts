/**
 * Document 1 section 8: a 404 from a browser call (except gift-card calls, whose 404 means "no such
 * card" and is shown in the form) asks the server's redirect table. An absolute destination is a
 * full page load, an internal one replaces the current address, and without one the shopper sees
 * the /404 page.
 */
export const NOT_FOUND_PATH = '/404';

export type MissingResourceAction = { kind: 'external'; url: string } | { kind: 'internal'; path: string } | { kind: 'notFound' };

const ABSOLUTE = /^https?:\/\//i;

export function isGiftCardCall(apiPath: string): boolean {
  return /gift-?card/i.test(apiPath.split('?')[0] ?? '');
}

export function missingResourceAction(result: { doRedirect: boolean; destinationUri: string | null } | null): MissingResourceAction {
  const destination = result?.doRedirect ? result.destinationUri?.trim() : undefined;
  if (!destination) return { kind: 'notFound' };
  if (ABSOLUTE.test(destination)) return { kind: 'external', url: destination };
  return { kind: 'internal', path: destination.startsWith('/') ? destination : `/${destination}` };
}

export const redirectLookupPath = (pathAndQuery: string) => `/api/redirect?fromUrl=${encodeURIComponent(pathAndQuery)}`;
