import { data, redirect, type AppLoadContext } from 'react-router';
import type { ApiResult } from '../../../contracts/api-client';
import type { ProductPage } from '../../../contracts/search';
import { pageCount } from '../../../domain/pagination';
import { isPriceSort, PRICE_INPUT_REFUSED } from '../../../domain/price-visibility';
import { missingResource } from '../errors/missing-resource.server';
import type { TileOptions } from './tile-options';
import { apiQuery, DEFAULT_SORT, listingHref, parseListingState, tidySearch, type ListingApiQuery, type ListingState } from './listing-url';

export function tileOptions(context: AppLoadContext): TileOptions {
  return { showsRibbons: context.brand.showsRibbons };
}

/** The listing state of a request; an untidy query (a form submitted without JavaScript) is redirected to its tidy form first. */
export function requestState(url: URL): ListingState {
  const tidy = tidySearch(url.searchParams);
  if (tidy !== url.search) throw redirect(`${url.pathname}${tidy}`, 302);
  return parseListingState(url.searchParams);
}

/**
 * One listing call for the page (`call` asks a listing, search or promotion call with the page's
 * filters). An unknown subject follows the redirect table or is a 404 page; a page past the last
 * one goes to the last.
 */
export async function loadListing<T extends ProductPage>(
  context: AppLoadContext,
  url: URL,
  call: (query: ListingApiQuery) => Promise<ApiResult<T>>,
  state: ListingState,
): Promise<T> {
  const result = await call(apiQuery(state));
  if (result.status === 404) throw await missingResource(context, url);
  // A visitor who may not see prices cannot sort or filter by them (a link shared by someone signed
  // in): the same listing without the price sort and filter answers instead.
  if (result.status === 400 && !result.ok && result.data?.errors?.includes(PRICE_INPUT_REFUSED)) {
    const withoutPrices = { ...state, price: null, sort: isPriceSort(state.sort) ? DEFAULT_SORT : state.sort, page: 1 };
    throw redirect(listingHref(url.pathname, withoutPrices), 302);
  }
  if (!result.ok || !result.data) throw data(null, { status: 503 });
  const last = pageCount(result.data.totalCount, result.data.pageSize);
  if (state.page > Math.max(1, last)) {
    throw redirect(listingHref(url.pathname, { ...state, page: Math.max(1, last) }), 302);
  }
  return result.data;
}
