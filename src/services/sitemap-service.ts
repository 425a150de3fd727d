import type { SitemapRepository, SitemapRow } from '../db/repositories/sitemap-repository';
import type { BrandConfig } from '../domain/brands';
import type { PlacesService } from './places-service';
import { createTtlCache } from './ttl-cache';

/** The sitemaps protocol's limit per file. */
export const MAX_SITEMAP_URLS = 50_000;

export interface SitemapFile {
  name: string;
  lastmod: Date | null;
}

/** Listing and landing pages every flavour has (document 1 section 2.1), besides the catalogue's own. */
const LANDING_PATHS = ['/', '/brands', '/products', '/promotions', '/stores'];

/** Crawlers fetch sitemaps now and then; the product count and newest date may be a minute old. */
const SUMMARY_CACHE_MS = 60_000;

/**
 * The sitemap index and its sitemaps (ADR 0023): landing, static and store pages, categories,
 * brands, and the products in files of at most 50,000 addresses, streamed a batch at a time.
 * A page without its own date carries the catalogue's newest date.
 */
export function createSitemapService(repository: SitemapRepository, places: PlacesService) {
  const summaryCache = createTtlCache<Awaited<ReturnType<SitemapRepository['productSummary']>>>(SUMMARY_CACHE_MS);
  const productSummary = () => summaryCache.get('products', () => repository.productSummary());

  async function pages(brand: BrandConfig, now: Date, lastmod: Date | null): Promise<SitemapRow[]> {
    const [slugs, stores] = await Promise.all([repository.staticPageSlugs(brand.app), places.listStores(brand, [], now)]);
    return [
      ...LANDING_PATHS.map((path) => ({ path, lastmod })),
      ...slugs.map((slug) => ({ path: `/s/${slug}`, lastmod })),
      ...stores.map((store) => ({ path: `/stores/${store.storeUri}`, lastmod })),
    ];
  }

  return {
    /** Every file is dated by the catalogue's newest product: one index read, no aggregate over the catalogue. */
    async index(): Promise<SitemapFile[]> {
      const summary = await productSummary();
      const productFiles = Array.from({ length: Math.ceil(summary.count / MAX_SITEMAP_URLS) }, (_, i) => ({
        name: `products-${i + 1}`,
        lastmod: summary.lastmod,
      }));
      return [
        { name: 'pages', lastmod: summary.lastmod },
        { name: 'categories', lastmod: summary.lastmod },
        { name: 'brands', lastmod: summary.lastmod },
        ...productFiles,
      ];
    },

    /** The named sitemap's addresses in batches, or null when there is no such sitemap. */
    async entries(name: string, brand: BrandConfig, now: Date): Promise<AsyncIterable<SitemapRow[]> | null> {
      const productFile = /^products-([1-9]\d{0,5})$/.exec(name);
      if (productFile) {
        const skip = (Number(productFile[1]) - 1) * MAX_SITEMAP_URLS;
        if (skip >= (await productSummary()).count) return null;
        return repository.products(skip, MAX_SITEMAP_URLS);
      }
      const fallback = async () => (await productSummary()).lastmod;
      const once = async function* (rows: Promise<SitemapRow[]>) {
        yield await rows;
      };
      if (name === 'pages') return once(fallback().then((lastmod) => pages(brand, now, lastmod)));
      const dated = async (rows: Promise<SitemapRow[]>) => {
        const [list, lastmod] = await Promise.all([rows, fallback()]);
        return list.map((row) => ({ path: row.path, lastmod: row.lastmod ?? lastmod }));
      };
      if (name === 'categories') return once(dated(repository.categories()));
      if (name === 'brands') return once(dated(repository.brands()));
      return null;
    },
  };
}
export type SitemapService = ReturnType<typeof createSitemapService>;
