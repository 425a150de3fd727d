import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { SitemapRow } from '../db/repositories/sitemap-repository';
import type { BrandConfig } from '../domain/brands';
import type { Services } from '../services/create-services';
import { PRIVATE_PATH_PREFIXES } from './page-cache-policy';

/** Crawl files change with the catalogue; an hour at the edge is plenty. */
const CRAWL_CACHE_CONTROL = 'public, max-age=3600';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const day = (date: Date | null) => (date ? `<lastmod>${date.toISOString().slice(0, 10)}</lastmod>` : '');

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

async function* urlSet(publicUrl: string, batches: AsyncIterable<SitemapRow[]>): AsyncGenerator<string> {
  yield `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n`;
  for await (const rows of batches) {
    yield rows.map((row) => `<url><loc>${escapeXml(publicUrl + row.path)}</loc>${day(row.lastmod)}</url>\n`).join('');
  }
  yield '</urlset>\n';
}

/**
 * `/robots.txt`, `/sitemap.xml` (a sitemap index) and `/sitemaps/{name}.xml` for the flavour
 * (ADR 0023). Sitemaps are written while the catalogue is read, a batch at a time, so a
 * 100,000-product catalogue is never held as one document.
 */
export async function registerCrawlFiles(app: FastifyInstance, deps: { services: Services; brand: BrandConfig; publicUrl: string }) {
  const { services, brand } = deps;
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');

  app.get('/robots.txt', async (_request, reply) => {
    reply.header('cache-control', CRAWL_CACHE_CONTROL).type('text/plain; charset=utf-8');
    return robotsTxt(publicUrl);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const files = await services.sitemap.index();
    const body = files
      .map((file) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${file.name}.xml`)}</loc>${day(file.lastmod)}</sitemap>\n`)
      .join('');
    reply.header('cache-control', CRAWL_CACHE_CONTROL).type('application/xml; charset=utf-8');
    return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${body}</sitemapindex>\n`;
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', async (request, reply) => {
    const name = request.params.name.replace(/\.xml$/, '');
    const batches = request.params.name.endsWith('.xml') ? await services.sitemap.entries(name, brand, new Date()) : null;
    if (!batches) return reply.status(404).type('text/plain; charset=utf-8').send('No such sitemap.');
    reply.header('cache-control', CRAWL_CACHE_CONTROL).type('application/xml; charset=utf-8');
    return reply.send(Readable.from(urlSet(publicUrl, batches)));
  });
}
