/**
 * Document 1 sections 5 and 9: the delivery-location typeahead searches from 2 characters, waits
 * 400 ms after the last keystroke and offers at most 100 localities. Kept out of the zod contract
 * so the browser widget can use them without bundling zod.
 */
export const LOCALITY_SEARCH_MIN_CHARS = 2;
export const LOCALITY_SEARCH_MAX_RESULTS = 100;
export const LOCALITY_SEARCH_WAIT_MS = 400;
