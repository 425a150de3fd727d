import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { accountRoutes } from './account/account-routes';
import { productAnalyticsRoutes } from './analytics/product-analytics-routes';
import type { ApiDeps } from './api-deps';
import { analyticsRoutes } from './analytics/analytics-routes';
import { cartRoutes } from './cart/cart-routes';
import { checkoutRoutes } from './checkout/checkout-routes';
import { paymentRoutes } from './checkout/payment-routes';
import { compareRoutes } from './compare/compare-routes';
import { contentRoutes } from './content/content-routes';
import { deliveryRoutes } from './delivery/delivery-routes';
import { customerClubRoutes } from './forms/customer-club-routes';
import { variantTestRoutes } from './variant-test/variant-test-routes';
import { recordAllowedMethods } from './http/allowed-methods';
import { anonymousCaller, registerCallerResolution, type CallerResolver } from './http/caller';
import { addCorsHeaders, answerPreflight, refuseCrossSiteWrites, type CorsPolicy } from './http/cors';
import { registerApiErrorHandling, errorBody, HttpError } from './http/errors';
import { API_DOCS_PREFIX, OPENAPI_JSON_URL, registerApiDocs } from './http/api-docs';
import { registerIdempotency } from './http/idempotency';
import { registerPriceRule } from './http/price-withholding';
import { openApiDocument } from './http/openapi';
import { navigationRoutes } from './navigation/navigation-routes';
import { listingRoutes } from './listing/listing-routes';
import { localityRoutes } from './places/locality-routes';
import { storeRoutes } from './places/store-routes';
import { productRoutes } from './products/product-routes';
import { searchRoutes } from './search/search-routes';
import { settingsRoutes } from './settings/settings-routes';

export interface ApiOptions {
  resolveCaller?: CallerResolver;
  /** Other origins allowed to call with the visitor's cookies (CORS_ORIGINS); none by default. */
  cors?: CorsPolicy;
  /** The pages' content security policy, for the API viewer at /api/docs. */
  contentSecurityPolicy: () => string;
  /**
   * Route plugins of modules that live outside the API layer (the identity service), registered
   * inside the /api plugin so they share its caller resolution, errors, CORS and documentation.
   */
  modules?: ReadonlyArray<(api: FastifyInstance) => Promise<void>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered under /api ("GET /api/store/:id"), for the check that each one is a documented call. */
    apiRouteTable: string[];
  }
}

/** Routes under /api that are not calls of the contract: the not-found answer and the API's own document and viewer. */
const isPlumbing = (url: string) => url === '/api/*' || url === `/api${OPENAPI_JSON_URL}` || url.startsWith(`/api${API_DOCS_PREFIX}`);

/** Every /api call, in one encapsulated plugin with its own error and not-found answers. */
export async function registerApi(
  app: FastifyInstance,
  deps: ApiDeps,
  { resolveCaller = anonymousCaller, contentSecurityPolicy, cors = { origins: [] }, modules = [] }: ApiOptions,
): Promise<void> {
  const routeTable: string[] = [];
  app.decorate('apiRouteTable', routeTable);
  // Every call's steps, for the pages' calls in process (dispatch.ts); defineRoute fills it.
  app.decorate('definedRoutes', new Map());
  await app.register(
    async (api) => {
      api.addHook('onRoute', (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD' && !isPlumbing(route.url)) routeTable.push(`${method} ${route.url}`);
      });
      registerApiErrorHandling(api);
      api.decorate('checkAnswers', deps.checkAnswers ?? false);
      registerPriceRule(api, deps.brand);
      refuseCrossSiteWrites(api, cors);
      registerCallerResolution(api, resolveCaller);
      registerIdempotency(api, { once: deps.services.idempotency.once, now: deps.now });
      const allowedMethods = recordAllowedMethods(api);
      // Any other method or path answers in the API's error shape rather than falling through to the pages:
      // a known path names its methods (405 with Allow, or a CORS preflight answer); an unknown one is a 404.
      api.all('/*', async (request, reply) => {
        const path = request.url.split('?')[0]!;
        const methods = allowedMethods(path);
        if (methods.length === 0) return reply.status(404).send(errorBody(404, [`No API call answers ${request.method} ${path}.`]));
        if (request.method === 'OPTIONS') return answerPreflight(request, reply, cors, methods);
        reply.header('allow', methods.join(', '));
        throw new HttpError(405, [`${path} answers ${methods.join(', ')}, not ${request.method}.`]);
      });
      api.addHook('onSend', (request, reply, payload, done) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
        if (request.method !== 'OPTIONS') addCorsHeaders(request, reply, cors);
        done(null, payload);
      });
      // Route modules join the /api context rather than each opening one of their own: Fastify makes
      // a new Request and Reply class per encapsulated plugin, and every class that reaches its shared
      // request code slows that code for all of them (ADR 0045). Modules that add hooks keep their
      // own context, so those hooks stay theirs.
      for (const routes of [cartRoutes, customerClubRoutes]) await api.register(routes, deps);
      for (const routes of [
        settingsRoutes,
        navigationRoutes,
        contentRoutes,
        localityRoutes,
        storeRoutes,
        productRoutes,
        productAnalyticsRoutes,
        searchRoutes,
        listingRoutes,
        analyticsRoutes,
        compareRoutes,
        checkoutRoutes,
        paymentRoutes,
        deliveryRoutes,
        variantTestRoutes,
        accountRoutes,
      ]) {
        await api.register(fastifyPlugin(routes), deps);
      }
      for (const module of modules) await api.register(module);
      await registerApiDocs(api, openApiDocument(`${deps.brand.companyName} storefront API`), contentSecurityPolicy);
    },
    { prefix: '/api' },
  );
}
