import type { ProductDetail } from '../../../contracts/products';
import { dollarsToCents } from '../../../domain/money';
import { formatPrice } from '../../../domain/price-display';
import { Button } from '../../ui/button';
import { useMediaQuery } from '../../ui/use-media-query';
import styles from './add-to-cart-panel.module.css';

/** Below the desktop layout (975 px, as in the CSS) the panel is fixed to the foot of the screen. */
const STICKY_QUERY = '(max-width: 974px)';

/**
 * The buy panel: sticky at the foot of the screen on mobile, in the buy column on desktop.
 * The cart does not exist yet, so the button says so and stays disabled rather than pretending.
 */
export function AddToCartPanel({ product, showPrice }: { product: ProductDetail; showPrice: boolean }) {
  const sticky = useMediaQuery(STICKY_QUERY);
  return (
    // While it sits at the foot of the screen it covers the chat launcher's spot (document 3, blocker "product-page").
    <section className={styles.panel} aria-label="Buy this product" data-blocks-chat={sticky ? 'product-page' : undefined}>
      <div className={styles.summary}>
        <p className={styles.title}>{product.title}</p>
        {showPrice && product.price !== null ? <p className={styles.price}>{formatPrice(dollarsToCents(product.price))}</p> : null}
      </div>
      <Button className={styles.button} size="medium" disabled>
        Add to cart — coming soon
      </Button>
    </section>
  );
}
