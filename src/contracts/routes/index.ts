import { analyticsRoutes } from './analytics-routes';
import { catalogueRoutes } from './catalogue-routes';
import { compareRoutes } from './compare-routes';
import { contentRoutes } from './content-routes';
import { formRoutes } from './form-routes';
import { placeRoutes } from './place-routes';
import { productRoutes } from './product-routes';

/**
 * Every /api call's contract. The API registers a handler on each (a test checks that every one is
 * registered and nothing else is); web code imports only the type, so no schema reaches the browser.
 */
export const apiRoutes = {
  ...contentRoutes,
  ...placeRoutes,
  ...productRoutes,
  ...catalogueRoutes,
  ...analyticsRoutes,
  ...compareRoutes,
  ...formRoutes,
};
export type ApiRoutes = typeof apiRoutes;
export type ApiRoute = ApiRoutes[keyof ApiRoutes];

export { analyticsRoutes, catalogueRoutes, compareRoutes, contentRoutes, formRoutes, placeRoutes, productRoutes };
