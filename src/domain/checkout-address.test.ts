import { describe, expect, it } from 'vitest';
import {
  addressLimits,
  cartHasMiele,
  geoLocationId,
  instructionsLeft,
  isPoBox,
  streetAddressError,
  suburbError,
  suburbOptionText,
  suburbSearchable,
  titleCase,
} from './checkout-address';

describe('checkout address rules', () => {
  it('searches suburbs only when more than 2 characters are typed', () => {
    expect(suburbSearchable('pe')).toBe(false);
    expect(suburbSearchable('  pe  ')).toBe(false);
    expect(suburbSearchable('per')).toBe(true);
  });

  it('allows 50 characters of address and company name, 35 with a Miele item in the cart', () => {
    expect(addressLimits(false)).toEqual({ address: 50, companyName: 50 });
    expect(addressLimits(true)).toEqual({ address: 35, companyName: 35 });
    expect(cartHasMiele(['Bosch', ' MIELE '])).toBe(true);
    expect(cartHasMiele(['Bosch', 'Mielestyle'])).toBe(false);
  });

  it('answers the street address with the spec’s messages', () => {
    const delivery = { kind: 'delivery' as const, hasMiele: false };
    expect(streetAddressError('', delivery)).toBe('Please enter a valid address (max 50 characters)');
    expect(streetAddressError('x'.repeat(51), delivery)).toBe('Address cannot be more than 50 characters');
    expect(streetAddressError('x'.repeat(36), { ...delivery, hasMiele: true })).toBe('Address cannot be more than 35 characters');
    expect(streetAddressError('x'.repeat(35), { ...delivery, hasMiele: true })).toBeNull();
    expect(streetAddressError('12 Fitzgerald Street', delivery)).toBeNull();
  });

  it('refuses PO boxes on a delivery address only', () => {
    for (const box of ['PO Box 12', 'P.O. Box 7', 'po box 1', 'GPO Box 9', 'Post Office Box 3', 'Box 44']) {
      expect(isPoBox(box), box).toBe(true);
      expect(streetAddressError(box, { kind: 'delivery', hasMiele: false })).toBe("We don't deliver to PO Boxes");
    }
    expect(streetAddressError('PO Box 12', { kind: 'billing', hasMiele: false })).toBeNull();
    expect(isPoBox('12 Boxhill Road')).toBe(false);
    expect(isPoBox('3 Post Office Lane')).toBe(false);
  });

  it('title-cases suburbs, hyphens and apostrophes included', () => {
    expect(titleCase('NORTH PERTH')).toBe('North Perth');
    expect(titleCase("o'connor")).toBe("O'Connor");
    expect(titleCase('kirra-lee heights')).toBe('Kirra-Lee Heights');
  });

  it('shows localities as "{postcode} {suburb}, {state}" in Australia and "{suburb} {postcode}" in New Zealand', () => {
    expect(suburbOptionText({ suburb: 'NORTH PERTH', state: 'WA', postcode: '6006' }, 'AU')).toBe('6006 North Perth, WA');
    expect(suburbOptionText({ suburb: 'Ponsonby', state: null, postcode: '1011' }, 'NZ')).toBe('Ponsonby 1011');
    expect(suburbOptionText({ suburb: 'Ponsonby', state: 'AUK', postcode: '1011' }, 'NZ')).toBe('Ponsonby 1011');
  });

  it('gives the delivery geo-location id as postcode_suburb', () => {
    expect(geoLocationId({ postcode: '6006', suburb: 'North Perth' })).toBe('6006_North Perth');
  });

  it('asks for a suburb, or for one from the list when text was typed but nothing chosen', () => {
    expect(suburbError({ chosenSuburb: '', typedText: '' })).toBe('Please enter a valid suburb');
    expect(suburbError({ chosenSuburb: '', typedText: 'north per' })).toBe('Please, select a suburb in the suggested list.');
    expect(suburbError({ chosenSuburb: 'North Perth', typedText: '6006 North Perth, WA' })).toBeNull();
  });

  it('counts the delivery instructions down from 150', () => {
    expect(instructionsLeft('')).toBe(150);
    expect(instructionsLeft('x'.repeat(151))).toBe(-1);
  });
});
