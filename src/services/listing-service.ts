import type { ListingPage, ListingQuery, PromotionSummary } from '../contracts/listing';
import type { PageFilters, ProductPage } from '../contracts/search';
import { and } from 'drizzle-orm';
import { productInAssortmentSql } from '../db/repositories/assortment-sql';
import { allProductsFacetSubject, brandFacetSubject, categoryFacetSubject } from '../db/repositories/listing-facets';
import { categoryInAssortment, type Assortment } from '../domain/assortment';
import type { ListingRepository, PromotionRow } from '../db/repositories/listing-repository';
import type { ProductPageRepository } from '../db/repositories/product-page-repository';
import type { MoneyFormat } from '../domain/money-format';
import { createTtlCache } from './ttl-cache';
import { toProductSummary } from './product-dto';

const LISTING_CACHE_MS = 30_000;
type BrandWithCount = { name: string; slug: string; uri: string; productCount: number };
import { pageRequest, toProductPage } from './product-page';
import { brandPath, categoryPath, promotionPath } from '../domain/page-paths';

function toPromotionSummary(row: PromotionRow): PromotionSummary {
  return {
    path: row.path,
    uri: promotionPath(row.path),
    title: row.title,
    description: row.description,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    brand: row.brandName && row.brandSlug ? { name: row.brandName, slug: row.brandSlug } : null,
    thumbnailImg: row.thumbnailImg,
    ribbon: row.ribbon,
    featured: row.featured,
    rewardLabel: row.rewardLabel,
  };
}

/**
 * Category, brand and promotion pages, brand and promotion lists, staff autocomplete. Every page
 * lists only the flavour's assortment: a category outside it does not exist here.
 */
export function createListingService(listing: ListingRepository, pages: ProductPageRepository, money: MoneyFormat, assortment: Assortment) {
  const sold = productInAssortmentSql(assortment);
  // Listing pages change when the catalogue does; a short TTL keeps hot pages (a category's first
  // page) off the database; precomputed facets (listing_facets) keep even a cold page to one indexed read.
  const pageCache = createTtlCache<ListingPage | null>(LISTING_CACHE_MS, { maxEntries: 1000 });
  async function loadListing(query: ListingQuery): Promise<ListingPage | null> {
    let subject: ListingPage['subject'];
    let base;
    let facetSubject: string | undefined;
    let categoryId: number | undefined;
    if (query.category !== undefined) {
      const category = await listing.categoryByUri(query.category.replace(/^\/?(c\/)?|\/$/g, ''));
      if (!category || !categoryInAssortment(category.uri, assortment)) return null;
      subject = { kind: 'category', name: category.name, uri: categoryPath(category.uri) };
      base = listing.inCategory(category.id);
      facetSubject = categoryFacetSubject(category.id);
      categoryId = category.id;
    } else if (query.brand !== undefined) {
      const brand = await listing.brandBySlug(query.brand);
      if (!brand) return null;
      subject = { kind: 'brand', name: brand.name, uri: brandPath(brand.slug) };
      base = and(listing.ofBrand(brand.id), sold)!;
      facetSubject = brandFacetSubject(brand.id, assortment);
    } else {
      const promotion = await listing.promotionByPath(query.promotion!);
      if (!promotion) return null;
      subject = { kind: 'promotion', name: promotion.title, uri: promotionPath(promotion.path) };
      base = and(await listing.promotionProducts(promotion), sold)!;
    }
    return { ...toProductPage(await pages.page({ ...pageRequest(base, query), facetSubject, categoryId }), query, money), subject };
  }
  const allCache = createTtlCache<ProductPage>(LISTING_CACHE_MS, { maxEntries: 200 });
  const saleCache = createTtlCache<ProductPage>(LISTING_CACHE_MS, { maxEntries: 200 });
  const brandsCache = createTtlCache<BrandWithCount[]>(LISTING_CACHE_MS, { maxEntries: 1 });
  return {
    /** null when the category, brand or promotion does not exist. */
    listing(query: ListingQuery): Promise<ListingPage | null> {
      return pageCache.get(JSON.stringify(query), () => loadListing(query));
    },

    /** Every product (the product landing page); cached like the other listing pages. */
    all(filters: PageFilters): Promise<ProductPage> {
      return allCache.get(JSON.stringify(filters), async () =>
        toProductPage(
          await pages.page({ ...pageRequest(sold, filters), facetSubject: allProductsFacetSubject(assortment) }),
          filters,
          money,
        ),
      );
    },

    /** The products on sale (the sale page) that the flavour sells, cached like the other listing pages. */
    onSale(filters: PageFilters): Promise<ProductPage> {
      return saleCache.get(JSON.stringify(filters), async () =>
        toProductPage(await pages.page(pageRequest(and(listing.onSale(), sold)!, filters)), filters, money),
      );
    },

    brands: () => brandsCache.get('all', async () => (await listing.brandsWithCounts(sold)).map((b) => ({ ...b, uri: brandPath(b.slug) }))),

    /** The promotions running now that have products the flavour sells: a promotion of nothing sold here is not listed. */
    async currentPromotions(now: Date) {
      const running = await listing.currentPromotions(now);
      const soldHere = await Promise.all(running.map(async (row) => listing.hasProducts(and(await listing.promotionProducts(row), sold)!)));
      return running.filter((_, i) => soldHere[i]).map(toPromotionSummary);
    },

    async promotion(path: string, filters: PageFilters) {
      const row = await listing.promotionByPath(path);
      if (!row) return null;
      const page = await pages.page(pageRequest(and(await listing.promotionProducts(row), sold)!, filters));
      return { promotion: toPromotionSummary(row), ...toProductPage(page, filters, money) };
    },

    brandAutocomplete: (text: string) => listing.brandsNamed(text, 10),
    categoryAutocomplete: (text: string) => listing.categoriesNamed(text, 10, assortment),

    /** Summaries of the given SKUs in the order asked; unknown SKUs are left out. */
    async productsBySkus(skus: string[]) {
      const rows = await listing.productsBySkus(skus);
      const bySku = new Map(rows.map((r) => [r.sku.toLowerCase(), r]));
      return skus.flatMap((s) => {
        const row = bySku.get(s.toLowerCase());
        return row ? [toProductSummary(row)] : [];
      });
    },
  };
}
export type ListingService = ReturnType<typeof createListingService>;
