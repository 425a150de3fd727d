import type { FastifyInstance } from 'fastify';
import { pageFiltersSchema } from '../../contracts/search';
import type { ApiDeps } from '../api-deps';
import { apiRoutes } from '../../contracts/routes';
import { defineRoute } from '../http/define-route';
import { withheldPrices } from '../http/price-withholding';

const AUTOCOMPLETE_LIMIT = 10;

export async function searchRoutes(app: FastifyInstance, { services, brand }: ApiDeps) {
  defineRoute(
    app,
    apiRoutes.suggest,
    async ({ query }) =>
      services.search.suggest(brand.app, query.searchTerm, { limit: query.limit, autoCorrect: query.isAutoCorrectEnabled }),
    withheldPrices.suggestions,
  );

  defineRoute(
    app,
    apiRoutes.legacySuggest,
    async ({ query }) => {
      const { results } = await services.search.suggest(brand.app, query.searchTerms, { limit: 8, autoCorrect: true });
      return {
        Results: {
          SearchSuggestions: results.suggestions.map((s) => ({ Result: s.text, Url: s.url })),
          ProductResults: results.products.map((p) => ({ Name: p.text, ImageUrl: p.imageUrl, Price: p.price, Url: p.url })),
        },
      };
    },
    withheldPrices.legacySuggestions,
  );

  // The server matches paths case-insensitively, so this also answers /v2/SiteSearch/{type}/{term}.
  defineRoute(
    app,
    apiRoutes.siteSearch,
    async ({ params, query }) => services.search.results(params.term, query),
    withheldPrices.productPage,
  );

  defineRoute(app, apiRoutes.searchUrl, async ({ query }) => ({ url: await services.search.resolveUrl(query.searchterms) }));

  defineRoute(app, apiRoutes.productSearchUrl, async ({ query }) => ({ url: await services.search.resolveUrl(query.SearchTerm) }));

  defineRoute(app, apiRoutes.brandAutocomplete, async ({ params }) => services.listing.brandAutocomplete(params.text));

  defineRoute(app, apiRoutes.categoryAutocomplete, async ({ params }) => services.listing.categoryAutocomplete(params.text));

  defineRoute(
    app,
    apiRoutes.productSearch,
    async ({ params }) => (await services.search.results(params.text, pageFiltersSchema.parse({ pageSize: AUTOCOMPLETE_LIMIT }))).products,
    withheldPrices.productList,
  );
}
