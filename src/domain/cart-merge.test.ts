import { describe, expect, it } from 'vitest';
import { mergeCartLines, type StoredCartLine } from './cart-merge';

const line = (id: number, productId: number, quantity: number, addOns: Partial<StoredCartLine> = {}): StoredCartLine => ({
  id,
  productId,
  quantity,
  installOptionId: null,
  warrantyOptionId: null,
  ...addOns,
});

describe('mergeCartLines', () => {
  it('adds what only the visitor has, in the visitor order', () => {
    expect(mergeCartLines([line(1, 10, 1)], [line(5, 30, 2), line(6, 20, 1)])).toEqual([
      { lineId: null, line: { productId: 30, quantity: 2, installOptionId: null, warrantyOptionId: null } },
      { lineId: null, line: { productId: 20, quantity: 1, installOptionId: null, warrantyOptionId: null } },
    ]);
  });

  it('keeps the larger quantity of a product in both, and the visitor add-ons where chosen', () => {
    const account = [line(1, 10, 3, { installOptionId: 7, warrantyOptionId: 8 })];
    const visitor = [line(5, 10, 2, { warrantyOptionId: 9 })];
    expect(mergeCartLines(account, visitor)).toEqual([
      { lineId: 1, line: { productId: 10, quantity: 3, installOptionId: 7, warrantyOptionId: 9 } },
    ]);
    expect(mergeCartLines([line(1, 10, 1)], [line(5, 10, 4)])[0]?.line.quantity).toBe(4);
  });

  it('never goes past the line limit', () => {
    expect(mergeCartLines([], [line(5, 10, 120)])[0]?.line.quantity).toBe(99);
  });
});
