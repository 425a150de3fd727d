import { describe, expect, it } from 'vitest';
import { formattedAddress, parseTypedAddress, shortStreetName } from './street-address';

describe('parseTypedAddress', () => {
  it('reads a number, a street with its type spelt out and the locality after it', () => {
    expect(parseTypedAddress('12 Smith St')).toEqual({ number: '12', street: 'smith street', locality: null });
    expect(parseTypedAddress('  3/40a  George St. Bondi NSW ')).toEqual({
      number: '3/40A',
      street: 'george street',
      locality: 'bondi nsw',
    });
    expect(parseTypedAddress('12 Smith Street, Bondi, NSW 2026')).toEqual({
      number: '12',
      street: 'smith street',
      locality: 'bondi nsw 2026',
    });
  });

  it('takes an unfinished street as a prefix, and nothing without a letter', () => {
    expect(parseTypedAddress('12 Smi')).toEqual({ number: '12', street: 'smi', locality: null });
    expect(parseTypedAddress('Pacific Hwy')).toEqual({ number: null, street: 'pacific highway', locality: null });
    expect(parseTypedAddress('12 ')).toBeNull();
    expect(parseTypedAddress('')).toBeNull();
  });
});

describe('address display', () => {
  const place = {
    streetId: 1,
    street: 'Smith Street',
    suburb: 'Bondi',
    state: 'NSW',
    postcode: '2026',
    country: 'AU',
    latitude: -33.89,
    longitude: 151.27,
  };
  it('formats AU and NZ addresses and short street names', () => {
    expect(formattedAddress(place, '12')).toBe('12 Smith Street, Bondi NSW 2026, Australia');
    expect(
      formattedAddress({ ...place, street: 'Queen Street', suburb: 'Ponsonby', state: 'AUK', postcode: '1011', country: 'NZ' }, null),
    ).toBe('Queen Street, Ponsonby 1011, New Zealand');
    expect(shortStreetName('Smith Street')).toBe('Smith St');
    expect(shortStreetName('Anzac Parade')).toBe('Anzac Pde');
    expect(shortStreetName('The Boulevard')).toBe('The Boulevard');
  });
});
