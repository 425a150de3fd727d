import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CallReply, CallRequest } from '../../contracts/http/api-call';
import { callerScope } from '../../domain/caller';
import type { IdempotencyService } from '../../services/idempotency-service';
import { HttpError } from './errors';

/** Stripe's header name; a replayed answer says so in Idempotent-Replayed. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

interface KeyedCalls {
  once: IdempotencyService['once'];
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    keyedCalls?: KeyedCalls;
  }
}

/** Gives the calls of this plugin that declare `idempotent` their key store. */
export function registerIdempotency(api: FastifyInstance, keyedCalls: KeyedCalls): void {
  api.decorate('keyedCalls', keyedCalls);
}

export function readKey(request: Pick<CallRequest, 'headers'>): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !VALID_KEY.test(header)) {
    throw new HttpError(400, ['Idempotency-Key must be 1 to 255 visible characters, such as a UUID.']);
  }
  return header;
}

/** Key order does not change a JSON body's meaning, so it does not change its fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Whose Idempotency-Key this is: the account or the visitor (callerScope). A client with neither
 * (no cookies: a script, an app's first call) is scoped by what it does carry, its address as
 * TRUST_PROXY reads it and its credentials, so two cookie-less clients never replay each other's
 * answers with a shared or guessed key.
 */
export function keyScope(request: Pick<CallRequest, 'caller' | 'ip' | 'headers'>): string {
  const scope = callerScope(request.caller);
  if (scope !== null) return scope;
  const credentials = [request.ip, request.headers.cookie ?? '', request.headers.authorization ?? ''].join('\n');
  return `client:${createHash('sha256').update(credentials).digest('hex')}`;
}

export function requestFingerprint(request: Pick<CallRequest, 'method' | 'url' | 'body'>): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body)}`)
    .digest('hex');
}

/**
 * Runs a creating call at most once per Idempotency-Key: the first answer (status and body) is
 * stored with the request's fingerprint and replayed to a retry; a concurrent retry waits for the
 * first and replays it; the same key with another request is refused with 422. Without a key the
 * call simply runs.
 */
export async function runIdempotently(
  keyed: KeyedCalls | undefined,
  request: CallRequest,
  reply: CallReply,
  work: () => Promise<unknown>,
): Promise<unknown> {
  const key = readKey(request);
  if (key === undefined) return work();
  if (!keyed) throw new Error('an idempotent call is registered outside an API with registerIdempotency');
  const result = await keyed.once(
    { scope: keyScope(request), key, fingerprint: requestFingerprint(request), now: keyed.now() },
    async () => {
      const body = await work();
      if (body === reply) throw new Error('an idempotent call must return its body for it to be stored');
      return { status: reply.statusCode, body };
    },
  );
  switch (result.outcome) {
    case 'performed':
      return result.answer.body;
    case 'replayed':
      reply.status(result.answer.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return result.answer.body;
    case 'mismatch':
      throw new HttpError(422, ['This Idempotency-Key was already used with a different request. Send a new key for a new request.']);
    default:
      throw new HttpError(409, ['A request with this Idempotency-Key is still being processed. Try again shortly.']);
  }
}
