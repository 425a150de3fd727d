import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageServer, serverBuild } from './support/page-server';

/** Issue 14 item 14: the seeded redirect table and the ComparePageEnabled setting as a visitor meets them. */
describe('redirects and settings', () => {
  let wa: FastifyInstance;
  let wac: FastifyInstance;
  let aoc: FastifyInstance;

  beforeAll(async () => {
    const build = await serverBuild();
    [wa, wac, aoc] = await Promise.all([pageServer('wa', build), pageServer('wac', build), pageServer('aoc', build)]);
  });
  afterAll(async () => {
    await Promise.all([wa?.close(), wac?.close(), aoc?.close()]);
  });

  it('applies the seeded /search?q=miele redirect before the /search to /products rule', async () => {
    const response = await wa.inject('/search?q=miele');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/brands/miele');
  });

  it('still sends any other /search visit to the product landing page with its query', async () => {
    const response = await wa.inject('/search?q=toaster');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/products?q=toaster');
  });

  it('applies a seeded redirect whose address is a query on the product landing page', async () => {
    const response = await wa.inject('/products?category=laundry');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/c/laundry');
  });

  // A client navigation asks for `<path>.data`; a redirect it meets must name the page, not the data.
  const singleFetchRedirect = (body: string) => /"redirect","([^"]*)"/.exec(body)?.[1];

  it('sends a client navigation past the last page of a listing to the last page', async () => {
    const response = await wa.inject('/c/kitchen.data?page=99');
    expect(singleFetchRedirect(response.body)).toMatch(/^\/c\/kitchen\?page=\d+$/);
  });

  it('applies a seeded redirect to a client navigation as to the page', async () => {
    const response = await wa.inject('/products.data?category=laundry');
    expect(singleFetchRedirect(response.body)).toBe('/c/laundry');
  });

  it('answers 302 for redirects seeded as not permanent and 301 for permanent ones', async () => {
    const temporary = await wa.inject('/catalogue/summer');
    expect(temporary.statusCode).toBe(302);
    expect(temporary.headers.location).toBe('/catalogue');
    const temporaryWithQuery = await wa.inject('/products?brand=smeg&category=small-appliances');
    expect(temporaryWithQuery.statusCode).toBe(302);
    expect(temporaryWithQuery.headers.location).toBe('/c/small-appliances?brand=smeg');
    const permanent = await wa.inject('/ovens');
    expect(permanent.statusCode).toBe(301);
    expect(permanent.headers.location).toBe('/c/cooking/ovens');
  });

  it.each(['wac', 'aoc'] as const)('answers /compare with the not-found page in %s, where ComparePageEnabled is off', async (app) => {
    const server = app === 'wac' ? wac : aoc;
    const response = await server.inject('/compare?sku=abc');
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(response.body).not.toContain('not available');
  });

  it('keeps the compare page where ComparePageEnabled is on', async () => {
    const response = await wa.inject('/compare');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>Compare Products<\/h1>/);
  });
});
