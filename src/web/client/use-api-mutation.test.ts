import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../contracts/api-client';
import { apiMutationOptions, ApiCallError, newIdempotencyKey } from './use-api-mutation';

const answer = (status: number, data: unknown): ApiResult<{ saved: boolean }> =>
  ({ ok: status >= 200 && status < 300, status, data, setCookies: [] }) as ApiResult<{ saved: boolean }>;

describe('writes through TanStack Query', () => {
  it('retries with the same Idempotency-Key and refetches what the write changed', async () => {
    const client = new QueryClient();
    await client.prefetchQuery({ queryKey: ['cart'], queryFn: async () => ({ lines: 0 }) });
    const keys: string[] = [];
    const answers = [answer(0, null), answer(200, { saved: true })];
    const observer = new MutationObserver(
      client,
      apiMutationOptions<string, { saved: boolean }>(
        { call: async (_input, key) => (keys.push(key), answers.shift()!), retry: 1, retryDelay: 0, invalidates: [['cart']] },
        client,
      ),
    );
    await expect(observer.mutate({ input: 'sku-1', idempotencyKey: 'action-1' })).resolves.toEqual({ saved: true });
    expect(keys).toEqual(['action-1', 'action-1']);
    expect(client.getQueryState(['cart'])?.isInvalidated).toBe(true);
  });

  it('fails with the error answer and leaves other data alone', async () => {
    const client = new QueryClient();
    await client.prefetchQuery({ queryKey: ['cart'], queryFn: async () => ({ lines: 0 }) });
    const observer = new MutationObserver(
      client,
      apiMutationOptions<string, { saved: boolean }>(
        { call: async () => answer(409, { errtext: 'Busy' }), invalidates: [['cart']] },
        client,
      ),
    );
    const error = await observer.mutate({ input: 'sku-1', idempotencyKey: 'action-2' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ status: 409, data: { errtext: 'Busy' } });
    expect(client.getQueryState(['cart'])?.isInvalidated).toBe(false);
  });

  it('makes a new UUID per action', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
