import { hasOption, type CheckoutOptionName, type PaymentOption } from '../../../../domain/checkout-options';

/**
 * The payment radio values of document 2 section 3, in the order the group shows them, with the
 * option flag (`opts`) that offers each. The card (Default) is always offered. A method is shown only
 * once it has a panel (see payment-method-group.tsx): adding PayPal, Afterpay, Zip and the others is
 * a panel and a line in that table, nothing here.
 */
export interface PaymentMethodEntry {
  option: PaymentOption;
  label: string;
  /** The option flag that offers it; null for the card, which is always offered. */
  flag: CheckoutOptionName | null;
}

export const PAYMENT_METHODS: readonly PaymentMethodEntry[] = [
  { option: 'Default', label: 'Credit or debit card', flag: null },
  { option: 'PayPal', label: 'PayPal', flag: 'PayPal' },
  { option: 'AfterPay', label: 'Afterpay', flag: 'AfterPay' },
  { option: 'Zip', label: 'Zip', flag: 'Zip' },
  { option: 'ZipInStore', label: 'Zip in store', flag: 'ZipInStore' },
  { option: 'CRAccount', label: 'CR account', flag: 'CRAccount' },
  { option: 'COD', label: 'Cash on delivery', flag: 'COD' },
  { option: 'StaffOnlyOtherPaymentMethod', label: 'Other payment method (staff only)', flag: 'StaffOnlyOtherPaymentMethod' },
];

/** The methods to offer: flagged in `opts` (the server sets staff-only flags for staff only) and built here. */
export function offeredPaymentMethods(opts: number, built: ReadonlySet<PaymentOption>): PaymentMethodEntry[] {
  return PAYMENT_METHODS.filter((method) => built.has(method.option) && (method.flag === null || hasOption(opts, method.flag)));
}
