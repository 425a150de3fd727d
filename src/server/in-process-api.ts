import type { FastifyInstance } from 'fastify';
import type { ApiTransport } from '../contracts/api-client';
import { requestInMemory } from './in-memory-http';
import { pageCookieJar } from './page-cookie-jar';
import { sharedLifetimeSeconds, type SharedResponseCache } from './shared-response-cache';

/**
 * Answers the web app's API reads during SSR by sending them to the same server over a connection
 * held in memory (`in-memory-http.ts`, ADR 0044): the same routes, validation and authorization as
 * a browser call, without a socket. A GET the API marks as shared by every visitor
 * (`public, max-age`) is answered from `shared` while fresh, as a CDN in front of the API would
 * answer it.
 */
export const INTERNAL_REQUEST_HEADER = 'x-storefront-internal';
/** The page's signed-in caller ("customer <id>" or "staff <id>"); believed only with the internal token. */
export const INTERNAL_CALLER_HEADER = 'x-storefront-caller';

export interface PageRequestFacts {
  cookie?: string;
  /** The page visitor's address, as the server read it: the API sees the call coming from them. */
  clientAddress?: string;
  /** The page was asked for over HTTPS, so cookies the API sets for it are Secure. */
  https: boolean;
  country?: string;
  internalToken: string;
  /** The page's signed-in account, from its refresh cookie; undefined for a visitor. */
  signedIn?: { kind: 'customer' | 'staff'; accountId: string };
}

/** A cookie the API set for a page asked for over HTTPS must be Secure there too (the injected call is plain HTTP). */
function forPage(cookie: string, https: boolean): string {
  return https && !/;\s*secure\b/i.test(cookie) ? `${cookie}; Secure` : cookie;
}

export function inProcessTransport(app: FastifyInstance, incoming: PageRequestFacts, shared?: SharedResponseCache): ApiTransport {
  // One page request's reads of the same path (the root and the home page both ask for the
  // visitor's `/api/geo`) run once; any write in between starts afresh, so a read after it is current.
  const pageReads = new Map<string, ReturnType<ApiTransport>>();
  // A cookie one call sets (a first visit's visitor id) goes with the calls after it.
  const jar = pageCookieJar(incoming.cookie);
  const call: ApiTransport = async ({ method, path, body, headers: callHeaders }) => {
    // A signed-in page's reads are its own: never answered from, nor kept in, the shared answers.
    const sharedCache = incoming.signedIn ? undefined : shared;
    const cached = method === 'GET' && !callHeaders ? sharedCache?.get(path) : undefined;
    if (cached) return cached;
    const headers: Record<string, string> = {
      ...callHeaders,
      accept: 'application/json',
      [INTERNAL_REQUEST_HEADER]: incoming.internalToken,
    };
    const cookie = jar.header();
    if (cookie) headers.cookie = cookie;
    if (incoming.signedIn) headers[INTERNAL_CALLER_HEADER] = `${incoming.signedIn.kind} ${incoming.signedIn.accountId}`;
    if (incoming.country) headers['x-country-code'] = incoming.country;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await requestInMemory(app.server, {
      method,
      path,
      headers,
      remoteAddress: incoming.clientAddress,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookies = response.headers['set-cookie'] ?? [];
    jar.update(cookies);
    const result = {
      status: response.statusCode,
      text: response.body,
      setCookies: cookies.map((cookie) => forPage(cookie, incoming.https)),
    };
    if (method === 'GET') sharedCache?.put(path, result, sharedLifetimeSeconds(response.statusCode, response.headers));
    return result;
  };
  return (request) => {
    if (request.method !== 'GET' || request.headers) {
      pageReads.clear();
      return call(request);
    }
    let read = pageReads.get(request.path);
    if (!read) {
      read = call(request);
      pageReads.set(request.path, read);
      // A failed read is not kept: the next caller tries again.
      read.catch(() => pageReads.delete(request.path));
    }
    return read;
  };
}
