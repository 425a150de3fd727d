/**
 * `npx tsx bench/sitemap.ts [--products N] [--data-dir DIR] [--app wa]`: how long a crawler waits for
 * each file of the flavour's sitemap, and how much the server's heap grows while writing it, on a
 * seeded PGlite catalogue (100,000 products by default). Each file is fetched over HTTP from the
 * server listening on 127.0.0.1 (PORT, default 3850) and read to its end without keeping it, twice:
 * cold (first read) and again (the product count and dates cached). "heap +MB" is the server
 * process's largest heap growth during a read (the client keeps only a byte count). The baseline in the same run is a cold product read by slug; "ms / base"
 * divides by it, so runs on a loaded machine compare.
 */
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { products as productsTable } from '../src/db/schema';
import { isDatabaseEmpty, seedDatabase } from '../src/db/seed';
import { APP_IDS, type AppId } from '../src/domain/brands';
import { createServer } from '../src/server/create-server';
import { median } from './lib/load';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { products: { type: 'string', default: '100000' }, 'data-dir': { type: 'string' }, app: { type: 'string', default: 'wa' } },
    strict: true,
  });
  const app = values.app as AppId;
  if (!APP_IDS.includes(app)) throw new Error(`--app must be one of ${APP_IDS.join(', ')}`);
  const handle = await openDatabase({ kind: 'pglite', dataDir: values['data-dir'] });
  await runMigrations(handle);
  if (await isDatabaseEmpty(handle.db)) await seedDatabase(handle.db, { products: Number(values.products) });
  // As the seed ends (and autovacuum does on PostgreSQL): a folder seeded by an older build may lack the visibility map.
  else await handle.db.execute(sql`VACUUM ANALYZE`);
  const [row] = await handle.db.select({ n: count() }).from(productsTable);
  console.log(`${Number(row?.n ?? 0).toLocaleString('en-AU')} products, flavour ${app}`);

  const config = loadConfig({ APP: app, NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' });
  const server = await createServer({ config, database: handle, logger: false });
  await server.ready();
  const slugs = (
    await handle.db
      .select({ slug: productsTable.slug })
      .from(productsTable)
      .orderBy(sql`${productsTable.id} * 7919 % 100003`)
      .limit(50)
  ).map((r) => r.slug);
  const baseline: number[] = [];
  for (const slug of slugs.slice(0, 25)) {
    const started = performance.now();
    await server.inject(`/api/v2/product/slug/${encodeURIComponent(slug)}`);
    baseline.push(performance.now() - started);
  }
  const base = median(baseline);

  const port = Number(process.env.PORT ?? 3850);
  await server.listen({ host: '127.0.0.1', port });
  /** Reads the file to its end, keeping its size, its first 200 kB (for the addresses of the index) and the count of <loc>. */
  const fetchFile = async (path: string) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    if (response.status !== 200 || !response.body) throw new Error(`${path} answered ${response.status}`);
    const decoder = new TextDecoder();
    let bytes = 0;
    let urls = 0;
    let head = '';
    let carry = '';
    const reader = response.body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      const chunk = next.value;
      bytes += chunk.byteLength;
      const text = carry + decoder.decode(chunk, { stream: true });
      urls += (text.match(/<loc>/g) ?? []).length;
      carry = text.slice(-4);
      if (carry.includes('<')) urls -= (carry.match(/<loc>/g) ?? []).length;
      if (head.length < 200_000) head += text;
    }
    return { bytes, urls, head };
  };
  const index = { body: (await fetchFile('/sitemap.xml')).head };
  const files = [...index.body.matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
  console.log(`baseline (product read, median of 25 cold): ${base.toFixed(1)} ms`);
  console.log(
    `${'file'.padEnd(26)} ${'urls'.padStart(7)} ${'kB'.padStart(7)} ${'cold ms'.padStart(8)} ${'again ms'.padStart(9)} ${'cold/base'.padStart(10)} ${'heap +MB'.padStart(9)}`,
  );
  for (const file of ['/sitemap.xml', ...files]) {
    const times: number[] = [];
    let read = { bytes: 0, urls: 0 };
    let heapGrowth = 0;
    for (let i = 0; i < 2; i++) {
      global.gc?.();
      const heapBefore = process.memoryUsage().heapUsed;
      let peak = heapBefore;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
      const started = performance.now();
      read = await fetchFile(file);
      times.push(performance.now() - started);
      clearInterval(sampler);
      heapGrowth = Math.max(heapGrowth, Math.max(peak, process.memoryUsage().heapUsed) - heapBefore);
    }
    console.log(
      `${file.padEnd(26)} ${String(read.urls).padStart(7)} ${(read.bytes / 1024).toFixed(0).padStart(7)} ${times[0]!.toFixed(0).padStart(8)} ${times[1]!.toFixed(0).padStart(9)} ${(times[0]! / base).toFixed(1).padStart(10)} ${(heapGrowth / 2 ** 20).toFixed(1).padStart(9)}`,
    );
  }
  await server.close();
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
