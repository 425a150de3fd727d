import { createApiClient, type ApiClient, type ApiTransport } from '../../contracts/api-client';

/**
 * The browser side of ADR 0001: widgets read and write the same `/api` paths the loaders use,
 * over fetch, with the visitor's cookies. A network failure answers status 0 so callers branch
 * on `ok` alone and never on a thrown error; an aborted request answers status 0 too.
 */
const fetchTransport: ApiTransport = async ({ method, path, body, signal }) => {
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    return { status: response.status, text: await response.text(), setCookies: [] };
  } catch {
    return { status: 0, text: '', setCookies: [] };
  }
};

export const browserApi: ApiClient = createApiClient(fetchTransport);
