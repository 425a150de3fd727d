/**
 * `npx tsx bench/search.ts [--products N] [--requests R] [--explain] [--data-dir DIR]`: latency of search-as-you-type,
 * a search results page and category listing pages on a freshly seeded in-memory PGlite database.
 * Calls go through the whole API stack in-process (Fastify inject: routing, zod parsing, services,
 * SQL), one at a time, so the figures are per-request latency without network or load-generator noise.
 * --explain prints the query plans of the main search and listing queries.
 */
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { products as productsTable } from '../src/db/schema';
import { DEFAULT_PRODUCT_COUNT, isDatabaseEmpty, seedDatabase } from '../src/db/seed';
import { createServer } from '../src/server/create-server';

interface Case {
  name: string;
  urls: string[];
}

const SUGGEST_TERMS = ['ov', 'oven', 'mielle ovn', 'fridge', 'bosch dish', 'H2', 'washing machine', 'coffee', 'bar frid', 'smeg'];

const CASES: Case[] = [
  {
    name: 'GET /api/v3/search (suggestions)',
    urls: SUGGEST_TERMS.map((t) => `/api/v3/search?searchTerm=${encodeURIComponent(t)}&isAutoCorrectEnabled=true&limit=8`),
  },
  { name: 'GET /api/v2/sitesearch/f/{term}', urls: SUGGEST_TERMS.map((t) => `/api/v2/sitesearch/f/${encodeURIComponent(t)}?pageSize=24`) },
  {
    name: 'GET /api/v2/listing top category',
    urls: ['cooking', 'refrigeration', 'laundry'].map((c) => `/api/v2/listing?category=${c}&pageSize=24`),
  },
  {
    name: 'GET /api/v2/listing leaf, price sort, p3',
    urls: ['refrigeration/fridges', 'cooking/ovens'].map((c) => `/api/v2/listing?category=${c}&sort=price-asc&page=3&pageSize=24`),
  },
  { name: 'GET /api/v2/listing brand', urls: ['miele', 'bosch', 'smeg'].map((b) => `/api/v2/listing?brand=${b}&pageSize=24`) },
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
  }

  const config = loadConfig({ APP: 'wa', NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' });
  const app = await createServer({ config, database: handle, logger: false });
  await app.ready();
  try {
    if (values.explain) {
      for (const [label, query] of [
        [
          'search match',
          sql`explain select id from products where search_vector @@ (to_tsquery('english', 'oven:*') || to_tsquery('simple', 'oven:*')) or lower(sku) like 'oven%' or 'oven' <% lower(title)`,
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
    console.log(`\n${requests} sequential requests per call after ${Math.min(50, requests)} warm-up requests:`);
    console.log(`${'call'.padEnd(42)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
    for (const c of CASES) {
      for (let i = 0; i < Math.min(50, requests); i++) await app.inject(c.urls[i % c.urls.length]!);
      const times: number[] = [];
      for (let i = 0; i < requests; i++) {
        const url = c.urls[i % c.urls.length]!;
        const started = performance.now();
        const res = await app.inject(url);
        times.push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      }
      times.sort((a, b) => a - b);
      const f = (n: number) => n.toFixed(1).padStart(8);
      console.log(`${c.name.padEnd(42)} ${f(percentile(times, 50))} ${f(percentile(times, 95))} ${f(times[times.length - 1]!)}`);
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
