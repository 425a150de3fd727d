import cardValidator from 'card-validator';
import { cardDigits } from './card-input';
import { CHECKOUT_MESSAGES } from './checkout-fields';

/**
 * The card checks run in the browser just before a card payment is submitted (document 2 section 5):
 * holder name, number, security code, then expiry. The first failure stops the submit with error
 * code 401 and the spec's text; nothing is encrypted or sent. Number length and checksum come from
 * card-validator's type table (unionpay carries no checksum there, as the spec's table says).
 */

/** The card fields as the form holds them (the number spaced, the expiry "MM / YYYY"). */
export interface CardFields {
  nameOnCard: string;
  cardNo: string;
  expiryDate: string;
  cvv: string;
}

/** A card that passed: what gets encrypted, in the gateway's shape. */
export interface CheckedCard {
  holderName: string;
  /** Digits only. */
  number: string;
  cvc: string;
  /** "03". */
  expiryMonth: string;
  /** Four digits, a two-digit entry expanded to 20xx: "2030". */
  expiryYear: string;
  /** The expiry as sent to the payment provider: "03/30". */
  expiry: string;
}

export const CARD_CHECK_ERROR_CODE = 401;

export type CardCheck = { ok: true; card: CheckedCard } | { ok: false; errorCode: typeof CARD_CHECK_ERROR_CODE; message: string };

const refuse = (message: string): CardCheck => ({ ok: false, errorCode: CARD_CHECK_ERROR_CODE, message });

/** Document 2's check before submit: "cvv (3 or 4 digits)", whatever the card's type. */
const SECURITY_CODE = /^\d{3,4}$/;

const EXPIRY_SHAPE = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;

/** Month and four-digit year of an expiry entry, or null when it is no month or no year. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = EXPIRY_SHAPE.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const yearDigits = match[2] as string;
  const year = yearDigits.length === 2 ? 2000 + Number(yearDigits) : Number(yearDigits);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * Whether a card expiring at the end of this month and year is still valid on `now` (the shopper's
 * clock): a later year passes, this year passes from the current month on.
 */
export function expiryStillValid(expiry: { month: number; year: number }, now: Date): boolean {
  const thisYear = now.getFullYear();
  if (expiry.year !== thisYear) return expiry.year > thisYear;
  return expiry.month >= now.getMonth() + 1;
}

export function checkCardBeforeSubmit(fields: CardFields, now: Date = new Date()): CardCheck {
  const holderName = fields.nameOnCard.trim();
  if (!holderName || !cardValidator.cardholderName(holderName).isValid) return refuse(CHECKOUT_MESSAGES.cardCheckName);

  const number = cardDigits(fields.cardNo);
  if (!cardValidator.number(number).isValid) return refuse(CHECKOUT_MESSAGES.cardCheckNumber);

  const cvc = fields.cvv.trim();
  if (!SECURITY_CODE.test(cvc)) return refuse(CHECKOUT_MESSAGES.cardCheckCvc);

  const expiry = parseExpiry(fields.expiryDate);
  if (!expiry || !expiryStillValid(expiry, now)) return refuse(CHECKOUT_MESSAGES.cardCheckExpiry);

  const expiryMonth = String(expiry.month).padStart(2, '0');
  const expiryYear = String(expiry.year);
  return { ok: true, card: { holderName, number, cvc, expiryMonth, expiryYear, expiry: `${expiryMonth}/${expiryYear.slice(-2)}` } };
}
