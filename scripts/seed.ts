/**
 * Seeds the storefront database with demo data.
 *
 *   npx tsx scripts/seed.ts                    seed an empty database (no-op when already seeded)
 *   npx tsx scripts/seed.ts --reset            empty every seeded table, then seed from scratch
 *   npx tsx scripts/seed.ts --products 100000  on a seeded database: replace only the catalogue
 *
 * Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { isDatabaseEmpty, replaceProducts, resetSeededData, seedDatabase } from '../src/db/seed';

function parseProductCount(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const count = Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(count) || count < 0) throw new Error(`--products must be a whole number, got "${value}"`);
  return count;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, reset: { type: 'boolean', default: false } },
    strict: true,
  });
  const products = parseProductCount(values.products);
  const config = loadConfig();
  const log = (message: string) => console.log(message);
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

  const handle = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  log(`Database: ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`);
  try {
    await runMigrations(handle);
    log(`Migrations applied (${elapsed()})`);

    if (values.reset) {
      await resetSeededData(handle.db);
      log(`Seeded tables emptied (${elapsed()})`);
    }

    if (await isDatabaseEmpty(handle.db)) {
      log('Seeding demo data:');
      const summary = await seedDatabase(handle.db, { products, log, deliveryDaysFrom: config.demoDeliveryDaysFrom });
      console.table(summary);
    } else if (products !== undefined) {
      log(`Database already seeded; replacing the catalogue with ${products.toLocaleString('en-AU')} products:`);
      console.table(await replaceProducts(handle.db, products, log));
    } else {
      log('Database already seeded; nothing to do (use --reset to start again or --products N to resize the catalogue).');
    }
    log(`Done in ${elapsed()}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
