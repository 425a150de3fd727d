import type { z } from 'zod';
import type { Access } from '../../domain/caller';

export type { Access };
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * How a call's answers may be cached (Cache-Control), declared on its contract rather than set by
 * hand in handlers. A call without a declaration answers `no-cache`.
 * - 'no-store': nothing keeps the answer (writes, events);
 * - 'private': answers about one visitor (their store, their compare list): no shared cache, no copy kept;
 * - { publicMaxAge }: the same for every visitor, cacheable by anyone for that many seconds.
 */
export type CachePolicy = 'no-store' | 'private' | { publicMaxAge: number };

/**
 * An answer that is the same for every visitor (it reads no cookie, address or country): a CDN or
 * shared cache may keep it, and so does the pages' in-process API reader (ADR 0001). Thirty
 * seconds is as long as the services' own caches keep the same data, so sharing it adds no staleness.
 */
export const SHAREABLE: CachePolicy = { publicMaxAge: 30 };

/**
 * One /api call as both sides see it: the API registers its handler on it (input parsed with the
 * schemas, answer checked against `response` in development and tests), the OpenAPI document is
 * built from it, and the web's typed client takes its path, input and answer types from it.
 */
export interface RouteContract {
  method: HttpMethod;
  /** Full path, OpenAPI syntax ("/api/store/{id}"). */
  path: string;
  /** Unique, stable name of the operation (OpenAPI operationId). */
  operationId: string;
  summary: string;
  /** Who may call: anyone, a signed-in customer, or signed-in staff. */
  access: Access;
  /**
   * The call creates something: it takes an `Idempotency-Key` header and a retry gets the first answer.
   * `true`: the HTTP layer runs the call in one transaction with the key. `'workflow'`: the call spans
   * several transactions (a payment between them), so its service claims the key in its first step and
   * stores the answer in its last.
   */
  idempotent?: boolean | 'workflow';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the call reads, besides Idempotency-Key. */
  headers?: z.ZodType;
  /** Media types the body may come as; JSON when not given. */
  bodyMediaTypes?: readonly string[];
  /** The 200 body, or null for a call that only ever answers 204. */
  response: z.ZodType | null;
  /** A call with a 200 body that answers 204 when there is nothing to give (the alert banner). */
  mayBeEmpty?: boolean;
  /** Redirect statuses the call answers with a Location (sign-in form posts, social sign-in). */
  redirects?: readonly number[];
  /** Response headers worth documenting, name to description. */
  responseHeaders?: Readonly<Record<string, string>>;
  /** The body of the call's error answers when it adds to the usual error shape (customer-club's errtext). */
  errorResponse?: z.ZodType;
  /** How its answers may be cached; without it the API answers no-cache. */
  cache?: CachePolicy;
  /**
   * The answer carries prices. Where the flavour shows prices only after sign-in, an anonymous
   * caller gets it with every price left out (`pricesWithheld: true`), a price sort or price
   * filter from them is refused, and a signed-in caller's answer is private to them.
   */
  carriesPrices?: true;
  /** Error statuses particular to the call (404, …); 400, 413, 415 and 429 are added where they apply. */
  errors?: readonly number[];
}

/** Declares a call; `const` keeps the literal method and path, which the typed client matches on. */
export function apiRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller sends: path parameters, query and body as the schemas accept them. */
export type RouteInput<C extends RouteContract> = (C['params'] extends z.ZodType ? { params: SchemaInput<C['params']> } : unknown) &
  (C['query'] extends z.ZodType
    ? Record<string, never> extends SchemaInput<C['query']>
      ? { query?: SchemaInput<C['query']> }
      : { query: SchemaInput<C['query']> }
    : unknown) &
  (C['body'] extends z.ZodType ? { body: SchemaInput<C['body']> } : unknown) &
  (C['idempotent'] extends true | 'workflow' ? { idempotencyKey: string } : unknown);

/** What a successful call answers (null for 204). */
export type RouteData<C extends RouteContract> = C['response'] extends z.ZodType ? z.output<C['response']> : null;

/** What a handler may return for the call: the body as the response schema accepts it. */
export type RouteAnswer<C extends RouteContract> = C['response'] extends z.ZodType ? z.input<C['response']> : undefined;
