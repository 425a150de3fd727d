import type { ProductDetail } from '../../../contracts/products';
import type { CurrencyCode } from '../../../domain/brands';
import { useNonce } from '../../nonce-context';

const AVAILABILITY: Record<ProductDetail['stockStatus'], string> = {
  inStock: 'https://schema.org/InStock',
  backOrder: 'https://schema.org/BackOrder',
  noStock: 'https://schema.org/OutOfStock',
  supersededAndNoStock: 'https://schema.org/Discontinued',
  indeterminate: 'https://schema.org/LimitedAvailability',
};

/** schema.org Product data for search engines. The price is left out where prices need a login. */
export function productStructuredData(product: ProductDetail, options: { publicUrl: string; currency: CurrencyCode; showPrice: boolean }) {
  const origin = options.publicUrl.replace(/\/+$/, '');
  const absolute = (url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`);
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
    ...(product.condition
      ? {
          itemCondition:
            product.condition === 'Cosmetic Imperfection' ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
        }
      : {}),
    ...(options.showPrice && product.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: product.price.toFixed(2),
            priceCurrency: options.currency,
            availability: AVAILABILITY[product.stockStatus],
            url: absolute(product.uri),
          },
        }
      : {}),
  };
}

/** JSON-LD in a nonce'd script; "<" is escaped so product text can never close the script. */
export function ProductJsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
