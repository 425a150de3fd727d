import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { productCategories, products } from '../schema';
import { INSERT_BATCH_SIZE } from './batch';
import type { SeededCatalogue } from './catalogue';
import { ProductFactory } from './product-factory';

export const DEFAULT_PRODUCT_COUNT = 2000;
/** Batches committed together; one huge transaction would hold 100,000 rows of JSON in WAL at once. */
const BATCHES_PER_TRANSACTION = 10;

export interface ProductSeedResult {
  products: number;
  productCategories: number;
  /** The first few SKUs of each brand in each leaf category (key `brandId|categoryUri`), for promotions that feature real products. */
  skusByBrandAndCategory: Map<string, string[]>;
}

export async function seedProducts(
  db: Database,
  catalogue: SeededCatalogue,
  count: number,
  reference: Date,
  log: (message: string) => void = () => {},
): Promise<ProductSeedResult> {
  const factory = new ProductFactory(catalogue, reference);
  const skusByBrandAndCategory = new Map<string, string[]>();
  const uriByCategoryId = new Map(catalogue.leaves.map((leaf) => [leaf.id, leaf.uri]));
  let links = 0;
  let next = 0;
  while (next < count) {
    const chunkEnd = Math.min(count, next + INSERT_BATCH_SIZE * BATCHES_PER_TRANSACTION);
    await db.transaction(async (tx) => {
      for (let start = next; start < chunkEnd; start += INSERT_BATCH_SIZE) {
        const drafts = [];
        for (let i = start; i < Math.min(chunkEnd, start + INSERT_BATCH_SIZE); i++) drafts.push(factory.create(i));
        const inserted = await tx
          .insert(products)
          .values(drafts.map((d) => d.row))
          .returning({ id: products.id, sku: products.sku, brandId: products.brandId, categoryId: products.categoryId });
        const idBySku = new Map(inserted.map((row) => [row.sku, row.id]));
        const rows = drafts.flatMap((draft) => {
          const productId = idBySku.get(draft.row.sku)!;
          const own = { productId, categoryId: draft.row.categoryId };
          return draft.crossListCategoryId === null ? [own] : [own, { productId, categoryId: draft.crossListCategoryId }];
        });
        await tx.insert(productCategories).values(rows);
        links += rows.length;
        for (const row of inserted) {
          const key = brandCategoryKey(row.brandId, uriByCategoryId.get(row.categoryId) ?? '');
          const list = skusByBrandAndCategory.get(key) ?? [];
          if (list.length < 6) skusByBrandAndCategory.set(key, [...list, row.sku]);
        }
      }
    });
    next = chunkEnd;
    if (count > INSERT_BATCH_SIZE * BATCHES_PER_TRANSACTION)
      log(`  products ${next.toLocaleString('en-AU')} / ${count.toLocaleString('en-AU')}`);
  }
  return { products: count, productCategories: links, skusByBrandAndCategory };
}

export const brandCategoryKey = (brandId: number, categoryUri: string) => `${brandId}|${categoryUri}`;

/** Empties the catalogue's products (not categories or brands) and restarts their ids at 1. */
export async function clearProducts(db: Database): Promise<void> {
  await db.execute(sql`TRUNCATE TABLE ${productCategories}, ${products} RESTART IDENTITY CASCADE`);
}
