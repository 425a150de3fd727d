import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import type { RouteAnswer, RouteContract } from '../../contracts/http/route-contract';
import { decideAccess, isSignedIn, type Caller } from '../../domain/caller';
import { asksByPrice, PRICE_INPUT_REFUSED } from '../../domain/price-visibility';
import type { CallHandler, CallInput, CallReply, CallRequest } from '../../contracts/http/api-call';
import { checkAnswer } from './answer-check';
import { cacheControlFor } from './cache-policy';
import { HttpError } from './errors';
import { runIdempotently } from './idempotency';
import { responseSerializerSchema } from './response-serializer';
import { parseInput } from './validate';
import { CALLER_HEADERS } from './price-withholding';
import { addVary } from './vary';

/** How a call that carries prices leaves them out of one answer (price-withholding.ts has one per answer type). */
export type PriceWithholder<C extends RouteContract> = (answer: RouteAnswer<C>) => RouteAnswer<C>;

export interface RouteOptions<C extends RouteContract> {
  /** Required when the contract `carriesPrices`: registration fails without it. */
  withholdPrices?: PriceWithholder<C>;
  /**
   * How the answer goes out over the network when not as plain JSON (the settings' shared, precompressed
   * body). A page's in-process call takes the answer itself.
   */
  sendOverNetwork?: (answer: RouteAnswer<C>, request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  /**
   * Work that must hold whatever the call's own transaction does (a guessing slot taken before the
   * code is looked up): it runs after the input is parsed and before the idempotency key's
   * transaction opens, so a refusal that rolls the call back leaves it in place.
   */
  beforeTransaction?: (input: CallInput<C>, request: CallRequest, reply: CallReply) => Promise<void>;
}

/** One call's arriving input before its schemas: the path's parameters and the query as parsed from the address. */
export interface CallArrival {
  request: CallRequest;
  reply: CallReply;
  params: unknown;
  query: unknown;
  afterAnswer(task: () => Promise<void>): void;
}

/**
 * The steps of one /api call, run the same way for a call from the network (the Fastify route
 * below) and for a page's call in process (dispatch.ts): who may call, input parsing, price
 * withholding, the idempotency key, the handler, the answer check, the body as it is written and
 * the headers that protect it.
 */
export interface DefinedRoute {
  contract: RouteContract;
  /** Refuses a caller the contract's access does not admit: 401 when nobody is signed in, 403 for the wrong kind. */
  admit(caller: Caller): void;
  /** Parses the input, runs the handler (once per idempotency key) and withholds prices: the body, or the reply when the handler sent it. */
  answer(arrival: CallArrival): Promise<unknown>;
  /** With answer checks on (development and tests): a drifting success answer throws, a drifting error answer is recorded. */
  check?(status: number, payload: unknown, log: CallRequest['log']): Promise<unknown>;
  /** The body as every caller receives it: the contract's serializer for a 200 (never a field it does not name), JSON otherwise. */
  serialize(status: number, payload: unknown): string;
  /** Cache-Control (null: the API's default) and the headers the answer varies on. */
  cacheHeaders(status: number, caller: Caller): { cacheControl: string | null; vary: readonly string[] };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every call defined under /api, by method and contract path ("GET /api/store/{id}"), for dispatch.ts. */
    definedRoutes?: Map<string, DefinedRoute>;
  }
}

const ANONYMOUS: Caller = { kind: 'visitor', visitorId: null };

/** Every call registered through defineRoute, for the OpenAPI document. Keyed so re-registration (tests) is harmless. */
export const documentedRoutes = new Map<string, RouteContract>();

/** The contract's OpenAPI path ("/api/store/{id}") inside this plugin, in Fastify's syntax ("/store/:id"). */
function pluginUrl(app: FastifyInstance, contract: RouteContract): string {
  if (!contract.path.startsWith(`${app.prefix}/`)) throw new Error(`${contract.path} is not under ${app.prefix}`);
  return contract.path.slice(app.prefix.length).replace(/\{(\w+)\}/g, ':$1');
}

function compileRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: CallHandler<C>,
  { withholdPrices, beforeTransaction }: Pick<RouteOptions<C>, 'withholdPrices' | 'beforeTransaction'>,
  serializeSuccess: (payload: unknown) => string,
): DefinedRoute {
  const pricesByCaller = contract.carriesPrices === true && app.priceRule.dependsOnCaller;
  return {
    contract,
    admit(caller) {
      const decision = decideAccess(contract.access, caller);
      if (decision === 'unauthenticated') throw new HttpError(401);
      if (decision === 'forbidden') throw new HttpError(403);
    },
    async answer({ request, reply, params, query, afterAnswer }) {
      const input = {
        caller: request.caller,
        params: contract.params ? parseInput(contract.params, params) : undefined,
        query: contract.query ? parseInput(contract.query, query) : undefined,
        body: contract.body ? parseInput(contract.body, request.body) : undefined,
        afterAnswer,
      } as CallInput<C>;
      const withhold = withholdPrices && !app.priceRule.visibleTo(request.caller) ? withholdPrices : undefined;
      // Sorting or filtering by price would reveal the order and range of the prices withheld.
      if (withhold && asksByPrice(input.query as Parameters<typeof asksByPrice>[0])) throw new HttpError(400, [PRICE_INPUT_REFUSED]);
      if (beforeTransaction) await beforeTransaction(input, request, reply);
      const answer = async () => {
        const result = await handler(input, request, reply);
        return withhold && result !== reply ? withhold(result as RouteAnswer<C>) : result;
      };
      if (contract.idempotent === true) return runIdempotently(app.keyedCalls, request, reply, answer);
      return answer();
    },
    check: app.checkAnswers ? (status, payload, log) => checkAnswer(contract, status, payload, log) : undefined,
    serialize: (status, payload) => (status === 200 ? serializeSuccess(payload) : JSON.stringify(payload)),
    // Every answer to someone signed in is private (cache-policy.ts). An anonymous priced answer may
    // be shared, but only with callers like them: it varies on the headers that carry a sign-in.
    cacheHeaders: (status, caller) => ({
      cacheControl: cacheControlFor(contract.cache, status, isSignedIn(caller)),
      vary: pricesByCaller ? CALLER_HEADERS : [],
    }),
  };
}

/**
 * Registers the handler of one /api call on its contract (`src/contracts/routes`). Before the
 * handler runs the caller is checked against the declared access (401 when nobody is signed in,
 * 403 when the wrong kind is) and the input is parsed with the contract's schemas (a failure is a
 * 400 with the schema's messages). With response checks on (development and tests) every answer is
 * checked against the contract too. The call is recorded for the OpenAPI document, and in the
 * API's table of calls (`definedRoutes`) for the pages' in-process calls (dispatch.ts), which run
 * the same steps.
 *
 * A call whose contract `carriesPrices` names how its answer loses them; where the flavour shows
 * prices only after sign-in (the API's `priceRule`), an anonymous caller's answer goes through it,
 * their price sorts and filters are refused, and the answer varies on the caller's headers so no
 * cache hands one caller's answer to another (a signed-in caller's answer is private).
 */
export function defineRoute<const C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: CallHandler<C>,
  options: PriceWithholder<C> | RouteOptions<C> = {},
): void {
  const { withholdPrices, sendOverNetwork, beforeTransaction }: RouteOptions<C> =
    typeof options === 'function' ? { withholdPrices: options } : options;
  documentedRoutes.set(`${contract.method} ${contract.path}`, contract);
  if (contract.carriesPrices && (!withholdPrices || !app.hasDecorator('priceRule'))) {
    throw new Error(`${contract.path} carries prices: register the price rule and name how its answer withholds them`);
  }
  const serializerSchema = responseSerializerSchema(contract.response);
  // One serializer for both kinds of call: Fastify writes a 200 with it, and a page's call is given
  // what it wrote, so a page never holds a field an API client is not sent.
  const serializeSuccess = serializerSchema ? fastJsonStringify(serializerSchema) : JSON.stringify;
  const route = compileRoute(app, contract, handler, { withholdPrices, beforeTransaction }, serializeSuccess);
  app.definedRoutes?.set(`${contract.method} ${contract.path}`, route);
  const afterAnswers = new WeakMap<FastifyRequest, (() => Promise<void>)[]>();
  app.route({
    method: contract.method,
    url: pluginUrl(app, contract),
    ...(serializerSchema ? { schema: { response: { 200: serializerSchema } }, serializerCompiler: () => serializeSuccess } : {}),
    // Route onRequest hooks run after the API's caller resolution and before the body is read, so a
    // refused caller's body is never parsed and they learn nothing about the input rules.
    // Synchronous hooks here and in onSend: a thrown error reaches Fastify's error handling all the
    // same, and no promise is made per request.
    onRequest: (request, _reply, done) => {
      route.admit(request.caller);
      done();
    },
    preSerialization: route.check ? async (request, reply, payload) => route.check!(reply.statusCode, payload, request.log) : undefined,
    handler: async (request, reply) => {
      const afterAnswer = (task: () => Promise<void>) => afterAnswers.set(request, [...(afterAnswers.get(request) ?? []), task]);
      const result = await route.answer({ request, reply, params: request.params, query: request.query, afterAnswer });
      return sendOverNetwork && result !== reply ? sendOverNetwork(result as RouteAnswer<C>, request, reply) : result;
    },
    onSend: (request, reply, payload, done) => {
      // A caller that could not be resolved (the resolver failed) is answered as nobody signed in.
      const { cacheControl, vary } = route.cacheHeaders(reply.statusCode, request.caller ?? ANONYMOUS);
      if (cacheControl) reply.header('cache-control', cacheControl);
      if (vary.length > 0) addVary(reply, vary);
      const tasks = afterAnswers.get(request);
      if (!tasks) return done(null, payload);
      afterAnswers.delete(request);
      runInTurn(tasks).then(() => done(null, payload), done);
    },
  });
}

/** Runs tasks one after another. */
export async function runInTurn(tasks: readonly (() => Promise<void>)[]): Promise<void> {
  for (const task of tasks) await task();
}
