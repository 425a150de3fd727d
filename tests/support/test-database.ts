import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { SEED_REFERENCE_DATE, seedDatabase } from '../../src/db/seed/index';

/**
 * Each test worker gets its own database, copied from one seeded template built once per run:
 * a PGlite data-dir snapshot by default, or a PostgreSQL template database when DATABASE_URL is set.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SNAPSHOT_DIR = path.join(ROOT, '.tmp', 'test-db');
export const TEST_PRODUCT_COUNT = 400;
// TEST_DB_PREFIX lets two checkouts on one machine run the PostgreSQL suite side by side.
const DB_PREFIX = process.env.TEST_DB_PREFIX ?? 'storefront_test';
const TEMPLATE_DB = `${DB_PREFIX}_template`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Changes to the schema, migrations or seed make a new snapshot; otherwise the last one is reused. */
function snapshotPath(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(path.join(ROOT, 'src', 'db')).sort()) {
    if (file.endsWith('.test.ts')) continue;
    hash.update(file).update(readFileSync(file));
  }
  hash.update(String(TEST_PRODUCT_COUNT));
  return path.join(SNAPSHOT_DIR, `template-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

async function seeded(handle: DatabaseHandle): Promise<void> {
  await runMigrations(handle);
  // Sales, promotions and codes from a fixed day, so tests can name dates in their windows; the demo
  // delivery days from the moment the template is built, as before.
  await seedDatabase(handle.db, { products: TEST_PRODUCT_COUNT, now: SEED_REFERENCE_DATE, deliveryDaysFrom: new Date() });
}

export async function prepareTemplate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await dropDatabasesLike(admin, `${DB_PREFIX}_%`);
      await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    } finally {
      await admin.end();
    }
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(url, TEMPLATE_DB), poolSize: 2 });
    await seeded(handle);
    await handle.close();
    return;
  }
  const target = snapshotPath();
  if (existsSync(target)) return;
  const handle = await openDatabase({ kind: 'pglite' });
  await seeded(handle);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

/** PostgreSQL only: a fresh copy of the seeded template under `name`; answers its URL. */
export async function copyOfTemplate(url: string, name: string): Promise<string> {
  const database = `${DB_PREFIX}_${name}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${database} TEMPLATE ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  return withDatabase(url, database);
}

export async function openWorkerDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const copy = await copyOfTemplate(url, `w${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`);
    return openDatabase({ kind: 'postgres', url: copy, poolSize: 4 });
  }
  const snapshot = readFileSync(snapshotPath());
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([snapshot]) });
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function dropDatabasesLike(admin: pg.Client, pattern: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [pattern]);
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
}
