/**
 * `npx tsx bench/search.ts [--products N] [--requests R] [--explain] [--data-dir DIR]`: latency of search-as-you-type,
 * a search results page and category listing pages on a freshly seeded in-memory PGlite database.
 * Calls go through the whole API stack in-process (Fastify inject: routing, zod parsing, services,
 * SQL), one at a time, so the figures are per-request latency without network or load-generator noise.
 * The baseline, in the same run: each cold request is followed by a cold product read by slug
 * (`/api/v2/product/slug/{slug}`, a different product each time: one indexed row and its brand and
 * category trail), and "p95 / base" divides the call's cold p95 by those reads' p95. On a shared
 * machine the milliseconds move with the load; the ratio is the figure to compare between runs.
 * --explain prints the query plans of the main search and listing queries.
 */
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { products as productsTable, searchWordProducts } from '../src/db/schema';
import { refreshSearchWordProducts } from '../src/db/repositories/search-word-products';
import { refreshListingFacets } from '../src/db/repositories/listing-facets';
import { DEFAULT_PRODUCT_COUNT, isDatabaseEmpty, seedDatabase } from '../src/db/seed';
import { createServer } from '../src/server/create-server';

interface Case {
  name: string;
  urls: string[];
}

/** Type-ahead as a shopper types it: every prefix from 2 characters of a few searches, all distinct. */
const TYPED = [
  'oven',
  'mielle ovn',
  'fridge',
  'bosch dishwasher',
  'washing machine',
  'coffee machine',
  'bar fridge',
  'smeg',
  'H28',
  'induction',
];
const PREFIXES = [...new Set(TYPED.flatMap((t) => Array.from({ length: t.length - 1 }, (_, i) => t.slice(0, i + 2).trim())))].filter(
  (p) => p.length >= 2,
);
const TOPS = ['kitchen', 'cooking', 'dishwashers', 'refrigeration', 'laundry', 'small-appliances', 'tv-audio', 'furniture'];

