/** Coupon and gift codes: the entry rules of document 2 and the time and usage rules of a code. */

export const CODE_EMPTY_ERROR = 'Coupon value cannot be empty.';
export const CODE_MAX_LENGTH = 40;
export const CODE_TOO_LONG_ERROR = `Coupon value cannot be more than ${CODE_MAX_LENGTH} characters.`;
export const APPLY_CODE_FALLBACK_ERROR = 'An Error while applying the coupon.';
export const DELETE_CODE_FALLBACK_ERROR = 'An Error while deleting the coupon.';

/** Failed codes allowed per visitor and per client address within the window before a 429. */
export const CODE_FAILURE_LIMIT = 10;
export const CODE_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const CODE_THROTTLED_ERROR = 'Too many codes that did not apply. Please wait 15 minutes before trying another code.';

/** The entry rule of document 2: the message for an empty or over-long code, or null. */
export function codeEntryError(code: string | null | undefined): string | null {
  const trimmed = (code ?? '').trim();
  if (trimmed === '') return CODE_EMPTY_ERROR;
  if (trimmed.length > CODE_MAX_LENGTH) return CODE_TOO_LONG_ERROR;
  return null;
}

/** Codes are compared trimmed and in upper case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

export const unknownCodeReason = (code: string) => `Sorry, "${code}" is not a valid coupon or gift card code.`;

export interface CodeTerms {
  code: string;
  startsAt: Date | null;
  expiresAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
}

export interface CodeUsage {
  total: number;
  /** null when the customer is not known yet (a guest without an e-mail): checked again at the order. */
  byCustomer: number | null;
}

/** Why a code cannot be used now, or null. */
export function codeUnavailable(terms: CodeTerms, usage: CodeUsage, now: Date): string | null {
  if (terms.startsAt && now < terms.startsAt) return `The code "${terms.code}" is not active yet.`;
  if (terms.expiresAt && now >= terms.expiresAt) return `The code "${terms.code}" has expired.`;
  if (terms.maxUses !== null && usage.total >= terms.maxUses) return `The code "${terms.code}" has reached its usage limit.`;
  if (terms.maxUsesPerCustomer !== null && usage.byCustomer !== null && usage.byCustomer >= terms.maxUsesPerCustomer) {
    return `You have already used the code "${terms.code}".`;
  }
  return null;
}

export const giftCardBalanceChanged = (code: string) =>
  `The balance of the gift card "${code}" has changed since it was applied to your cart. Please check your cart and place your order again.`;

/**
 * Why a gift card cannot pay `amountCents` of an order, given its balance now (read with its row
 * locked), or null. A card without balance is refused too: the order would otherwise be charged in
 * full while the shopper counts on the card.
 */
export function giftCardShortfall(card: { code: string; balanceCents: number | null }, amountCents: number): string | null {
  const balance = card.balanceCents ?? 0;
  if (balance < amountCents) return giftCardBalanceChanged(card.code);
  if (balance === 0) return `The gift card "${card.code}" has no balance left. Please remove it from your cart.`;
  return null;
}
