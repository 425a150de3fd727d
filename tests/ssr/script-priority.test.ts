import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPageServer } from '../support/page-server';

/**
 * The scripts a page hydrates with are preloaded at low fetch priority, so on a slow connection the
 * stylesheet and the first row's images get the bandwidth the first paint waits for
 * (docs/adr/0039-scripts-after-the-first-paint.md).
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createPageServer({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
});

/** The stylesheets a page links, each once. */
const stylesheets = (html: string) => [
  ...new Set([...html.matchAll(/<link[^>]* rel="stylesheet"[^>]* href="([^"]+)"/g)].map((match) => match[1]!)),
];
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);

describe('script priority', () => {
  it.each(['/', '/c/kitchen', 'a product', '/stores'])(
    '%s preloads every script at low priority, and every stylesheet ahead of them',
    async (page) => {
      const url = page === 'a product' ? /href="(\/p\/[^"]+)"/.exec((await app.inject('/c/kitchen')).body)![1]! : page;
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      const links = preloads(response.body);
      expect(links.length).toBeGreaterThan(2);
      for (const link of links) expect(link).toContain('fetchpriority="low"');
      // Every stylesheet of the page is written with a precedence, ahead of the first script preload.
      const firstPreload = response.body.indexOf('<link rel="modulepreload"');
      const first = [
        ...response.body.slice(0, firstPreload).matchAll(/<link rel="stylesheet" href="([^"]+)" data-precedence="default"\/>/g),
      ];
      expect(first.length).toBeGreaterThan(0);
      expect(new Set(first.map((match) => match[1]))).toEqual(new Set(stylesheets(response.body)));
      expect(response.body).not.toContain('fetchpriority="low" fetchpriority');
    },
  );

  it('leaves the image the page shows first at high priority', async () => {
    const html = (await app.inject('/c/kitchen')).body;
    expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchPriority="high"\/>/);
  });
});
