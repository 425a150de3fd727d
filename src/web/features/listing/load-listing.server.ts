import { data, redirect, type AppLoadContext } from 'react-router';
import type { ApiResult } from '../../../contracts/api-client';
import type { ProductPage } from '../../../contracts/search';
import { pageCount } from '../../../domain/pagination';
import { missingResource } from '../errors/missing-resource.server';
import type { TileOptions } from './tile-options';
import { apiQuery, listingHref, parseListingState, tidySearch, type ListingApiQuery, type ListingState } from './listing-url';

/** No accounts exist yet, so every visitor is signed out. */
export function tileOptions(context: AppLoadContext): TileOptions {
  const { pricesRequireLogin, showsRibbons } = context.brand;
  return { pricesRequireLogin, showsRibbons, signedIn: false };
}

/** The listing state of a request; an untidy query (a form submitted without JavaScript) is redirected to its tidy form first. */
export function requestState(request: Request): ListingState {
  const url = new URL(request.url);
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
  request: Request,
  call: (query: ListingApiQuery) => Promise<ApiResult<T>>,
  state: ListingState,
): Promise<T> {
  const result = await call(apiQuery(state));
  if (result.status === 404) throw await missingResource(context, request);
  if (!result.ok || !result.data) throw data(null, { status: 503 });
  const last = pageCount(result.data.totalCount, result.data.pageSize);
  if (state.page > Math.max(1, last)) {
    throw redirect(listingHref(new URL(request.url).pathname, { ...state, page: Math.max(1, last) }), 302);
  }
  return result.data;
}
