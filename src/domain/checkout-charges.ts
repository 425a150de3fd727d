import { depositSplit } from './deposit';

/**
 * What an order charges on top of its cart, and its total (document 2 sections 2 and 4). The one
 * rule for both sides: the server prices the order with it from its own records, and the checkout
 * summary lists its fees and total with it from what the page shows, so the total the shopper
 * reads is the total the card is charged. Cents throughout.
 */
export interface CheckoutChargesInput {
  /** The cart's total after line discounts, add-ons, the coupon and gift cards. */
  cartTotalCents: number;
  /** Collected from the store today: nothing is delivered, so no delivery fee, service or storage. */
  cashAndCarry: boolean;
  /** The chosen day and its fee; null before a day is chosen or when delivery is arranged by phone. */
  deliveryDay: { feeCents: number; sameDay: boolean } | null;
  supplierDeliveries: readonly { supplier: string; priceCents: number }[];
  /** The delivery services chosen (installation, removal…). */
  services: readonly { title: string; priceCents: number }[];
  /** The warehouse storage fee for the chosen day (`storageChargeCents`). */
  storageFeeCents: number;
  /** The deposit asked for; 0 pays in full. */
  depositCents: number;
}

export type CheckoutFeeKind = 'delivery' | 'supplier-delivery' | 'service' | 'storage';

/** One fee as the summary lists it: a service or storage fee of $0 is not listed, a free delivery is. */
export interface CheckoutFee {
  kind: CheckoutFeeKind;
  label: string;
  cents: number;
}

export interface CheckoutCharges {
  fees: CheckoutFee[];
  /** The chosen day's fee with the suppliers' deliveries, as the order stores its delivery fee. */
  deliveryFeeCents: number;
  servicesCents: number;
  storageFeeCents: number;
  totalCents: number;
  /** What the payment takes now (the deposit, or the whole total) and what is left to pay. */
  paidNowCents: number;
  balanceDueCents: number;
}

export const STORAGE_FEE_LABEL = 'Storage fee';

export function checkoutCharges(input: CheckoutChargesInput): CheckoutCharges {
  const fees: CheckoutFee[] = [];
  if (!input.cashAndCarry) {
    const day = input.deliveryDay;
    if (day) fees.push({ kind: 'delivery', label: day.sameDay ? 'Same Day Delivery' : 'Delivery', cents: day.feeCents });
    for (const line of input.supplierDeliveries)
      fees.push({ kind: 'supplier-delivery', label: `${line.supplier} Delivery`, cents: line.priceCents });
    for (const service of input.services)
      if (service.priceCents > 0) fees.push({ kind: 'service', label: service.title, cents: service.priceCents });
    if (input.storageFeeCents > 0) fees.push({ kind: 'storage', label: STORAGE_FEE_LABEL, cents: input.storageFeeCents });
  }
  const sumOf = (...kinds: CheckoutFeeKind[]) => fees.filter((f) => kinds.includes(f.kind)).reduce((sum, f) => sum + f.cents, 0);
  const totalCents = input.cartTotalCents + sumOf('delivery', 'supplier-delivery', 'service', 'storage');
  const { paidNowCents, balanceDueCents } = depositSplit(totalCents, input.depositCents);
  return {
    fees,
    deliveryFeeCents: sumOf('delivery', 'supplier-delivery'),
    servicesCents: sumOf('service'),
    storageFeeCents: sumOf('storage'),
    totalCents,
    paidNowCents,
    balanceDueCents,
  };
}
