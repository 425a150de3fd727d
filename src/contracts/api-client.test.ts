import { describe, expect, it } from 'vitest';
import { buildApiPath, createApiClient, type ApiRequest } from './api-client';

describe('the typed API client', () => {
  it('fills path parameters and the query from the call’s input', async () => {
    const sent: ApiRequest[] = [];
    const api = createApiClient(async (request) => (sent.push(request), { status: 200, text: '{"id":1}', setCookies: [] }));
    await api.get('/api/store/{id}', { params: { id: 'north sydney/2' } });
    await api.get('/api/v2/sitesearch/{type}/{term}', { params: { type: 'f', term: 'oven' }, query: { brands: 'miele', page: 2 } });
    await api.get('/api/promotion/sale/');
    expect(sent.map((r) => r.path)).toEqual([
      '/api/store/north%20sydney%2F2',
      '/api/v2/sitesearch/f/oven?brands=miele&page=2',
      '/api/promotion/sale/',
    ]);
  });

  it('sends the Idempotency-Key of a call that creates something', async () => {
    const sent: ApiRequest[] = [];
    const api = createApiClient(async (request) => (sent.push(request), { status: 200, text: '', setCookies: [] }));
    await api.post('/api/forms/customer-club', {
      body: { formType: 'Newsletter', fields: { Name: 'Jo', Email: 'jo@example.com', Postcode: '2000' } },
      idempotencyKey: 'key-1',
    });
    expect(sent[0]).toMatchObject({ method: 'POST', headers: { 'Idempotency-Key': 'key-1' } });
  });

  it('answers an error body as failed data, and HTML as no data', async () => {
    const answers = ['{"status":404,"message":"Not found","errors":[]}', '<html>'];
    const api = createApiClient(async () => ({ status: 404, text: answers.shift()!, setCookies: [] }));
    expect(await api.get('/api/settings')).toMatchObject({ ok: false, status: 404, data: { message: 'Not found' } });
    expect(await api.get('/api/settings')).toMatchObject({ ok: false, data: null });
  });

  it('leaves out query values that are not given, repeats lists and refuses a missing path parameter', () => {
    expect(buildApiPath('/api/store', {}, { filters: ['a', 'b'], page: undefined })).toBe('/api/store?filters=a&filters=b');
    expect(() => buildApiPath('/api/store/{id}', {})).toThrow('path parameter id is missing');
  });
});