const CASES: Case[] = [
  {
    name: 'GET /api/v3/search (suggestions)',
    urls: PREFIXES.map((t) => `/api/v3/search?searchTerm=${encodeURIComponent(t)}&isAutoCorrectEnabled=true&limit=8`),
  },
  { name: 'GET /api/v2/sitesearch/f/{term}', urls: TYPED.map((t) => `/api/v2/sitesearch/f/${encodeURIComponent(t)}?pageSize=24`) },
  {
    name: 'GET /api/v2/listing category page',
    urls: TOPS.flatMap((c) => [1, 2, 3].map((page) => `/api/v2/listing?category=${c}&pageSize=24&page=${page}`)),
  },
  {
    name: 'GET /api/v2/listing category, price sort',
    urls: TOPS.flatMap((c) => [1, 2].map((page) => `/api/v2/listing?category=${c}&sort=price-asc&page=${page}&pageSize=24`)),
  },
  {
    name: 'GET /api/v2/listing brand',
    urls: ['miele', 'bosch', 'smeg', 'fisher-paykel', 'westinghouse', 'breville'].map((b) => `/api/v2/listing?brand=${b}&pageSize=24`),
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      requests: { type: 'string' },
      explain: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
    },
    strict: true,
  });
  const products = Number(values.products ?? DEFAULT_PRODUCT_COUNT);
  const requests = Number(values.requests ?? 200);
  if (!Number.isInteger(products) || products <= 0 || !Number.isInteger(requests) || requests <= 0) {
    throw new Error('usage: npx tsx bench/search.ts [--products N] [--requests R] [--explain]');
  }

  // --data-dir reuses a PGlite folder seeded earlier (scripts/seed.ts), to measure again without reseeding.
  const dataDir = values['data-dir'];
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  const seedStarted = performance.now();
  await runMigrations(handle);
  if (await isDatabaseEmpty(handle.db)) {
    await seedDatabase(handle.db, { products });
    const seconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
    console.log(
      `Seeded ${products.toLocaleString('en-AU')} products in ${seconds} s (${dataDir ? `PGlite in ${dataDir}` : 'in-memory PGlite'})`,
    );
  } else {
    const [row] = await handle.db.select({ n: count() }).from(productsTable);
    console.log(`Using the ${Number(row?.n ?? 0).toLocaleString('en-AU')} products already in ${dataDir}`);
    // A folder seeded by an older build may predate derived tables added since; rebuild them.
    await refreshListingFacets(handle.db);
    const [words] = await handle.db.select({ n: count() }).from(searchWordProducts);
    if (Number(words?.n ?? 0) === 0) await refreshSearchWordProducts(handle.db);
  }

  const config = loadConfig({ APP: 'wa', NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' });
  const app = await createServer({ config, database: handle, logger: false });
  await app.ready();
  const timeOne = async (url: string): Promise<number> => {
    const started = performance.now();
    const res = await app.inject(url);
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return elapsed;
  };
  const timeAll = async (urls: string[]): Promise<number[]> => {
    const times: number[] = [];
    for (const url of urls) times.push(await timeOne(url));
    return times.sort((a, b) => a - b);
  };
  // Baseline products spread over the whole catalogue, each read once (cold).
  const [{ n: productCount } = { n: 0 }] = await handle.db.select({ n: count() }).from(productsTable);
  const step = Math.max(1, Math.floor(Number(productCount) / 1000));
  const baseSlugs = (
    await handle.db
      .select({ slug: productsTable.slug })
      .from(productsTable)
      .where(sql`${productsTable.id} % ${step} = 0`)
      .orderBy(sql`${productsTable.id} * 7919 % 1000`)
      .limit(1000)
  ).map((r) => `/api/v2/product/slug/${encodeURIComponent(r.slug)}`);
  let nextBase = 0;
  /** Cold requests of a call, each followed by a cold baseline read: [call times, baseline times]. */
  const timeColdWithBaseline = async (urls: string[]): Promise<[number[], number[]]> => {
    const times: number[] = [];
    const base: number[] = [];
    for (const url of urls) {
      times.push(await timeOne(url));
      base.push(await timeOne(baseSlugs[nextBase++ % baseSlugs.length]!));
    }
    return [times.sort((a, b) => a - b), base.sort((a, b) => a - b)];
  };
  try {
    if (values.explain) {
      for (const [label, query] of [
        [
          'search match',
          sql`explain select id from products where search_vector @@ (to_tsquery('english', 'oven:*') || to_tsquery('simple', 'oven:*')) or lower(sku) like 'oven%' or 'oven' <% lower(title)`,
        ],
        [
          'type-ahead word table',
          sql`explain select product_id from search_word_products where assortment = 'bbqs,cooking,dishwashers,heating-cooling,kitchen,laundry,refrigeration,small-appliances,tv-audio' and word like 'ov%' and rank <= 8 group by product_id order by max(weight) desc, max(rating) desc nulls last, product_id limit 8`,
        ],
        [
          'price-sorted category',
          sql`explain select l.product_id from category_listing_products l join products p on p.id = l.product_id where l.category_id = 1 order by l.price_cents asc nulls last, l.product_id limit 24 offset 24`,
        ],
        [
          'category listing',
          sql`explain select id from products where id in (select product_id from product_categories where category_id in (select id from categories where id = 1 or parent_id = 1)) order by rating desc nulls last, id limit 24`,
        ],
      ] as const) {
        const result = (await handle.db.execute(query)) as unknown as { rows: Record<string, string>[] };
        console.log(`\nEXPLAIN ${label}:\n${result.rows.map((r) => `  ${Object.values(r)[0]}`).join('\n')}`);
      }
    }
    // Cold: each distinct URL once (no cache entry yet; the database does the work).
    // Warm: the same URLs again within the caches' 30 s (what repeated hot pages cost).
    console.log('\nSequential in-process requests; cold = first request for each distinct URL, warm = repeated:');
    console.log(
      `${'call'.padEnd(42)} ${'urls'.padStart(5)} ${'cold p50'.padStart(9)} ${'cold p95'.padStart(9)} ${'base p95'.padStart(9)} ${'p95/base'.padStart(9)} ${'warm p50'.padStart(9)} ${'warm p95'.padStart(9)}`,
    );
    await app.inject('/api/v3/search?searchTerm=warmup'); // JIT and connection warm-up outside the figures
    await app.inject(baseSlugs[baseSlugs.length - 1]!);
    for (const c of CASES) {
      const [cold, base] = await timeColdWithBaseline(c.urls);
      const warm: number[] = [];
      for (let i = 0; i < Math.max(1, Math.ceil(requests / c.urls.length)); i++) warm.push(...(await timeAll(c.urls)));
      const f = (n: number) => n.toFixed(1).padStart(9);
      console.log(
        `${c.name.padEnd(42)} ${String(c.urls.length).padStart(5)} ${f(percentile(cold, 50))} ${f(percentile(cold, 95))} ${f(percentile(base, 95))} ${(percentile(cold, 95) / percentile(base, 95)).toFixed(2).padStart(9)} ${f(percentile(warm, 50))} ${f(percentile(warm, 95))}`,
      );
    }
  } finally {
    await app.close();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
