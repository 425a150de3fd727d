import type { ProductSummary } from '../contracts/products';
import type { ProductSummaryRow } from '../db/repositories/product-rows';
import { centsToDollars, rrpSaving } from '../domain/money';
import { brandPath, productPath } from '../domain/page-paths';
import { primaryImage } from '../domain/product-images';

/** The one place a product row becomes the API's summary shape (money in dollars). */
export function toProductSummary(row: ProductSummaryRow): ProductSummary {
  const saving = rrpSaving(row.priceCents, row.rrpCents);
  const image = primaryImage(row.images);
  return {
    productId: row.id,
    sku: row.sku,
    productCode: row.productCode,
    title: row.title,
    uri: productPath(row.slug),
    slug: row.slug,
    brand: { name: row.brandName, slug: row.brandSlug, uri: brandPath(row.brandSlug) },
    image,
    price: row.priceCents === null ? null : centsToDollars(row.priceCents),
    rrp: row.rrpCents === null ? null : centsToDollars(row.rrpCents),
    discountOffRrp: centsToDollars(saving.discountOffRrpCents),
    percentageDiscountOffRrp: saving.percentageDiscountOffRrp,
    ribbon: row.ribbon as ProductSummary['ribbon'],
    condition: row.condition as ProductSummary['condition'],
    stockStatus: row.stockStatus as ProductSummary['stockStatus'],
    rating: row.rating,
  };
}
