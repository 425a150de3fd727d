import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteContract } from '../../contracts/http/route-contract';
import { checkAnswer } from './answer-check';

interface Serialized {
  body: string;
  etag: string;
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Whether the client already holds this version (If-None-Match may list several, or be `*`). */
function clientHolds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * An answer that is the same for every caller and changes rarely (the flavour's settings): its
 * service keeps one object until the data changes, so the body is serialised once per object
 * rather than once per request, and carries an ETag so a client that holds it gets a 304 with no
 * body. The route's own serializer (its contract's schema) writes the body, and with answer checks
 * on (development and tests) each new object is checked against the contract once.
 */
export function sharedAnswer(contract: RouteContract) {
  const byValue = new WeakMap<object, Serialized>();
  return async function send(value: object, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    let serialized = byValue.get(value);
    if (serialized === undefined) {
      if (request.server.checkAnswers) await checkAnswer(contract, request, reply, value);
      const body = reply.serialize(value) as string;
      serialized = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      byValue.set(value, serialized);
    }
    reply.header('etag', serialized.etag);
    if (clientHolds(request.headers['if-none-match'], serialized.etag)) return reply.code(304).send();
    return reply.type(JSON_CONTENT_TYPE).send(serialized.body);
  };
}
