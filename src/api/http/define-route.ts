import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { responseSerializerSchema } from './response-serializer';
import { parseInput } from './validate';

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteSpec<P extends Schema, Q extends Schema, B extends Schema> {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path inside the /api plugin, Fastify syntax (":id"). */
  url: string;
  summary: string;
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
}

export interface DocumentedRoute {
  method: string;
  path: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType | null;
  errors: number[];
}

/** Every call registered through defineRoute, for the OpenAPI document. Keyed so re-registration (tests) is harmless. */
export const documentedRoutes = new Map<string, DocumentedRoute>();

/**
 * Registers one /api call: its input is parsed with the contract schemas before the handler
 * runs (a failure is a 400 with the schema's messages), and the call is recorded for OpenAPI.
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
    params: spec.params,
    query: spec.query,
    body: spec.body,
    response: spec.response,
    errors: spec.errors ?? [],
  });
  const serializer = responseSerializerSchema(spec.response);
  app.route({
    method: spec.method,
    url: spec.url,
    ...(serializer ? { schema: { response: { 200: serializer } } } : {}),
    handler: async (request, reply) => {
      const input = {
        params: spec.params ? parseInput(spec.params, request.params) : undefined,
        query: spec.query ? parseInput(spec.query, request.query) : undefined,
        body: spec.body ? parseInput(spec.body, request.body) : undefined,
      } as RouteInput<P, Q, B>;
      return handler(input, request, reply);
    },
  });
}
