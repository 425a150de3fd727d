import { createApiClient, type ApiClient, type ApiRawResponse, type ApiRequest, type ApiTransport } from '../../contracts/api-client';

/**
 * The browser side of ADR 0001: widgets read and write the same `/api` paths the loaders use,
 * over fetch, with the visitor's cookies. A network failure answers status 0 so callers branch
 * on `ok` alone and never on a thrown error.
 */
const send = async ({ method, path, body }: ApiRequest, keepalive: boolean): Promise<ApiRawResponse> => {
  try {
    const response = await fetch(path, {
      keepalive,
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, text: await response.text(), setCookies: [] };
  } catch {
    return { status: 0, text: '', setCookies: [] };
  }
};

const fetchTransport: ApiTransport = (request) => send(request, false);

export const browserApi: ApiClient = createApiClient(fetchTransport);

/**
 * For small writes a shopper may navigate away from at once (ticking Compare, then following a link):
 * keepalive lets the request finish after the page is gone. Browsers cap keepalive bodies at 64 kB.
 */
export const browserApiKeepalive: ApiClient = createApiClient((request) => send(request, true));
