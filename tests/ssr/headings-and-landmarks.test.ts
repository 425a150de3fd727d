import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/contracts/places';
import { pageServer, serverBuild } from './support/page-server';

/** Issue 14 item 12: the outline and landmarks of every page kind, as a screen reader meets them. */
const PAGES = [
  '/',
  '/stores',
  '/c/cooking/ovens',
  '/brands/miele',
  '/search/oven',
  '/products',
  '/promotions',
  '/compare',
  '/s/storage-terms',
  '/no-such-page',
];

const bodyOf = (html: string) => html.slice(html.indexOf('<body'));
/** Accessible names of landmark regions: elements with role="region", or <section> with a label. */
function regionNames(html: string): string[] {
  const names: string[] = [];
  for (const m of bodyOf(html).matchAll(/<(section|div|aside)\b([^>]*)>/g)) {
    const attributes = m[2]!;
    const label = attributes.match(/aria-label="([^"]*)"/)?.[1];
    const isRegion = m[1] === 'section' || /role="region"/.test(attributes);
    if (label && isRegion) names.push(label);
  }
  return names;
}

describe('headings and landmarks', () => {
  let server: FastifyInstance;
  let urls: string[];

  beforeAll(async () => {
    server = await pageServer('wa', await serverBuild());
    const store = (await server.inject('/api/store')).json<Store[]>()[0]!;
    const product = (await server.inject('/api/v2/listing?category=cooking/ovens&pageSize=1')).json<{ products: { uri: string }[] }>();
    urls = [...PAGES, `/stores/${store.storeUri}`, product.products[0]!.uri];
  });
  afterAll(async () => {
    await server?.close();
  });

  it('starts every page’s outline with its h1, not a heading of the navigation panels', async () => {
    for (const url of urls) {
      const html = (await server.inject(url)).body;
      const first = bodyOf(html).match(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/);
      expect(first?.[1], `${url}: first heading "${first?.[2]}"`).toBe('1');
    }
  });

  it('names no two regions of a page alike', async () => {
    for (const url of urls) {
      const names = regionNames((await server.inject(url)).body);
      expect(
        names.filter((name, i) => names.indexOf(name) !== i),
        url,
      ).toEqual([]);
    }
  });

  it('puts no aria-label on a plain list', async () => {
    for (const url of urls) {
      const lists = [...bodyOf((await server.inject(url)).body).matchAll(/<(ul|ol)\b([^>]*)>/g)].map((m) => m[2]!);
      const labelled = lists.filter((attributes) => /aria-label=/.test(attributes) && !/role="(listbox|menu|tablist)"/.test(attributes));
      expect(labelled, url).toEqual([]);
    }
  });

  it('keeps one "Your store" region on the store page', async () => {
    const store = urls.find((url) => url.startsWith('/stores/'))!;
    const names = regionNames((await server.inject(store)).body);
    expect(names.filter((name) => name === 'Your store')).toHaveLength(1);
  });
});
