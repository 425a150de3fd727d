import type { AlertBanner, RedirectResult, SaleResponse, StaticPage } from '../contracts/content';
import type { ContentRepository } from '../db/repositories/content-repository';
import { createTtlCache } from './ttl-cache';

const NO_SALE: SaleResponse = {
  isSaleOn: false,
  name: '',
  baseImagePath: '',
  url: '/sale',
  colour: '#c4102b',
  time: null,
  images: {},
};

/**
 * Candidate redirect keys for a requested path: the path with its query, then without it, each
 * lower-cased and without a trailing slash (how redirects are stored).
 */
export function redirectCandidates(fromUrl: string): string[] {
  let url: URL;
  try {
    url = new URL(fromUrl, 'http://storefront.invalid');
  } catch {
    return [];
  }
  const path = decodeSafely(url.pathname).toLowerCase().replace(/\/+$/, '') || '/';
  const withQuery = url.search ? `${path}${url.search.toLowerCase()}` : null;
  return withQuery ? [withQuery, path] : [path];
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Banners and sales change a few times a week; a minute of staleness spares a query on every page. */
const CONTENT_CACHE_MS = 60_000;

const isLive = (at: Date, startsAt: Date, endsAt: Date | null) => startsAt <= at && (endsAt === null || endsAt > at);

export function createContentService(content: ContentRepository) {
  const bannerCache = createTtlCache<Awaited<ReturnType<ContentRepository['alertBannersFor']>>>(CONTENT_CACHE_MS);
  const saleCache = createTtlCache<Awaited<ReturnType<ContentRepository['allSales']>>>(CONTENT_CACHE_MS);
  return {
    async alertBanner(app: string, now: Date): Promise<AlertBanner | null> {
      const banners = await bannerCache.get(app, () => content.alertBannersFor(app));
      const row = banners.find((banner) => isLive(now, banner.startsAt, banner.endsAt));
      if (!row) return null;
      return {
        bannerURL: row.bannerUrl,
        backgroundColor: row.backgroundColor,
        desktopContent: row.desktopContent,
        mobileContent: row.mobileContent,
      };
    },

    async staticPage(app: string, slug: string): Promise<StaticPage | null> {
      const row = await content.staticPage(app, slug);
      return row ? { slug: row.slug, heading: row.heading, body: row.bodyHtml, metaDescription: row.metaDescription } : null;
    },

    async redirect(fromUrl: string): Promise<RedirectResult> {
      const hit = await content.redirectFor(redirectCandidates(fromUrl));
      return hit
        ? { doRedirect: true, destinationUri: hit.destinationUri, permanent: hit.permanent }
        : { doRedirect: false, destinationUri: null };
    },

    async sale(at: Date): Promise<SaleResponse> {
      const sales = await saleCache.get('all', () => content.allSales());
      const row = sales.find((sale) => isLive(at, sale.startsAt, sale.endsAt));
      if (!row) return NO_SALE;
      return {
        isSaleOn: true,
        name: row.name,
        baseImagePath: row.baseImagePath,
        url: row.url,
        colour: row.colour,
        time: row.endsAt.toISOString(),
        images: row.images,
      };
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
