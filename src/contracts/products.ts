import { z } from 'zod';

/**
 * Product shapes shared by the product, listing, search and compare calls.
 * Money crosses the API as dollars with at most two decimals (the spec's `price`, `rrp` fields),
 * converted exactly from the integer cents the database keeps; see docs/adr/0004.
 */
export const STOCK_STATUSES = ['noStock', 'supersededAndNoStock', 'inStock', 'backOrder', 'indeterminate'] as const;
export const RIBBON_STYLES = ['save', 'catalogue-item', 'cashback', 'win', 'new', 'bonus', 'special-offer', 'sale'] as const;
export const PRODUCT_CONDITIONS = ['Cosmetic Imperfection', 'New Condition', 'Brand New Runout'] as const;

export const productImageSchema = z.object({
  url: z.string(),
  thumbUrl: z.string(),
  alt: z.string(),
  /** 0 product shot, 1 lifestyle shot. */
  type: z.number().int(),
});

/**
 * Present (always `true`) only on an answer whose prices were withheld: the flavour shows prices
 * after sign-in and the caller is not signed in. Every price field is then left out and the page
 * shows 'LOG IN for Price' (document 3 section 2).
 */
export const pricesWithheldSchema = z.literal(true).optional();

/** The price fields; all of them are left out when `pricesWithheld` is set. */
export const productPricingSchema = z.object({
  /** Dollars; null when the product has no price ('Request Price'). */
  price: z.number().nullable().optional(),
  rrp: z.number().nullable().optional(),
  /** rrp - price in dollars when both exist and rrp is higher, else 0. */
  discountOffRrp: z.number().optional(),
  /** Whole percent off rrp, else 0. */
  percentageDiscountOffRrp: z.number().optional(),
  pricesWithheld: pricesWithheldSchema,
});

export const productBrandSchema = z.object({ name: z.string(), slug: z.string(), uri: z.string() });

/** What a tile, a search result, the compare tray and a listing need. */
export const productSummarySchema = productPricingSchema.extend({
  productId: z.number().int(),
  sku: z.string(),
  productCode: z.string(),
  title: z.string(),
  /** Path of the product page, "/p/{slug}". */
  uri: z.string(),
  slug: z.string(),
  brand: productBrandSchema,
  image: productImageSchema.nullable(),
  ribbon: z.enum(RIBBON_STYLES).nullable(),
  condition: z.enum(PRODUCT_CONDITIONS).nullable(),
  stockStatus: z.enum(STOCK_STATUSES),
  rating: z.number().int().nullable(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productSpecificationSchema = z.object({ group: z.string(), name: z.string(), value: z.string() });
export const productFeatureSchema = z.object({ title: z.string(), description: z.string() });

export const productCategoryRefSchema = z.object({ name: z.string(), uri: z.string() });

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  images: z.array(productImageSchema),
  missingParts: z.string().nullable(),
  /** Primary category trail, top level first, each with its /c/ uri. */
  categories: z.array(productCategoryRefSchema),
  /** Slash path of the primary category names, e.g. "Cooking/Ovens" (the cart's categorization). */
  categorization: z.string(),
  /** How many reviews `rating` averages; null when there is no rating. */
  ratingCount: z.number().int().nullable(),
  /** When a discounted price ends (ISO 8601), or null when it has no end date; left out with the prices. */
  priceEndsAt: z.string().nullable().optional(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
