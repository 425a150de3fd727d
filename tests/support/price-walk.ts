/**
 * Walks an answer (or a page's data) for anything that gives a price away: a price-like field
 * (current, was, sale, package, cashback or per-unit price, rrp, discounts, savings, price facets
 * or price history), or an amount in dollars in a text. The marker that says prices were withheld
 * and an empty price facet are the price-named fields allowed; a promotion's own copy ("up to $500 cashback") is the
 * manufacturer's public offer, not a price of ours, and is not read.
 */
export const WITHHELD_MARKER = '"pricesWithheld":true';

const PRICE_KEY = /pric|rrp|discount|saving|cashback|was(?:price)?$|perunit|amount/i;
const DOLLAR_AMOUNT = /\$\s?\d/;
/** Editorial content: a promotion's copy may name the manufacturer's offer; the sale's banner images have slots such as `priceTag`. */
const EDITORIAL = new Set(['promotion', 'sale']);

export function priceFindings(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => priceFindings(item, `${path}[${i}]`));
  if (typeof value === 'string') return DOLLAR_AMOUNT.test(value) ? [`${path}: "${value}"`] : [];
  if (typeof value !== 'object' || value === null) return [];
  const found: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    if (EDITORIAL.has(key)) continue;
    if (key === 'pricesWithheld' && child === true) continue;
    // An emptied price facet says nothing about any price.
    if (key === 'priceRanges' && Array.isArray(child) && child.length === 0) continue;
    if (PRICE_KEY.test(key)) found.push(`${path}.${key}`);
    else found.push(...priceFindings(child, `${path}.${key}`));
  }
  return found;
}

/** Every numeric price-like field of an answer (what a signed-in caller must get). */
export function pricesIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => pricesIn(item, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    /^(price|Price|rrp)$/.test(key) && typeof child === 'number' ? [`${path}.${key}`] : pricesIn(child, `${path}.${key}`),
  );
}
