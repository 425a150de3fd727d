import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { brands, categories, categoryListingProducts, listingFacets, products } from '../schema';
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
  /** The `listing_facets` key of `base` ('category:{id}', 'brand:{id}') when it has precomputed facets. */
  facetSubject?: string;
  /**
   * The category page `base` is (its subtree): price-sorted pages then walk
   * `category_listing_products` in price order instead of sorting the whole subtree.
   */
  categoryId?: number;
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

export interface SetFacets {
  total: number;
  brandFacets: { slug: string; name: string; count: number }[];
  categoryFacets: { uri: string; name: string; count: number }[];
  priceCounts: number[];
}

export interface PageRows extends Omit<SetFacets, 'total'> {
  rows: ProductSummaryRow[];
  totalCount: number;
}

/** The columns a page filters and sorts on, under the alias `s`. */
const setColumns = sql`${products.id} as id, ${products.brandId} as brand_id, ${products.categoryId} as category_id,
  ${products.priceCents} as price_cents, ${products.rating} as rating, ${products.createdAt} as created_at`;

/** Facet columns (total, brand_facets, category_facets, price_counts) over a set `s` with `setColumns`. */
function facetColumns(): SQL {
  const buckets = PRICE_BUCKETS.map(
    (b) =>
      sql`count(*) filter (where s.price_cents >= ${b.minCents}${b.maxCents === null ? sql`` : sql` and s.price_cents <= ${b.maxCents}`})`,
  );
  return sql`
    (select count(*)::int from s) as set_total,
    (select coalesce(json_agg(x order by x.count desc, x.name), '[]'::json) from (
      select b.slug, b.name, count(*)::int as count from s join ${brands} b on b.id = s.brand_id group by b.slug, b.name) x) as brand_facets,
    (select coalesce(json_agg(x order by x.count desc, x.name), '[]'::json) from (
      select c.uri, c.name, count(*)::int as count from s join ${categories} c on c.id = s.category_id group by c.uri, c.name) x) as category_facets,
    (select json_build_array(${sql.join(buckets, sql`, `)}) from s) as price_counts`;
}

function orderOf(sort: PageSort): SQL {
  if (sort === 'price-asc') return sql`s.price_cents asc nulls last, s.id`;
  if (sort === 'price-desc') return sql`s.price_cents desc nulls last, s.id`;
  if (sort === 'newest') return sql`s.created_at desc, s.id desc`;
  return sql`s.rating desc nulls last, s.id`;
}

function filtersOf(request: PageRequest): SQL[] {
  const filters: SQL[] = [];
  if (request.brandSlugs.length > 0) {
    filters.push(sql`s.brand_id in (select id from ${brands} where ${inArray(brands.slug, request.brandSlugs)})`);
  }
  if (request.minPriceCents !== undefined) filters.push(sql`s.price_cents >= ${request.minPriceCents}`);
  if (request.maxPriceCents !== undefined) filters.push(sql`s.price_cents <= ${request.maxPriceCents}`);
  return filters;
}

const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

interface FacetAggregates {
  set_total: number;
  brand_facets: SetFacets['brandFacets'] | string;
  category_facets: SetFacets['categoryFacets'] | string;
  price_counts: number[] | string;
}

function toSetFacets(row: FacetAggregates | undefined): SetFacets {
  return {
    total: Number(row?.set_total ?? 0),
    brandFacets: parse(row?.brand_facets ?? []),
    categoryFacets: parse(row?.category_facets ?? []),
    priceCounts: parse(row?.price_counts ?? []).map(Number),
  };
}

/**
 * A category page sorted by price, as the set `s`: its products from `category_listing_products`
 * with the price copied there, so `order by s.price_cents, s.id` walks that table's index for the
 * category and stops after a page (the planner keeps the order through the join on products' key).
 */
function priceSortedCategory(request: PageRequest): SQL | null {
  if (request.categoryId === undefined || (request.sort !== 'price-asc' && request.sort !== 'price-desc')) return null;
  const l = categoryListingProducts;
  return sql`(select ${l.productId} as id, ${products.brandId} as brand_id, ${l.priceCents} as price_cents
    from ${l} join ${products} on ${products.id} = ${l.productId} where ${l.categoryId} = ${request.categoryId}) s`;
}

