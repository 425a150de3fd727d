import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteAnswer, RouteContract } from '../../contracts/http/route-contract';
import { decideAccess, isSignedIn, type Caller } from '../../domain/caller';
import { asksByPrice, PRICE_INPUT_REFUSED } from '../../domain/price-visibility';
import { checkAnswer } from './answer-check';
import { cacheControlFor } from './cache-policy';
import { HttpError } from './errors';
import { runIdempotently } from './idempotency';
import { responseSerializerSchema } from './response-serializer';
import { parseInput } from './validate';
import { CALLER_HEADERS } from './price-withholding';
import { addVary } from './vary';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the parsed input of its contract and who is calling. */
export interface RouteInput<C extends RouteContract> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  caller: Caller;
}

/** How a call that carries prices leaves them out of one answer (price-withholding.ts has one per answer type). */
export type PriceWithholder<C extends RouteContract> = (answer: RouteAnswer<C>) => RouteAnswer<C>;

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
 *
 * A call whose contract `carriesPrices` names how its answer loses them; where the flavour shows
 * prices only after sign-in (the API's `priceRule`), an anonymous caller's answer goes through it,
 * their price sorts and filters are refused, and the answer varies on the caller's headers so no
 * cache hands one caller's answer to another (a signed-in caller's answer is private).
 */
export function defineRoute<const C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: (input: RouteInput<C>, request: FastifyRequest, reply: FastifyReply) => Promise<RouteAnswer<C> | FastifyReply>,
  /** Required when the contract `carriesPrices`: registration fails without it. */
  withholdPrices?: PriceWithholder<C>,
): void {
  documentedRoutes.set(`${contract.method} ${contract.path}`, contract);
  if (contract.carriesPrices && (!withholdPrices || !app.hasDecorator('priceRule'))) {
    throw new Error(`${contract.path} carries prices: register the price rule and name how its answer withholds them`);
  }
  const pricesByCaller = contract.carriesPrices === true && app.priceRule.dependsOnCaller;
  const serializer = responseSerializerSchema(contract.response);
  app.route({
    method: contract.method,
    url: pluginUrl(app, contract),
    ...(serializer ? { schema: { response: { 200: serializer } } } : {}),
    // Route onRequest hooks run after the API's caller resolution and before the body is read, so a
    // refused caller's body is never parsed and they learn nothing about the input rules.
    // Synchronous hooks here and in onSend: a thrown error reaches Fastify's error handling all the
    // same, and no promise is made per request.
    onRequest: (request, _reply, done) => {
      const decision = decideAccess(contract.access, request.caller);
      if (decision === 'unauthenticated') throw new HttpError(401);
      if (decision === 'forbidden') throw new HttpError(403);
      done();
    },
    preSerialization: app.checkAnswers ? async (request, reply, payload) => checkAnswer(contract, request, reply, payload) : undefined,
    handler: async (request, reply) => {
      const input = {
        caller: request.caller,
        params: contract.params ? parseInput(contract.params, request.params) : undefined,
        query: contract.query ? parseInput(contract.query, request.query) : undefined,
        body: contract.body ? parseInput(contract.body, request.body) : undefined,
      } as RouteInput<C>;
      const withhold = withholdPrices && !app.priceRule.visibleTo(request.caller) ? withholdPrices : undefined;
      // Sorting or filtering by price would reveal the order and range of the prices withheld.
      if (withhold && asksByPrice(input.query as Parameters<typeof asksByPrice>[0])) throw new HttpError(400, [PRICE_INPUT_REFUSED]);
      const answer = async () => {
        const result = await handler(input, request, reply);
        return withhold && result !== reply ? withhold(result as RouteAnswer<C>) : result;
      };
      if (contract.idempotent === true) return runIdempotently(request, reply, answer);
      return answer();
    },
    onSend: (request, reply, payload, done) => {
      // Every answer to someone signed in is private (cache-policy.ts). An anonymous priced answer may
      // be shared, but only with callers like them: it varies on the headers that carry a sign-in.
      const cacheControl = cacheControlFor(contract.cache, reply.statusCode, request.caller ? isSignedIn(request.caller) : false);
      if (cacheControl) reply.header('cache-control', cacheControl);
      if (pricesByCaller) addVary(reply, CALLER_HEADERS);
      done(null, payload);
    },
  });
}
