import type { Cart } from '../../../contracts/cart';
import { checkoutCharges, type CheckoutCharges } from '../../../domain/checkout-charges';
import { dollarsToCents } from '../../../domain/money';
import { storageChargeCents } from '../../../domain/storage-fee';
import type { DeliveryState } from './delivery/delivery-state';

export type ChargedDelivery = Pick<
  DeliveryState,
  'selectedDate' | 'selectedIsToday' | 'shippingCost' | 'supplierLines' | 'chosenServices' | 'firstAvailableDate' | 'uniqueRequirements'
>;

/**
 * The summary's fees and total, by the rule the server prices the order with (checkoutCharges), from
 * what the page shows: the cart's total, the chosen day, the suppliers' deliveries, the ticked
 * services and the storage fee of the chosen day. The deposit does not change the total.
 */
export function summaryCharges(input: { cart: Cart; delivery: ChargedDelivery; cashAndCarry: boolean; opts: number }): CheckoutCharges {
  const { cart, delivery, cashAndCarry, opts } = input;
  // With unique requirements the day is arranged by phone: the order has no day, so no day's fee or storage.
  const selectedDate = delivery.uniqueRequirements ? null : delivery.selectedDate;
  const dayChosen = selectedDate !== null && delivery.shippingCost !== null;
  return checkoutCharges({
    cartTotalCents: dollarsToCents(cart.orderTotal),
    cashAndCarry,
    deliveryDay: dayChosen ? { feeCents: dollarsToCents(delivery.shippingCost!), sameDay: delivery.selectedIsToday } : null,
    supplierDeliveries: delivery.supplierLines.map((line) => ({ supplier: line.supplier, priceCents: dollarsToCents(line.price) })),
    services: delivery.chosenServices.map((service) => ({ title: service.title, priceCents: dollarsToCents(service.price) })),
    storageFeeCents: storageChargeCents({
      opts,
      items: cart.products.map((product) => ({ priceCents: dollarsToCents(product.price), isProforma: product.isProforma })),
      selectedDate,
      firstAvailableDate: delivery.firstAvailableDate,
    }),
    depositCents: 0,
  });
}
