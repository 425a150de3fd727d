import { z } from 'zod';
import {
  alertBannerSchema,
  redirectDestinationQuerySchema,
  redirectQuerySchema,
  redirectResultSchema,
  saleQuerySchema,
  saleResponseSchema,
  staticPageParamsSchema,
  staticPageSchema,
} from '../content';
import { apiRoute } from '../http/route-contract';
import { navbarResponseSchema } from '../navigation';
import { settingsResponseSchema } from '../settings';

export const contentRoutes = {
  settings: apiRoute({
    method: 'GET',
    path: '/api/settings',
    operationId: 'getSettings',
    summary: 'Feature settings of this flavour',
    access: 'public',
    response: settingsResponseSchema,
  }),
  navbar: apiRoute({
    method: 'GET',
    path: '/api/navbar/',
    operationId: 'getNavbar',
    summary: 'Main navigation and top navigation flags',
    access: 'public',
    cache: { publicMaxAge: 300 },
    response: navbarResponseSchema,
  }),
  alertBanner: apiRoute({
    method: 'GET',
    path: '/api/alertBanner/',
    operationId: 'getAlertBanner',
    summary: 'The live alert banner, or 204 when there is none',
    access: 'public',
    response: alertBannerSchema,
    mayBeEmpty: true,
  }),
  staticPage: apiRoute({
    method: 'GET',
    path: '/api/Static/{name}',
    operationId: 'getStaticPage',
    summary: 'A static content page by slug',
    access: 'public',
    params: staticPageParamsSchema,
    response: staticPageSchema,
    errors: [404],
  }),
  redirect: apiRoute({
    method: 'GET',
    path: '/api/redirect',
    operationId: 'getRedirect',
    summary: 'Redirect for a requested path and query',
    access: 'public',
    query: redirectQuerySchema,
    response: redirectResultSchema,
  }),
  redirectDestination: apiRoute({
    method: 'GET',
    path: '/api/redirect/getdestination',
    operationId: 'getRedirectDestination',
    summary: 'Redirect destination for a path',
    access: 'public',
    query: redirectDestinationQuerySchema,
    response: z.object({ destinationUri: z.string().nullable() }),
  }),
  sale: apiRoute({
    method: 'GET',
    path: '/api/promotion/sale/',
    operationId: 'getSale',
    summary: 'The sale running now or on dateOverride',
    access: 'public',
    query: saleQuerySchema,
    response: saleResponseSchema,
  }),
};
