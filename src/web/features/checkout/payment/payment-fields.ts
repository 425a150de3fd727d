import { CARD_EXPIRY_PATTERN, CHECKOUT_LIMITS, CHECKOUT_MESSAGES, ZIP_STORE_CODE_PATTERN } from '../../../../domain/checkout-fields';
import type { PaymentOption } from '../../../../domain/checkout-options';

/**
 * The payment part of the checkout form (document 2 section 3: selectedPaymentOption, cardDetails,
 * brandsWarnings) and its rules (section 5). The page's form type includes these fields; the
 * components read them through react-hook-form's FormProvider.
 *
 * The page's zod resolver runs the rules: react-hook-form ignores field-level rules once a resolver
 * is set, so the page adds these issues in its schema's superRefine:
 *
 *   schema.superRefine((values, ctx) => {
 *     for (const issue of paymentFieldIssues(values, { orderTotal, mieleWarningRequired }))
 *       ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
 *   })
 */

export interface CardDetailsValues {
  nameOnCard: string;
  /** Spaced as typed: "4111 1111 1111 1111". */
  cardNo: string;
  /** "MM / YYYY". */
  expiryDate: string;
  cvv: string;
}

export interface PaymentFormValues {
  selectedPaymentOption: PaymentOption;
  /** Zip in store's 6-digit store code, asked for only when paying by Zip in store. */
  devicePaymentCode: string;
  cardDetails: CardDetailsValues;
  brandsWarnings: { mieleWarning: boolean };
}

export const PAYMENT_FORM_DEFAULTS: PaymentFormValues = {
  selectedPaymentOption: 'Default',
  devicePaymentCode: '',
  cardDetails: { nameOnCard: '', cardNo: '', expiryDate: '', cvv: '' },
  brandsWarnings: { mieleWarning: false },
};

export interface PaymentRulesContext {
  /** What the order costs (the cart's order total); nothing to pay means no card. */
  orderTotal: number;
  /** The cart holds a Miele item: the warning must be ticked. */
  mieleWarningRequired: boolean;
}

/** Whether the card is asked for: the card method is chosen and there is something to pay. */
export const cardRequired = (option: PaymentOption | undefined, orderTotal: number): boolean => option === 'Default' && orderTotal > 0;

export interface PaymentFieldIssue {
  path: string[];
  message: string;
}

function cvvIssue(cvv: string): string | null {
  if (!cvv) return CHECKOUT_MESSAGES.cardCvv;
  if (!/^\d+$/.test(cvv) || cvv.length > CHECKOUT_LIMITS.cardCvvMax) return CHECKOUT_MESSAGES.cardCvv;
  if (cvv.length < CHECKOUT_LIMITS.cardCvvMin) return CHECKOUT_MESSAGES.cardCvvMin;
  return null;
}

function zipStoreCodeIssue(code: string): string | null {
  if (!code) return CHECKOUT_MESSAGES.zipStoreCodeRequired;
  return ZIP_STORE_CODE_PATTERN.test(code) ? null : CHECKOUT_MESSAGES.zipStoreCodeFormat;
}

/** The form errors of the payment fields, at their form paths. Other methods' fields are not checked. */
export function paymentFieldIssues(values: Partial<PaymentFormValues>, context: PaymentRulesContext): PaymentFieldIssue[] {
  const issues: PaymentFieldIssue[] = [];
  const add = (path: string[], message: string | null) => {
    if (message) issues.push({ path, message });
  };
  if (cardRequired(values.selectedPaymentOption, context.orderTotal)) {
    const card = { ...PAYMENT_FORM_DEFAULTS.cardDetails, ...values.cardDetails };
    add(['cardDetails', 'nameOnCard'], card.nameOnCard.trim() ? null : CHECKOUT_MESSAGES.cardName);
    const number = card.cardNo.trim();
    const numberOk = number.length > 0 && number.length <= CHECKOUT_LIMITS.cardNumber && /^[\d ]+$/.test(number);
    add(['cardDetails', 'cardNo'], numberOk ? null : CHECKOUT_MESSAGES.cardNumber);
    const expiry = card.expiryDate.trim();
    const expiryOk = expiry.length <= CHECKOUT_LIMITS.cardExpiry && CARD_EXPIRY_PATTERN.test(expiry);
    add(['cardDetails', 'expiryDate'], expiryOk ? null : CHECKOUT_MESSAGES.cardExpiry);
    add(['cardDetails', 'cvv'], cvvIssue(card.cvv.trim()));
  }
  if (values.selectedPaymentOption === 'ZipInStore' && context.orderTotal > 0)
    add(['devicePaymentCode'], zipStoreCodeIssue((values.devicePaymentCode ?? '').trim()));
  if (context.mieleWarningRequired && !values.brandsWarnings?.mieleWarning)
    add(['brandsWarnings', 'mieleWarning'], CHECKOUT_MESSAGES.mieleWarning);
  return issues;
}
