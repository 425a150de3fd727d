import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { brands, products } from '../schema';

/**
 * The columns every product summary needs (tiles, search, compare), selected with the brand in
 * one join. Listing and search repositories build on this so a summary is always the same shape.
 */
export const productSummaryColumns = {
  id: products.id,
  sku: products.sku,
  productCode: products.productCode,
  title: products.title,
  slug: products.slug,
  priceCents: products.priceCents,
  rrpCents: products.rrpCents,
  images: products.images,
  ribbon: products.ribbon,
  condition: products.condition,
  stockStatus: products.stockStatus,
  rating: products.rating,
  brandName: brands.name,
  brandSlug: brands.slug,
};

export type ProductSummaryRow = {
  id: number;
  sku: string;
  productCode: string;
  title: string;
  slug: string;
  priceCents: number | null;
  rrpCents: number | null;
  images: { url: string; thumbUrl: string; alt: string; type: number }[];
  ribbon: string | null;
  condition: string | null;
  stockStatus: string;
  rating: number | null;
  brandName: string;
  brandSlug: string;
};

/** select … from products join brands, ready for a where clause. */
export function selectProductSummaries(db: Database) {
  return db.select(productSummaryColumns).from(products).innerJoin(brands, eq(products.brandId, brands.id));
}
