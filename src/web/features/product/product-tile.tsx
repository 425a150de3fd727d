import type { ReactNode } from 'react';
import { Link } from '../../ui/link';
import { ServerMarkup } from '../../ui/server-markup';
import type { ProductSummary } from '../../../contracts/products';
import { PricingBlock } from './pricing-block';
import { Ribbon } from './ribbon';
import styles from './product-tile.module.css';

interface ProductTileProps {
  product: ProductSummary;
  showsRibbons: boolean;
  headingLevel?: 2 | 3 | 4;
  /** Controls under the price, e.g. the compare checkbox; they sit above the tile's stretched link. */
  children?: ReactNode;
  /** In the first row of a page: its image is likely the largest paint, so it loads at once and first. */
  priority?: boolean;
}

/**
 * A product in a grid or carousel: image, brand, title, listing-size price and ribbon. The browser
 * keeps all of it as the server wrote it (`ServerMarkup`) and hydrates only the controls passed in;
 * where the prices are withheld the login link leads back to the page shown, so it hydrates too.
 */
export function ProductTile({ product, showsRibbons, headingLevel = 3, children, priority = false }: ProductTileProps) {
  const Title = `h${headingLevel}` as const;
  // Exactly the values each part is drawn from: the server keys its kept markup on them (ADR 0041).
  const ribbon = showsRibbons ? product.ribbon : null;
  const mediaDrawnFrom = [product.image?.thumbUrl, ribbon, priority];
  const summaryDrawnFrom = [
    product.brand.name,
    product.title,
    product.uri,
    headingLevel,
    product.price,
    product.rrp,
    product.discountOffRrp,
    product.percentageDiscountOffRrp,
  ];
  const summary = (
    <>
      <p className={styles.brand}>{product.brand.name}</p>
      <Title className={styles.title}>
        <Link to={product.uri} className={styles.link}>
          {product.title}
        </Link>
      </Title>
      <PricingBlock pricing={product} size="listing" />
    </>
  );
  return (
    <article className={styles.tile}>
      {/* A first-row image is left out of the server's kept markup: React preloads it in the head only when it renders it. */}
      <ServerMarkup className={styles.media} drawnFrom={mediaDrawnFrom} fragment={priority ? undefined : 'tile-media'}>
        {product.image ? (
          <img
            className={styles.image}
            src={product.image.thumbUrl}
            alt=""
            width={320}
            height={320}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : null}
        {ribbon ? <Ribbon ribbon={ribbon} className={styles.ribbon} /> : null}
      </ServerMarkup>
      <div className={styles.body}>
        {product.pricesWithheld ? (
          <div className={styles.summary}>{summary}</div>
        ) : (
          <ServerMarkup className={styles.summary} drawnFrom={summaryDrawnFrom} fragment="tile-summary">
            {summary}
          </ServerMarkup>
        )}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </article>
  );
}
