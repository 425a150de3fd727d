/**
 * What checkout asks of delivery when it places an order: the price of what the shopper chose,
 * computed again on the server, and a booking of the chosen day's capacity in the order's
 * transaction. The delivery service implements it; checkout depends only on this shape.
 */
export interface DeliveryQuoteLine {
  productId: number;
  sku: string;
  brand: string;
  priceCents: number;
  quantity: number;
  isProforma: boolean;
}

export interface DeliveryQuoteInput {
  app: string;
  lines: readonly DeliveryQuoteLine[];
  locality: { suburb: string; state: string | null; postcode: string };
  /** yyyy-mm-dd, or null with cash and carry or unique delivery requirements. */
  deliveryDate: string | null;
  supplierDates: readonly { supplier: string; date: string }[];
  serviceSkus: readonly string[];
  winningDeliveryServiceOverride: boolean;
  uniqueRequirements: boolean;
  cashAndCarry: boolean;
  /** The checkout view's option flags for this caller (storage charge, paid installs …). */
  opts: number;
}

export interface DeliveryQuote {
  /** The warehouse whose day capacity the order consumes. */
  warehouseCode: string;
  deliveryFeeCents: number;
  /** The chosen date is today. */
  sameDay: boolean;
  supplierLines: { supplier: string; date: string; priceCents: number }[];
  services: { sku: string; title: string; priceCents: number }[];
  storageFeeCents: number;
  firstAvailableDate: string | null;
  /** Why the choice cannot be delivered (a day no longer offered, an unknown service); empty when fine. */
  errors: string[];
}

export interface DeliveryQuoter {
  quote(input: DeliveryQuoteInput): Promise<DeliveryQuote>;
  /**
   * Takes one delivery of the day's capacity at the warehouse, inside the caller's transaction.
   * False when the day is full: the order must then be refused with the day's message.
   */
  bookDay(warehouseCode: string, date: string): Promise<boolean>;
  /** Gives a booking back (a voided or expired order). */
  releaseDay(warehouseCode: string, date: string): Promise<void>;
}
