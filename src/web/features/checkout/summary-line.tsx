import type { CartProduct, CartReward } from '../../../contracts/cart';
import { truncateCartTitle } from '../../../domain/cart-rules';
import { dollarsToCents } from '../../../domain/money';
import { formatPrice } from '../../../domain/price-display';
import { useMoneyFormat } from '../../shared/money';
import { RewardPanel } from '../cart/reward-panel';
import styles from './order-summary.module.css';

/** One product of the summary: image, title cut to 58 characters, quantity, price, condition, add-ons and rewards. */
export function SummaryLine({ product, rewards }: { product: CartProduct; rewards: readonly CartReward[] }) {
  const money = useMoneyFormat();
  const price = (dollars: number) => formatPrice(dollarsToCents(dollars), money);
  const title = truncateCartTitle(product.title);
  return (
    <li className={styles.line}>
      {product.image ? (
        <img src={product.image} alt="" width={56} height={56} className={styles.thumb} />
      ) : (
        <span className={styles.thumb} />
      )}
      <div className={styles.lineText}>
        <p className={styles.lineTitle} title={title === product.title ? undefined : product.title}>
          {title}
        </p>
        <p className={styles.meta}>
          Qty {product.quantity}
          {product.condition ? ` · ${product.condition}` : null}
          {product.missingParts ? ` · Missing parts: ${product.missingParts}` : null}
        </p>
        {product.available ? null : <span className={styles.unavailable}>Unavailable</span>}
        <p className={styles.linePrice}>
          {price(product.price * product.quantity - product.lineDiscount)}
          {product.quantity > 1 ? <span className={styles.meta}> ({price(product.price)} each)</span> : null}
        </p>
        {product.selectedInstall || product.selectedWarranty ? (
          <ul className={styles.addOns} aria-label={`Add-ons of ${title}`}>
            {[product.selectedInstall, product.selectedWarranty].map((addOn) =>
              addOn ? (
                <li key={addOn.id}>
                  {addOn.name}: {price(addOn.price)}
                </li>
              ) : null,
            )}
          </ul>
        ) : null}
        {rewards.map((reward) => (
          <RewardPanel key={reward.rewardId} reward={reward} />
        ))}
      </div>
    </li>
  );
}
