import type { FastifyInstance } from 'fastify';
import type { ProductKey } from '../../services/product-service';
import type { ApiDeps } from '../api-deps';
import { apiRoutes } from '../../contracts/routes';
import { defineRoute } from '../http/define-route';
import { orNotFound } from '../http/errors';
import { withheldPrices } from '../http/price-withholding';

function found<T>(value: T | undefined, key: ProductKey): T {
  return orNotFound(
    value,
    'id' in key ? `The product ${key.id}` : 'sku' in key ? `The product with SKU "${key.sku}"` : `The product "${key.slug}"`,
  );
}

/** The product page's calls (document 3 section 7, Products). */
export async function productRoutes(app: FastifyInstance, { services }: ApiDeps) {
  const products = services.products;

  defineRoute(
    app,
    apiRoutes.productBySlug,
    async ({ params, query }) => found(await products.detail({ slug: params.slug }, query.date), { slug: params.slug }),
    withheldPrices.product,
  );

  defineRoute(
    app,
    apiRoutes.extendedProduct,
    async ({ params }) => found(await products.extended({ id: params.id }), { id: params.id }),
    withheldPrices.product,
  );

  // The server ignores trailing slashes, so this also answers the spec's "/v2/product/id/{id}/".
  defineRoute(
    app,
    apiRoutes.productById,
    async ({ params }) => ({ product: found(await products.detail({ id: params.id }), { id: params.id }) }),
    withheldPrices.productResponse,
  );

  defineRoute(
    app,
    apiRoutes.productBySku,
    async ({ params }) => ({ product: found(await products.detail({ sku: params.sku }), { sku: params.sku }) }),
    withheldPrices.productResponse,
  );

  defineRoute(app, apiRoutes.featuresById, async ({ params }) => found(await products.features({ id: params.id }), { id: params.id }));
  defineRoute(app, apiRoutes.featuresBySku, async ({ params }) => found(await products.features({ sku: params.sku }), { sku: params.sku }));

  defineRoute(app, apiRoutes.specificationsById, async ({ params }) =>
    found(await products.specifications({ id: params.id }), { id: params.id }),
  );
  defineRoute(app, apiRoutes.specificationsBySku, async ({ params }) =>
    found(await products.specifications({ sku: params.sku }), { sku: params.sku }),
  );

  defineRoute(app, apiRoutes.productMeta, async ({ params }) => found(await products.meta({ id: params.id }), { id: params.id }));

  defineRoute(
    app,
    apiRoutes.upsellOptions,
    async ({ params }) => ({ products: found(await products.upsellOptions({ sku: params.sku }), { sku: params.sku }) }),
    withheldPrices.productsIn,
  );

  defineRoute(
    app,
    apiRoutes.priceHistory,
    async ({ params }) => found(await products.priceHistory({ sku: params.sku }), { sku: params.sku }),
    withheldPrices.priceHistory,
  );
}
