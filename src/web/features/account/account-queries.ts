import type { ApiResult } from '../../../contracts/api-client';
import { browserApi } from '../../client/browser-api';
import { ApiCallError } from '../../client/use-api-mutation';

/**
 * The account page's reads. They go through the typed browser client, the one place the signed-in
 * session's bearer header will be added (identity-web); the server's first render hands each its
 * first answer when the session cookie already told the server who is signed in.
 */
export const accountKeys = {
  info: ['account'] as const,
  invoices: (page: number) => ['account', 'invoiced', page] as const,
  invoice: (id: string) => ['account', 'invoiced', 'detail', id] as const,
  addresses: ['account', 'addresses'] as const,
};

/** The answer's data, or an ApiCallError the page shows (a 401 asks the shopper to log in). */
export async function answered<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok || result.data === null) throw new ApiCallError(result.status, result.ok ? null : result.data);
  return result.data;
}

export const accountReads = {
  info: () => answered(browserApi.get('/api/account')),
  invoices: (page: number) => answered(browserApi.get('/api/account/order/invoiced', { query: { page } })),
  invoice: (id: string) => answered(browserApi.get('/api/account/order/invoiced/{id}', { params: { id } })),
  addresses: () => answered(browserApi.get('/api/account/order/addresses')),
};

/** The message of a failed write: the server's own list, else the spec's general text. */
export function failureText(error: ApiCallError | null): string {
  if (!error) return '';
  if (error.status === 401) return 'You are not authorised for this action';
  const errors = error.data?.errors ?? [];
  return errors.length > 0 ? errors.join(' ') : 'An error has occurred, please try again';
}
