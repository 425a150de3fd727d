import type { CompareList } from '../contracts/compare';
import { COMPARE_LIMIT, COMPARE_LIMIT_ERROR } from '../domain/compare-list';
import type { CompareRepository } from '../db/repositories/compare-repository';
import type { Transactions } from '../db/transactions';
import { toProductSummary } from './product-dto';

type AddOutcome = 'added' | 'present' | typeof COMPARE_LIMIT_ERROR;
export type CompareAddResult =
  | { outcome: Exclude<AddOutcome, typeof COMPARE_LIMIT_ERROR>; list: CompareList }
  | { outcome: typeof COMPARE_LIMIT_ERROR }
  | { outcome: 'unknown' };

/** The visitor's compare list (document 1 section 2.3), kept on the server per visitor cookie. */
export function createCompareService(compare: CompareRepository, transactions: Transactions) {
  async function list(visitorId: string): Promise<CompareList> {
    const products = (await compare.list(visitorId)).map(toProductSummary);
    return { products, skus: products.map((p) => p.sku), limit: COMPARE_LIMIT };
  }
  return {
    list,
    async add(visitorId: string, sku: string): Promise<CompareAddResult> {
      const productId = await compare.productIdBySku(sku);
      if (productId === null) return { outcome: 'unknown' };
      // The visitor's list is the aggregate: concurrent adds queue on its lock, so the count check
      // and the insert are one step and two adds cannot pass the limit together.
      const outcome = await transactions.run(async (): Promise<AddOutcome> => {
        await transactions.lockAggregate('compare-list', visitorId);
        if (await compare.contains(visitorId, productId)) return 'present';
        if ((await compare.size(visitorId)) >= COMPARE_LIMIT) return COMPARE_LIMIT_ERROR;
        await compare.insert(visitorId, productId);
        return 'added';
      });
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