/** The ids of one page, in page order, when the facets are stored (the set is not counted). */
export function pageIdsSql(request: PageRequest): SQL {
  const filters = filtersOf(request);
  const where = filters.length === 0 ? sql`` : sql`where ${sql.join(filters, sql` and `)}`;
  const set = priceSortedCategory(request) ?? sql`(select ${setColumns} from ${products} where ${request.base}) s`;
  return sql`select s.id from ${set} ${where} order by ${orderOf(request.sort)} limit ${request.limit} offset ${request.offset}`;
}

/**
 * One page of products with the facets of the whole set. Facets count the base set (not the
 * brand or price filters), so a shopper sees the alternatives to a filter they chose.
 */
export function createProductPageRepository(db: Database) {
  async function rowsInOrder(ids: number[]): Promise<ProductSummaryRow[]> {
    if (ids.length === 0) return [];
    const byId = new Map((await selectProductSummaries(db).where(inArray(products.id, ids))).map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Counted live: one statement and one pass, the set materialised once for count, facets and page. */
  async function liveFacetsPage(request: PageRequest): Promise<PageRows> {
    const ranked = request.sort === 'relevance' && request.rankedIds !== undefined;
    const order = orderOf(request.sort);
    const result: unknown = await db.execute(sql`
      with s as materialized (select ${setColumns} from ${products} where ${request.base}),
      f as materialized (select * from s where ${sql.join([sql`true`, ...filtersOf(request)], sql` and `)})
      select ${facetColumns()},
        (select count(*)::int from f) as total,
        ${
          ranked
            ? sql`(select coalesce(json_agg(f.id), '[]'::json) from f)`
            : sql`(select coalesce(json_agg(x.id order by x.n), '[]'::json) from (
                select s.id, row_number() over (order by ${order}) as n from f s order by ${order}
                limit ${request.limit} offset ${request.offset}) x)`
        } as ids`);
    const [row] = (result as { rows: (FacetAggregates & { total: number; ids: number[] | string })[] }).rows;
    const { total: _setTotal, ...facets } = toSetFacets(row);
    let ids = parse(row?.ids ?? []);
    let totalCount = Number(row?.total ?? 0);
    if (ranked) {
      const kept = new Set(ids);
      const inOrder = request.rankedIds!.filter((id) => kept.has(id));
      totalCount = inOrder.length;
      ids = inOrder.slice(request.offset, request.offset + request.limit);
    }
    return { ...facets, rows: await rowsInOrder(ids), totalCount };
  }

  /**
   * With precomputed facets only the page itself is read: the planner walks the sort's index and
   * stops after one page, and the filtered total is counted only when a filter is set.
   */
  async function storedFacetsPage(request: PageRequest, stored: SetFacets): Promise<PageRows> {
    const filters = filtersOf(request);
    const where = filters.length === 0 ? sql`` : sql`where ${sql.join(filters, sql` and `)}`;
    const set = priceSortedCategory(request) ?? sql`(select ${setColumns} from ${products} where ${request.base}) s`;
    const [idRows, totalCount] = await Promise.all([
      db.execute(pageIdsSql(request)),
      filters.length === 0
        ? Promise.resolve(stored.total)
        : db
            .execute(sql`select count(*)::int as n from ${set} ${where}`)
            .then((r) => Number((r as { rows: { n: number }[] }).rows[0]?.n ?? 0)),
    ]);
    const ids = (idRows as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
    const { total: _total, ...facets } = stored;
    return { ...facets, rows: await rowsInOrder(ids), totalCount };
  }

  async function storedFacets(subject: string): Promise<SetFacets | null> {
    const [row] = await db.select().from(listingFacets).where(eq(listingFacets.subject, subject)).limit(1);
    return row ?? null;
  }

  return {
    async page(request: PageRequest): Promise<PageRows> {
      const stored =
        request.facetSubject === undefined || request.rankedIds !== undefined ? null : await storedFacets(request.facetSubject);
      return stored ? storedFacetsPage(request, stored) : liveFacetsPage(request);
    },

    /** Facets of a whole set, for `refreshListingFacets`. */
    async facetsOf(base: SQL): Promise<SetFacets> {
      const result: unknown = await db.execute(sql`
        with s as materialized (select ${setColumns} from ${products} where ${base})
        select ${facetColumns()}`);
      return toSetFacets((result as { rows: FacetAggregates[] }).rows[0]);
    },
  };
}
export type ProductPageRepository = ReturnType<typeof createProductPageRepository>;
