import { describe, expect, it } from 'vitest';
import { checkPhone, displayPhone, PHONE_ERRORS } from './phone-number';

describe('Australian phone numbers', () => {
  it.each([
    ['0412 345 678', '0412345678', 'mobile'],
    ['+61 412 345 678', '0412345678', 'mobile'],
    ['61412345678', '0412345678', 'mobile'],
    ['0061 512 345 678', '0512345678', 'mobile'],
    ['02 9876 5432', '0298765432', 'landline'],
    ['+61 3 9876 5432', '0398765432', 'landline'],
    ['0898765432', '0898765432', 'landline'],
  ])('accepts %s as %s (%s)', (input, number, kind) => {
    expect(checkPhone(input, 'AU')).toEqual({ ok: true, number, kind });
  });

  it('asks for the area code of an 8-digit number', () => {
    expect(checkPhone('9876 5432', 'AU')).toEqual({ ok: false, error: PHONE_ERRORS.missingAreaCode });
  });

  it.each(['0498 765 43', '04987654321', '0412-345-678', '0498x65432', '0498765432123456', '', '   ', '0498 765 432 12', '0412345678a'])(
    'gives the generic error for %j',
    (input) => {
      expect(checkPhone(input, 'AU')).toEqual({ ok: false, error: PHONE_ERRORS.generic });
    },
  );

  it('refuses a landline where a mobile is asked for, with its own text', () => {
    expect(checkPhone('02 9876 5432', 'AU', { mobileOnly: true })).toEqual({ ok: false, error: 'not an Australian mobile number' });
    expect(checkPhone('0412 345 678', 'AU', { mobileOnly: true })).toMatchObject({ ok: true });
  });

  it('refuses a New Zealand number in an Australian flavour', () => {
    expect(checkPhone('021 234 567', 'AU')).toEqual({ ok: false, error: PHONE_ERRORS.generic });
  });
});

describe('New Zealand phone numbers', () => {
  it.each([
    ['021 234 567', '021234567', 'mobile'],
    ['+64 21 234 5678', '0212345678', 'mobile'],
    ['0064 22 123 45678', '02212345678', 'mobile'],
    ['09 123 4567', '091234567', 'landline'],
    ['64 3 123 4567', '031234567', 'landline'],
    ['0800 123 456', '0800123456', 'tollFree'],
    ['0508 123 456', '0508123456', 'tollFree'],
  ])('accepts %s as %s (%s)', (input, number, kind) => {
    expect(checkPhone(input, 'NZ')).toEqual({ ok: true, number, kind });
  });

  it.each(['0412 345 678', '021 234', '01 123 4567', '12345678'])('gives the generic error for %j', (input) => {
    expect(checkPhone(input, 'NZ')).toEqual({ ok: false, error: PHONE_ERRORS.generic });
  });

  it('refuses a landline or toll-free number where a mobile is asked for', () => {
    expect(checkPhone('09 123 4567', 'NZ', { mobileOnly: true })).toEqual({ ok: false, error: 'not a NZ mobile number' });
    expect(checkPhone('0800 123 456', 'NZ', { mobileOnly: true })).toEqual({ ok: false, error: 'not a NZ mobile number' });
  });
});

describe('phone display', () => {
  it('groups mobiles 4-3-3 and landlines 2-4-rest', () => {
    expect(displayPhone('0412345678', 'AU')).toBe('0412 345 678');
    expect(displayPhone('0298765432', 'AU')).toBe('02 9876 5432');
    expect(displayPhone('091234567', 'NZ')).toBe('09 1234 567');
    expect(displayPhone('0212345678', 'NZ')).toBe('0212 345 678');
  });
});
