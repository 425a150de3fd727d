import type { FastifyInstance, FastifyReply } from 'fastify';

/** As long as the services' own caches keep the same data: sharing it longer would not make it staler. */
export const SHARED_MAX_AGE_SECONDS = 30;

/**
 * Marks an answer that is the same for every visitor (it reads no cookie, address or country):
 * a CDN or shared cache may keep it, and so does the pages' in-process API reader (ADR 0001).
 * An answer that depends on the visitor says `private, no-store` instead.
 */
export function shareable(reply: FastifyReply, seconds = SHARED_MAX_AGE_SECONDS): void {
  reply.header('cache-control', `public, max-age=${seconds}`);
}

/**
 * For a plugin whose every GET is the same for every visitor (catalogue reads): marks them
 * shareable, except server errors, which no cache should keep.
 */
export function shareableGets(app: FastifyInstance, seconds = SHARED_MAX_AGE_SECONDS): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') shareable(reply, seconds);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 500) reply.header('cache-control', 'no-store');
    return payload;
  });
}
