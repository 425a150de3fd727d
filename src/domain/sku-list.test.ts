import { describe, expect, it } from 'vitest';
import { formatSkuList, parseSkuList } from './sku-list';

describe('SKU lists', () => {
  it('splits on tildes, trims, drops blanks and repeats in any letter case', () => {
    expect(parseSkuList('A1~ B/2 ~~a1~C3~D4')).toEqual(['A1', 'B/2', 'C3', 'D4']);
    expect(parseSkuList('~ ~')).toEqual([]);
    expect(parseSkuList(null)).toEqual([]);
  });

  it('joins a list back the same way', () => {
    expect(parseSkuList(formatSkuList(['A1', 'B2']))).toEqual(['A1', 'B2']);
  });
});
