import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APP_IDS } from '../../domain/brands';
import { openDatabase, type DatabaseHandle } from '../client';
import { runMigrations } from '../migrate';
import * as schema from '../schema';
import { isDatabaseEmpty, REQUIRED_SETTING_NAMES, SEED_REFERENCE_DATE, seedDatabase, type SeedSummary } from './index';

async function freshSeededDatabase(): Promise<{ handle: DatabaseHandle; summary: SeedSummary }> {
  const handle = await openDatabase({ kind: 'pglite' });
  await runMigrations(handle);
  expect(await isDatabaseEmpty(handle.db)).toBe(true);
  const summary = await seedDatabase(handle.db, { products: 200, now: SEED_REFERENCE_DATE, deliveryDaysFrom: SEED_REFERENCE_DATE });
  return { handle, summary };
}

/** Everything but the serial id, which says nothing about the generated content. */
async function firstProducts(handle: DatabaseHandle) {
  const rows = await handle.db.select().from(schema.products).orderBy(asc(schema.products.id)).limit(20);
  return rows.map(({ id: _id, ...rest }) => rest);
}

/** Booting PGlite, migrating and seeding 18,000 localities takes a few seconds per database. */
const SEED_TIMEOUT_MS = 120_000;

describe('seedDatabase', () => {
  it(
    'fills every table with consistent, realistic data',
    async () => {
      const { handle, summary } = await freshSeededDatabase();
      const { db } = handle;
      try {
        expect(await isDatabaseEmpty(db)).toBe(false);
        expect(summary.products).toBe(200);

        const localityCounts = await db
          .select({ country: schema.localities.country, count: sql<number>`count(*)::int` })
          .from(schema.localities)
          .groupBy(schema.localities.country);
        const byCountry = Object.fromEntries(localityCounts.map((r) => [r.country, r.count]));
        expect(byCountry.AU).toBeGreaterThan(15000);
        expect(byCountry.NZ).toBeGreaterThan(100);

        const stores = await db.select().from(schema.stores);
        expect(stores.length).toBeGreaterThanOrEqual(30);
        expect(stores.some((s) => s.country === 'NZ')).toBe(true);
        for (const store of stores) {
          expect(store.openTimes).toHaveLength(7);
          const [locality] = await db
            .select({ id: schema.localities.id })
            .from(schema.localities)
            .where(
              sql`${schema.localities.suburb} = ${store.suburb} and ${schema.localities.postcode} = ${store.postcode} and ${schema.localities.state} = ${store.state}`,
            );
          expect(locality, `${store.name} is in a known locality`).toBeDefined();
        }

        const products = await db.select().from(schema.products);
        const brandIds = new Set((await db.select({ id: schema.brands.id }).from(schema.brands)).map((b) => b.id));
        const categories = await db.select().from(schema.categories);
        const leafIds = new Set(categories.filter((c) => c.parentId !== null).map((c) => c.id));
        for (const product of products) {
          expect(brandIds.has(product.brandId)).toBe(true);
          expect(leafIds.has(product.categoryId)).toBe(true);
          for (const cents of [product.priceCents, product.rrpCents]) {
            expect(cents === null || Number.isInteger(cents)).toBe(true);
          }
          expect(product.images.length).toBeGreaterThanOrEqual(2);
          expect(product.specifications.length).toBeGreaterThanOrEqual(8);
        }
        expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
        expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
        expect(new Set(products.map((p) => p.productCode)).size).toBe(products.length);

        const topLevel = categories.filter((c) => c.parentId === null).map((c) => c.uri);
        expect(topLevel).toEqual([
          'kitchen',
          'cooking',
          'dishwashers',
          'refrigeration',
          'laundry',
          'heating-cooling',
          'small-appliances',
          'bbqs',
          'tv-audio',
          'furniture',
        ]);

        const settings = await db.select().from(schema.settings);
        for (const app of APP_IDS) {
          const names = new Set(settings.filter((s) => s.app === app).map((s) => s.name));
          for (const name of REQUIRED_SETTING_NAMES) expect(names.has(name), `${app} has ${name}`).toBe(true);
        }
        const nzCountry = settings.find((s) => s.app === 'aol-nz' && s.name === 'countryCode');
        expect(nzCountry?.value).toBe('NZ');

        const redirects = await db.select().from(schema.redirects);
        for (const r of redirects) expect(r.fromPath).toBe(r.fromPath.toLowerCase());
      } finally {
        await handle.close();
      }
    },
    SEED_TIMEOUT_MS,
  );

  it(
    'writes the same data every time from the same moment',
    async () => {
      const first = await freshSeededDatabase();
      const second = await freshSeededDatabase();
      try {
        expect(await firstProducts(second.handle)).toEqual(await firstProducts(first.handle));
        expect(second.summary).toEqual(first.summary);
      } finally {
        await first.handle.close();
        await second.handle.close();
      }
    },
    SEED_TIMEOUT_MS,
  );
});
