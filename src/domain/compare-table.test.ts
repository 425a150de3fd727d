import { describe, expect, it } from 'vitest';
import { buildCompareRows, valuesDiffer } from './compare-table';

describe('compare table rows', () => {
  it('lines up every product’s specifications by group and name, in first-seen order', () => {
    const groups = buildCompareRows([
      [{ group: 'Dimensions', items: [{ name: 'Width', value: '600 mm' }] }],
      [
        {
          group: 'Dimensions',
          items: [
            { name: 'Width', value: '600 mm' },
            { name: 'Height', value: '595 mm' },
          ],
        },
        { group: 'Energy', items: [{ name: 'Rating', value: '4 stars' }] },
      ],
    ]);
    expect(groups).toEqual([
      {
        group: 'Dimensions',
        rows: [
          { name: 'Width', values: ['600 mm', '600 mm'], differs: false },
          { name: 'Height', values: [null, '595 mm'], differs: true },
        ],
      },
      { group: 'Energy', rows: [{ name: 'Rating', values: [null, '4 stars'], differs: true }] },
    ]);
  });

  it('compares values ignoring case and spacing, and never marks a single product', () => {
    expect(valuesDiffer(['600 mm', '600  MM'])).toBe(false);
    expect(valuesDiffer(['600 mm', '900 mm'])).toBe(true);
    expect(valuesDiffer(['Yes'])).toBe(false);
    expect(valuesDiffer([null, null])).toBe(false);
  });
});
