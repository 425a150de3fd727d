import type { FastifyInstance } from 'fastify';
import { dispatch, type DispatchEnvironment, type InProcessCall } from '../api/http/dispatch';
import { readVisitorId } from '../api/http/visitor-id';
import type { ApiRawResponse, ApiRequest, ApiTransport } from '../contracts/api-client';
import type { Caller } from '../domain/caller';
import { sharedLifetimeSeconds, type SharedResponseCache } from './shared-response-cache';

/** What a page request tells its API calls: who asks, with which cookies, from where. */
export interface PageCallFacts {
  /** The page's caller (caller-resolution.ts); each call carries the visitor id of the cookies it holds. */
  caller: Caller;
  /** The page request's cookies, parsed. */
  cookies: { [name: string]: string | undefined };
  /** The page visitor's address, as the server read it: the API sees the call coming from them. */
  ip: string;
  /** The page was asked for over HTTPS, so cookies the API sets for it are Secure. */
  protocol: 'http' | 'https';
  /** The Host the page was asked for at. */
  host: string;
  /** The visitor's country as the edge reported it. */
  country?: string;
}

/** The API's calls and what dispatching them needs, once per server. */
export function dispatchEnvironment(app: FastifyInstance): DispatchEnvironment {
  if (!app.definedRoutes) throw new Error('the pages call the API in process: register the API first');
  return {
    routes: app.definedRoutes,
    log: app.log,
    serializeCookie: (name, value, options) => app.serializeCookie(name, value, options as Parameters<typeof app.serializeCookie>[2]),
  };
}

/** The query as a router reads it from the address: every value a string, a repeated name a list. */
function queryOf(path: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  const at = path.indexOf('?');
  if (at < 0) return query;
  for (const [name, value] of new URLSearchParams(path.slice(at + 1))) {
    const held = query[name];
    query[name] = held === undefined ? value : [held, value].flat();
  }
  return query;
}

const asParams = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));

/**
 * The transport of a page's API client on the server (ADR 0049): each call is answered in process
 * by `dispatch`, through the same steps as the call from the network, with the page's caller,
 * address and cookies. A cookie one call sets (a first visit's visitor id) goes with the calls after
 * it, as a browser's would; a loader that must pass it on to the browser does so from the result's
 * `setCookies`. A GET the API marks as shared by every visitor (`public, max-age`) is answered from
 * `shared` while fresh, as a CDN in front of the API would answer it.
 */
export function pageApiTransport(env: DispatchEnvironment, page: PageCallFacts, shared?: SharedResponseCache): ApiTransport {
  let cookies = page.cookies;
  // A signed-in page's reads are its own: never answered from, nor kept in, the shared answers.
  const sharedCache = page.caller.kind === 'visitor' ? shared : undefined;

  const call = async ({ method, path, body, headers: callHeaders, route }: ApiRequest): Promise<ApiRawResponse> => {
    if (!route) throw new Error(`${method} ${path}: a page calls the API through its typed client`);
    const cached = method === 'GET' && !callHeaders ? sharedCache?.get(path) : undefined;
    if (cached) return cached;
    const headers: InProcessCall['headers'] = { accept: 'application/json' };
    for (const [name, value] of Object.entries(callHeaders ?? {})) headers[name.toLowerCase()] = value;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (page.country) headers['x-country-code'] = page.country;
    const answer = await dispatch(env, {
      method,
      template: route.template,
      params: asParams(route.params),
      query: queryOf(path),
      url: path,
      // What the API reads from a client's body: JSON's values only (no undefined, dates as text).
      body: body === undefined ? undefined : JSON.parse(JSON.stringify(body)),
      headers,
      caller: { ...page.caller, visitorId: readVisitorId({ cookies }) },
      cookies,
      ip: page.ip,
      protocol: page.protocol,
      host: page.host,
    });
    if (answer.cookies.length > 0) {
      cookies = { ...cookies };
      for (const { name, value } of answer.cookies) cookies[name] = value;
    }
    const setCookies = answer.cookies.map((cookie) => cookie.header);
    const result = { status: answer.status, text: answer.text, setCookies };
    if (method === 'GET' && sharedCache) {
      const lifetime = sharedLifetimeSeconds(answer.status, {
        ...answer.headers,
        'set-cookie': setCookies.length > 0 ? setCookies : undefined,
      });
      sharedCache.put(path, result, lifetime);
    }
    return result;
  };

  // One page request's reads of the same path (the root and the home page both ask for the
  // visitor's `/api/geo`) run once; any write in between starts afresh, so a read after it is current.
  const pageReads = new Map<string, Promise<ApiRawResponse>>();
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
