import type { FastifyInstance } from 'fastify';
import type { CallHandler } from '../contracts/http/api-call';
import type { RouteContract } from '../contracts/http/route-contract';

/**
 * How the host registers a call on its contract (access check, input parsing, answer check,
 * documentation). The identity module is handed the host's registrar instead of importing it, so
 * it depends on nothing but db, domain, contracts and config and can be mounted on another host.
 */
export type RouteRegistrar = <const C extends RouteContract>(app: FastifyInstance, contract: C, handler: CallHandler<C>) => void;
