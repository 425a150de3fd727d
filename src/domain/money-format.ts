/**
 * The one money formatter: integer cents (docs/adr/0004) printed in the flavour's locale and
 * currency with Intl.NumberFormat. Cents are shown only when there are some ("$1,299", "$1,299.95"),
 * as document 1 section 9 asks.
 */
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

const rounded = (cents: number) => Math.round(cents);

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
  return remembered(`${money.locale}|${money.currency}|${whole}`, () => currencyFormat(money, whole % 100 !== 0).format(whole / 100));
}

/** "$2,000.00": always with cents, for amounts a provider states to the cent (ranges, instalments). */
export function formatMoneyWithCents(cents: number, money: MoneyFormat): string {
  return currencyFormat(money, true).format(rounded(cents) / 100);
}

/** The parts of a price display: symbol, whole dollars and superscript cents (null when zero); shared between renders. */
export function priceParts(cents: number, money: MoneyFormat): Readonly<PriceParts> {
  const whole = rounded(cents);
  return remembered(`${money.locale}|${money.currency}|${whole}|parts`, () => {
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
