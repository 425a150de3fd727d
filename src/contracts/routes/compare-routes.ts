import { z } from 'zod';
import { COMPARE_LIMIT, COMPARE_LIMIT_ERROR } from '../../domain/compare-list';
import {
  compareAddBodySchema,
  compareDetailsQuerySchema,
  compareDetailsSchema,
  compareListSchema,
  compareProductsQuerySchema,
  compareSkuParamsSchema,
} from '../compare';
import { apiRoute } from '../http/route-contract';
import { productSummarySchema } from '../products';

export const compareRoutes = {
  compareList: apiRoute({
    method: 'GET',
    path: '/api/compare/',
    operationId: 'getCompareList',
    summary: 'The visitor’s compare list',
    access: 'public',
    cache: 'private',
    carriesPrices: true,
    response: compareListSchema,
  }),
  addToCompare: apiRoute({
    method: 'POST',
    path: '/api/compare/product/',
    operationId: 'addToCompare',
    summary: `Adds a product to the compare list (at most ${COMPARE_LIMIT}; a fourth answers 400 with errors ['${COMPARE_LIMIT_ERROR}'])`,
    access: 'public',
    cache: 'private',
    body: compareAddBodySchema,
    carriesPrices: true,
    response: compareListSchema,
    errors: [404],
  }),
  removeFromCompare: apiRoute({
    method: 'DELETE',
    path: '/api/compare/product/{sku}',
    operationId: 'removeFromCompare',
    summary: 'Removes a product from the compare list',
    access: 'public',
    cache: 'private',
    params: compareSkuParamsSchema,
    carriesPrices: true,
    response: compareListSchema,
    errors: [404],
  }),
  compareProducts: apiRoute({
    method: 'GET',
    path: '/api/compare/products',
    operationId: 'getCompareProducts',
    summary: 'Summaries of the SKUs (tilde separated), in the order asked',
    access: 'public',
    cache: 'private',
    query: compareProductsQuerySchema,
    carriesPrices: true,
    response: z.array(productSummarySchema),
  }),
  compareDetails: apiRoute({
    method: 'GET',
    path: '/api/compare/details',
    operationId: 'getCompareDetails',
    summary: `The compare page's products (at most ${COMPARE_LIMIT}, tilde separated) with specifications and features, in the order asked; unknown SKUs are listed apart`,
    access: 'public',
    cache: 'private',
    query: compareDetailsQuerySchema,
    carriesPrices: true,
    response: compareDetailsSchema,
  }),
};
