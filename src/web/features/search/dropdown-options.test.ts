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
    expect(productPriceText({ price: 1299.95 }, AUD)).toBe('$1,299.95');
    expect(productPriceText({ price: 2000 }, AUD)).toBe('$2,000');
    expect(productPriceText({ price: null }, AUD)).toBe('Request Price');
    expect(productPriceText({ pricesWithheld: true }, AUD)).toBe('LOG IN for Price');
  });

  it('lists terms, at most the given number of products, then View all products for the sanitised term', () => {
    const options = dropdownOptions('steam oven', results, 3, AUD);
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

  it("ends with 'LOG IN for Price', back to the page, where the server withheld the prices", () => {
    const withheld: SuggestResponse['results'] = {
      suggestions: [],
      products: [{ type: 'product', text: 'Oven 1', imageUrl: null, url: '/p/oven-1', pricesWithheld: true }],
    };
    const options = dropdownOptions('oven', withheld, 3, AUD, '/c/cooking');
    expect(options.map((o) => `${o.kind}:${o.text}`)).toEqual(['product:Oven 1', 'all:View all products', 'login:LOG IN for Price']);
    expect(options[0]).toMatchObject({ price: 'LOG IN for Price' });
    expect(options.at(-1)!.url).toBe('/account/login?returnUrl=%2Fc%2Fcooking');
  });

  it('offers nothing when the search found nothing', () => {
    expect(dropdownOptions('zzz', { suggestions: [], products: [] }, 4, AUD)).toEqual([]);
  });
});
