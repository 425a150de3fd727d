import { dollarsToCents } from '../../../domain/money';
import { formatMoney, type MoneyFormat } from '../../../domain/money-format';
import type { PriceRange } from './listing-url';

/** A shopper's words for a price range that is not one of the facet's own ranges. */
export function priceRangeLabel({ min, max }: PriceRange, money: MoneyFormat): string {
  const dollars = (value: number) => formatMoney(dollarsToCents(value), money);
  if (min !== null && max !== null) return `${dollars(min)} to ${dollars(max)}`;
  if (min !== null) return `${dollars(min)} and over`;
  return max !== null ? `Up to ${dollars(max)}` : 'Any price';
}
