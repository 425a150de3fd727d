import { useEffect } from 'react';
import { DESCRIPTION_MAX_LENGTH, shortenAtWord } from '../../domain/page-title';
import { browserApi } from '../client/browser-api';
import { Link } from '../ui/link';
import { Breadcrumbs } from '../features/breadcrumbs/breadcrumbs';
import { CompareToggle } from '../features/compare/compare-toggle';
import { DeliveryLocation } from '../features/delivery-location/delivery-location';
import { AddToCartPanel, canBuy } from '../features/product/add-to-cart-panel';
import { BuyChoices } from '../features/cart/buy-choices';
import { DeliveryPromise } from '../features/product/delivery-promise';
import { loadProductPage } from '../features/product/load-product.server';
import { PriceHistoryList } from '../features/product/price-history-list';
import { PricingBlock } from '../features/product/pricing-block';
import { ProductGallery } from '../features/product/product-gallery';
import { productStructuredData } from '../features/product/product-structured-data';
import { RatingSummary } from '../features/product/rating-summary';
import { STOCK_TEXT } from '../features/product/product-labels';
import { ProductTile } from '../features/product/product-tile';
import { Ribbon } from '../features/product/ribbon';
import { SpecificationsTable } from '../features/product/specifications-table';
import { ValuePromise } from '../features/product/value-promise';
import { settingOn, useRootData } from '../shared/root-data';
import { PageNavigation } from '../features/page-navigation/page-navigation';
import { JsonLd } from '../features/seo/json-ld';
import { pageMeta } from '../features/seo/page-meta';
import { Container } from '../ui/container';
import { Heading } from '../ui/heading';
import { ServerMarkup } from '../ui/server-markup';
import styles from './product-page.module.css';
import type { Route } from './+types/product-page';
import { primaryImage } from '../../domain/product-images';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const data = await loadProductPage(context, url, params.uri);
  return { ...data, brand: context.brand, publicUrl: context.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData)
    return pageMeta(matches, {
      title: 'Product not found',
      description: 'This product could not be found.',
      pathname: location.pathname,
      noIndex: true,
    });
  const { product } = loaderData;
  const image = primaryImage(product.images);
  return pageMeta(matches, {
    title: product.title,
    description: shortenAtWord(product.description || `${product.title} from ${product.brand.name}.`, DESCRIPTION_MAX_LENGTH),
    pathname: product.uri,
    ogType: 'product',
    image: image?.url,
  });
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, upsell, priceHistory, brand, publicUrl } = loaderData;
  const root = useRootData();
  const hasPriceHistory = Boolean(priceHistory && priceHistory.points.length > 0 && !priceHistory.pricesWithheld);
  const inStock = product.stockStatus === 'inStock';
  const review =
    settingOn(root, 'ReviewSummariesEnabled') && product.rating !== null && product.ratingCount
      ? { rating: product.rating, count: product.ratingCount }
      : null;

  useEffect(() => {
    void browserApi.get('/api/analytics/product-load-event', { query: { productId: product.productId } });
  }, [product.productId]);

  return (
    <>
      <JsonLd
        data={productStructuredData(product, {
          publicUrl: root?.publicUrl ?? publicUrl,
          currency: brand.currency,
          showRating: review !== null,
        })}
      />
      <Container className={styles.page}>
        <Breadcrumbs trail={[...product.categories, { name: product.title, uri: '' }]} />

        <div className={styles.layout}>
          <div className={styles.gallery}>
            {brand.showsRibbons && product.ribbon ? <Ribbon ribbon={product.ribbon} className={styles.ribbon} /> : null}
            <ProductGallery images={product.images} title={product.title} />
          </div>

          <div className={styles.buy}>
            <Link to={product.brand.uri} className={styles.brand}>
              {product.brand.name}
            </Link>
            <Heading level={1} look={2} className={styles.title}>
              {product.title}
            </Heading>
            {review ? <RatingSummary rating={review.rating} count={review.count} /> : null}
            <p className={styles.codes}>
              SKU <span className={styles.code}>{product.sku}</span>
            </p>
            {product.condition ? (
              <p className={styles.conditionRow}>
                <span className={styles.condition}>{product.condition}</span>
                {product.missingParts ? <span className={styles.missing}>Missing parts: {product.missingParts}</span> : null}
              </p>
            ) : product.missingParts ? (
              <p className={styles.missing}>Missing parts: {product.missingParts}</p>
            ) : null}

            <div className={styles.priceCard}>
              <PricingBlock pricing={product} size="expanded" badge={<ValuePromise brand={brand} />} />
              <p className={[styles.stock, inStock ? styles.inStock : styles.notInStock].join(' ')}>
                <span aria-hidden="true" className={styles.stockDot} />
                {STOCK_TEXT[product.stockStatus]}
              </p>
              <CompareToggle product={product} />
              <BuyChoices productCode={product.productCode} purchasable={canBuy(product)} />
              <AddToCartPanel product={product} />
            </div>

            <DeliveryLocation geo={root?.geo ?? null} showCity className={styles.deliveryLocation} />
            <DeliveryPromise country={brand.country} />
          </div>
        </div>

        <PageNavigation
          label="Product details"
          entries={[
            { title: 'Overview', uri: 'product-features', display: true },
            { title: 'Specifications', uri: 'product-specifications', display: true },
            { title: 'Price history', uri: 'product-price-history', display: hasPriceHistory },
          ]}
        />
        <div className={styles.details}>
          {/* The overview and specifications are text and tables drawn from the product alone:
              kept as the server wrote them in the browser (ADR 0040) and between renders on the server (ADR 0041). */}
          <ServerMarkup
            as="section"
            id="product-features"
            aria-labelledby="overview"
            className={styles.section}
            fragment="product-overview"
            drawnFrom={[product.description, product.features]}
          >
            <Heading level={2} id="overview">
              Overview
            </Heading>
            {product.description ? <p className={styles.description}>{product.description}</p> : null}
            {product.features.length > 0 ? (
              <ul className={styles.features}>
                {product.features.map((feature) => (
                  <li key={feature.title}>
                    <strong>{feature.title}</strong>
                    <span>{feature.description}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </ServerMarkup>

          <ServerMarkup
            as="section"
            id="product-specifications"
            aria-labelledby="specifications"
            className={styles.section}
            fragment="product-specifications"
            drawnFrom={product.specifications}
          >
            <Heading level={2} id="specifications">
              Specifications
            </Heading>
            <SpecificationsTable groups={product.specifications} />
          </ServerMarkup>

          {hasPriceHistory && priceHistory ? (
            <section id="product-price-history" aria-labelledby="price-history" className={styles.section}>
              <Heading level={2} id="price-history">
                Price history
              </Heading>
              <PriceHistoryList history={priceHistory} />
            </section>
          ) : null}
        </div>

        {upsell.length > 0 ? (
          <section aria-labelledby="upsell" className={styles.upsell}>
            <Heading level={2} id="upsell">
              You might also like
            </Heading>
            <ul className={styles.tiles}>
              {upsell.map((other) => (
                <li key={other.sku}>
                  <ProductTile product={other} showsRibbons={brand.showsRibbons}>
                    <CompareToggle product={other} />
                  </ProductTile>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Container>
    </>
  );
}
