import { createApiClient, type ApiClient } from '../../../contracts/api-client';
import { createFetchTransport } from '../../client/browser-api';

/**
 * The compare writes over fetch with `keepalive`, so a tick followed at once by a click on a link
 * still reaches the server after the page has gone. Same contract and failure rule as `browserApi`
 * (a network failure answers status 0); the bodies are a SKU, far below the 64 kB keepalive cap.
 */
export const compareWriteApi: ApiClient = createApiClient(createFetchTransport({ keepalive: true }));
