import type { CountryCode } from './brands';

/**
 * Goods and services tax by the flavour's country. Our prices include it, so the tax inside an
 * amount is rate / (100 + rate) of it: 1/11 in Australia (10 %), 3/23 in New Zealand (15 %).
 * Every figure of tax (the order, its confirmation and mail, analytics) comes from here.
 */
export const GST_PERCENT: Readonly<Record<CountryCode, number>> = { AU: 10, NZ: 15 };

/** The GST inside a GST-inclusive amount of cents, rounded to the cent. */
export function gstIncludedCents(totalCents: number, country: CountryCode): number {
  const percent = GST_PERCENT[country];
  return Math.round((totalCents * percent) / (100 + percent));
}

/** A GST-inclusive amount (dollars or cents) without its GST, unrounded: divided by 1.1 in Australia, 1.15 in New Zealand. */
export function excludingGst(amount: number, country: CountryCode): number {
  return (amount * 100) / (100 + GST_PERCENT[country]);
}

/** GST charged on top of an amount that excludes it (GA4's "tax is the rate of revenue"), unrounded. */
export function gstOnTop(amount: number, country: CountryCode): number {
  return (amount * GST_PERCENT[country]) / 100;
}
