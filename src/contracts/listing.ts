import { z } from 'zod';
import { saleResponseSchema } from './content';
import { pageFiltersSchema, productPageSchema } from './search';

/** GET /api/v2/listing: exactly one of category, brand or promotion names the page. */
export const listingQuerySchema = pageFiltersSchema
  .extend({
    category: z.string().trim().toLowerCase().min(1).max(200).optional(),
    brand: z.string().trim().toLowerCase().min(1).max(100).optional(),
    promotion: z.string().trim().toLowerCase().min(1).max(200).optional(),
  })
  .refine((q) => [q.category, q.brand, q.promotion].filter((v) => v !== undefined).length === 1, {
    message: 'Give exactly one of category, brand or promotion',
  })
  // The same rule for OpenAPI, which cannot read the check above.
  .meta({ oneOf: [{ required: ['category'] }, { required: ['brand'] }, { required: ['promotion'] }] });
export type ListingQuery = z.output<typeof listingQuerySchema>;

export const listingSubjectSchema = z.object({
  kind: z.enum(['category', 'brand', 'promotion']),
  name: z.string(),
  uri: z.string(),
});
export const listingPageSchema = productPageSchema.extend({ subject: listingSubjectSchema });
export type ListingPage = z.infer<typeof listingPageSchema>;

export const brandWithCountSchema = z.object({ name: z.string(), slug: z.string(), uri: z.string(), productCount: z.number().int() });
export type BrandWithCount = z.infer<typeof brandWithCountSchema>;

export const promotionSummarySchema = z.object({
  path: z.string(),
  uri: z.string(),
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  brand: z.object({ name: z.string(), slug: z.string() }).nullable(),
  thumbnailImg: z.string(),
  ribbon: z.string().nullable(),
  featured: z.boolean(),
  rewardLabel: z.string().nullable(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;
export const promotionPathParamsSchema = z.object({
  path: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{0,199}$/, 'promotion path is letters, digits and hyphens'),
});
export const promotionQuerySchema = pageFiltersSchema;
/** The promotion and a page of its eligible products with the same facets as a listing page. */
export const promotionWithProductsSchema = productPageSchema.extend({ promotion: promotionSummarySchema });
export type PromotionWithProducts = z.infer<typeof promotionWithProductsSchema>;

/** GET /api/v2/listing/sale: the running sale and a page of the products on sale, with facets. */
export const saleProductsQuerySchema = pageFiltersSchema;
export const saleWithProductsSchema = productPageSchema.extend({ sale: saleResponseSchema });
export type SaleWithProducts = z.infer<typeof saleWithProductsSchema>;
