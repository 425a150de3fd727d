import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { databaseId } from './ids';
import { pricesWithheldSchema, productDetailSchema, productFeatureSchema, productSummarySchema } from './products';

/** Shapes of the product page's own calls (document 3 section 7, Products). */

export const productIdParamsSchema = z.object({ id: databaseId('The product id must be a whole number from 1 to 2147483647.') });

export const productSkuParamsSchema = z.object({
  sku: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/, 'The SKU may use letters, digits, dots, dashes and slashes (at most 64).'),
});

export const productSlugParamsSchema = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._~-]{0,199}$/, 'The product address may use letters, digits and dashes (at most 200).'),
});

export const productSlugQuerySchema = z.object({
  /** The day the price applies to (the price history's price on that day); today when absent. */
  date: calendarDateSchema.optional(),
});

export const productResponseSchema = z.object({ product: productDetailSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;

export const productFeatureListSchema = z.array(productFeatureSchema);
export type ProductFeatureList = z.infer<typeof productFeatureListSchema>;

export const specificationGroupSchema = z.object({
  group: z.string(),
  items: z.array(z.object({ name: z.string(), value: z.string() })),
});
export const specificationGroupsSchema = z.array(specificationGroupSchema);
export type SpecificationGroup = z.infer<typeof specificationGroupSchema>;

export const extendedProductSchema = productDetailSchema.extend({
  specifications: specificationGroupsSchema,
  features: productFeatureListSchema,
});
export type ExtendedProduct = z.infer<typeof extendedProductSchema>;

export const productMetaSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** Site-relative canonical path, "/p/{slug}". */
  canonicalPath: z.string(),
  ogImage: z.object({ url: z.string(), alt: z.string(), width: z.literal(1600), height: z.literal(630) }).nullable(),
});
export type ProductMeta = z.infer<typeof productMetaSchema>;

export const upsellOptionsSchema = z.object({ products: z.array(productSummarySchema) });
export type UpsellOptions = z.infer<typeof upsellOptionsSchema>;

export const priceHistorySchema = z.object({
  sku: z.string(),
  /** Oldest first; price in dollars, date as YYYY-MM-DD. Empty when the prices are withheld. */
  points: z.array(z.object({ date: z.string(), price: z.number() })),
  pricesWithheld: pricesWithheldSchema,
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

export const productLoadEventQuerySchema = z.object({
  productId: databaseId('productId must be a whole number from 1 to 2147483647.'),
});
