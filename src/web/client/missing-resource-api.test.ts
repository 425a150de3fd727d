import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiRequest, type ApiTransport } from '../../contracts/api-client';
import { withMissingResourceRedirects } from './missing-resource-api';

/** A fake API where `/api/store/gone` and the gift-card call 404 and the redirect table answers per page. */
function setup(redirects: Record<string, { doRedirect: boolean; destinationUri: string | null }>, page = '/stores/gone?x=1') {
  const requests: string[] = [];
  const transport: ApiTransport = async ({ path }: ApiRequest) => {
    requests.push(path);
    if (path.startsWith('/api/redirect?fromUrl=')) {
      const from = decodeURIComponent(path.slice('/api/redirect?fromUrl='.length));
      const answer = redirects[from] ?? { doRedirect: false, destinationUri: null };
      return { status: 200, text: JSON.stringify(answer), setCookies: [] };
    }
    if (path === '/api/store/alexandria') return { status: 200, text: '{"name":"Alexandria"}', setCookies: [] };
    if (path === '/api/store/gone' || path === '/api/compare/product/gone' || path === '/api/store/setstore' || path.includes('giftcard')) {
      return { status: 404, text: '{"errors":["Not found"]}', setCookies: [] };
    }
    return { status: 500, text: '', setCookies: [] };
  };
  const moves: string[] = [];
  const redirecting = withMissingResourceRedirects(transport, {
    currentPath: () => page,
    replace: (path) => moves.push(`replace ${path}`),
    assign: (url) => moves.push(`assign ${url}`),
  });
  return { client: createApiClient(redirecting), redirecting, requests, moves };
}

describe('browser calls that answer 404', () => {
  it('replace the address with an internal redirect', async () => {
    const { client, moves, requests } = setup({ '/stores/gone?x=1': { doRedirect: true, destinationUri: '/stores/alexandria' } });
    const result = await client.get('/api/store/{id}', { params: { id: 'gone' } });
    expect(result.status).toBe(404);
    expect(requests).toEqual(['/api/store/gone', '/api/redirect?fromUrl=%2Fstores%2Fgone%3Fx%3D1']);
    expect(moves).toEqual(['replace /stores/alexandria']);
  });

  it('load an absolute destination as a new page', async () => {
    const { client, moves } = setup({ '/stores/gone?x=1': { doRedirect: true, destinationUri: 'https://careers.wattleco.com.au/' } });
    await client.post('/api/store/setstore', { body: { storeId: 99 } });
    expect(moves).toEqual(['assign https://careers.wattleco.com.au/']);
  });

  it('show /404 when there is no redirect', async () => {
    const { client, moves } = setup({});
    await client.delete('/api/compare/product/{sku}', { params: { sku: 'gone' } });
    expect(moves).toEqual(['replace /404']);
  });

  it('leave found resources and gift-card calls alone', async () => {
    const { client, redirecting, moves, requests } = setup({});
    expect((await client.get('/api/store/{id}', { params: { id: 'alexandria' } })).data).toEqual({ name: 'Alexandria' });
    // No gift-card call has a contract yet, so the transport is asked directly.
    expect((await redirecting({ method: 'GET', path: '/api/giftcard/balance/1' })).status).toBe(404);
    expect(moves).toEqual([]);
    expect(requests).toEqual(['/api/store/alexandria', '/api/giftcard/balance/1']);
  });
});
