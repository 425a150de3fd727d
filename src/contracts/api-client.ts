import type { ErrorBody } from './errors';
import type { HttpMethod, RouteData, RouteInput } from './http/route-contract';
import type { ApiRoute } from './routes';

/**
 * How the web app calls the /api contract. On the server the transport calls the API's handlers in
 * process through the same steps as a network call (no HTTP during SSR, ADR 0049); a browser
 * widget's transport is fetch on the same paths.
 *
 * The client is typed from the route contracts (`src/contracts/routes`): a call names its method
 * and the contract's path template, passes the path parameters, query and body the contract's
 * schemas accept, and gets the contract's answer type. Only the types are imported, so no schema
 * code reaches the browser (ADR 0012).
 */
export interface ApiRequest {
  method: HttpMethod;
  /** Path and query, ready to send. */
  path: string;
  /** The call's contract path ("/api/store/{id}") and the parameters that fill it, for a transport that calls the API in process. */
  route?: { template: string; params: Record<string, unknown> };
  body?: unknown;
  headers?: Record<string, string>;
  /** Lets a browser widget abort a request it no longer needs (a stale type-ahead search). */
  signal?: AbortSignal;
}
export interface ApiRawResponse {
  status: number;
  text: string;
  setCookies: string[];
  /** The body already parsed, when a cache keeps it so (frozen: shared by every reader, never changed). */
  parsed?: unknown;
}
export type ApiTransport = (request: ApiRequest) => Promise<ApiRawResponse>;

/** The error body of a failed call (document 3 section 8), with the customer-club form's errtext where it answers one. */
export type ApiErrorData = Partial<ErrorBody> & { errtext?: string };

interface ApiAnswer {
  status: number;
  /** Set-Cookie headers the API answered with, for a page action to pass on. */
  setCookies: string[];
}
/** A 2xx answer's body (null for 204), or a failure's error body (null when the answer was not JSON or never came: status 0). */
export type ApiResult<T> = ApiAnswer & ({ ok: true; data: T | null } | { ok: false; data: ApiErrorData | null });

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

type RouteWith<M extends HttpMethod> = Extract<ApiRoute, { method: M }>;
/** The contract of the call at a method and path template. */
export type RouteAt<M extends HttpMethod, P extends string> = Extract<ApiRoute, { method: M; path: P }>;
export interface CallOptions {
  signal?: AbortSignal;
}
type CallArgs<C extends ApiRoute> =
  Record<string, never> extends RouteInput<C> ? [input?: RouteInput<C> & CallOptions] : [input: RouteInput<C> & CallOptions];
type Call<M extends HttpMethod> = <P extends RouteWith<M>['path']>(
  path: P,
  ...args: CallArgs<RouteAt<M, P>>
) => Promise<ApiResult<RouteData<RouteAt<M, P>>>>;

export interface ApiClient {
  get: Call<'GET'>;
  post: Call<'POST'>;
  patch: Call<'PATCH'>;
  delete: Call<'DELETE'>;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Fills a path template's {name} segments and appends the query; undefined values are left out, arrays repeat. */
export function buildApiPath(template: string, params: Record<string, unknown> = {}, query: Record<string, QueryValue> = {}): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${template}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

interface LooseInput extends CallOptions {
  params?: Record<string, unknown>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  idempotencyKey?: string;
}

export function createApiClient(transport: ApiTransport): ApiClient {
  const call =
    (method: HttpMethod) =>
    async (template: string, input: LooseInput = {}): Promise<ApiResult<never>> => {
      const raw = await transport({
        method,
        path: buildApiPath(template, input.params, input.query),
        route: { template, params: input.params ?? {} },
        body: input.body,
        headers: input.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey } : undefined,
        signal: input.signal,
      });
      const data = raw.parsed !== undefined ? (raw.parsed as never) : raw.text === '' ? null : (parseJson(raw.text) as never);
      return { ok: raw.status >= 200 && raw.status < 300, status: raw.status, data, setCookies: raw.setCookies };
    };
  return { get: call('GET'), post: call('POST'), patch: call('PATCH'), delete: call('DELETE') } as unknown as ApiClient;
}

/** A proxy or an outage can answer HTML; a caller then sees a failed result with no data, not a throw. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
