import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteAnswer, RouteContract } from '../../contracts/http/route-contract';
import { decideAccess, isSignedIn, type Caller } from '../../domain/caller';
import { checkAnswer } from './answer-check';
import { cacheControlFor } from './cache-policy';
import { HttpError } from './errors';
import { runIdempotently } from './idempotency';
import { responseSerializerSchema } from './response-serializer';
import { parseInput } from './validate';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the parsed input of its contract and who is calling. */
export interface RouteInput<C extends RouteContract> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  caller: Caller;
}

/** Every call registered through defineRoute, for the OpenAPI document. Keyed so re-registration (tests) is harmless. */
export const documentedRoutes = new Map<string, RouteContract>();

/** The contract's OpenAPI path ("/api/store/{id}") inside this plugin, in Fastify's syntax ("/store/:id"). */
function pluginUrl(app: FastifyInstance, contract: RouteContract): string {
  if (!contract.path.startsWith(`${app.prefix}/`)) throw new Error(`${contract.path} is not under ${app.prefix}`);
  return contract.path.slice(app.prefix.length).replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers the handler of one /api call on its contract (`src/contracts/routes`). Before the
 * handler runs the caller is checked against the declared access (401 when nobody is signed in,
 * 403 when the wrong kind is) and the input is parsed with the contract's schemas (a failure is a
 * 400 with the schema's messages). With response checks on (development and tests) every answer is
 * checked against the contract too. The call is recorded for the OpenAPI document.
 */
export function defineRoute<const C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: (input: RouteInput<C>, request: FastifyRequest, reply: FastifyReply) => Promise<RouteAnswer<C> | FastifyReply>,
): void {
  documentedRoutes.set(`${contract.method} ${contract.path}`, contract);
  const serializer = responseSerializerSchema(contract.response);
  app.route({
    method: contract.method,
    url: pluginUrl(app, contract),
    ...(serializer ? { schema: { response: { 200: serializer } } } : {}),
    // Route onRequest hooks run after the API's caller resolution and before the body is read, so a
    // refused caller's body is never parsed and they learn nothing about the input rules.
    onRequest: async (request) => {
      const decision = decideAccess(contract.access, request.caller);
      if (decision === 'unauthenticated') throw new HttpError(401);
      if (decision === 'forbidden') throw new HttpError(403);
    },
    preSerialization: app.checkAnswers ? async (request, reply, payload) => checkAnswer(contract, request, reply, payload) : undefined,
    handler: async (request, reply) => {
      const input = {
        caller: request.caller,
        params: contract.params ? parseInput(contract.params, request.params) : undefined,
        query: contract.query ? parseInput(contract.query, request.query) : undefined,
        body: contract.body ? parseInput(contract.body, request.body) : undefined,
      } as RouteInput<C>;
      if (contract.idempotent) return runIdempotently(request, reply, () => handler(input, request, reply));
      return handler(input, request, reply);
    },
    onSend: async (request, reply, payload) => {
      const cacheControl = cacheControlFor(contract.cache, reply.statusCode, request.caller ? isSignedIn(request.caller) : false);
      if (cacheControl) reply.header('cache-control', cacheControl);
      return payload;
    },
  });
}
