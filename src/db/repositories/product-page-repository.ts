import { inArray, sql, type SQL } from 'drizzle-orm';
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
  /**
   * Ids already in relevance order (a search match). With sort 'relevance' the page is cut from
   * this list in memory: ordering by position inside SQL would cost O(matches²).
   */
  rankedIds?: number[];
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
    const filters: SQL[] = [sql`true`];
    if (request.brandSlugs.length > 0) {
      filters.push(sql`s.brand_id in (select id from ${brands} where ${inArray(brands.slug, request.brandSlugs)})`);
    }
    if (request.minPriceCents !== undefined) filters.push(sql`s.price_cents >= ${request.minPriceCents}`);
    if (request.maxPriceCents !== undefined) filters.push(sql`s.price_cents <= ${request.maxPriceCents}`);
    const ranked = request.sort === 'relevance' && request.rankedIds !== undefined;
    const order =
      request.sort === 'price-asc'
        ? sql`s.price_cents asc nulls last, s.id`
        : request.sort === 'price-desc'
          ? sql`s.price_cents desc nulls last, s.id`
          : request.sort === 'newest'
            ? sql`s.created_at desc, s.id desc`
            : sql`s.rating desc nulls last, s.id`;
    const buckets = PRICE_BUCKETS.map(
      (b) =>
        sql`count(*) filter (where s.price_cents >= ${b.minCents}${b.maxCents === null ? sql`` : sql` and s.price_cents <= ${b.maxCents}`})`,
    );
    // One statement and one pass over the page's product set: the set is materialised once and
    // the count, the facets and the page of ids are all read from it.
    const result: unknown = await db.execute(sql`
      with s as materialized (
        select ${products.id} as id, ${products.brandId} as brand_id, ${products.categoryId} as category_id,
               ${products.priceCents} as price_cents, ${products.rating} as rating, ${products.createdAt} as created_at
        from ${products} where ${request.base}
      ),
      f as materialized (select * from s where ${sql.join(filters, sql` and `)})
      select
        (select count(*)::int from f) as total,
        (select coalesce(json_agg(x order by x.count desc, x.name), '[]'::json) from (
          select b.slug, b.name, count(*)::int as count from s join ${brands} b on b.id = s.brand_id group by b.slug, b.name) x) as brand_facets,
        (select coalesce(json_agg(x order by x.count desc, x.name), '[]'::json) from (
          select c.uri, c.name, count(*)::int as count from s join ${categories} c on c.id = s.category_id group by c.uri, c.name) x) as category_facets,
        (select json_build_array(${sql.join(buckets, sql`, `)}) from s) as price_counts,
        ${
          ranked
            ? sql`(select coalesce(json_agg(f.id), '[]'::json) from f)`
            : sql`(select coalesce(json_agg(x.id order by x.n), '[]'::json) from (
                select s.id, row_number() over (order by ${order}) as n from f s order by ${order}
                limit ${request.limit} offset ${request.offset}) x)`
        } as ids`);
    const [row] = (result as { rows: PageAggregates[] }).rows;
    const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
    let ids = parse(row?.ids ?? []);
    let totalCount = Number(row?.total ?? 0);
    if (ranked) {
      const kept = new Set(ids);
      const inOrder = request.rankedIds!.filter((id) => kept.has(id));
      totalCount = inOrder.length;
      ids = inOrder.slice(request.offset, request.offset + request.limit);
    }
    const byId = new Map((ids.length === 0 ? [] : await selectProductSummaries(db).where(inArray(products.id, ids))).map((r) => [r.id, r]));
    return {
      rows: ids.flatMap((id) => byId.get(id) ?? []),
      totalCount,
      brandFacets: parse(row?.brand_facets ?? []),
      categoryFacets: parse(row?.category_facets ?? []),
      priceCounts: parse(row?.price_counts ?? []).map(Number),
    };
  }
  return { page };
}

interface PageAggregates {
  total: number;
  brand_facets: { slug: string; name: string; count: number }[] | string;
  category_facets: { uri: string; name: string; count: number }[] | string;
  price_counts: number[] | string;
  ids: number[] | string;
}
export type ProductPageRepository = ReturnType<typeof createProductPageRepository>;
