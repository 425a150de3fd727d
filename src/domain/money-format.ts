/**
 * The one money formatter: integer cents (docs/adr/0004) printed in the flavour's locale and
 * currency. Cents are shown only when there are some ("$1,299", "$1,299.95"), as document 1
 * section 9 asks. The flavours' own dollars are written out (digit-groups.ts: no Intl while a page
 * hydrates); any other locale or currency goes to Intl.NumberFormat, and tests hold the two equal.
 */
import { groupDigits } from './digit-groups';

export interface MoneyFormat {
  /** BCP 47 locale, e.g. "en-NZ" (a BrandConfig is one). */
  locale: string;
  /** ISO 4217 code, e.g. "NZD". */
  currency: string;
}

/** The Australian flavours' format, for code that runs before a flavour is known. */
export const AUSTRALIAN_DOLLARS: MoneyFormat = { locale: 'en-AU', currency: 'AUD' };

export interface PriceParts {
  /** The currency symbol, e.g. "$". */
  symbol: string;
  /** Whole dollars with the locale's thousands separators, minus sign included, e.g. "1,299". */
  dollars: string;
  /** Two-digit cents shown as superscript, or null when the cents are zero. */
  cents: string | null;
}

// Building an Intl formatter costs far more than using one; keep one per locale, currency and precision.
const formats = new Map<string, Intl.NumberFormat>();
function currencyFormat({ locale, currency }: MoneyFormat, withCents: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${withCents}`;
  let format = formats.get(key);
  if (!format) {
    const digits = withCents ? 2 : 0;
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // "$" rather than "A$"/"NZ$": each flavour sells in one currency only.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

// Adding 0 turns minus zero (Math.round(-0.4)) into zero: no price reads "-$0", and the memo below,
// whose keys print both as "0", cannot hand one's text to the other.
const rounded = (cents: number) => Math.round(cents) + 0;

/** The flavours' locale and currency pairs, whose narrow symbol is "$" and digits group in threes. */
const OWN_DOLLARS = new Set(['en-AU|AUD', 'en-NZ|NZD']);
const ownDollars = ({ locale, currency }: MoneyFormat) => OWN_DOLLARS.has(`${locale}|${currency}`);

/** A rounded amount in the flavours' dollars: its sign ("-" or ""), grouped dollars and two-digit cents. */
function dollarParts(whole: number): { sign: string; dollars: string; cents: string } {
  const magnitude = Math.abs(whole);
  return {
    sign: whole < 0 ? '-' : '',
    dollars: groupDigits(Math.floor(magnitude / 100)),
    cents: String(magnitude % 100).padStart(2, '0'),
  };
}

/** "-$1,299.95" in the flavours' dollars, with or without the cents. */
function ownDollarText(whole: number, withCents: boolean): string {
  const { sign, dollars, cents } = dollarParts(whole);
  return `${sign}$${dollars}${withCents ? `.${cents}` : ''}`;
}

function moneyText(whole: number, money: MoneyFormat, withCents: boolean): string {
  return ownDollars(money) ? ownDollarText(whole, withCents) : currencyFormat(money, withCents).format(whole / 100);
}

/**
 * Prices repeat: a listing page shows the same few hundred amounts on every render, and formatting
 * one with Intl (formatToParts above all) was 2.5 % of a loaded server rendering a category page.
 * Each formatted amount is kept per locale and currency, up to a bound; when the bound is reached
 * the memo starts again, so memory stays bounded whatever the catalogue holds.
 */
export const MONEY_MEMO_LIMIT = 5_000;
const formatted = new Map<string, string | Readonly<PriceParts>>();
function remembered<T extends string | Readonly<PriceParts>>(key: string, format: () => T): T {
  let value = formatted.get(key) as T | undefined;
  if (value === undefined) {
    if (formatted.size >= MONEY_MEMO_LIMIT) formatted.clear();
    value = format();
    formatted.set(key, value);
  }
  return value;
}

/** "$1,299.95", "$1,299", "-$5": cents shown only when non-zero. */
export function formatMoney(cents: number, money: MoneyFormat): string {
  const whole = rounded(cents);
  return remembered(`${money.locale}|${money.currency}|${whole}`, () => moneyText(whole, money, whole % 100 !== 0));
}

/** "$2,000.00": always with cents, for amounts a provider states to the cent (ranges, instalments). */
export function formatMoneyWithCents(cents: number, money: MoneyFormat): string {
  return moneyText(rounded(cents), money, true);
}

/** The parts of a price display: symbol, whole dollars and superscript cents (null when zero); shared between renders. */
export function priceParts(cents: number, money: MoneyFormat): Readonly<PriceParts> {
  const whole = rounded(cents);
  return remembered(`${money.locale}|${money.currency}|${whole}|parts`, () => {
    if (ownDollars(money)) {
      const { sign, dollars, cents } = dollarParts(whole);
      return { symbol: '$', dollars: `${sign}${dollars}`, cents: cents === '00' ? null : cents };
    }
    let symbol = '';
    let dollars = '';
    let fraction = '';
    for (const { type, value } of currencyFormat(money, true).formatToParts(whole / 100)) {
      if (type === 'currency') symbol += value;
      else if (type === 'fraction') fraction += value;
      else if (type === 'minusSign' || type === 'integer' || type === 'group') dollars += value;
    }
    return { symbol, dollars, cents: fraction === '' || Number(fraction) === 0 ? null : fraction };
  });
}
