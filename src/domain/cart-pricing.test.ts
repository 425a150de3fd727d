import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeMismatch, percentOf, priceCart, type CartLineInput, type CodeRule, type RewardRule } from './cart-pricing';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function line(overrides: Partial<CartLineInput> = {}): CartLineInput {
  return {
    productCode: 'P1',
    unitPriceCents: 100_00,
    rrpCents: null,
    quantity: 1,
    brand: 'Miele',
    categoryUri: 'laundry/washing-machines',
    install: null,
    warranty: null,
    ...overrides,
  };
}

function code(overrides: Partial<CodeRule> = {}): CodeRule {
  return {
    id: 1,
    code: 'SAVE10',
    kind: 'percentage',
    percentOff: 10,
    amountCents: null,
    minSpendCents: 0,
    brand: null,
    categoryUri: null,
    categoryName: null,
    balanceCents: null,
    ...overrides,
  };
}

const bundle: RewardRule = {
  rewardId: 7,
  promoId: 3,
  kind: 'bundle-discount',
  title: 'Kitchen package',
  valueCents: 0,
  percentOff: 10,
  minItems: 3,
  brand: 'Fisher & Paykel',
  categoryUris: ['cooking'],
};
const cashback: RewardRule = {
  ...bundle,
  rewardId: 8,
  promoId: 4,
  kind: 'cashback',
  title: '$200 cashback',
  valueCents: 200_00,
  brand: 'Miele',
  categoryUris: ['laundry'],
  percentOff: null,
  minItems: 1,
};

describe('priceCart', () => {
  it('totals unit price times quantity plus add-ons, less line discounts and codes, to the cent', () => {
    const price = priceCart(
      [
        line({
          unitPriceCents: 1_299_99,
          quantity: 2,
          install: { id: 1, name: 'Install', priceCents: 149_00 },
          warranty: { id: 2, name: '5 years', priceCents: 99_95 },
        }),
        line({ productCode: 'P2', unitPriceCents: 49_95, quantity: 3, brand: 'Bosch' }),
      ],
      [],
      [code({ percentOff: 15 })],
      dollars,
    );
    expect(price.subtotalCents).toBe(2 * 1_299_99 + 3 * 49_95);
    expect(price.addOnCents).toBe(2 * (149_00 + 99_95));
    expect(price.couponCents).toBe(percentOf(2 * 1_299_99 + 3 * 49_95, 15));
    expect(price.couponCents).toBe(412_47); // 15% of 2749.83 = 412.4745, half up to the cent
    expect(price.orderTotalCents).toBe(2_749_83 + 497_90 - 412_47);
  });

  it('takes a bundle discount off each qualifying line once enough items are in the cart', () => {
    const fp = (productCode: string, quantity: number) =>
      line({ productCode, brand: 'Fisher & Paykel', categoryUri: 'cooking/ovens', quantity, unitPriceCents: 999_99 });
    const two = priceCart([fp('A', 2)], [bundle], [], dollars);
    expect(two.lineDiscountCents).toBe(0);
    const three = priceCart([fp('A', 2), fp('B', 1)], [bundle], [], dollars);
    expect(three.lines.map((l) => l.lineDiscountCents)).toEqual([200_00, 100_00]);
    expect(three.orderTotalCents).toBe(3 * 999_99 - 300_00);
  });

  it('attaches a reward to each qualifying product with its quantity', () => {
    const price = priceCart([line({ quantity: 2 }), line({ productCode: 'P2', brand: 'LG' })], [cashback], [], dollars);
    expect(price.rewards).toEqual([
      { rewardId: 8, promoId: 4, productCode: 'P1', kind: 'cashback', title: '$200 cashback', valueCents: 200_00, quantity: 2 },
    ]);
    expect(price.orderTotalCents).toBe(300_00);
  });

  it('limits a brand coupon to that brand and explains a code that does not fit', () => {
    const miele = code({ brand: 'Miele', percentOff: 20, code: 'MIELE20' });
    const price = priceCart([line(), line({ productCode: 'P2', brand: 'LG' })], [], [miele], dollars);
    expect(price.couponCents).toBe(20_00);
    const noMiele = priceCart([line({ brand: 'LG' })], [], [miele], dollars);
    expect(noMiele.couponCents).toBe(0);
    expect(noMiele.droppedCodes.map((d) => d.reason)).toEqual(['The code "MIELE20" applies only to Miele products.']);
  });

  it('asks for the minimum spend and caps a fixed amount at what it applies to', () => {
    const fixed = code({ kind: 'fixed', percentOff: null, amountCents: 50_00, minSpendCents: 500_00, code: 'TAKE50' });
    expect(codeMismatch(fixed, { lines: [line()], lineDiscountCents: [0] }, dollars)).toBe(
      'Spend at least $500.00 to use the code "TAKE50".',
    );
    const cheap = code({ kind: 'fixed', percentOff: null, amountCents: 500_00 });
    expect(priceCart([line({ unitPriceCents: 30_00 })], [], [cheap], dollars).orderTotalCents).toBe(0);
  });

  it('lets gift cards pay what is left, in the order applied, never below zero', () => {
    const gift = (id: number, balanceCents: number) => code({ id, code: `G${id}`, kind: 'gift-card', percentOff: null, balanceCents });
    const price = priceCart([line({ unitPriceCents: 150_00 })], [], [gift(1, 100_00), gift(2, 100_00)], dollars);
    expect(price.codes.map((c) => c.amountCents)).toEqual([100_00, 50_00]);
    expect(price.orderTotalCents).toBe(0);
    expect(price.savingTotalCents).toBe(0);
  });

  it('counts the saving off RRP, line discounts and the coupon', () => {
    const price = priceCart([line({ unitPriceCents: 80_00, rrpCents: 100_00, quantity: 2 })], [], [code()], dollars);
    expect(price.savingTotalCents).toBe(40_00 + 16_00);
  });
});

