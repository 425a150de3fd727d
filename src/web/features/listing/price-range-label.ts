import type { PriceRange } from './listing-url';

const dollarFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });
const dollars = (value: number) => `$${dollarFormat.format(value)}`;

/** A shopper's words for a price range that is not one of the facet's own ranges. */
export function priceRangeLabel({ min, max }: PriceRange): string {
  if (min !== null && max !== null) return `${dollars(min)} to ${dollars(max)}`;
  if (min !== null) return `${dollars(min)} and over`;
  return max !== null ? `Up to ${dollars(max)}` : 'Any price';
}
