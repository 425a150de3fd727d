import type { Cart } from '../../../contracts/cart';
import { dollarsToCents } from '../../../domain/money';
import { formatPrice, isValidSaving } from '../../../domain/price-display';
import { useMoneyFormat } from '../../shared/money';
import styles from './cart-slide-out.module.css';

/** The totals block: 'You saved' only when the saving is valid (document 3 section 5). */
export function CartTotals({ cart }: { cart: Cart }) {
  const money = useMoneyFormat();
  const price = (dollars: number) => formatPrice(dollarsToCents(dollars), money, '$0');
  const less = (dollars: number) => `−${price(dollars)}`;
  const saving = dollarsToCents(cart.savingTotal);
  const rows: [string, string][] = [['Subtotal', price(cart.subTotal)]];
  if (cart.lineDiscountTotal > 0) rows.push(['Bundle discounts', less(cart.lineDiscountTotal)]);
  if (cart.addOnTotal > 0) rows.push(['Installation and warranty', price(cart.addOnTotal)]);
  if (cart.couponDiscount > 0) rows.push([`Coupon ${cart.couponCode ?? ''}`.trim(), less(cart.couponDiscount)]);
  if (cart.giftCardTotal > 0) rows.push(['Gift cards', less(cart.giftCardTotal)]);
  return (
    <dl className={styles.totals}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.totalRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {isValidSaving(saving, dollarsToCents(cart.rrpTotal)) ? (
        <div className={`${styles.totalRow} ${styles.saving}`}>
          <dt>You saved</dt>
          <dd>{price(cart.savingTotal)}</dd>
        </div>
      ) : null}
      <div className={`${styles.totalRow} ${styles.orderTotal}`}>
        <dt>Order Total</dt>
        <dd data-testid="cart-order-total">{price(cart.orderTotal)}</dd>
      </div>
    </dl>
  );
}
