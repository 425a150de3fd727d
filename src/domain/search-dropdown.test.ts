import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands';
import { dropdownImageSize, dropdownProductCount } from './search-dropdown';

describe('search dropdown product count', () => {
  it('shows 4 products up to the lg breakpoint and 8 above on the furniture and home brands', () => {
    for (const app of ['fk', 'hc', 'andoo', 'wa', 'wac'] as const) {
      expect(dropdownProductCount(BRANDS[app], false), app).toBe(4);
      expect(dropdownProductCount(BRANDS[app], true), app).toBe(8);
    }
  });

  it('shows 3 or 6 on the Australian appliances brand', () => {
    for (const app of ['aol', 'aoc'] as const) {
      expect(dropdownProductCount(BRANDS[app], false), app).toBe(3);
      expect(dropdownProductCount(BRANDS[app], true), app).toBe(6);
    }
  });

  it('shows 4 or 8 on the New Zealand appliances brand', () => {
    expect(dropdownProductCount(BRANDS['aol-nz'], false)).toBe(4);
    expect(dropdownProductCount(BRANDS['aol-nz'], true)).toBe(8);
  });

  it('sizes images 90 px up to the lg breakpoint and 100 px above', () => {
    expect(dropdownImageSize(false)).toBe(90);
    expect(dropdownImageSize(true)).toBe(100);
  });
});
