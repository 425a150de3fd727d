import { describe, expect, it } from 'vitest';
import { addressLines, checkAddress, type AddressFields } from './customer-address';

const au: AddressFields = {
  firstName: 'Jane',
  lastName: 'Citizen',
  companyName: '',
  address: '12 Wattle Street',
  suburb: 'Parramatta',
  state: 'NSW',
  postcode: '2150',
  phone: '0412 345 678',
};
const nz: AddressFields = { ...au, address: '8 Kauri Road', suburb: 'Ponsonby', state: null, postcode: '1011', phone: '021 234 567' };

describe('saved address rules', () => {
  it('accepts a complete Australian address and a New Zealand one without a state', () => {
    expect(checkAddress(au, 'AU')).toEqual({});
    expect(checkAddress(nz, 'NZ')).toEqual({});
  });

  it('names each missing or wrong field', () => {
    const errors = checkAddress({ ...au, firstName: '', address: '', state: 'XX', postcode: '215', phone: '' }, 'AU');
    expect(errors).toEqual({
      firstName: 'Please enter a first name.',
      address: 'Please enter a street address.',
      state: 'Please choose a state.',
      postcode: 'Please enter a 4-digit postcode.',
      phone: 'Please enter a valid phone number.',
    });
  });

  it('keeps the field limits', () => {
    expect(checkAddress({ ...au, address: 'x'.repeat(51), suburb: 'y'.repeat(31) }, 'AU')).toEqual({
      address: 'Street address must be 50 characters or fewer.',
      suburb: 'Suburb must be 30 characters or fewer.',
    });
  });

  it('uses the country’s phone rules and mobile texts', () => {
    expect(checkAddress({ ...au, phone: '02 9876 5432' }, 'AU').phone).toBe('not an Australian mobile number');
    expect(checkAddress({ ...au, phone: '9876 5432' }, 'AU').phone).toBe('Please include the area code, e.g. 02 9876 5432.');
    expect(checkAddress({ ...nz, phone: '09 123 4567' }, 'NZ').phone).toBe('not a NZ mobile number');
    expect(checkAddress({ ...nz, phone: '0412 345 678' }, 'NZ').phone).toBe('Please enter a valid phone number.');
  });

  it('refuses a state on a New Zealand address', () => {
    expect(checkAddress({ ...nz, state: 'AKL' }, 'NZ')).toEqual({ state: 'New Zealand addresses have no state.' });
  });

  it('shows the place line in each country’s format', () => {
    expect(addressLines(au, 'AU')).toEqual(['Jane Citizen', '12 Wattle Street', 'Parramatta NSW 2150']);
    expect(addressLines({ ...nz, companyName: 'Kauri Kitchens' }, 'NZ')).toEqual([
      'Jane Citizen',
      'Kauri Kitchens',
      '8 Kauri Road',
      'Ponsonby 1011',
    ]);
  });
});
