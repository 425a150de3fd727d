import { describe, expect, it } from 'vitest';
import {
  addToCompareList,
  canCompareSelected,
  comparePageUrl,
  nextTrayState,
  parseCompareSkus,
  readStoredCompareList,
  removeFromCompareList,
  truncateTitle,
  type CompareProduct,
} from './compare-list';

const product = (sku: string, price: number | null = 100): CompareProduct => ({
  brandImage: '',
  brandName: 'Bosch',
  productId: sku.length,
  productImage: `/img/${sku}.jpg`,
  productName: `Oven ${sku}`,
  productSKU: sku,
  price,
});

describe('compare list rules', () => {
  it('adds products in order up to three', () => {
    let list: readonly CompareProduct[] = [];
    for (const sku of ['A', 'B', 'C']) {
      const result = addToCompareList(list, product(sku));
      expect(result.outcome).toBe('added');
      list = result.list;
    }
    expect(list.map((p) => p.productSKU)).toEqual(['A', 'B', 'C']);
  });

  it("refuses a fourth with 'limit' and leaves the list unchanged", () => {
    const full = [product('A'), product('B'), product('C')];
    const result = addToCompareList(full, product('D'));
    expect(result.outcome).toBe('limit');
    expect(result.list).toBe(full);
  });

  it('returns the same list when the product is already present (SKUs match ignoring case)', () => {
    const list = [product('ABC-1')];
    const result = addToCompareList(list, product('abc-1'));
    expect(result.outcome).toBe('present');
    expect(result.list).toBe(list);
    // Present wins over limit: re-adding a listed product to a full list is not an error.
    const full = [product('A'), product('B'), product('C')];
    expect(addToCompareList(full, product('B')).outcome).toBe('present');
  });

  it('removes by SKU and keeps the list when the SKU is absent', () => {
    const list = [product('A'), product('B')];
    expect(removeFromCompareList(list, 'a').map((p) => p.productSKU)).toEqual(['B']);
    expect(removeFromCompareList(list, 'Z')).toBe(list);
  });

  it('needs at least two products to compare', () => {
    expect(canCompareSelected([])).toBe(false);
    expect(canCompareSelected([product('A')])).toBe(false);
    expect(canCompareSelected([product('A'), product('B')])).toBe(true);
  });

  it('builds and reads the compare page address with tilde-joined SKUs', () => {
    expect(comparePageUrl(['A1', 'B/2', 'C3'])).toBe('/compare?sku=A1~B%2F2~C3');
    expect(comparePageUrl([])).toBe('/compare');
    expect(parseCompareSkus('A1~ B/2 ~~a1~C3~D4')).toEqual(['A1', 'B/2', 'C3']);
    expect(parseCompareSkus(null)).toEqual([]);
    expect(parseCompareSkus('~ ~')).toEqual([]);
  });

  it('truncates tray titles at 50 characters', () => {
    const short = 'Bosch Series 8 oven';
    expect(truncateTitle(short)).toBe(short);
    const exact = 'x'.repeat(50);
    expect(truncateTitle(exact)).toBe(exact);
    const long = 'Westinghouse 60cm multifunction pyrolytic oven with steam assist';
    const cut = truncateTitle(long);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('reads a stored list defensively', () => {
    expect(readStoredCompareList('nonsense')).toEqual([]);
    const stored = [product('A'), { productSKU: 'B' }, null, { ...product('a') }, product('C'), product('D'), product('E')];
    expect(readStoredCompareList(stored).map((p) => p.productSKU)).toEqual(['A', 'C', 'D']);
    expect(readStoredCompareList([{ ...product('X'), price: 'free' }])[0]?.price).toBeNull();
  });
});

describe('compare tray states', () => {
  it('starts minimised and stays so when the list is restored on a page load', () => {
    expect(nextTrayState('minimised', { type: 'restored' })).toBe('minimised');
  });

  it('expands on any change to the list and minimises when the last product goes', () => {
    expect(nextTrayState('minimised', { type: 'changed', count: 1 })).toBe('expanded');
    expect(nextTrayState('minimised', { type: 'changed', count: 2 })).toBe('expanded');
    expect(nextTrayState('expanded', { type: 'changed', count: 0 })).toBe('minimised');
  });

  it('the pin expands, Hide and the compare page minimise', () => {
    expect(nextTrayState('minimised', { type: 'pin' })).toBe('expanded');
    expect(nextTrayState('expanded', { type: 'hide' })).toBe('minimised');
    expect(nextTrayState('expanded', { type: 'compare-page' })).toBe('minimised');
  });
});
