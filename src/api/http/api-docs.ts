import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** Where the API document and its viewer are served, inside the /api plugin. */
export const OPENAPI_JSON_URL = '/openapi.json';
export const API_DOCS_PREFIX = '/docs';

/**
 * The OpenAPI document at /api/openapi.json and Swagger UI at /api/docs to browse it. The viewer's
 * page loads only its own script files (no inline script), so it runs under the storefront's
 * content security policy unchanged; the online validator badge is off, so nothing leaves the site.
 */
export async function registerApiDocs(api: FastifyInstance, document: object, contentSecurityPolicy: () => string): Promise<void> {
  api.get(OPENAPI_JSON_URL, async () => document);
  await api.register(swagger, { mode: 'static', specification: { document: document as never } });
  await api.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // Without a trailing slash (/api/docs, as the README writes it) the viewer's page names its
    // files from the site's root, which Swagger UI knows only as far as its own prefix: this adds
    // the /api it is mounted under, so both addresses load the viewer.
    indexPrefix: api.prefix,
    uiConfig: { validatorUrl: null, deepLinking: true, displayOperationId: true },
    uiHooks: {
      onRequest: async (_request, reply) => {
        reply.header('content-security-policy', contentSecurityPolicy());
      },
    },
  });
}
