import { describe, expect, it } from 'vitest';
import { formatLocality, formatPlaceLine } from './locality-format';

const takapuna = { suburb: 'Takapuna', state: 'AUK', postcode: '0622', country: 'NZ' };
const alexandria = { suburb: 'Alexandria', state: 'NSW', postcode: '2015', country: 'AU' };

describe('locality display', () => {
  it("reads '{postcode} {suburb}, {state}' in Australia and '{suburb} {postcode}' in New Zealand", () => {
    expect(formatLocality(alexandria)).toBe('2015 Alexandria, NSW');
    expect(formatLocality(takapuna)).toBe('Takapuna 0622');
  });

  it('writes an Australian address line with its state, the suburb optional', () => {
    expect(formatPlaceLine(alexandria)).toBe('Alexandria NSW 2015');
    expect(formatPlaceLine(alexandria, { withSuburb: false })).toBe('NSW 2015');
  });

  it('writes a New Zealand address line as suburb and postcode, never the region code', () => {
    expect(formatPlaceLine(takapuna)).toBe('Takapuna 0622');
    expect(formatPlaceLine(takapuna, { withSuburb: false })).toBe('Takapuna 0622');
  });
});
