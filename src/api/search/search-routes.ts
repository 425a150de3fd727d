import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { productSummarySchema } from '../../contracts/products';
import {
  autocompleteParamsSchema,
  brandOptionSchema,
  categoryOptionSchema,
  legacySuggestQuerySchema,
  legacySuggestResponseSchema,
  pageFiltersSchema,
  productSearchUrlQuerySchema,
  searchPageSchema,
  searchUrlQuerySchema,
  searchUrlResponseSchema,
  siteSearchParamsSchema,
  siteSearchQuerySchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from '../../contracts/search';
import type { ApiDeps } from '../api-deps';
import { defineRoute } from '../http/define-route';

const AUTOCOMPLETE_LIMIT = 10;

export async function searchRoutes(app: FastifyInstance, { services, brand }: ApiDeps) {
  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/v3/search',
      summary: 'Search as you type: term suggestions and matching products',
      query: suggestQuerySchema,
      response: suggestResponseSchema,
    },
    async ({ query }) =>
      services.search.suggest(brand.app, query.searchTerm, { limit: query.limit, autoCorrect: query.isAutoCorrectEnabled }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/search/products',
      summary: 'Search suggestions in the older server shape (Results.SearchSuggestions, Results.ProductResults)',
      query: legacySuggestQuerySchema,
      response: legacySuggestResponseSchema,
    },
    async ({ query }) => {
      const { results } = await services.search.suggest(brand.app, query.searchTerms, { limit: 8, autoCorrect: true });
      return {
        Results: {
          SearchSuggestions: results.suggestions.map((s) => ({ Result: s.text, Url: s.url })),
          ProductResults: results.products.map((p) => ({ Name: p.text, ImageUrl: p.imageUrl, Price: p.price, Url: p.url })),
        },
      };
    },
  );

  // The server matches paths case-insensitively, so this also answers /v2/SiteSearch/{type}/{term}.
  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/v2/sitesearch/:type/:term',
      summary: 'One page of search results with brand, category and price facets (also /v2/SiteSearch/{type}/{term})',
      params: siteSearchParamsSchema,
      query: siteSearchQuerySchema,
      response: searchPageSchema,
    },
    async ({ params, query }) => services.search.results(params.term, query),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/v2/sitesearch/search-url',
      summary: 'Where a submitted search term goes',
      query: searchUrlQuerySchema,
      response: searchUrlResponseSchema,
    },
    async ({ query }) => ({ url: await services.search.resolveUrl(query.searchterms) }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/v2/product/search-url',
      summary: 'Where a submitted search term goes (product search box)',
      query: productSearchUrlQuerySchema,
      response: searchUrlResponseSchema,
    },
    async ({ query }) => ({ url: await services.search.resolveUrl(query.SearchTerm) }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/brand/autocomplete/:text',
      summary: 'Brands whose name contains the text (staff filters)',
      params: autocompleteParamsSchema,
      response: z.array(brandOptionSchema),
    },
    async ({ params }) => services.listing.brandAutocomplete(params.text),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/category/autocomplete/:text',
      summary: 'Categories whose name contains the text (staff filters)',
      params: autocompleteParamsSchema,
      response: z.array(categoryOptionSchema),
    },
    async ({ params }) => services.listing.categoryAutocomplete(params.text),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/product/search/:text',
      summary: 'Products matching the text (staff filters)',
      params: autocompleteParamsSchema,
      response: z.array(productSummarySchema),
    },
    async ({ params }) => (await services.search.results(params.text, pageFiltersSchema.parse({ pageSize: AUTOCOMPLETE_LIMIT }))).products,
  );
}
