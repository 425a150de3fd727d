import type { ProductDetail } from '../../../contracts/products';
import { dollarsToCents } from '../../../domain/money';
import { formatPrice } from '../../../domain/price-display';
import styles from './add-to-cart-panel.module.css';

/**
 * The buy panel: sticky at the foot of the screen on mobile, in the buy column on desktop.
 * The cart does not exist yet, so the button says so and stays disabled rather than pretending.
 */
export function AddToCartPanel({ product, showPrice }: { product: ProductDetail; showPrice: boolean }) {
  return (
    <section className={styles.panel} aria-label="Buy this product">
      <div className={styles.summary}>
        <p className={styles.title}>{product.title}</p>
        {showPrice && product.price !== null ? <p className={styles.price}>{formatPrice(dollarsToCents(product.price))}</p> : null}
      </div>
      <button type="button" className={styles.button} disabled>
        Add to cart — coming soon
      </button>
    </section>
  );
}
