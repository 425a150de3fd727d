import { z } from 'zod';
import { productSummarySchema } from './products';

/** Document 3 section 9: at most three products are compared. */
export const COMPARE_LIMIT = 3;
/** The error code the compare tray reads when a fourth product is added. */
export const COMPARE_LIMIT_ERROR = 'limit';

const sku = z.string({ error: 'sku is required' }).trim().min(1, 'sku is required').max(100, 'sku must be at most 100 characters');

export const compareAddBodySchema = z.object({ sku });
export const compareSkuParamsSchema = z.object({ sku });
export const compareProductsQuerySchema = z.object({
  SkuList: z
    .string({ error: 'SkuList is required' })
    .max(1000)
    .transform((v) => [
      ...new Set(
        v
          .split('~')
          .map((s) => s.trim())
          .filter((s) => s.length > 0),
      ),
    ])
    .pipe(z.array(z.string().max(100)).min(1, 'SkuList needs at least one sku').max(10, 'SkuList holds at most 10 skus')),
});
export const compareListSchema = z.object({
  products: z.array(productSummarySchema),
  skus: z.array(z.string()),
  limit: z.number().int(),
});
export type CompareList = z.infer<typeof compareListSchema>;
