import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

describe('GET /api/openapi.json', () => {
  it('documents every call with its parameters and error shape', async () => {
    const doc = (await (await createTestApp()).inject('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/settings',
        'GET /api/navbar',
        'GET /api/alertBanner',
        'GET /api/Static/{name}',
        'GET /api/redirect',
        'GET /api/redirect/getdestination',
        'GET /api/promotion/sale',
        'GET /api/locality/{term}',
        'GET /api/locality/{suburb}/{state}/{postcode}',
        'GET /api/geo',
        'POST /api/geo/setlocation',
        'GET /api/store',
        'GET /api/store/{id}',
        'POST /api/store/setstore',
        'GET /api/store/select-view',
      ]),
    );
    const search = doc.paths['/api/locality/{term}'].get;
    expect(search.parameters).toEqual([expect.objectContaining({ name: 'term', in: 'path', required: true })]);
    expect(search.responses['400'].content['application/json'].schema.properties.errors.type).toBe('array');
    expect(doc.paths['/api/geo/setlocation'].post.requestBody.content['application/json'].schema).toBeDefined();
  });
});
