import { describe, expect, it } from 'vitest';
import type { SuggestResponse } from '../../../contracts/search';
import { dropdownOptions, productPriceText } from './dropdown-options';
import { AUSTRALIAN_DOLLARS as AUD } from '../../../domain/money-format';

const product = (n: number, price: number | null) => ({
  type: 'product' as const,
  text: `Oven ${n}`,
  imageUrl: null,
  price,
  url: `/p/oven-${n}`,
});
const results: SuggestResponse['results'] = {
  suggestions: [{ type: 'term', text: 'Ovens', url: '/c/cooking/ovens' }],
  products: [product(1, 1299.95), product(2, null), product(3, 0), product(4, 2000), product(5, 10)],
};

describe('search dropdown options', () => {
  it('shows prices by the price display rules', () => {
    expect(productPriceText(1299.95, false, AUD)).toBe('$1,299.95');
    expect(productPriceText(2000, false, AUD)).toBe('$2,000');
    expect(productPriceText(null, false, AUD)).toBe('Request Price');
    expect(productPriceText(2000, true, AUD)).toBe('LOG IN for Price');
  });

  it('lists terms, at most the given number of products, then View all products for the sanitised term', () => {
    const options = dropdownOptions('steam oven', results, 3, false, AUD);
    expect(options.map((o) => `${o.kind}:${o.text}`)).toEqual([
      'term:Ovens',
      'product:Oven 1',
      'product:Oven 2',
      'product:Oven 3',
      'all:View all products',
    ]);
    expect(options.at(-1)!.url).toBe('/search/steam%20oven');
    expect(options[2]).toMatchObject({ kind: 'product', price: 'Request Price' });
  });

  it('offers nothing when the search found nothing', () => {
    expect(dropdownOptions('zzz', { suggestions: [], products: [] }, 4, false, AUD)).toEqual([]);
  });
});
