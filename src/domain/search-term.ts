/**
 * Search term rules (document 3 sections 5 and 9), without zod so browser code can use them
 * cheaply: the search service needs at least 2 characters; the input holds at most 100.
 */
export const SEARCH_TERM_MIN_CHARS = 2;
export const SEARCH_TERM_MAX_CHARS = 100;

/** Strips markup and control characters and collapses white space, so what is searched is what is shown. */
export function cleanSearchTerm(raw: string): string {
  return (
    raw
      .replace(/<[^>]*>?/g, ' ')
      .replace(/[<>]/g, ' ')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The orders a listing or result page can be sorted in; relevance is the default. */
export const LISTING_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
