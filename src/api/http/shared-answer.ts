import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteContract } from '../../contracts/http/route-contract';
import { checkAnswer } from './answer-check';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';
import { addVary } from './vary';

/** The codings a shared answer is kept in besides plain, the server's preference first. */
const CODINGS = ['br', 'gzip'] as const;
type Coding = (typeof CODINGS)[number];
const NEGOTIABLE = [...CODINGS, 'identity'];

/** One version of the answer: the plain body, each representation's ETag, and each coding made the first time a client asks for it. */
interface Version {
  body: string;
  etags: Record<Coding | 'identity', string>;
  compressible: boolean;
  coded: Partial<Record<Coding, Buffer>>;
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

// Made once per version of the answer, so the slowest and smallest settings are worth it.
const ENCODE: Record<Coding, (body: string) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
  gzip: (body) => gzipSync(body, { level: zlib.Z_BEST_COMPRESSION }),
};

/** A different coding is a different representation, so each has its own strong ETag (RFC 9110 8.8.3). */
function etagsOf(body: string): Version['etags'] {
  const hash = createHash('sha1').update(body).digest('base64url');
  return { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gzip"` };
}

/**
 * Whether the client already holds this version, in any coding: If-None-Match compares weakly and
 * may list several tags, or be `*`. The 304 then names the representation this request would get.
 */
function clientHolds(ifNoneMatch: string | undefined, version: Version): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const held = Object.values(version.etags);
  return ifNoneMatch.split(',').some((listed) => held.includes(listed.trim().replace(/^W\//, '')));
}

function codingFor(request: FastifyRequest, version: Version): Coding | undefined {
  const accepted = request.headers['accept-encoding'];
  if (!version.compressible || accepted === undefined) return undefined;
  const chosen = negotiate(accepted.toLowerCase(), NEGOTIABLE);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/**
 * An answer that is the same for every caller and changes rarely (the flavour's settings): its
 * service keeps one object until the data changes, so the body is serialised once per object
 * rather than once per request, and compressed once per coding rather than by the compression
 * plugin on every request (a browser always asks for br or gzip). Each representation carries an
 * ETag, so a client that holds the version gets a 304 with no body. The route's own serializer
 * (its contract's schema) writes the body, and with answer checks on (development and tests) each
 * new object is checked against the contract once.
 */
export function sharedAnswer(contract: RouteContract) {
  const versions = new WeakMap<object, Version>();
  return async function send(value: object, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    let version = versions.get(value);
    if (version === undefined) {
      if (request.server.checkAnswers) await checkAnswer(contract, reply.statusCode, value, request.log);
      const body = reply.serialize(value) as string;
      version = { body, etags: etagsOf(body), compressible: Buffer.byteLength(body) >= COMPRESSION_THRESHOLD_BYTES, coded: {} };
      versions.set(value, version);
    }
    const coding = codingFor(request, version);
    // What a client gets depends on the codings it accepts, so a shared cache must key on them.
    if (version.compressible) addVary(reply, ['Accept-Encoding']);
    reply.header('etag', version.etags[coding ?? 'identity']);
    if (clientHolds(request.headers['if-none-match'], version)) return reply.code(304).send();
    reply.type(JSON_CONTENT_TYPE);
    if (coding === undefined) return reply.send(version.body);
    const coded = (version.coded[coding] ??= ENCODE[coding](version.body));
    // Already coded: the compression plugin leaves an answer with a Content-Encoding as it is.
    return reply.header('content-encoding', coding).send(coded);
  };
}
