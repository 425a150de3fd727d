import type { ProductKey, ProductRepository } from '../db/repositories/product-repository';
import { createTtlCache } from './ttl-cache';

/** As long as the listing and search caches: a price or stock change shows within the same half minute everywhere. */
const PRODUCT_CACHE_MS = 30_000;
/** Products viewed within the window; enough for the hot part of a 100,000-product catalogue. */
const MAX_PRODUCTS = 5_000;

function keyText(key: ProductKey): string {
  if ('id' in key) return `id:${key.id}`;
  if ('sku' in key) return `sku:${key.sku}`;
  return `slug:${key.slug.toLowerCase()}`;
}

/**
 * The product page's reads, kept for half a minute: one page view asks for the same product up
 * to four times (detail, extended, upsell, price history), and popular products are asked again
 * and again. Writes and the day-priced and compare reads go straight through.
 */
export function cachedProductRepository(repository: ProductRepository): ProductRepository {
  const details = createTtlCache<Awaited<ReturnType<ProductRepository['findDetail']>>>(PRODUCT_CACHE_MS, { maxEntries: MAX_PRODUCTS });
  const trails = createTtlCache<Awaited<ReturnType<ProductRepository['categoryTrail']>>>(PRODUCT_CACHE_MS, { maxEntries: MAX_PRODUCTS });
  const related = createTtlCache<Awaited<ReturnType<ProductRepository['relatedInCategory']>>>(PRODUCT_CACHE_MS, {
    maxEntries: MAX_PRODUCTS,
  });
  const histories = createTtlCache<Awaited<ReturnType<ProductRepository['priceHistory']>>>(PRODUCT_CACHE_MS, {
    maxEntries: MAX_PRODUCTS,
  });
  return {
    ...repository,
    findDetail: (key) => details.get(keyText(key), () => repository.findDetail(key)),
    categoryTrail: (categoryId) => trails.get(String(categoryId), () => repository.categoryTrail(categoryId)),
    relatedInCategory: (categoryId, productId, priceCents, limit) =>
      related.get(`${categoryId}:${productId}:${priceCents}:${limit}`, () =>
        repository.relatedInCategory(categoryId, productId, priceCents, limit),
      ),
    priceHistory: (productId) => histories.get(String(productId), () => repository.priceHistory(productId)),
  };
}
