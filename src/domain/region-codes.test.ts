import { describe, expect, it } from 'vitest';
import { regionForCode, REGION_PARAM_REMOVAL_MS, searchWithoutRegion } from './region-codes';

describe('region codes', () => {
  it('map the campaign codes to their cities', () => {
    expect(regionForCode('2000')).toEqual({ city: 'Sydney', state: 'NSW', postcode: '2000' });
    expect(regionForCode('3000')).toEqual({ city: 'Melbourne', state: 'VIC', postcode: '3000' });
    expect(regionForCode('2000222')).toEqual({ city: 'Canberra', state: 'ACT', postcode: '2600' });
    expect(regionForCode('4000')?.city).toBe('Brisbane');
    expect(regionForCode('5000')?.city).toBe('Adelaide');
    expect(regionForCode('6000')?.city).toBe('Perth');
    expect(regionForCode('7000')?.city).toBe('Hobart');
    expect(regionForCode('0800')).toEqual({ city: 'Darwin', state: 'NT', postcode: '0800' });
  });

  it('know no other codes', () => {
    expect(regionForCode('2600')).toBeNull();
    expect(regionForCode('800')).toBeNull();
    expect(regionForCode('')).toBeNull();
    expect(regionForCode(null)).toBeNull();
    expect(regionForCode(undefined)).toBeNull();
  });

  it('remove only the region parameter from a query string', () => {
    expect(searchWithoutRegion('?region_id=3000')).toBe('');
    expect(searchWithoutRegion('?a=1&region_id=3000&b=2')).toBe('?a=1&b=2');
    expect(searchWithoutRegion('')).toBe('');
    expect(REGION_PARAM_REMOVAL_MS).toBe(500);
  });
});
