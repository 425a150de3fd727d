/**
 * Search term rules of document 3 section 9, shared by the search bar (before it calls the
 * server) and the search contracts (which clean whatever a caller sends), so both agree.
 */

/** The search service needs at least 2 characters; the input holds at most 100. */
export const SEARCH_TERM_MIN_CHARS = 2;
export const SEARCH_TERM_MAX_CHARS = 100;

/**
 * Trimmed, with `>` `<` `;` and dot-dot sequences replaced by spaces and anything other than
 * letters, digits, hyphen, underscore, plus, dot, slash and white space removed. Markup tags go as
 * a whole first, so `<b>oven</b>` searches "oven" rather than "b oven /b". White space collapses
 * to single spaces so what is searched is what is shown.
 */
export function sanitiseSearchTerm(raw: string): string {
  return raw
    .replace(/<[^>]*>?/g, ' ')
    .replace(/[<>;]|\.{2,}/g, ' ')
    .replace(/[^\p{L}\p{M}\p{N}\-_+./\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The sanitised term ready for a URL (query value or path segment). */
export function encodeSearchTerm(raw: string): string {
  return encodeURIComponent(sanitiseSearchTerm(raw));
}

/** Whether a typed term is long enough to search once sanitised; shorter terms clear the results. */
export function isSearchableTerm(raw: string): boolean {
  return sanitiseSearchTerm(raw).length >= SEARCH_TERM_MIN_CHARS;
}

/** The orders a listing or result page can be sorted in; relevance is the default. */
export const LISTING_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
