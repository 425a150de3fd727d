import type { FastifyInstance } from 'fastify';
import type { CallReply, CallRequest } from '../contracts/http/api-call';
import type { z } from 'zod';
import type { RouteAnswer, RouteContract } from '../contracts/http/route-contract';
import type { Caller } from '../domain/caller';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RegistrarInput<C extends RouteContract> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  caller: Caller;
  afterAnswer(task: () => Promise<void>): void;
}

/**
 * How the host registers a call on its contract (access check, input parsing, answer check,
 * documentation). The identity module is handed the host's registrar instead of importing it, so
 * it depends on nothing but db, domain, contracts and config and can be mounted on another host.
 */
export type RouteRegistrar = <const C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: (input: RegistrarInput<C>, request: CallRequest, reply: CallReply) => Promise<RouteAnswer<C> | CallReply>,
) => void;
