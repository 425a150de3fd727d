/**
 * Canonical link rule (document 1 section 5): forced to https and lower case, with a trailing
 * slash only for the home page. Query strings and fragments are not part of the canonical.
 */
export function canonicalUrl(publicUrl: string, pathname: string): string {
  const origin = publicUrl.replace(/^http:\/\//i, 'https://').replace(/\/+$/, '');
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return `${origin.toLowerCase()}${path === '' ? '/' : path}`;
}
