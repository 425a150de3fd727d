import type { CheckoutSubmit } from '../../../../contracts/checkout';
import { checkCardBeforeSubmit } from '../../../../domain/card-checks';
import { encryptCardDetails } from './encrypt-card';
import { cardRequired, type PaymentFormValues } from './payment-fields';

/**
 * The payment part of POST /api/checkout, made from the form values. The page builds the rest of the
 * body and then calls `withPaymentPart(body, part)`, which drops the form's `cardDetails` whatever
 * the page put there: the clear card never leaves the browser.
 *
 *   const payment = await buildPaymentPart(values, { x509EncryptionKeys: view.x509EncryptionKeys, orderTotal: cart.orderTotal });
 *   if (!payment.ok) return showError(payment.message, payment.errorCode); // 401, the spec's card texts
 *   await api.post('/api/checkout', { body: withPaymentPart(body, payment.part) });
 */

export interface PaymentPart {
  selectedPaymentOption: CheckoutSubmit['selectedPaymentOption'];
  /** Compact JWEs of the card details keyed like x509EncryptionKeys; null when no card is paid with. */
  encryptedValues: Record<string, string> | null;
  cardHolderName: string | null;
  /** Always null: the clear fields are never sent. */
  cardDetails: null;
}

export type PaymentPartResult = { ok: true; part: PaymentPart } | { ok: false; errorCode: number; message: string };

export interface PaymentPartContext {
  x509EncryptionKeys: Record<string, string>;
  orderTotal: number;
  /** The shopper's clock (the expiry check and the details' generation time). */
  now?: Date;
}

export class MissingCardKeyError extends Error {
  override name = 'MissingCardKeyError';
}

/**
 * Runs the card checks (document 2 section 5) and encrypts the card. A zero total, or a method other
 * than the card, sends no card at all. Throws MissingCardKeyError when the view holds no key: the
 * page shows its default checkout error rather than sending a card it could not protect.
 */
export async function buildPaymentPart(values: PaymentFormValues, context: PaymentPartContext): Promise<PaymentPartResult> {
  const selectedPaymentOption = values.selectedPaymentOption;
  if (!cardRequired(selectedPaymentOption, context.orderTotal)) {
    return { ok: true, part: { selectedPaymentOption, encryptedValues: null, cardHolderName: null, cardDetails: null } };
  }
  const now = context.now ?? new Date();
  const check = checkCardBeforeSubmit(values.cardDetails, now);
  if (!check.ok) return check;
  if (Object.keys(context.x509EncryptionKeys).length === 0)
    throw new MissingCardKeyError('The checkout view carries no card encryption key');
  const { holderName, number, cvc, expiryMonth, expiryYear } = check.card;
  const encryptedValues = await encryptCardDetails(
    { number, cvc, expiryMonth, expiryYear, holderName, generationtime: now.toISOString() },
    context.x509EncryptionKeys,
  );
  return { ok: true, part: { selectedPaymentOption, encryptedValues, cardHolderName: holderName, cardDetails: null } };
}

/** The submit body with the payment part in, and the form's clear card fields out. */
export function withPaymentPart<Body extends { cardDetails?: unknown }>(
  body: Body,
  part: PaymentPart,
): Omit<Body, 'cardDetails'> & PaymentPart {
  const { cardDetails: _clear, ...rest } = body;
  return { ...rest, ...part };
}
