import { Link } from '../../ui/link';
import type { CartReward } from '../../../contracts/cart';
import { dollarsToCents } from '../../../domain/money';
import { formatPrice } from '../../../domain/price-display';
import { useMoneyFormat } from '../../shared/money';
import styles from './cart-slide-out.module.css';

const KIND_TEXT: Record<CartReward['kind'], string> = { bonus: 'Bonus', cashback: 'Cashback', gift: 'Gift with purchase' };

/** A reward line with its promotion panel (document 1's cart variant of a promotion). */
export function RewardPanel({ reward }: { reward: CartReward }) {
  const money = useMoneyFormat();
  const { promotion } = reward;
  const ends = new Date(promotion.expiryDate).toLocaleDateString(money.locale, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <div className={styles.reward}>
      {promotion.thumbImg ? <img src={promotion.thumbImg} alt="" width={48} height={48} className={styles.rewardThumb} /> : null}
      <div>
        <p className={styles.rewardKind}>
          {KIND_TEXT[reward.kind]}
          {reward.quantity > 1 ? ` × ${reward.quantity}` : null}
          {reward.value > 0 ? ` · worth ${formatPrice(dollarsToCents(reward.value), money)}` : null}
        </p>
        <p className={styles.rewardTitle}>{reward.title}</p>
        <p className={styles.meta}>
          <Link to={promotion.link}>{promotion.title}</Link>
          {promotion.rewardLabel ? ` · ${promotion.rewardLabel}` : null} · Offer ends {ends}
        </p>
        {promotion.redemption ? (
          <p className={styles.meta}>
            <Link to={promotion.redemption.url}>How to claim</Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
