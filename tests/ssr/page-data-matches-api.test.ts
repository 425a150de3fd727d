import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiRawResponse, ApiRequest } from '../../src/contracts/api-client';
import { demoId, seedAccountArea } from '../support/account-fixtures';
import { insertBrand, insertCategory, insertProduct, sellingTopCategory } from '../support/fixtures';
import { createPageServer } from '../support/page-server';
import { customerCookie, testCallerResolver } from '../support/test-caller';

/** Every answer a page's loaders received from the API, in the order they asked. */
const received: { request: ApiRequest; answer: ApiRawResponse }[] = [];

vi.mock('../../src/server/page-api', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/server/page-api')>();
  return {
    ...original,
    pageApiTransport: (...args: Parameters<typeof original.pageApiTransport>) => {
      const transport = original.pageApiTransport(...args);
      return async (request: ApiRequest) => {
        const answer = await transport(request);
        received.push({ request, answer });
        return answer;
      };
    },
  };
});

/** What the loader's client made of an answer: the body it parsed (null for none). */
const dataOf = (answer: ApiRawResponse) =>
  answer.parsed !== undefined ? answer.parsed : answer.text === '' ? null : JSON.parse(answer.text);

/**
 * Renders `url` and asks the API over the network, as an API client, for every GET the page's
 * loaders made, with the same caller: each must be answered with the same status and body.
 */
async function expectPageSeesWhatClientsSee(server: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  received.length = 0;
  const page = await server.inject({ url, headers });
  expect(page.statusCode, url).toBe(200);
  const reads = received.filter(({ request }) => request.method === 'GET');
  expect(reads.length, `${url} read the API`).toBeGreaterThan(0);
  const origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  for (const { request, answer } of reads) {
    const overNetwork = await fetch(`${origin}${request.path}`, { headers: { accept: 'application/json', ...headers } });
    const text = await overNetwork.text();
    expect({ path: request.path, status: answer.status, body: dataOf(answer) }).toEqual({
      path: request.path,
      status: overNetwork.status,
      body: text === '' ? null : JSON.parse(text),
    });
  }
  return reads.map(({ request, answer }) => ({ path: request.path, data: dataOf(answer) }));
}

async function catalogue() {
  const brand = await insertBrand({ name: 'Dispatch Appliances' });
  const category = await insertCategory({ name: 'Dispatch Ovens', parent: await sellingTopCategory() });
  const product = await insertProduct({
    brandId: brand.id,
    categoryId: category.id,
    title: 'Dispatch 60cm Pyrolytic Oven',
    priceCents: 187_650,
    rrpCents: 219_900,
  });
  return { category, product };
}

describe('a page’s data is what an API client is answered for the same caller', () => {
  let wa: FastifyInstance;
  let wac: FastifyInstance;
  let fixture: Awaited<ReturnType<typeof catalogue>>;
  beforeAll(async () => {
    await seedAccountArea();
    fixture = await catalogue();
    const options = { env: { RATE_LIMIT_PER_MINUTE: '0', PAGE_CACHE_SECONDS: '0' }, resolveCaller: testCallerResolver };
    wa = await createPageServer({ app: 'wa', ...options });
    wac = await createPageServer({ app: 'wac', ...options });
    await wa.listen({ port: 0, host: '127.0.0.1' });
    await wac.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await wa.close();
    await wac.close();
  });

  it('on the home page', async () => {
    const reads = await expectPageSeesWhatClientsSee(wa, '/');
    expect(reads.map((read) => read.path)).toEqual(expect.arrayContaining(['/api/settings', '/api/geo']));
  });

  it('on a category page', async () => {
    const reads = await expectPageSeesWhatClientsSee(wa, `/c/${fixture.category.uri.replace(/^\/c\//, '')}`);
    expect(reads.some((read) => read.path.startsWith('/api/v2/listing?'))).toBe(true);
  });

  it('on a search page', async () => {
    const reads = await expectPageSeesWhatClientsSee(wa, '/search/dispatch');
    expect(reads.some((read) => read.path.startsWith('/api/v2/sitesearch/'))).toBe(true);
  });

  it('on a product page', async () => {
    const reads = await expectPageSeesWhatClientsSee(wa, `/p/${fixture.product.slug}`);
    const product = reads.find((read) => read.path.startsWith('/api/v2/product/slug/'));
    expect(product?.data).toMatchObject({ title: 'Dispatch 60cm Pyrolytic Oven', price: 1876.5 });
  });

  it('on the account page of a signed-in customer', async () => {
    const reads = await expectPageSeesWhatClientsSee(wa, '/account', customerCookie(demoId('customer')));
    const account = reads.find((read) => read.path === '/api/account');
    expect(account?.data).toMatchObject({ firstName: 'Jane' });
  });

  it('on the commercial flavour’s product and category pages for an anonymous visitor, prices withheld', async () => {
    const product = await expectPageSeesWhatClientsSee(wac, `/p/${fixture.product.slug}`);
    const withheld = product.find((read) => read.path.startsWith('/api/v2/product/slug/'))?.data;
    expect(withheld).toMatchObject({ title: 'Dispatch 60cm Pyrolytic Oven', pricesWithheld: true });
    expect(withheld).not.toHaveProperty('price');
    const category = await expectPageSeesWhatClientsSee(wac, `/c/${fixture.category.uri.replace(/^\/c\//, '')}`);
    expect(category.find((read) => read.path.startsWith('/api/v2/listing?'))?.data).toMatchObject({ pricesWithheld: true });
  });
});
