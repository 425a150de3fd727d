import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCrossSite, requestOrigin } from './origin';
import { HttpError } from './errors';
import { addVary } from './vary';

/**
 * Cross-origin use of /api. The storefront's own pages are same-origin and need nothing; other
 * origins are refused unless configured (CORS_ORIGINS), so a preflight gets a clear 403 rather
 * than a silent answer without headers.
 */
export interface CorsPolicy {
  /** Origins (scheme://host[:port]) allowed to call with the visitor's cookies. */
  origins: readonly string[];
}

const ALLOWED_HEADERS = 'authorization, content-type, idempotency-key';
const MAX_AGE_SECONDS = '600';

function allowedOrigin(request: FastifyRequest, policy: CorsPolicy): string | null {
  const origin = request.headers.origin;
  return origin !== undefined && policy.origins.includes(origin) ? origin : null;
}

/** Adds the CORS headers to an answer for an allowed origin. */
export function addCorsHeaders(request: FastifyRequest, reply: FastifyReply, policy: CorsPolicy): void {
  const origin = allowedOrigin(request, policy);
  addVary(reply, ['Origin']);
  if (origin === null) return;
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-allow-credentials', 'true');
}

/** Answers an OPTIONS request to a known path: a preflight from an allowed origin, or a refusal. */
export function answerPreflight(request: FastifyRequest, reply: FastifyReply, policy: CorsPolicy, methods: string[]): FastifyReply {
  const isPreflight = request.headers.origin !== undefined && request.headers['access-control-request-method'] !== undefined;
  if (!isPreflight) return reply.header('allow', methods.join(', ')).status(204).send();
  if (allowedOrigin(request, policy) === null) {
    throw new HttpError(403, [`Calls from ${request.headers.origin} are not allowed; this API serves the storefront's own pages.`]);
  }
  addCorsHeaders(request, reply, policy);
  return reply
    .header('access-control-allow-methods', methods.join(', '))
    .header('access-control-allow-headers', ALLOWED_HEADERS)
    .header('access-control-max-age', MAX_AGE_SECONDS)
    .status(204)
    .send();
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser on another site can still send a "simple" write without a preflight (a text/plain
 * body, as the analytics beacon uses). Writes whose Origin is neither ours nor an allowed one are
 * refused before their body is read; clients that are not browsers send no Origin and are not affected.
 */
export function refuseCrossSiteWrites(api: FastifyInstance, policy: CorsPolicy): void {
  // Synchronous (a thrown refusal reaches Fastify's error handling all the same): no promise per request.
  api.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || allowedOrigin(request, policy) !== null) return done();
    const own = requestOrigin(request.protocol, request.host);
    if (own === null || isCrossSite(request.headers as Record<string, string>, own)) {
      throw new HttpError(403, ["Calls that change something are accepted from this shop's own pages only."]);
    }
    done();
  });
}
