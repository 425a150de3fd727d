import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { decideAccess, type Access, type Caller } from '../../domain/caller';
import { HttpError } from './errors';
import { runIdempotently } from './idempotency';
import { parseInput } from './validate';

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteSpec<P extends Schema, Q extends Schema, B extends Schema> {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path inside the /api plugin, Fastify syntax (":id"). */
  url: string;
  summary: string;
  /** Who may call: anyone, a signed-in customer, or signed-in staff. Checked before the body is parsed. */
  access: Access;
  /**
   * The call creates something: it takes an `Idempotency-Key` header, and a retry with the same key
   * gets the first answer instead of doing the work again.
   */
  idempotent?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /** The success body; null for calls that may answer 204. */
  response: z.ZodType | null;
  /** Error statuses the call answers besides 400. */
  errors?: number[];
}

export interface RouteInput<P extends Schema, Q extends Schema, B extends Schema> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  caller: Caller;
}

export interface DocumentedRoute {
  method: string;
  path: string;
  summary: string;
  access: Access;
  idempotent: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType | null;
  errors: number[];
}

/** Every call registered through defineRoute, for the OpenAPI document. Keyed so re-registration (tests) is harmless. */
export const documentedRoutes = new Map<string, DocumentedRoute>();

/** The call's own error statuses and those its declarations bring: 401/403 for signed-in calls, 422 for a reused key. */
function documentedErrors(spec: { access: Access; idempotent?: boolean; errors?: number[] }): number[] {
  const implied = [...(spec.access === 'public' ? [] : [401, 403]), ...(spec.idempotent ? [422] : [])];
  return [...new Set([...(spec.errors ?? []), ...implied])];
}

/**
 * Registers one /api call. Before the handler runs the caller is checked against the declared
 * access (401 when nobody is signed in, 403 when the wrong kind is) and the input is parsed with
 * the contract schemas (a failure is a 400 with the schema's messages). The call is recorded for OpenAPI.
 */
export function defineRoute<P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
  app: FastifyInstance,
  spec: RouteSpec<P, Q, B>,
  handler: (input: RouteInput<P, Q, B>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const path = `${app.prefix}${spec.url}`;
  documentedRoutes.set(`${spec.method} ${path}`, {
    method: spec.method,
    path,
    summary: spec.summary,
    access: spec.access,
    idempotent: spec.idempotent ?? false,
    params: spec.params,
    query: spec.query,
    body: spec.body,
    response: spec.response,
    errors: documentedErrors(spec),
  });
  app.route({
    method: spec.method,
    url: spec.url,
    // Route onRequest hooks run after the API's caller resolution and before the body is read, so a
    // refused caller's body is never parsed and they learn nothing about the input rules.
    onRequest: async (request) => {
      const decision = decideAccess(spec.access, request.caller);
      if (decision === 'unauthenticated') throw new HttpError(401);
      if (decision === 'forbidden') throw new HttpError(403);
    },
    handler: async (request, reply) => {
      const input = {
        caller: request.caller,
        params: spec.params ? parseInput(spec.params, request.params) : undefined,
        query: spec.query ? parseInput(spec.query, request.query) : undefined,
        body: spec.body ? parseInput(spec.body, request.body) : undefined,
      } as RouteInput<P, Q, B>;
      if (spec.idempotent) return runIdempotently(request, reply, () => handler(input, request, reply));
      return handler(input, request, reply);
    },
  });
}
