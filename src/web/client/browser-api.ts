import { createApiClient, type ApiClient, type ApiTransport } from '../../contracts/api-client';

/**
 * The browser side of ADR 0001: widgets read and write the same `/api` paths the loaders use,
 * over fetch, with the visitor's cookies. A network failure answers status 0 so callers branch
 * on `ok` alone and never on a thrown error; an aborted request answers status 0 too.
 * `keepalive` lets a write finish after the page has gone (a compare tick followed by a link click).
 */
export function createFetchTransport(options: { keepalive?: boolean } = {}): ApiTransport {
  return async ({ method, path, body, headers, signal }) => {
    try {
      const response = await fetch(path, {
        method,
        keepalive: options.keepalive,
        credentials: 'same-origin',
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      return { status: response.status, text: await response.text(), setCookies: [] };
    } catch {
      return { status: 0, text: '', setCookies: [] };
    }
  };
}

export const fetchTransport = createFetchTransport();
export const browserApi: ApiClient = createApiClient(fetchTransport);
