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

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);

describe('script priority', () => {
  it.each(['/', '/c/kitchen', 'a product', '/stores'])(
    '%s preloads every script at low priority, and the stylesheet as it was',
    async (page) => {
      const url = page === 'a product' ? /href="(\/p\/[^"]+)"/.exec((await app.inject('/c/kitchen')).body)![1]! : page;
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      const links = preloads(response.body);
      expect(links.length).toBeGreaterThan(2);
      for (const link of links) expect(link).toContain('fetchpriority="low"');
      expect(response.body).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css" data-precedence="default"\/>/);
      expect(response.body).not.toContain('fetchpriority="low" fetchpriority');
    },
  );

  it('leaves the image the page shows first at high priority', async () => {
    const html = (await app.inject('/c/kitchen')).body;
    expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchPriority="high"\/>/);
  });
});
