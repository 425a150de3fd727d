import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../ui/link';
import type { ProductDetail } from '../../../contracts/products';
import { dollarsToCents } from '../../../domain/money';
import { pricingView } from '../../../domain/price-display';
import { Button } from '../../ui/button';
import { buyChoice } from '../cart/choice-store';
import { useBottomBarHeight } from '../../ui/use-bottom-bar-height';
import { useMediaQuery } from '../../ui/use-media-query';
import { PriceAmount } from './price-amount';
import styles from './add-to-cart-panel.module.css';

/** Below the desktop layout (975 px, as in the CSS) the panel is fixed to the foot of the screen. */
const STICKY_QUERY = '(max-width: 974px)';
const BUY_BAR_HEIGHT = '--buy-bar-height';

interface AddToCartPanelProps {
  product: ProductDetail;
}

/**
 * The buy panel: sticky at the foot of the screen on mobile, in the buy column on desktop. Its
 * left side is the pricing view of document 3 section 2 (the price, 'LOG IN for Price' or
 * 'Request Price'); the button never takes the room the price needs.
 * Add to cart sends the quantity and add-ons chosen above it (the cart feature's choices) and opens
 * the cart slide-out; its code loads on the first press.
 */
export function AddToCartPanel({ product }: AddToCartPanelProps) {
  const location = useLocation();
  const sticky = useMediaQuery(STICKY_QUERY);
  const panelRef = useRef<HTMLElement>(null);
  // Its height (the price and a wrapped button may take two lines) keeps the compare tray above it
  // and focused controls clear of it (product-page.module.css, global.css).
  useBottomBarHeight(panelRef, sticky, BUY_BAR_HEIGHT);
  const priceCents = product.price === null || product.price === undefined ? null : dollarsToCents(product.price);
  const view = pricingView({
    pricesWithheld: product.pricesWithheld === true,
    priceCents,
    returnPath: location.pathname + location.search,
  });
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const purchasable = canBuy(product);

  async function add() {
    setAdding(true);
    setError(null);
    try {
      const { addToCart } = await import('../cart/add-to-cart');
      setError(await addToCart({ sku: product.sku, productCode: product.productCode, ...buyChoice(product.productCode) }));
    } catch {
      // The chunk could not load (offline, a deploy in between): say so rather than do nothing.
      setError('An unknown error occurred, please try again later');
    } finally {
      setAdding(false);
    }
  }

  return (
    // While it sits at the foot of the screen it covers the chat launcher's spot (document 3, blocker "product-page").
    <section ref={panelRef} className={styles.panel} aria-label="Buy this product" data-blocks-chat={sticky ? 'product-page' : undefined}>
      <div className={styles.summary}>
        <p className={styles.title}>{product.title}</p>
        {view.view === 'login' ? (
          <Link className={styles.login} to={view.href}>
            {view.text}
          </Link>
        ) : (
          <p className={styles.price} data-testid="sticky-price">
            {view.view === 'price' ? <PriceAmount cents={priceCents} /> : view.text}
          </p>
        )}
      </div>
      {/* Without JavaScript the form posts to the cart page, which adds one and shows the cart. */}
      <form
        method="post"
        action="/cart"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="sku" value={product.sku} />
        <input type="hidden" name="qty" value="1" />
        <Button type="submit" className={styles.button} size="medium" disabled={!purchasable || adding}>
          {adding ? 'Adding…' : 'Add to cart'}
        </Button>
      </form>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

const UNSELLABLE_STOCK = new Set(['noStock', 'supersededAndNoStock']);

/** A product can be added when the server gave its price and it is in stock (the server checks again). */
export function canBuy(product: Pick<ProductDetail, 'price' | 'pricesWithheld' | 'stockStatus'>): boolean {
  const priceCents = product.price === null || product.price === undefined ? null : dollarsToCents(product.price);
  return (
    pricingView({ pricesWithheld: product.pricesWithheld === true, priceCents }).view === 'price' &&
    !UNSELLABLE_STOCK.has(product.stockStatus)
  );
}
