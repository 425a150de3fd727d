import { dollarsToCents } from './money';

/**
 * The order total the checkout shows before the server prices the order (document 2's summary):
 * the cart's total plus the chosen delivery day, the suppliers' deliveries and the paid delivery
 * services. Inputs are the API's dollars; the answer is cents. The server's figure is the one charged.
 */
export function checkoutTotalCents(input: {
  cartTotal: number;
  shippingCost: number | null;
  supplierPrices: readonly number[];
  servicePrices: readonly number[];
}): number {
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + dollarsToCents(value), 0);
  return dollarsToCents(input.cartTotal) + dollarsToCents(input.shippingCost ?? 0) + sum(input.supplierPrices) + sum(input.servicePrices);
}
