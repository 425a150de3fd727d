import type { CountryCode } from './brands';
import { gstIncludedCents } from './gst';

/** What an order charges for, in integer cents (docs/adr/0004). */
export interface OrderCharges {
  lines: readonly { unitPriceCents: number; lineDiscountCents: number; quantity: number }[];
  services: readonly { priceCents: number }[];
  deliveryFeeCents: number;
  couponDiscountCents: number;
}

export interface OrderTotals {
  /** Lines after their own discounts. */
  subtotalCents: number;
  servicesCents: number;
  deliveryFeeCents: number;
  couponDiscountCents: number;
  totalCents: number;
  /** The GST the total includes: 1/11 in Australia (10%), 3/23 in New Zealand (15%). */
  gstCents: number;
}

/** A line's total: unit price times quantity, less the line's discount (never below zero). */
export function lineTotalCents(line: OrderCharges['lines'][number]): number {
  return Math.max(0, line.unitPriceCents * line.quantity - line.lineDiscountCents);
}

/** The totals an order shows, computed on the server from its parts; prices include GST. */
export function orderTotals(charges: OrderCharges, country: CountryCode): OrderTotals {
  const subtotalCents = charges.lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const servicesCents = charges.services.reduce((sum, service) => sum + service.priceCents, 0);
  const beforeCoupon = subtotalCents + servicesCents + charges.deliveryFeeCents;
  const couponDiscountCents = Math.min(charges.couponDiscountCents, beforeCoupon);
  const totalCents = beforeCoupon - couponDiscountCents;
  const gstCents = gstIncludedCents(totalCents, country);
  return { subtotalCents, servicesCents, deliveryFeeCents: charges.deliveryFeeCents, couponDiscountCents, totalCents, gstCents };
}
