import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { brands, categories, products } from '../schema';
import { selectProductSummaries, type ProductSummaryRow } from './product-rows';

export type PageSort = 'relevance' | 'price-asc' | 'price-desc' | 'newest';

/** Price buckets of the price facet, in cents; max null = open ended. */
export const PRICE_BUCKETS: readonly { minCents: number; maxCents: number | null }[] = [
  { minCents: 0, maxCents: 49_999 },
  { minCents: 50_000, maxCents: 99_999 },
  { minCents: 100_000, maxCents: 199_999 },
  { minCents: 200_000, maxCents: 499_999 },
  { minCents: 500_000, maxCents: null },
];

export interface PageRequest {
  /** Which products the page is about (a search match, a category subtree...). */
  base: SQL;
  brandSlugs: string[];
  minPriceCents?: number;
  maxPriceCents?: number;
  sort: PageSort;
  /** Order used for 'relevance'; defaults to rating then newest. */
  relevance?: SQL[];
  limit: number;
  offset: number;
}

export interface PageRows {
  rows: ProductSummaryRow[];
  totalCount: number;
  brandFacets: { slug: string; name: string; count: number }[];
  categoryFacets: { uri: string; name: string; count: number }[];
  priceCounts: number[];
}

/**
 * One page of products with the facets of the whole set. Facets count the base set (not the
 * brand or price filters), so a shopper sees the alternatives to a filter they chose.
 */
export function createProductPageRepository(db: Database) {
  async function page(request: PageRequest): Promise<PageRows> {
    const filters: SQL[] = [request.base];
    if (request.brandSlugs.length > 0) {
      filters.push(inArray(products.brandId, db.select({ id: brands.id }).from(brands).where(inArray(brands.slug, request.brandSlugs))));
    }
    if (request.minPriceCents !== undefined) filters.push(gte(products.priceCents, request.minPriceCents));
    if (request.maxPriceCents !== undefined) filters.push(lte(products.priceCents, request.maxPriceCents));
    const where = and(...filters)!;

    const order: SQL[] =
      request.sort === 'price-asc'
        ? [sql`${products.priceCents} asc nulls last`, asc(products.id)]
        : request.sort === 'price-desc'
          ? [sql`${products.priceCents} desc nulls last`, asc(products.id)]
          : request.sort === 'newest'
            ? [desc(products.createdAt), desc(products.id)]
            : [...(request.relevance ?? [sql`${products.rating} desc nulls last`]), asc(products.id)];

    const rows = await selectProductSummaries(db)
      .where(where)
      .orderBy(...order)
      .limit(request.limit)
      .offset(request.offset);
    const [total] = await db.select({ n: count() }).from(products).where(where);
    const brandFacets = await db
      .select({ slug: brands.slug, name: brands.name, count: count() })
      .from(products)
      .innerJoin(brands, eq(products.brandId, brands.id))
      .where(request.base)
      .groupBy(brands.slug, brands.name)
      .orderBy(desc(count()), asc(brands.name));
    const categoryFacets = await db
      .select({ uri: categories.uri, name: categories.name, count: count() })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(request.base)
      .groupBy(categories.uri, categories.name)
      .orderBy(desc(count()), asc(categories.name));
    const bucketColumns = PRICE_BUCKETS.map((b, i) =>
      sql<number>`count(*) filter (where ${products.priceCents} >= ${b.minCents}${b.maxCents === null ? sql`` : sql` and ${products.priceCents} <= ${b.maxCents}`})::int`.as(
        `b${i}`,
      ),
    );
    const [buckets] = await db
      .select(Object.fromEntries(bucketColumns.map((c, i) => [`b${i}`, c])))
      .from(products)
      .where(request.base);
    return {
      rows,
      totalCount: Number(total?.n ?? 0),
      brandFacets: brandFacets.map((f) => ({ ...f, count: Number(f.count) })),
      categoryFacets: categoryFacets.map((f) => ({ ...f, count: Number(f.count) })),
      priceCounts: PRICE_BUCKETS.map((_, i) => Number((buckets as Record<string, unknown> | undefined)?.[`b${i}`] ?? 0)),
    };
  }
  return { page };
}
export type ProductPageRepository = ReturnType<typeof createProductPageRepository>;
