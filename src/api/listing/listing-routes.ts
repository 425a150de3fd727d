import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { apiRoutes } from '../../contracts/routes';
import { defineRoute } from '../http/define-route';
import { notFound, orNotFound } from '../http/errors';
import { withheldPrices } from '../http/price-withholding';

export async function listingRoutes(app: FastifyInstance, { services, now }: ApiDeps) {
  defineRoute(
    app,
    apiRoutes.listing,
    async ({ query }) => {
      const page = await services.listing.listing(query);
      if (!page) {
        const what = query.category
          ? `The category "${query.category}"`
          : query.brand
            ? `The brand "${query.brand}"`
            : `The promotion "${query.promotion}"`;
        throw notFound(what);
      }
      return page;
    },
    withheldPrices.productPage,
  );

  defineRoute(app, apiRoutes.allProducts, async ({ query }) => services.listing.all(query), withheldPrices.productPage);

  defineRoute(
    app,
    apiRoutes.saleListing,
    async ({ query }) => {
      const sale = await services.content.sale(now());
      if (!sale.isSaleOn) throw notFound('A running sale');
      return { sale, ...(await services.listing.onSale(query)) };
    },
    withheldPrices.productPage,
  );

  defineRoute(app, apiRoutes.brands, async () => services.listing.brands());

  defineRoute(app, apiRoutes.promotions, async () => services.listing.currentPromotions(now()));

  defineRoute(
    app,
    apiRoutes.promotion,
    async ({ params, query }) => orNotFound(await services.listing.promotion(params.path, query), `The promotion "${params.path}"`),
    withheldPrices.productPage,
  );
}
