import type { FastifyInstance } from 'fastify';
import {
  extendedProductSchema,
  priceHistorySchema,
  productFeatureListSchema,
  productIdParamsSchema,
  productMetaSchema,
  productResponseSchema,
  productSkuParamsSchema,
  productSlugParamsSchema,
  productSlugQuerySchema,
  specificationGroupsSchema,
  upsellOptionsSchema,
} from '../../contracts/product-detail';
import { productDetailSchema } from '../../contracts/products';
import type { ProductKey } from '../../services/product-service';
import type { ApiDeps } from '../api-deps';
import { defineRoute } from '../http/define-route';
import { orNotFound } from '../http/errors';

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
    {
      method: 'GET',
      access: 'public',
      url: '/v2/product/slug/:slug',
      summary: 'One product by its page address; `date` prices it as on that day',
      params: productSlugParamsSchema,
      query: productSlugQuerySchema,
      response: productDetailSchema,
      errors: [404],
    },
    async ({ params, query }) => found(await products.detail({ slug: params.slug }, query.date), { slug: params.slug }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/v2/product/extended/id/:id',
      summary: 'One product with its grouped specifications and features',
      params: productIdParamsSchema,
      response: extendedProductSchema,
      errors: [404],
    },
    async ({ params }) => found(await products.extended({ id: params.id }), { id: params.id }),
  );

  // The server ignores trailing slashes, so this also answers the spec's "/v2/product/id/{id}/".
  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/v2/product/id/:id',
      summary: 'One product by id',
      params: productIdParamsSchema,
      response: productResponseSchema,
      errors: [404],
    },
    async ({ params }) => ({ product: found(await products.detail({ id: params.id }), { id: params.id }) }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/v2/product/sku/:sku',
      summary: 'One product by SKU',
      params: productSkuParamsSchema,
      response: productResponseSchema,
      errors: [404],
    },
    async ({ params }) => ({ product: found(await products.detail({ sku: params.sku }), { sku: params.sku }) }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/product/features/id/:id',
      summary: 'A product’s features by id',
      params: productIdParamsSchema,
      response: productFeatureListSchema,
      errors: [404],
    },
    async ({ params }) => found(await products.features({ id: params.id }), { id: params.id }),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/product/features/sku/:sku',
      summary: 'A product’s features by SKU',
      params: productSkuParamsSchema,
      response: productFeatureListSchema,
      errors: [404],
    },
    async ({ params }) => found(await products.features({ sku: params.sku }), { sku: params.sku }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/v2/product/specifications/id/:id',
      summary: 'A product’s specifications grouped by group, by id',
      params: productIdParamsSchema,
      response: specificationGroupsSchema,
      errors: [404],
    },
    async ({ params }) => found(await products.specifications({ id: params.id }), { id: params.id }),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/v2/product/specifications/sku/:sku',
      summary: 'A product’s specifications grouped by group, by SKU',
      params: productSkuParamsSchema,
      response: specificationGroupsSchema,
      errors: [404],
    },
    async ({ params }) => found(await products.specifications({ sku: params.sku }), { sku: params.sku }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/meta/product/:id',
      summary: 'Title, description, canonical path and share image of a product page',
      params: productIdParamsSchema,
      response: productMetaSchema,
      errors: [404],
    },
    async ({ params }) => found(await products.meta({ id: params.id }), { id: params.id }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/v2/product/upselloptions/sku/:sku',
      summary: 'A few products from the same category, closest in price',
      params: productSkuParamsSchema,
      response: upsellOptionsSchema,
      errors: [404],
    },
    async ({ params }) => ({ products: found(await products.upsellOptions({ sku: params.sku }), { sku: params.sku }) }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      access: 'public',
      url: '/pricehistory/get-price-history/:sku',
      summary: 'Past prices of a product, oldest first (shown when PriceHistoryEnabled)',
      params: productSkuParamsSchema,
      response: priceHistorySchema,
      errors: [404],
    },
    async ({ params }) => found(await products.priceHistory({ sku: params.sku }), { sku: params.sku }),
  );
}
