import type { Cart } from '../../../contracts/cart';
import { dollarsToCents } from '../../../domain/money';
import { formatPrice, isValidSaving } from '../../../domain/price-display';
import { useMoneyFormat } from '../../shared/money';
import type { CheckoutCharges } from '../../../domain/checkout-charges';
import styles from './order-summary.module.css';

interface SummaryTotalsProps {
  cart: Cart;
  cashAndCarry: boolean;
  /** The order's fees and total, by the rule the server charges with. */
  charges: CheckoutCharges;
}

/**
 * The summary's totals (document 2 section 2): 'You saved' when the saving is valid, the delivery
 * line ('Same Day Delivery' for today) with its cost or 'Free', a line per supplier delivery, the
 * paid delivery services, the storage fee, and 'Order Total': every fee the order charges is a line.
 */
export function SummaryTotals({ cart, cashAndCarry, charges }: SummaryTotalsProps) {
  const money = useMoneyFormat();
  const price = (dollars: number) => formatPrice(dollarsToCents(dollars), money, 'Free');
  const less = (dollars: number) => `−${formatPrice(dollarsToCents(dollars), money, '$0')}`;
  const rows: { label: string; value: string }[] = [
    { label: 'Subtotal', value: price(cart.subTotal + cart.addOnTotal - cart.lineDiscountTotal) },
  ];
  if (cart.couponDiscount > 0) rows.push({ label: `Coupon ${cart.couponCode ?? ''}`.trim(), value: less(cart.couponDiscount) });
  if (cart.giftCardTotal > 0) rows.push({ label: 'Gift cards', value: less(cart.giftCardTotal) });
  if (cashAndCarry) rows.push({ label: 'Collect from store', value: 'Free' });
  for (const fee of charges.fees) rows.push({ label: fee.label, value: formatPrice(fee.cents, money, 'Free') });
  return (
    <dl className={styles.totals}>
      {isValidSaving(dollarsToCents(cart.savingTotal), dollarsToCents(cart.rrpTotal)) ? (
        <div className={`${styles.row} ${styles.saving}`}>
          <dt>You saved</dt>
          <dd>{formatPrice(dollarsToCents(cart.savingTotal), money)}</dd>
        </div>
      ) : null}
      {rows.map((row, index) => (
        <div key={`${index}-${row.label}`} className={styles.row}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>Order Total</dt>
        <dd data-testid="checkout-order-total">{formatPrice(charges.totalCents, money, '$0')}</dd>
      </div>
    </dl>
  );
}
