import type { ProductDetail } from '../../../contracts/products';
import type { CurrencyCode } from '../../../domain/brands';

const AVAILABILITY: Record<ProductDetail['stockStatus'], string> = {
  inStock: 'https://schema.org/InStock',
  backOrder: 'https://schema.org/BackOrder',
  noStock: 'https://schema.org/OutOfStock',
  supersededAndNoStock: 'https://schema.org/Discontinued',
  indeterminate: 'https://schema.org/LimitedAvailability',
};

/** A cosmetic imperfection is a (lightly) damaged new item; runouts and "new condition" stock are new. */
const ITEM_CONDITION: Record<NonNullable<ProductDetail['condition']>, string> = {
  'Cosmetic Imperfection': 'https://schema.org/DamagedCondition',
  'New Condition': 'https://schema.org/NewCondition',
  'Brand New Runout': 'https://schema.org/NewCondition',
};

interface StructuredDataOptions {
  publicUrl: string;
  currency: CurrencyCode;
  /** The page shows the rating (ReviewSummariesEnabled); structured data never claims what the page does not show. */
  showRating: boolean;
}

/** schema.org Product data for search engines. The offer is left out where the server withheld the price. */
export function productStructuredData(product: ProductDetail, options: StructuredDataOptions) {
  const origin = options.publicUrl.replace(/\/+$/, '');
  const absolute = (url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`);
  const rated = options.showRating && product.rating !== null && product.ratingCount !== null && product.ratingCount > 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.sku,
    mpn: product.productCode,
    description: product.description,
    image: product.images.map((image) => absolute(image.url)),
    brand: { '@type': 'Brand', name: product.brand.name },
    category: product.categorization,
    url: absolute(product.uri),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            ratingCount: product.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(product.price !== null && product.price !== undefined
      ? {
          offers: {
            '@type': 'Offer',
            price: product.price.toFixed(2),
            priceCurrency: options.currency,
            availability: AVAILABILITY[product.stockStatus],
            url: absolute(product.uri),
            ...(product.condition ? { itemCondition: ITEM_CONDITION[product.condition] } : {}),
            // The last day the discounted price holds (a calendar date, as schema.org asks).
            ...(product.priceEndsAt ? { priceValidUntil: product.priceEndsAt.slice(0, 10) } : {}),
          },
        }
      : {}),
  };
}
