import cardValidator from 'card-validator';
import { CHECKOUT_LIMITS } from './checkout-fields';

/**
 * What the card fields accept while the shopper types (document 2 section 5). The card type table
 * (prefixes, lengths, where the spaces go, security code sizes) is card-validator's, which brings
 * credit-card-type: the form never keeps a copy of it.
 */

/** The card brands whose logo the card field shows (document 2 section 2). */
export type CardLogo = 'visa' | 'mastercard' | 'amex';

const LOGO_OF_TYPE: Record<string, CardLogo> = { visa: 'visa', mastercard: 'mastercard', 'american-express': 'amex' };
const DEFAULT_GAPS = [4, 8, 12];

/** Full-width digits (０-９, typed with an East Asian input method) and the ideographic space as ASCII. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[\uFF10-\uFF19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xff10 + 0x30)).replace(/\u3000/g, ' ');
}

export const cardDigits = (value: string): string => toAsciiDigits(value).replace(/\D/g, '');

/** The card type card-validator is sure of for these digits, or null while the prefix fits several. */
export function cardTypeOf(number: string) {
  return cardValidator.number(cardDigits(number)).card;
}

/** The logo to show for a number: visa, mastercard and amex only, known from the prefix. */
export function cardLogoOf(number: string): CardLogo | null {
  const type = cardTypeOf(number)?.type;
  return type ? (LOGO_OF_TYPE[type] ?? null) : null;
}

/**
 * The card number field's value after a keystroke or a paste: full-width digits converted, anything
 * but digits dropped, spaced as the card type groups its digits (4-6-5 for amex, 4-4-4-4 otherwise)
 * and cut at the field's 19 characters.
 */
export function formatCardNumberInput(value: string): string {
  const digits = cardDigits(value);
  const card = cardTypeOf(digits);
  const maxDigits = card ? Math.max(...card.lengths) : CHECKOUT_LIMITS.cardNumber;
  const kept = digits.slice(0, maxDigits);
  const gaps = card?.gaps ?? DEFAULT_GAPS;
  let spaced = '';
  for (let i = 0; i < kept.length; i += 1) {
    if (gaps.includes(i)) spaced += ' ';
    spaced += kept[i];
  }
  return spaced.slice(0, CHECKOUT_LIMITS.cardNumber);
}

/**
 * The expiry field's value after a keystroke: "MM / YYYY" built from the digits typed. A first digit
 * above 1 can only be a month on its own ("4" becomes "04 / "); the separator appears once the month
 * is complete, except while the shopper deletes it (`deleting`), so backspace is not undone.
 */
export function formatExpiryInput(value: string, deleting = false): string {
  let digits = cardDigits(value);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  const month = digits.slice(0, 2);
  const year = digits.slice(2, 6);
  if (year) return `${month} / ${year}`.slice(0, CHECKOUT_LIMITS.cardExpiry);
  if (month.length === 2 && !deleting) return `${month} / `;
  return month;
}

/** The security code field keeps digits only, at most 4. */
export function formatCvvInput(value: string): string {
  return cardDigits(value).slice(0, CHECKOUT_LIMITS.cardCvvMax);
}
