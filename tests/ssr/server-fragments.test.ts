import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppId } from '../../src/domain/brands';
import { createPageServer } from '../support/page-server';

/**
 * Markup the server keeps between renders (ADR 0041): a page written with kept tiles and footer
 * columns is the page the server renders from scratch, in every flavour's money and wording.
 */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** React's `useId` ids: `_R_…_` in place, `_k…-R_…_` in a kept fragment. */
const USE_ID = /_(?:k[0-9a-z]+-)?R_[0-9a-zA-Z]*_/g;
const KEPT_ID = /_k[0-9a-z]+-R_[0-9a-zA-Z]*_/;

/** The page with its nonce and each distinct `useId` id replaced by its order of first appearance. */
function comparable(html: string): string {
  const order = new Map<string, number>();
  return html.replace(/nonce="[^"]*"|'nonce-[^']*'/g, 'NONCE').replace(USE_ID, (id) => {
    if (!order.has(id)) order.set(id, order.size);
    return `ID${order.get(id)}`;
  });
}

const idsOf = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);

async function productPath(server: FastifyInstance): Promise<string> {
  const category = (await server.inject('/c/kitchen')).body;
  return /href="(\/p\/[^"?]+)"/.exec(category)![1]!;
}

describe.each<AppId>(['wa', 'aol-nz', 'wac'])('kept markup in %s', (app) => {
  let keeping: FastifyInstance;
  let renderingAll: FastifyInstance;
  let pages: string[];

  beforeAll(async () => {
    [keeping, renderingAll] = await Promise.all([
      createPageServer({ app, env: { RATE_LIMIT_PER_MINUTE: '0' } }),
      createPageServer({ app, env: { RATE_LIMIT_PER_MINUTE: '0', FRAGMENT_CACHE_MB: '0' } }),
    ]);
    // Pages that share tiles and footer columns in other places and orders.
    pages = [
      '/',
      '/c/kitchen',
      '/c/kitchen?sort=newest',
      '/c/kitchen?page=2',
      '/c/kitchen?brands=miele',
      '/brands',
      '/stores',
      await productPath(keeping),
      '/c/cooking',
    ];
  });
  afterAll(() => Promise.all([keeping.close(), renderingAll.close()]));

  it('writes the same pages from kept fragments as a server that renders every element', async () => {
    for (const page of pages) await keeping.inject(page);
    await settle();
    for (const page of [...pages].reverse()) {
      const [kept, rendered] = await Promise.all([keeping.inject(page), renderingAll.inject(page)]);
      expect(kept.statusCode, page).toBe(200);
      expect(comparable(kept.body), page).toBe(comparable(rendered.body));
    }
  });
});

// Flavours that show visitors their prices: each tile's price has a tooltip with an id (wac withholds them).
describe.each<AppId>(['wa', 'aol-nz'])('kept tiles in %s', (app) => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await createPageServer({ app, env: { RATE_LIMIT_PER_MINUTE: '0' } });
  });
  afterAll(() => server.close());

  it('writes kept tiles into a category page, with no id twice', async () => {
    await server.inject('/c/kitchen');
    await settle();
    const html = (await server.inject('/c/kitchen')).body;
    expect(html).toMatch(KEPT_ID);
    const ids = idsOf(html);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('kept markup switched off', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await createPageServer({ env: { RATE_LIMIT_PER_MINUTE: '0', FRAGMENT_CACHE_MB: '0' } });
  });
  afterAll(() => server.close());

  it('renders every element of every page (FRAGMENT_CACHE_MB=0)', async () => {
    await server.inject('/c/kitchen');
    await settle();
    const html = (await server.inject('/c/kitchen')).body;
    expect(html).toMatch(USE_ID);
    expect(html).not.toMatch(KEPT_ID);
  });
});
