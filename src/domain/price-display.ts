/**
 * Price display rules of document 1 section 9 and the pricing block of document 3 section 2.
 * Everything takes integer cents (docs/adr/0004) and returns display parts; no I/O.
 */

export const FOUNDED_YEAR = 1906;

/** Notable when at least 5% off the RRP or at least $200 off (also what puts a product in the sale). */
export const NOTABLE_PERCENT = 5;
export const NOTABLE_DOLLARS_CENTS = 200_00;
/** A saving is worth stating when at least 5% of the total RRP and above 0. */
const VALID_SAVING_PERCENT = 5;

export interface PriceParts {
  /** Whole dollars with thousands separators, e.g. "1,299". */
  dollars: string;
  /** Two-digit cents shown as superscript, or null when the cents are zero. */
  cents: string | null;
}

export type PriceDisplay = { kind: 'amount'; parts: PriceParts } | { kind: 'text'; text: string };

const wholeDollars = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0, useGrouping: true });

/** Whole dollars and superscript cents only when the cents are non-zero. */
export function priceParts(cents: number): PriceParts {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  return {
    dollars: `${negative ? '-' : ''}${wholeDollars.format(dollars)}`,
    cents: rest === 0 ? null : String(rest).padStart(2, '0'),
  };
}

/** 'N/A' for no price, 'FREE' (or the given text) for zero, otherwise the price parts. */
export function displayPrice(cents: number | null | undefined, zeroText = 'FREE'): PriceDisplay {
  if (cents === null || cents === undefined) return { kind: 'text', text: 'N/A' };
  if (cents === 0) return { kind: 'text', text: zeroText };
  return { kind: 'amount', parts: priceParts(cents) };
}

/** Plain text of a price, e.g. "$1,299.95", "$1,299", "N/A", "FREE". */
export function formatPrice(cents: number | null | undefined, zeroText = 'FREE'): string {
  const shown = displayPrice(cents, zeroText);
  if (shown.kind === 'text') return shown.text;
  const { dollars, cents: c } = shown.parts;
  return dollars.startsWith('-') ? `-$${dollars.slice(1)}${c ? `.${c}` : ''}` : `$${dollars}${c ? `.${c}` : ''}`;
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

/** Which pricing block to show (document 3 section 2). */
export function pricingView(input: { pricesRequireLogin: boolean; signedIn: boolean; priceCents: number | null }): PricingView {
  if (input.pricesRequireLogin && !input.signedIn) return { view: 'login', text: 'LOG IN for Price', href: PRICE_LOGIN_HREF };
  if (input.priceCents !== null) return { view: 'price' };
  return { view: 'request', text: 'Request Price' };
}

/** Whole years in business since 1906 on the given date (the anniversary is 1 January). */
export function yearsInBusiness(on: Date): number {
  return on.getFullYear() - FOUNDED_YEAR;
}
