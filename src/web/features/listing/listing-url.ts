import { LISTING_SORTS, type ListingSort } from '../../../domain/search-term';

/**
 * Everything a listing shows beyond its subject lives in the query string, so every filtered,
 * sorted or paged view is a plain shareable, crawlable URL that works without JavaScript:
 * `?brands=bosch,miele&price=500-999.99&sort=price-asc&page=2` (and `q` on the product landing page).
 */
export interface PriceRange {
  /** Dollars, inclusive; null = open ended. */
  min: number | null;
  max: number | null;
}

export interface ListingState {
  brands: string[];
  price: PriceRange | null;
  sort: ListingSort;
  page: number;
  /** The product landing page's search term ('' when none). */
  q: string;
}

export const DEFAULT_SORT: ListingSort = 'relevance';
export const LISTING_PAGE_SIZE = 24;
/** The API's largest page number; anything above is out of range anyway. */
const MAX_PAGE = 10_000;
const MAX_BRANDS = 50;
const MAX_DOLLARS = 1_000_000;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
const KNOWN_PARAMS = new Set(['brands', 'price', 'minPrice', 'maxPrice', 'sort', 'page', 'q']);

const isSort = (value: string | null): value is ListingSort => LISTING_SORTS.includes(value as ListingSort);

function dollars(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= MAX_DOLLARS ? value : null;
}

/** "500-999.99", "5000-" or "-499.99"; both ends missing or unreadable means no price filter. */
function parsePrice(params: URLSearchParams): PriceRange | null {
  const combined = params.get('price');
  let min: number | null;
  let max: number | null;
  if (combined !== null && combined.includes('-')) {
    const [low, high] = combined.split('-', 2);
    [min, max] = [dollars(low), dollars(high)];
  } else {
    [min, max] = [dollars(params.get('minPrice')), dollars(params.get('maxPrice'))];
  }
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return { min, max };
}

/** Reads the listing state from a URL, ignoring anything malformed rather than failing. */
export function parseListingState(params: URLSearchParams): ListingState {
  const brands = [
    ...new Set(
      params
        .getAll('brands')
        .flatMap((value) => value.split(/[,~]/))
        .map((slug) => slug.trim().toLowerCase())
        .filter((slug) => SLUG.test(slug)),
    ),
  ]
    .sort()
    .slice(0, MAX_BRANDS);
  const sort = params.get('sort');
  const page = Number(params.get('page') ?? '1');
  return {
    brands,
    price: parsePrice(params),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    q: (params.get('q') ?? '').trim().slice(0, 100),
  };
}

const money = (value: number | null) => (value === null ? '' : String(value));
export const priceParam = (range: PriceRange) => `${money(range.min)}-${money(range.max)}`;

/** The tidy query string of a state ('' for the plain page): defaults are left out. */
export function listingSearch(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.brands.length > 0) params.set('brands', state.brands.join(','));
  if (state.price) params.set('price', priceParam(state.price));
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString().replace(/%2C/g, ',');
  return query ? `?${query}` : '';
}

export const listingHref = (pathname: string, state: ListingState) => `${pathname}${listingSearch(state)}`;

/**
 * The tidy form of a requested query string, keeping parameters the listing does not own
 * (campaign tags) after its own. A GET form without JavaScript submits empty and repeated
 * fields; the loader redirects those to this form so the address stays shareable.
 */
export function tidySearch(params: URLSearchParams): string {
  const own = listingSearch(parseListingState(params));
  const others = new URLSearchParams([...params].filter(([name]) => !KNOWN_PARAMS.has(name))).toString();
  if (!others) return own;
  return own ? `${own}&${others}` : `?${others}`;
}

/** The API query of a state: the filters of document 3's listing and search calls. */
export interface ListingApiQuery {
  brands?: string;
  minPrice?: number;
  maxPrice?: number;
  sort: ListingState['sort'];
  page: number;
  pageSize: number;
}

export function apiQuery(state: ListingState, pageSize = LISTING_PAGE_SIZE): ListingApiQuery {
  return {
    brands: state.brands.length > 0 ? state.brands.join(',') : undefined,
    minPrice: state.price?.min ?? undefined,
    maxPrice: state.price?.max ?? undefined,
    sort: state.sort,
    page: state.page,
    pageSize,
  };
}

export const isFiltered = (state: ListingState) => state.brands.length > 0 || state.price !== null;

/** A filter change starts again from page 1: the old page may not exist in the new result. */
export function withFilters(state: ListingState, change: Partial<Pick<ListingState, 'brands' | 'price' | 'sort'>>): ListingState {
  return { ...state, ...change, page: 1 };
}

export const withoutBrand = (state: ListingState, slug: string) => withFilters(state, { brands: state.brands.filter((b) => b !== slug) });
export const withoutFilters = (state: ListingState) => withFilters(state, { brands: [], price: null });

export const samePrice = (a: PriceRange | null, b: PriceRange | null) => a?.min === b?.min && a?.max === b?.max;

/** The filter form's fields read back into a state (the same names the GET form submits). */
export function stateFromForm(form: HTMLFormElement, base: ListingState): ListingState {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  const read = parseListingState(params);
  return withFilters(base, { brands: read.brands, price: read.price, sort: read.sort });
}
