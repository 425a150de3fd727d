import type { IncomingHttpHeaders } from 'node:http';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyBaseLogger } from 'fastify';
import type { HttpMethod } from '../../contracts/http/route-contract';
import type { Caller } from '../../domain/caller';
import type { CallReply, CallRequest } from '../../contracts/http/api-call';
import { runInTurn, type DefinedRoute } from './define-route';
import { errorAnswer, errorBody } from './errors';

/** One call made in process: which call, its input as the address and body would carry it, and who makes it. */
export interface InProcessCall {
  method: HttpMethod;
  /** The contract's path ("/api/store/{id}"). */
  template: string;
  /** The path's parameters, as the router gives them: decoded strings. */
  params: Record<string, string>;
  /** The query as the address carries it: strings, a repeated name a list. */
  query: Record<string, string | string[]>;
  /** Path and query as a client sends them (an idempotency key's fingerprint covers it). */
  url: string;
  /** The body as JSON carries it (what JSON.parse of the client's text gives); undefined for none. */
  body: unknown;
  headers: IncomingHttpHeaders;
  caller: Caller;
  cookies: { [name: string]: string | undefined };
  ip: string;
  protocol: 'http' | 'https';
  host: string;
}

/** A cookie the call set: its Set-Cookie value, and what the caller's next call carries (nothing when it was cleared). */
export interface CookieSet {
  name: string;
  value: string | undefined;
  header: string;
}

/** What the call answered, as an API client would receive it. */
export interface DispatchedAnswer {
  status: number;
  /** The body as written for the network ('' when there is none). */
  text: string;
  cookies: CookieSet[];
  /** Headers of the answer besides Set-Cookie (Cache-Control, Vary, any a handler set), names in lower case. */
  headers: Record<string, string>;
}

export interface DispatchEnvironment {
  routes: ReadonlyMap<string, DefinedRoute>;
  log: FastifyBaseLogger;
  /** @fastify/cookie's serializer (the one the network's answers use). */
  serializeCookie(name: string, value: string, options?: CookieSerializeOptions): string;
}

type CookieOptions = CookieSerializeOptions & { secure?: boolean | 'auto' };

/** The answer a handler builds, kept rather than written: status, headers, cookies and a body sent whole. */
class RecordedReply implements CallReply {
  statusCode = 200;
  payload: unknown = undefined;
  readonly headers: Record<string, string> = {};
  readonly cookies = new Map<string, CookieSet>();

  constructor(
    private readonly protocol: 'http' | 'https',
    private readonly serializeCookie: DispatchEnvironment['serializeCookie'],
  ) {}

  status(code: number): this {
    this.statusCode = code;
    return this;
  }
  code(code: number): this {
    return this.status(code);
  }
  header(name: string, value: string): this {
    this.headers[name.toLowerCase()] = value;
    return this;
  }
  // As @fastify/cookie sets a cookie: SameSite=Lax unless told otherwise, `secure: 'auto'` by the
  // request's protocol, and one cookie per name, domain and path (the last set wins).
  setCookie(name: string, value: string, options: CookieOptions = {}): this {
    const chosen = { sameSite: 'lax' as const, ...options };
    const secure = chosen.secure === 'auto' ? this.protocol === 'https' : chosen.secure;
    const header = this.serializeCookie(name, value, { ...chosen, secure });
    this.cookies.set(`${name};${chosen.domain};${chosen.path || '/'}`, { name, value, header });
    return this;
  }
  clearCookie(name: string, options: CookieOptions = {}): this {
    this.setCookie(name, '', { path: '/', ...options, expires: new Date(0), maxAge: 0 });
    const cleared = [...this.cookies.values()].at(-1)!;
    cleared.value = undefined;
    return this;
  }
  send(payload?: unknown): this {
    this.payload = payload;
    return this;
  }
}

const isBody = (payload: unknown) => typeof payload === 'object' && payload !== null;

/**
 * Answers one /api call in process, as the network route would (define-route.ts): the same
 * access check, input parsing, price withholding, idempotency, handler, answer check, serializer,
 * error answers and cache headers, run by the same code. What the network adds around a call is
 * not here: caller resolution (the caller is given), CORS and the cross-site write check (there is
 * no browser origin; a page's form post was checked on arrival), and the rate limit (a page view
 * counts once, as the page request).
 */
export async function dispatch(env: DispatchEnvironment, call: InProcessCall): Promise<DispatchedAnswer> {
  const route = env.routes.get(`${call.method} ${call.template}`);
  if (!route) {
    const text = JSON.stringify(errorBody(404, [`No API call answers ${call.method} ${call.url.split('?')[0]}.`]));
    return { status: 404, text, cookies: [], headers: { 'cache-control': 'no-cache' } };
  }
  const reply = new RecordedReply(call.protocol, env.serializeCookie);
  const request: CallRequest = { ...call, log: env.log };
  const tasks: (() => Promise<void>)[] = [];
  let payload: unknown;
  try {
    route.admit(call.caller);
    const result = await route.answer({ request, reply, params: call.params, query: call.query, afterAnswer: (task) => tasks.push(task) });
    payload = result === reply ? reply.payload : result;
    if (route.check && isBody(payload)) payload = await route.check(reply.statusCode, payload, env.log);
  } catch (error) {
    const answer = errorAnswer(error, env.log);
    reply.status(answer.status);
    payload = answer.body;
    if (route.check) await route.check(reply.statusCode, payload, env.log);
  }
  await runInTurn(tasks);
  const status = reply.statusCode;
  const text = payload === undefined ? '' : typeof payload === 'string' ? payload : route.serialize(status, payload);
  const { cacheControl, vary } = route.cacheHeaders(status, call.caller);
  const headers: Record<string, string> = {
    ...reply.headers,
    'cache-control': cacheControl ?? reply.headers['cache-control'] ?? 'no-cache',
  };
  const varies = [reply.headers.vary, ...vary].filter(Boolean).join(', ');
  if (varies) headers.vary = varies;
  return { status, text, cookies: [...reply.cookies.values()], headers };
}
