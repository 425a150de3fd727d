/**
 * Price display rules of document 1 section 9 and the pricing block of document 3 section 2.
 * Everything takes integer cents (docs/adr/0004) and returns display parts; no I/O.
 */
import { formatMoney, priceParts, type MoneyFormat, type PriceParts } from './money-format';

/** Notable when at least 5% off the RRP or at least $200 off (also what puts a product in the sale). */
export const NOTABLE_PERCENT = 5;
export const NOTABLE_DOLLARS_CENTS = 200_00;
/** A saving is worth stating when at least 5% of the total RRP and above 0. */
const VALID_SAVING_PERCENT = 5;

export type PriceDisplay = { kind: 'amount'; parts: Readonly<PriceParts> } | { kind: 'text'; text: string };

/** 'N/A' for no price, 'FREE' (or the given text) for zero, otherwise the price parts. */
export function displayPrice(cents: number | null | undefined, money: MoneyFormat, zeroText = 'FREE'): PriceDisplay {
  if (cents === null || cents === undefined) return { kind: 'text', text: 'N/A' };
  if (cents === 0) return { kind: 'text', text: zeroText };
  return { kind: 'amount', parts: priceParts(cents, money) };
}

/** Plain text of a price, e.g. "$1,299.95", "$1,299", "N/A", "FREE". */
export function formatPrice(cents: number | null | undefined, money: MoneyFormat, zeroText = 'FREE'): string {
  if (cents === null || cents === undefined) return 'N/A';
  return cents === 0 ? zeroText : formatMoney(cents, money);
}

/** Discount is notable at 5% or more off RRP, or $200 or more off. */
export function isNotableDiscount(priceCents: number | null, rrpCents: number | null): boolean {
  if (priceCents === null || rrpCents === null || rrpCents <= 0 || priceCents >= rrpCents) return false;
  const off = rrpCents - priceCents;
  return off * 100 >= rrpCents * NOTABLE_PERCENT || off >= NOTABLE_DOLLARS_CENTS;
}

/** A saving is valid when above 0 and at least 5% of the total RRP. */
export function isValidSaving(savingCents: number, totalRrpCents: number): boolean {
  return savingCents > 0 && totalRrpCents > 0 && savingCents * 100 >= totalRrpCents * VALID_SAVING_PERCENT;
}

export type PricingView =
  { view: 'login'; text: 'LOG IN for Price'; href: string } | { view: 'price' } | { view: 'request'; text: 'Request Price' };

/**
 * Where 'LOG IN for Price' leads: the shoppers' login (document 1 section 6, document 3 section 1),
 * never the flavour's configured staff `loginRoute`.
 */
export const PRICE_LOGIN_HREF = '/account/login';

/**
 * The login link of 'LOG IN for Price', bringing the shopper back to the page they were on
 * (`returnUrl`, the login's own field in document 3 section 3). Only a path on this site is passed.
 */
export function priceLoginHref(returnPath = ''): string {
  return /^\/(?![/\\])/.test(returnPath) ? `${PRICE_LOGIN_HREF}?returnUrl=${encodeURIComponent(returnPath)}` : PRICE_LOGIN_HREF;
}

/**
 * Which pricing block to show (document 3 section 2). The server decides who sees prices: an
 * answer whose prices were withheld (`pricesWithheld`) shows 'LOG IN for Price'.
 */
export function pricingView(input: { pricesWithheld: boolean; priceCents: number | null; returnPath?: string }): PricingView {
  if (input.pricesWithheld) return { view: 'login', text: 'LOG IN for Price', href: priceLoginHref(input.returnPath) };
  if (input.priceCents !== null) return { view: 'price' };
  return { view: 'request', text: 'Request Price' };
}
