import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUSTRALIAN_DOLLARS, formatMoney, formatMoneyWithCents, MONEY_MEMO_LIMIT, priceParts } from './money-format';

const NZD = { locale: 'en-NZ', currency: 'NZD' } as const;

describe('money format', () => {
  it('shows whole dollars with superscript cents only when non-zero', () => {
    expect(priceParts(129995, AUSTRALIAN_DOLLARS)).toEqual({ symbol: '$', dollars: '1,299', cents: '95' });
    expect(priceParts(129900, AUSTRALIAN_DOLLARS)).toEqual({ symbol: '$', dollars: '1,299', cents: null });
    expect(priceParts(105, AUSTRALIAN_DOLLARS)).toEqual({ symbol: '$', dollars: '1', cents: '05' });
    expect(priceParts(123456789, AUSTRALIAN_DOLLARS)).toEqual({ symbol: '$', dollars: '1,234,567', cents: '89' });
    expect(priceParts(-500, AUSTRALIAN_DOLLARS)).toEqual({ symbol: '$', dollars: '-5', cents: null });
  });

  it('prints plain text with cents only when there are some', () => {
    expect(formatMoney(129995, AUSTRALIAN_DOLLARS)).toBe('$1,299.95');
    expect(formatMoney(129900, AUSTRALIAN_DOLLARS)).toBe('$1,299');
    expect(formatMoney(5, AUSTRALIAN_DOLLARS)).toBe('$0.05');
    expect(formatMoney(-500, AUSTRALIAN_DOLLARS)).toBe('-$5');
  });

  it('follows the New Zealand flavour’s locale and currency', () => {
    expect(formatMoney(129995, NZD)).toBe('$1,299.95');
    expect(priceParts(1234500, NZD)).toEqual({ symbol: '$', dollars: '12,345', cents: null });
    // The same code with another currency shows that currency's symbol, not a hard-coded "$".
    expect(formatMoney(129900, { locale: 'en-AU', currency: 'EUR' })).toBe('€1,299');
  });

  it('prints minus zero as zero, whichever was formatted first', () => {
    expect(formatMoney(-0, AUSTRALIAN_DOLLARS)).toBe('$0');
    expect(formatMoney(-0.4, NZD)).toBe('$0');
    expect(priceParts(-0.2, AUSTRALIAN_DOLLARS)).toEqual({ symbol: '$', dollars: '0', cents: null });
    expect(formatMoneyWithCents(-0, AUSTRALIAN_DOLLARS)).toBe('$0.00');
  });

  it('prints amounts stated to the cent always with cents', () => {
    expect(formatMoneyWithCents(200000, AUSTRALIAN_DOLLARS)).toBe('$2,000.00');
    expect(formatMoneyWithCents(5000, NZD)).toBe('$50.00');
    expect(formatMoneyWithCents(2501, AUSTRALIAN_DOLLARS)).toBe('$25.01');
  });

  it('formats an amount once per locale and currency and hands out the same parts again', () => {
    const first = priceParts(89900, AUSTRALIAN_DOLLARS);
    expect(priceParts(89900, AUSTRALIAN_DOLLARS)).toBe(first);
    // The same cents in another currency or locale are another entry, never the first one's text.
    expect(priceParts(89900, { locale: 'en-AU', currency: 'EUR' })).toEqual({ symbol: '€', dollars: '899', cents: null });
    expect(formatMoney(89950, AUSTRALIAN_DOLLARS)).toBe('$899.50');
    expect(formatMoney(89950, { locale: 'de-DE', currency: 'EUR' })).toBe('899,50\u00a0€');
  });

  it('stays right past its bound, starting the memo again', () => {
    const kept = priceParts(123400, NZD);
    for (let cents = 0; cents <= MONEY_MEMO_LIMIT * 100; cents += 100) formatMoney(cents, NZD);
    for (let cents = 0; cents <= MONEY_MEMO_LIMIT; cents += 1) priceParts(cents * 100 + 1, NZD);
    const again = priceParts(123400, NZD);
    expect(again).toEqual({ symbol: '$', dollars: '1,234', cents: null });
    expect(again).not.toBe(kept);
    expect(formatMoney(123456, NZD)).toBe('$1,234.56');
  });

  it('writes the flavours’ dollars exactly as Intl does, without asking it', () => {
    // What the formatter printed when it always asked Intl; the flavours' pairs are now written out.
    const intl = (cents: number, { locale, currency }: { locale: string; currency: string }, digits: number) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    const amounts = fc.oneof(
      fc.integer({ min: -100_000_000, max: 100_000_000 }),
      fc.integer(),
      fc.constantFrom(0, -0, 5, 99, 100, 101, -1),
    );
    const flavours = fc.constantFrom(AUSTRALIAN_DOLLARS, NZD);
    fc.assert(
      fc.property(amounts, flavours, (amount, money) => {
        const cents = amount + 0; // minus zero is printed as zero (money-format.ts's rounding)
        expect(formatMoney(cents, money)).toBe(intl(cents, money, cents % 100 === 0 ? 0 : 2).format(cents / 100));
        expect(formatMoneyWithCents(cents, money)).toBe(intl(cents, money, 2).format(cents / 100));
        const parts = intl(cents, money, 2).formatToParts(cents / 100);
        const text = (...types: string[]) =>
          parts
            .filter((part) => types.includes(part.type))
            .map((part) => part.value)
            .join('');
        const fraction = text('fraction');
        expect(priceParts(cents, money)).toEqual({
          symbol: text('currency'),
          dollars: text('minusSign', 'integer', 'group'),
          cents: fraction === '00' ? null : fraction,
        });
      }),
      { numRuns: 3000 },
    );
  });
});
