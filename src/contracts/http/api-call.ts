import type { IncomingHttpHeaders } from 'node:http';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Caller } from '../../domain/caller';
import type { RouteAnswer, RouteContract } from './route-contract';

/**
 * What a handler may read of the call it answers. Fastify's request is one (a call from the
 * network); a page's call made in process is another (dispatch.ts). Handlers and the helpers they
 * use take this rather than Fastify's request, so both kinds of call run the same code.
 */
export interface CallRequest {
  readonly caller: Caller;
  readonly method: string;
  /** Path and query, as a client sends them. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly cookies: { [name: string]: string | undefined };
  readonly ip: string;
  readonly protocol: 'http' | 'https';
  /** The Host the call was sent to (the page's, for a page's call). */
  readonly host: string;
  /** The body as JSON parsing gave it, before the contract's schema (idempotency fingerprints it). */
  readonly body: unknown;
  readonly log: FastifyBaseLogger;
}

/** What a handler may do to its answer besides returning its body: a status, a header, a cookie, or an answer sent whole. */
export interface CallReply {
  readonly statusCode: number;
  status(code: number): CallReply;
  code(code: number): CallReply;
  header(name: string, value: string): CallReply;
  setCookie(name: string, value: string, options?: CookieSerializeOptions): CallReply;
  clearCookie(name: string, options?: CookieSerializeOptions): CallReply;
  /** Sends the answer now (a 204, a redirect); the handler then returns the reply. */
  send(payload?: unknown): CallReply;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the parsed input of its contract and who is calling. */
export interface CallInput<C extends RouteContract> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  caller: Caller;
  /** Work to run once the answer is settled, outside the call's transaction (a code attempt's slot given back). */
  afterAnswer(task: () => Promise<void>): void;
}

/** The handler of one call, on the API's host or the identity module's: its answer's body, or the reply when it sent the answer itself. */
export type CallHandler<C extends RouteContract> = (
  input: CallInput<C>,
  request: CallRequest,
  reply: CallReply,
) => Promise<RouteAnswer<C> | CallReply>;
