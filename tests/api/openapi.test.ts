import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/contracts/routes';
import { documentPath } from '../../src/api/http/openapi';
import { createTestApp } from '../support/test-app';

type Operation = {
  operationId: string;
  tags: string[];
  security: unknown[];
  'x-access': string;
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

let app: FastifyInstance;
let doc: OpenApi;
beforeAll(async () => {
  app = await createTestApp();
  doc = (await app.inject('/api/openapi.json')).json();
});
afterAll(() => app.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method, path, op })));
const operation = (method: string, path: string) => {
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`${method} ${path} is not documented`);
  return op;
};

describe('GET /api/openapi.json', () => {
  it('documents exactly the routes the server has under /api, and every contract is served', () => {
    const documented = operations().map(({ method, path }) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    expect(documented.length).toBeGreaterThan(40);
    // The server ignores trailing slashes, and the document writes paths without one.
    expect([...documented].sort()).toEqual(app.apiRouteTable.map(documentPath).sort());
    const contracts = Object.values(apiRoutes).map((c) => `${c.method} ${documentPath(c.path)}`);
    const documentedContracts = operations().map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect([...documentedContracts].sort()).toEqual([...contracts].sort());
  });

  it('names every operation once, lists it under one declared group and says who may call it', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const groups = (doc as unknown as { tags: { name: string }[] }).tags.map((t) => t.name);
    for (const { op } of operations()) {
      expect(op.tags).toHaveLength(1);
      expect(groups).toContain(op.tags[0]);
      expect(['public', 'account', 'customer', 'staff']).toContain(op['x-access']);
      const expected: Record<string, unknown> = {
        public: [],
        account: [{ customerToken: [] }, { staffToken: [] }],
        customer: [{ customerToken: [] }],
        staff: [{ staffToken: [] }],
      };
      expect(op.security).toEqual(expected[op['x-access']]);
    }
  });

  it('documents path and query parameters, bodies and the error shape', () => {
    const search = operation('get', '/api/locality/{term}');
    expect(search.parameters).toEqual([expect.objectContaining({ name: 'term', in: 'path', required: true })]);
    expect(search.responses['400']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    expect(operation('post', '/api/geo/setlocation').requestBody!.content['application/json']!.schema.required).toEqual(['localityId']);
    const product = operation('get', '/api/v2/product/slug/{slug}');
    expect(product.parameters.map((p) => `${p.in} ${p.name} ${p.required}`)).toEqual(['path slug true', 'query date false']);
  });

  it('lists 204 and not 200 for calls that never answer a body, and both for the alert banner', () => {
    expect(Object.keys(operation('post', '/api/analytics/events').responses)).not.toContain('200');
    expect(Object.keys(operation('post', '/api/analytics/events').responses)).toContain('204');
    expect(Object.keys(operation('get', '/api/alertBanner').responses)).toEqual(expect.arrayContaining(['200', '204']));
  });

  it('documents 413 and 415 on calls with a body and 429 on every call', () => {
    for (const { op } of operations()) {
      expect(Object.keys(op.responses)).toContain('429');
      if (op.requestBody) expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['413', '415']));
    }
  });

  it('documents the analytics beacon’s text/plain body beside JSON', () => {
    const content = operation('post', '/api/analytics/events').requestBody!.content;
    expect(Object.keys(content)).toEqual(['application/json', 'text/plain']);
    expect(content['text/plain']!.schema.type).toBe('string');
  });

  it('carries the constraints the server enforces', () => {
    const listing = operation('get', '/api/v2/listing').parameters;
    expect(listing).toHaveLength(1);
    expect(listing[0]).toMatchObject({ in: 'query', style: 'form', explode: true });
    expect(listing[0]!.schema.oneOf).toEqual([{ required: ['category'] }, { required: ['brand'] }, { required: ['promotion'] }]);

    const club = operation('post', '/api/forms/customer-club').requestBody!.content['application/json']!.schema;
    const newsletter = (club.oneOf as { properties: { fields: { properties: Record<string, { pattern?: string }> } } }[])[0]!;
    const pattern = (field: string) => new RegExp(newsletter.properties.fields.properties[field]!.pattern!);
    expect(pattern('Email').test('shopper@example.com')).toBe(true);
    expect(pattern('Email').test('shopper@example')).toBe(false);
    expect(pattern('Postcode').test('2000')).toBe(true);
    expect(pattern('Postcode').test('20000')).toBe(false);

    const variant = operation('post', '/api/varianttest').requestBody!.content['application/json']!.schema;
    expect(variant.type).toBe('string');
    expect(new RegExp(variant.pattern as string).test('hero-test')).toBe(true);
    expect(new RegExp(variant.pattern as string).test('{"id":1}')).toBe(false);
  });

  it('documents the Idempotency-Key header on calls that create something', () => {
    const idempotent = Object.values(apiRoutes).filter((c) => 'idempotent' in c && c.idempotent);
    expect(idempotent.length).toBeGreaterThan(0);
    for (const contract of idempotent) {
      const op = operation(contract.method.toLowerCase(), documentPath(contract.path));
      expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }));
    }
    expect(operation('get', '/api/settings').parameters).toEqual([]);
  });

  it('is browsable at /api/docs with the storefront’s content security policy', async () => {
    const page = await app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const viewerDocument = await app.inject('/api/docs/json');
    expect(viewerDocument.json()).toEqual(doc);
  });

  it('loads the viewer at /api/docs without the trailing slash too: its page names files that exist', async () => {
    for (const address of ['/api/docs', '/api/docs/']) {
      const page = await app.inject(address);
      expect(page.statusCode, address).toBe(200);
      const files = [...page.body.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map(
        (match) => new URL(match[1]!, `http://shop${address}`).pathname,
      );
      expect(files, address).toContain('/api/docs/static/swagger-ui-bundle.js');
      for (const file of files) expect((await app.inject(file)).statusCode, `${address} -> ${file}`).toBe(200);
    }
  });
});
