import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Which methods each /api path answers, for the 405 answer's Allow header. Fastify's router only
 * says "no route" for a known path asked with another method, so the routes are also recorded
 * here (with the server's matching options) as they are registered. Catch-all routes are skipped.
 */
export function recordAllowedMethods(api: FastifyInstance): (path: string) => string[] {
  const table = FindMyWay({ ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, caseSensitive: false });
  api.addHook('onRoute', (route) => {
    if (route.url.endsWith('*')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    for (const method of methods) table.on(method as HTTPMethod, route.url, () => undefined);
  });
  return (path) => {
    const answered = METHOD_ORDER.filter((method) => {
      const lookup = method === 'HEAD' ? 'GET' : method;
      try {
        return table.find(lookup, path) !== null;
      } catch {
        return false;
      }
    });
    return answered;
  };
}
