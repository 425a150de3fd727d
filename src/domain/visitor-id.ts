/**
 * The visitor cookie named by document 1 section 7: it keys the compare list, the visitor's cart,
 * analytics events and variant buckets. It identifies a browser, not a login, and grants nothing
 * on its own. One rule for both makers: the browser makes its own before its first API call
 * (src/web/client/visitor-cookie.ts), the API mints one for a client that arrives without it
 * (src/api/http/visitor-id.ts).
 */
export const VISITOR_ID_COOKIE = 'wau';
/** How long every visitor cookie lives (this one, and the chosen locality and store of document 1 section 3). */
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const VISITOR_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;
/**
 * The visitor id keys a guest's cart, checkout and orders, so it must be one nobody else holds: a
 * chosen, guessable id (sixteen zeros, "aaaa…", "0101…") would let every client that picks it share
 * one cart. Both makers draw a random UUID (30 random hex digits, which show 8 or more different
 * digits all but about once in five million draws); an id with fewer different characters is not
 * one of ours and is replaced like a missing one.
 */
const MIN_DISTINCT_CHARACTERS = 8;

const distinctCharacters = (value: string) => new Set(value.replace(/-/g, '').toLowerCase()).size;

/** A value the server accepts as a visitor id; anything else counts as no cookie and is replaced. */
export function isVisitorId(value: string | null | undefined): value is string {
  return typeof value === 'string' && VISITOR_ID_PATTERN.test(value) && distinctCharacters(value) >= MIN_DISTINCT_CHARACTERS;
}
