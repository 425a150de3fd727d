/**
 * How the web app reads the /api contract. On the server the transport is an in-process injection
 * (no network hop during SSR); a browser widget's transport is fetch on the same paths.
 */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** Lets a browser widget abort a request it no longer needs (a stale type-ahead search). */
  signal?: AbortSignal;
}
export interface ApiRawResponse {
  status: number;
  text: string;
  setCookies: string[];
}
export type ApiTransport = (request: ApiRequest) => Promise<ApiRawResponse>;

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  /** The parsed body; null for an empty answer (204). */
  data: T | null;
  /** Set-Cookie headers the API answered with, for a page action to pass on. */
  setCookies: string[];
}

export interface ApiClient {
  get<T>(path: string, options?: { signal?: AbortSignal }): Promise<ApiResult<T>>;
  post<T>(path: string, body?: unknown): Promise<ApiResult<T>>;
  delete<T>(path: string): Promise<ApiResult<T>>;
}

export function createApiClient(transport: ApiTransport): ApiClient {
  async function call<T>(request: ApiRequest): Promise<ApiResult<T>> {
    const raw = await transport(request);
    const data = raw.text === '' ? null : (parseJson(raw.text) as T | null);
    return { ok: raw.status >= 200 && raw.status < 300, status: raw.status, data, setCookies: raw.setCookies };
  }
  return {
    get: (path, options) => call({ method: 'GET', path, signal: options?.signal }),
    post: (path, body) => call({ method: 'POST', path, body }),
    delete: (path) => call({ method: 'DELETE', path }),
  };
}

/** A proxy or an outage can answer HTML; a caller then sees a failed result with no data, not a throw. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
