import { z } from 'zod';
import { COMPARE_LIMIT } from '../domain/compare-list';
import { parseSkuList } from '../domain/sku-list';
import { specificationGroupsSchema } from './product-detail';
import { productFeatureSchema, productSummarySchema } from './products';

const sku = z.string({ error: 'sku is required' }).trim().min(1, 'sku is required').max(100, 'sku must be at most 100 characters');

export const compareAddBodySchema = z.object({ sku });
export const compareSkuParamsSchema = z.object({ sku });
/** A tilde-separated SKU list (domain/sku-list: trimmed, without blanks or repeats), holding 1 to `max` SKUs. */
const skuList = (max: number) =>
  z
    .string({ error: 'SkuList is required' })
    .max(1000)
    .transform(parseSkuList)
    .pipe(z.array(z.string().max(100)).min(1, 'SkuList needs at least one sku').max(max, `SkuList holds at most ${max} skus`));

export const compareProductsQuerySchema = z.object({ SkuList: skuList(10) });
/** The compare page compares at most three products. */
export const compareDetailsQuerySchema = z.object({ SkuList: skuList(COMPARE_LIMIT) });
export const compareListSchema = z.object({
  products: z.array(productSummarySchema),
  skus: z.array(z.string()),
  limit: z.number().int(),
});
export type CompareList = z.infer<typeof compareListSchema>;

/** One compared product: its summary with grouped specifications and features. */
export const compareDetailSchema = productSummarySchema.extend({
  specifications: specificationGroupsSchema,
  features: z.array(productFeatureSchema),
});
export type CompareDetail = z.infer<typeof compareDetailSchema>;

/** What the compare page reads in one call: the products found, in the order asked, and the SKUs that are not products. */
export const compareDetailsSchema = z.object({
  products: z.array(compareDetailSchema),
  unknownSkus: z.array(z.string()),
});
export type CompareDetails = z.infer<typeof compareDetailsSchema>;
