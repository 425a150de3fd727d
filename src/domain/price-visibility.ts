import type { Caller } from './caller';
import { isSignedIn } from './caller';
import type { ListingSort } from './search-term';

/**
 * Who may see prices (document 1 section 6, document 3 section 1): everyone, except in a flavour
 * that shows prices only after sign-in (the commercial flavour), where an anonymous visitor sees
 * none. The server withholds them from its answers; hiding them in the browser alone would not do.
 */
export function pricesVisibleTo(brand: { pricesRequireLogin: boolean }, caller: Caller): boolean {
  return !brand.pricesRequireLogin || isSignedIn(caller);
}

/**
 * Whether the answers of a call that carries prices differ by caller in this flavour: they do
 * only where prices need a sign-in. Caches then keep them apart (see the API's cache rule).
 */
export function pricesDependOnCaller(brand: { pricesRequireLogin: boolean }): boolean {
  return brand.pricesRequireLogin;
}

/** The sorts that order by price: to someone who may not see prices they would reveal them. */
export const PRICE_SORTS: readonly ListingSort[] = ['price-asc', 'price-desc'];

export const isPriceSort = (sort: string | undefined): boolean => sort !== undefined && (PRICE_SORTS as readonly string[]).includes(sort);

/** The refusal of a price sort or a price filter from a caller who may not see prices. */
export const PRICE_INPUT_REFUSED = 'Sign in to sort or filter by price.';

/** Whether a listing or search query asks to sort or filter by price. */
export function asksByPrice(query: { sort?: string; minPrice?: number; maxPrice?: number } | undefined): boolean {
  if (!query) return false;
  return isPriceSort(query.sort) || query.minPrice !== undefined || query.maxPrice !== undefined;
}
