/**
 * Where the header search form sends a term when JavaScript is off (or not loaded yet): a
 * resource route that asks search-url where the term goes and redirects there.
 */
export const SEARCH_SUBMIT_PATH = '/search-submit';
