import type { CompareList } from '../contracts/compare';
import { COMPARE_LIMIT, COMPARE_LIMIT_ERROR } from '../domain/compare-list';
import type { AddOutcome, CompareRepository } from '../db/repositories/compare-repository';
import { toProductSummary } from './product-dto';

export type CompareAddResult =
  | { outcome: Exclude<AddOutcome, typeof COMPARE_LIMIT_ERROR>; list: CompareList }
  | { outcome: typeof COMPARE_LIMIT_ERROR }
  | { outcome: 'unknown' };

/** The visitor's compare list (document 1 section 2.3), kept on the server per visitor cookie. */
export function createCompareService(compare: CompareRepository) {
  async function list(visitorId: string): Promise<CompareList> {
    const products = (await compare.list(visitorId)).map(toProductSummary);
    return { products, skus: products.map((p) => p.sku), limit: COMPARE_LIMIT };
  }
  return {
    list,
    async add(visitorId: string, sku: string): Promise<CompareAddResult> {
      const productId = await compare.productIdBySku(sku);
      if (productId === null) return { outcome: 'unknown' };
      const outcome = await compare.add(visitorId, productId, COMPARE_LIMIT);
      if (outcome === COMPARE_LIMIT_ERROR) return { outcome };
      return { outcome, list: await list(visitorId) };
    },
    /** null when the sku is not a product. */
    async remove(visitorId: string, sku: string): Promise<CompareList | null> {
      const productId = await compare.productIdBySku(sku);
      if (productId === null) return null;
      await compare.remove(visitorId, productId);
      return list(visitorId);
    },
  };
}
