import type { PaymentConfiguration } from '../../../../contracts/payments';
import type { PaymentOption } from '../../../../domain/checkout-options';
import { offeredPaymentOptions } from '../../../../domain/payment-offer';

/**
 * The payment radio values in the order the group shows them (document 2 section 3's form values,
 * then the methods the payment configuration adds), with the label each radio reads.
 */
export interface PaymentMethodEntry {
  option: PaymentOption;
  label: string;
}

export const PAYMENT_METHODS: readonly PaymentMethodEntry[] = [
  { option: 'Default', label: 'Credit or debit card' },
  { option: 'ApplePay', label: 'Apple Pay' },
  { option: 'GooglePay', label: 'Google Pay' },
  { option: 'PayPal', label: 'PayPal' },
  { option: 'AfterPay', label: 'Afterpay' },
  { option: 'Zip', label: 'Zip' },
  { option: 'Klarna', label: 'Klarna' },
  { option: 'Humm', label: 'Humm' },
  { option: 'ZipInStore', label: 'Zip in store' },
  { option: 'CRAccount', label: 'CR account' },
  { option: 'COD', label: 'Cash on delivery' },
  { option: 'StaffOnlyOtherPaymentMethod', label: 'Other payment method (staff only)' },
];

export interface OfferInput {
  /** The checkout view's option flags (the server sets staff-only flags for staff only). */
  opts: number;
  configuration: PaymentConfiguration;
  totalCents: number;
  /** The methods this page has a panel for. */
  built: ReadonlySet<PaymentOption>;
}

/** The methods to show: offered by the one rule (payment-offer.ts: flag, switch and range) and built here. */
export function offeredPaymentMethods({ opts, configuration, totalCents, built }: OfferInput): PaymentMethodEntry[] {
  const offered = new Set(offeredPaymentOptions({ opts, configuration, totalCents }));
  return PAYMENT_METHODS.filter((method) => built.has(method.option) && offered.has(method.option));
}