const arbitraryLine = fc.record({
  productCode: fc.string({ minLength: 1, maxLength: 6 }),
  unitPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
  rrpCents: fc.option(fc.integer({ min: 0, max: 6_000_000 })),
  quantity: fc.integer({ min: 1, max: 99 }),
  brand: fc.constantFrom('Miele', 'LG', 'Fisher & Paykel'),
  categoryUri: fc.constantFrom('laundry/dryers', 'cooking/ovens', 'tv-audio/tvs'),
  install: fc.option(fc.record({ id: fc.nat(), name: fc.constant('Install'), priceCents: fc.integer({ min: 0, max: 50_000 }) })),
  warranty: fc.option(fc.record({ id: fc.nat(), name: fc.constant('Warranty'), priceCents: fc.integer({ min: 0, max: 50_000 }) })),
});
const arbitraryCode = fc.oneof(
  fc.record({
    kind: fc.constant('percentage' as const),
    percentOff: fc.integer({ min: 1, max: 100 }),
    amountCents: fc.constant(null),
    balanceCents: fc.constant(null),
  }),
  fc.record({
    kind: fc.constant('fixed' as const),
    percentOff: fc.constant(null),
    amountCents: fc.integer({ min: 1, max: 1_000_000 }),
    balanceCents: fc.constant(null),
  }),
  fc.record({
    kind: fc.constant('gift-card' as const),
    percentOff: fc.constant(null),
    amountCents: fc.constant(null),
    balanceCents: fc.integer({ min: 0, max: 1_000_000 }),
  }),
);

describe('priceCart properties', () => {
  it('always gives integer totals that add up to the cent and never go below zero', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryLine, { maxLength: 12 }),
        fc.array(arbitraryCode, { maxLength: 3 }),
        fc.constantFrom(null, 'Miele'),
        (lines, codes, brand) => {
          const rules = codes.map((c, i) => code({ ...c, id: i + 1, code: `C${i}`, brand }));
          const price = priceCart(lines, [bundle, cashback], rules, dollars);
          const parts = [
            price.subtotalCents,
            price.lineDiscountCents,
            price.addOnCents,
            price.couponCents,
            price.giftCardCents,
            price.orderTotalCents,
          ];
          expect(parts.every(Number.isInteger)).toBe(true);
          expect(price.orderTotalCents).toBeGreaterThanOrEqual(0);
          expect(price.orderTotalCents).toBe(
            price.subtotalCents - price.lineDiscountCents + price.addOnCents - price.couponCents - price.giftCardCents,
          );
          expect(price.lineDiscountCents).toBe(price.lines.reduce((s, l) => s + l.lineDiscountCents, 0));
          expect(price.couponCents + price.lineDiscountCents).toBeLessThanOrEqual(price.subtotalCents);
          for (const applied of price.codes) {
            const rule = rules.find((r) => r.id === applied.id);
            if (rule?.kind === 'gift-card') expect(applied.amountCents).toBeLessThanOrEqual(rule.balanceCents ?? 0);
          }
        },
      ),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(fc.array(arbitraryLine, { minLength: 1, maxLength: 8 }), arbitraryCode, (lines, c) => {
        const rules = [code({ ...c, id: 1 })];
        const forward = priceCart(lines, [bundle, cashback], rules, dollars);
        const backward = priceCart([...lines].reverse(), [bundle, cashback], rules, dollars);
        expect(backward.orderTotalCents).toBe(forward.orderTotalCents);
        expect(backward.savingTotalCents).toBe(forward.savingTotalCents);
      }),
    );
  });

  it('rounds a percentage half up exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100 }), (cents, percent) => {
        const product = BigInt(cents) * BigInt(percent);
        const halfUp = Number((product + 50n) / 100n);
        expect(percentOf(cents, percent)).toBe(halfUp);
      }),
    );
  });
});
