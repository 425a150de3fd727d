import { hasOption, PAYMENT_OPTIONS, type CheckoutOptionName, type PaymentOption } from './checkout-options';
import { dollarsToCents } from './money';

/**
 * Which payment methods a checkout offers (document 2 sections 3 and 9): the ONE rule the browser
 * uses to show the methods and the server uses to refuse the others at POST /api/checkout.
 *
 * A method is offered when the flavour's option flag allows it (for the methods that have one) and
 * the payment configuration enables it with min <= total <= max (for the methods that have a range).
 * The card is always offered; the wallets have a switch but no range; the CR account, cash on
 * delivery and the staff method are option flags only. Zip in store takes Zip's switch and range.
 */

export const PAYMENT_OPTION_LABEL: Record<PaymentOption, string> = {
  Default: 'Card',
  PayPal: 'PayPal',
  AfterPay: 'Afterpay',
  Zip: 'Zip',
  ZipInStore: 'Zip in store',
  StaffOnlyOtherPaymentMethod: 'The staff payment method',
  CRAccount: 'The CR account',
  COD: 'Cash on delivery',
  Klarna: 'Klarna',
  Humm: 'Humm',
  ApplePay: 'Apple Pay',
  GooglePay: 'Google Pay',
};

/** The option flag a method needs, when it has one. */
const FLAG: Partial<Record<PaymentOption, CheckoutOptionName>> = {
  PayPal: 'PayPal',
  AfterPay: 'AfterPay',
  Zip: 'Zip',
  ZipInStore: 'ZipInStore',
  StaffOnlyOtherPaymentMethod: 'StaffOnlyOtherPaymentMethod',
  CRAccount: 'CRAccount',
  COD: 'COD',
};

/** A method's switch and range in dollars, as the payment configuration carries them. */
export interface PaymentRange {
  isEnabled: boolean;
  minimumAmount: number;
  maximumAmount: number;
}

/** What the rule reads of the payment configuration (GET /api/checkout/paymentconfiguration fits it). */
export interface PaymentOfferConfiguration {
  Klarna: PaymentRange;
  AfterPay: PaymentRange;
  PayPal: PaymentRange;
  Humm: PaymentRange;
  Zip: PaymentRange;
  applepay: { isEnabled: boolean };
  googlepay: { isEnabled: boolean };
}

type Switch = { isEnabled: boolean; range: PaymentRange | null };

/** The configuration entry that governs a method, or null when the configuration says nothing of it. */
function configured(option: PaymentOption, configuration: PaymentOfferConfiguration): Switch | null {
  switch (option) {
    case 'PayPal':
    case 'AfterPay':
    case 'Klarna':
    case 'Humm':
    case 'Zip':
      return { isEnabled: configuration[option].isEnabled, range: configuration[option] };
    case 'ZipInStore':
      return { isEnabled: configuration.Zip.isEnabled, range: configuration.Zip };
    case 'ApplePay':
      return { isEnabled: configuration.applepay.isEnabled, range: null };
    case 'GooglePay':
      return { isEnabled: configuration.googlepay.isEnabled, range: null };
    default:
      return null;
  }
}

/** min <= total <= max, compared in cents so $2,000.00 and 200000 cents agree exactly. */
export function isWithinRange(range: PaymentRange, totalCents: number): boolean {
  return dollarsToCents(range.minimumAmount) <= totalCents && totalCents <= dollarsToCents(range.maximumAmount);
}

export interface PaymentOfferContext {
  /** The caller's checkout option flags (staff-only bits already removed for shoppers). */
  opts: number;
  configuration: PaymentOfferConfiguration;
  /** The order total the shopper would pay, in cents. */
  totalCents: number;
}

/**
 * Why a method is not offered (a message for the 400 error list), or null when it is offered.
 * `format` writes cents as the flavour's money ("$2,000.00").
 */
export function paymentOfferRefusal(option: PaymentOption, context: PaymentOfferContext, format: (cents: number) => string): string | null {
  const label = PAYMENT_OPTION_LABEL[option];
  const flag = FLAG[option];
  if (flag && !hasOption(context.opts, flag)) return `${label} is not offered at this checkout.`;
  const entry = configured(option, context.configuration);
  if (!entry) return null;
  if (!entry.isEnabled) return `${label} is not offered at this checkout.`;
  if (entry.range && !isWithinRange(entry.range, context.totalCents)) {
    const from = format(dollarsToCents(entry.range.minimumAmount));
    const to = format(dollarsToCents(entry.range.maximumAmount));
    return `${label} is available for orders from ${from} to ${to}.`;
  }
  return null;
}

export const isPaymentOffered = (option: PaymentOption, context: PaymentOfferContext): boolean =>
  paymentOfferRefusal(option, context, String) === null;

/** The methods offered, in the order of PAYMENT_OPTIONS. */
export function offeredPaymentOptions(context: PaymentOfferContext): PaymentOption[] {
  return PAYMENT_OPTIONS.filter((option) => isPaymentOffered(option, context));
}
