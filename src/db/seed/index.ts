import { seedDemoAccounts } from './demo-accounts';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { refreshListingFacets } from '../repositories/listing-facets';
import { refreshSearchDocuments } from '../repositories/search-index';
import * as schema from '../schema';
import { loadCatalogue, seedBrands, seedCategories, type SeededCatalogue } from './catalogue';
import { seedAddOns, seedDemoCodes, seedPromotionRewards } from './cart';
import { seedAlertBanners, seedPromotions, seedRedirects, seedSales, seedStaticPages } from './content';
import { demoDayOf } from './dates';
import { storedDemoDay } from './demo-windows';
import { seedDelivery, type DeliverySeedSummary } from './delivery';
import { seedLocalities } from './localities';
import { clearProducts, DEFAULT_PRODUCT_COUNT, seedProducts } from './products';
import { seedPriceHistory } from './price-history';
import { Random } from './random';
import { seedSettings } from './settings';
import { seedStores } from './stores';
import { seedStockLevels } from './stock';

export { DEFAULT_PRODUCT_COUNT } from './products';
export { REQUIRED_SETTING_NAMES } from './settings';
export { SEED_REFERENCE_DATE } from './dates';

export interface SeedOptions {
  /** Catalogue size; 2,000 by default. */
  products?: number;
  log?: (message: string) => void;
  /**
   * The moment of seeding (now by default): promotions, sales, banners and codes are dated around
   * its day, products and price history too. A fixed moment keeps the data reproducible (tests).
   */
  now?: Date;
  /** The moment demo delivery capacity days count from; the moment of seeding by default, so a full day is always ahead. */
  deliveryDaysFrom?: Date;
  /** The demo accounts of every flavour (demo mode only: their passwords are public); on by default. */
  demoAccounts?: boolean;
}

/** Rows written per table. */
export interface SeedSummary extends DeliverySeedSummary {
  localities: number;
  stores: number;
  salespeople: number;
  categories: number;
  brands: number;
  products: number;
  productCategories: number;
  priceHistory: number;
  promotions: number;
  sales: number;
  alertBanners: number;
  staticPages: number;
  redirects: number;
  settings: number;
  demoAccounts: number;
  addOnOptions: number;
  promotionRewards: number;
  promoCodes: number;
}

/** Every table the seed writes, in an order TRUNCATE ... CASCADE accepts. */
const SEEDED_TABLES = [
  schema.stockLevels,
  schema.localityStreets,
  schema.deliveryDayCapacity,
  schema.deliveryServiceOffers,
  schema.supplierDeliveries,
  schema.deliveryZones,
  schema.warehouses,
  schema.promoCodeUses,
  schema.promoCodes,
  schema.promotionRewards,
  schema.addOnOptions,
  schema.listingFacets,
  schema.priceHistory,
  schema.productCategories,
  schema.products,
  schema.categories,
  schema.brands,
  schema.localities,
  schema.stores,
  schema.salespeople,
  schema.promotions,
  schema.sales,
  schema.alertBanners,
  schema.staticPages,
  schema.redirects,
  schema.settings,
];

const STORE_SEED = 1906;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [stores] = await db.select({ id: schema.stores.id }).from(schema.stores).limit(1);
  const [product] = await db.select({ id: schema.products.id }).from(schema.products).limit(1);
  return stores === undefined && product === undefined;
}

/** Empties every seeded table and restarts their ids, so a reseed gives the same ids. */
export async function resetSeededData(db: Database): Promise<void> {
  await db.execute(
    sql`TRUNCATE TABLE ${sql.join(
      SEEDED_TABLES.map((t) => sql`${t}`),
      sql`, `,
    )} RESTART IDENTITY CASCADE`,
  );
}

async function timed<T>(log: (message: string) => void, label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  log(`  ${label} (${Math.round(performance.now() - started)} ms)`);
  return result;
}

/** Seeds an empty database with the demo storefront. */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  const seededAt = options.now ?? new Date();
  const reference = demoDayOf(seededAt);
  const productCount = options.products ?? DEFAULT_PRODUCT_COUNT;

  const places = await db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const localities = await timed(log, 'localities', () => seedLocalities(db));
    const people = await timed(log, 'stores and salespeople', () => seedStores(db, new Random(STORE_SEED)));
    return { localities, ...people };
  });
  const delivery = await timed(log, 'delivery zones, capacity and streets', () =>
    db.transaction((tx) => seedDelivery(tx as unknown as Database, options.deliveryDaysFrom ?? seededAt)),
  );

  const catalogue: SeededCatalogue = await db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const { leaves, count } = await seedCategories(db);
    return { leaves, brandsByName: await seedBrands(db), categoryCount: count };
  });

  const productResult = await timed(log, `${productCount.toLocaleString('en-AU')} products`, () =>
    seedProducts(db, catalogue, productCount, reference, log),
  );
  await timed(log, 'stock levels', () => seedStockLevels(db));
  const priceHistory = await timed(log, 'price history', () => seedPriceHistory(db, reference));
  await timed(log, 'search documents', () => refreshSearchDocuments(db));
  await timed(log, 'listing facets', () => refreshListingFacets(db));

  const content = await db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    return {
      promotions: await seedPromotions(db, reference, catalogue.brandsByName, productResult.skusByBrandAndCategory),
      sales: await seedSales(db, reference),
      alertBanners: await seedAlertBanners(db, reference),
      staticPages: await seedStaticPages(db),
      redirects: await seedRedirects(db),
      settings: await seedSettings(db),
      addOnOptions: await seedAddOns(db),
      promotionRewards: await seedPromotionRewards(db),
      promoCodes: await seedDemoCodes(db, reference, catalogue.brandsByName),
    };
  });

  const demoAccounts = options.demoAccounts === false ? 0 : await timed(log, 'demo accounts', () => seedDemoAccounts(db));

  // Fresh statistics so the planner uses the prefix and trigram indexes from the first query.
  // VACUUM marks the freshly written pages all-visible, so index-only scans (sitemaps) skip the table.
  await db.execute(sql`VACUUM ANALYZE`);
  return {
    ...places,
    ...delivery,
    categories: catalogue.categoryCount,
    brands: catalogue.brandsByName.size,
    products: productResult.products,
    productCategories: productResult.productCategories,
    priceHistory,
    ...content,
    demoAccounts,
  };
}

/**
 * Swaps the product catalogue of an already seeded database for one of `count` products,
 * keeping categories, brands, stores and content. Promotions keep pointing at real SKUs because
 * the first products are the same whatever the count.
 */
export async function replaceProducts(
  db: Database,
  count: number,
  log: (message: string) => void = () => {},
): Promise<{ products: number; productCategories: number }> {
  const catalogue = await loadCatalogue(db);
  // Dated like the demo it joins: from its reference day, or today in a database without one.
  const reference = (await storedDemoDay(db)) ?? demoDayOf(new Date());
  await clearProducts(db);
  const result = await seedProducts(db, catalogue, count, reference, log);
  await seedStockLevels(db);
  await seedPriceHistory(db, reference);
  await refreshSearchDocuments(db);
  await refreshListingFacets(db);
  await db.execute(sql`VACUUM ANALYZE`);
  return { products: result.products, productCategories: result.productCategories };
}
