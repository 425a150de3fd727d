import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../../domain/caller';
import { readVisitorId } from './visitor-id';

/**
 * The one seam that says who sent a request. Production uses the anonymous resolver until the
 * identity work adds sessions; tests pass their own resolver to the server factory (there is no
 * header or setting a production request could use to switch it).
 */
export type CallerResolver = (request: FastifyRequest) => Caller | Promise<Caller>;

export const anonymousCaller: CallerResolver = (request) => ({ kind: 'visitor', visitorId: readVisitorId(request) });

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling; set before any /api handler runs. */
    caller: Caller;
  }
}

/**
 * Resolves the caller of every request in this plugin before routing decisions are made. A
 * resolver that knows at once (no credentials to check) answers without a promise, and the hook
 * then continues without waiting a turn of the event loop.
 */
export function registerCallerResolution(api: FastifyInstance, resolveCaller: CallerResolver): void {
  // Fastify wants reference-typed decorations to start empty; the hook below sets one per request.
  api.decorateRequest('caller', null as never);
  api.addHook('onRequest', (request, _reply, done) => {
    const caller = resolveCaller(request);
    if (!(caller instanceof Promise)) {
      request.caller = caller;
      return done();
    }
    caller.then((resolved) => {
      request.caller = resolved;
      done();
    }, done);
  });
}
