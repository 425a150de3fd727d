import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDigits } from './digit-groups';

describe('digit groups', () => {
  it('writes whole numbers in threes with commas', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(100000)).toBe('100,000');
    expect(groupDigits(-1234567)).toBe('-1,234,567');
  });

  it('says what Intl says in both flavours’ locales, for any safe integer', () => {
    const intl = { 'en-AU': new Intl.NumberFormat('en-AU'), 'en-NZ': new Intl.NumberFormat('en-NZ') };
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.constant(-0)),
        fc.constantFrom('en-AU' as const, 'en-NZ' as const),
        (n, locale) => {
          expect(groupDigits(n)).toBe(intl[locale].format(n));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
