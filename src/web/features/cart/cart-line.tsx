import { Link } from '../../ui/link';
import type { CartProduct, CartReward } from '../../../contracts/cart';
import { CART_LINE_MAX_QUANTITY, truncateCartTitle } from '../../../domain/cart-rules';
import { dollarsToCents } from '../../../domain/money';
import { formatPrice } from '../../../domain/price-display';
import { browserApi } from '../../client/browser-api';
import { useMoneyFormat } from '../../shared/money';
import { failureText, useCartWrite } from './cart-queries';
import { RewardPanel } from './reward-panel';
import styles from './cart-slide-out.module.css';

/** One product in the slide-out: image, title cut to 58 characters, price, quantity, add-ons, rewards and Remove. */
export function CartLine({ product, rewards }: { product: CartProduct; rewards: CartReward[] }) {
  const money = useMoneyFormat();
  const price = (dollars: number) => formatPrice(dollarsToCents(dollars), money);
  const setQuantity = useCartWrite((qty: number, idempotencyKey) =>
    browserApi.post('/api/cart/product/', { body: { qty, productCode: product.productCode, mode: 'set' }, idempotencyKey }),
  );
  const remove = useCartWrite((_: null, idempotencyKey) =>
    browserApi.delete('/api/cart/product/{productCode}', { params: { productCode: product.productCode }, idempotencyKey }),
  );
  const busy = setQuantity.isPending || remove.isPending;
  const error = setQuantity.error ?? remove.error;
  const title = truncateCartTitle(product.title);
  return (
    <li className={styles.line} aria-busy={busy}>
      <div className={styles.lineMain}>
        {product.image ? (
          <img src={product.image} alt="" width={64} height={64} className={styles.thumb} />
        ) : (
          <span className={styles.thumb} />
        )}
        <div className={styles.lineText}>
          <Link to={product.uri} className={styles.title} title={product.title === title ? undefined : product.title}>
            {title}
          </Link>
          <p className={styles.meta}>
            {product.brand}
            {product.condition ? ` · ${product.condition}` : null}
            {product.missingParts ? ` · Missing parts: ${product.missingParts}` : null}
          </p>
          {product.available ? null : <p className={styles.unavailable}>Unavailable</p>}
          <p className={styles.linePrice}>
            {price(product.price)}
            {product.quantity > 1 ? <span className={styles.each}> each</span> : null}
            {product.lineDiscount > 0 ? <span className={styles.discount}> (−{price(product.lineDiscount)} bundle discount)</span> : null}
          </p>
        </div>
      </div>
      {product.selectedInstall || product.selectedWarranty ? (
        <ul className={styles.addOns}>
          {product.selectedInstall ? (
            <li>
              {product.selectedInstall.name}: {price(product.selectedInstall.price)}
            </li>
          ) : null}
          {product.selectedWarranty ? (
            <li>
              {product.selectedWarranty.name}: {price(product.selectedWarranty.price)}
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className={styles.lineActions}>
        <div className={styles.stepper} role="group" aria-label={`Quantity of ${title}`}>
          <button
            type="button"
            aria-label={`Decrease quantity of ${title}`}
            disabled={busy || product.quantity <= 1}
            onClick={() => setQuantity.submit(product.quantity - 1)}
          >
            −
          </button>
          <output aria-live="polite" aria-label={`Quantity of ${title}`}>
            {product.quantity}
          </output>
          <button
            type="button"
            aria-label={`Increase quantity of ${title}`}
            disabled={busy || product.quantity >= CART_LINE_MAX_QUANTITY}
            onClick={() => setQuantity.submit(product.quantity + 1)}
          >
            +
          </button>
        </div>
        <button type="button" className={styles.remove} disabled={busy} onClick={() => remove.submit(null)} aria-label={`Remove ${title}`}>
          Remove
        </button>
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {failureText(error)}
        </p>
      ) : null}
      {rewards.map((reward) => (
        <RewardPanel key={reward.rewardId} reward={reward} />
      ))}
    </li>
  );
}
