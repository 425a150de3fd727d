import { describe, expect, it } from 'vitest';
import { excludingGst, gstIncludedCents, gstOnTop } from './gst';

describe('GST by country', () => {
  it('finds a eleventh of an Australian total and three twenty-thirds of a New Zealand one', () => {
    expect(gstIncludedCents(1528_00, 'AU')).toBe(138_91);
    expect(gstIncludedCents(1528_00, 'NZ')).toBe(199_30);
    expect(gstIncludedCents(0, 'NZ')).toBe(0);
  });

  it('takes the tax out of a price by dividing by 1.1 in Australia and 1.15 in New Zealand', () => {
    expect(excludingGst(1100, 'AU')).toBeCloseTo(1000, 9);
    expect(excludingGst(1150, 'NZ')).toBeCloseTo(1000, 9);
  });

  it('adds the country’s rate on top of an amount without tax', () => {
    expect(gstOnTop(1000, 'AU')).toBeCloseTo(100, 9);
    expect(gstOnTop(1000, 'NZ')).toBeCloseTo(150, 9);
  });
});
