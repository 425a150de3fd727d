import type { Cart } from '../../../contracts/cart';
import { dollarsToCents } from '../../../domain/money';
import { formatPrice, isValidSaving } from '../../../domain/price-display';
import { useMoneyFormat } from '../../shared/money';
import type { DeliveryState } from './delivery/delivery-state';
import styles from './order-summary.module.css';

export type SummaryDelivery = Pick<DeliveryState, 'selectedIsToday' | 'shippingCost' | 'supplierLines' | 'chosenServices'>;

interface SummaryTotalsProps {
  cart: Cart;
  delivery: SummaryDelivery;
  cashAndCarry: boolean;
  totalCents: number;
}

/**
 * The summary's totals (document 2 section 2): 'You saved' when the saving is valid, the delivery
 * line ('Same Day Delivery' for today) with its cost or 'Free', a line per supplier delivery, the
 * paid delivery services, and 'Order Total'.
 */
export function SummaryTotals({ cart, delivery, cashAndCarry, totalCents }: SummaryTotalsProps) {
  const money = useMoneyFormat();
  const price = (dollars: number) => formatPrice(dollarsToCents(dollars), money, 'Free');
  const less = (dollars: number) => `−${formatPrice(dollarsToCents(dollars), money, '$0')}`;
  const rows: { label: string; value: string }[] = [
    { label: 'Subtotal', value: price(cart.subTotal + cart.addOnTotal - cart.lineDiscountTotal) },
  ];
  if (cart.couponDiscount > 0) rows.push({ label: `Coupon ${cart.couponCode ?? ''}`.trim(), value: less(cart.couponDiscount) });
  if (cart.giftCardTotal > 0) rows.push({ label: 'Gift cards', value: less(cart.giftCardTotal) });
  if (cashAndCarry) rows.push({ label: 'Collect from store', value: 'Free' });
  else if (delivery.shippingCost !== null) {
    rows.push({ label: delivery.selectedIsToday ? 'Same Day Delivery' : 'Delivery', value: price(delivery.shippingCost) });
  }
  for (const line of delivery.supplierLines) rows.push({ label: `${line.supplier} Delivery`, value: price(line.price) });
  for (const service of delivery.chosenServices) if (service.price > 0) rows.push({ label: service.title, value: price(service.price) });
  return (
    <dl className={styles.totals}>
      {isValidSaving(dollarsToCents(cart.savingTotal), dollarsToCents(cart.rrpTotal)) ? (
        <div className={`${styles.row} ${styles.saving}`}>
          <dt>You saved</dt>
          <dd>{formatPrice(dollarsToCents(cart.savingTotal), money)}</dd>
        </div>
      ) : null}
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>Order Total</dt>
        <dd data-testid="checkout-order-total">{formatPrice(totalCents, money, '$0')}</dd>
      </div>
    </dl>
  );
}
