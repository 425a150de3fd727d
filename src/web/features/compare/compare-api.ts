import { createApiClient, type ApiClient, type ApiTransport } from '../../../contracts/api-client';

/**
 * The compare writes over fetch with `keepalive`, so a tick followed at once by a click on a link
 * still reaches the server after the page has gone. Same contract and failure rule as `browserApi`
 * (a network failure answers status 0); the bodies are a SKU, far below the 64 kB keepalive cap.
 */
const keepaliveTransport: ApiTransport = async ({ method, path, body }) => {
  try {
    const response = await fetch(path, {
      method,
      keepalive: true,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, text: await response.text(), setCookies: [] };
  } catch {
    return { status: 0, text: '', setCookies: [] };
  }
};

export const compareWriteApi: ApiClient = createApiClient(keepaliveTransport);
