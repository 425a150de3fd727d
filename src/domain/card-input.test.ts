import { describe, expect, it } from 'vitest';
import { cardLogoOf, formatCardNumberInput, formatCvvInput, formatExpiryInput, toAsciiDigits } from './card-input';

describe('formatCardNumberInput', () => {
  it('spaces a visa or mastercard in fours and stops at 16 digits (19 characters)', () => {
    expect(formatCardNumberInput('4111111111111111999')).toBe('4111 1111 1111 1111');
    expect(formatCardNumberInput('55555555')).toBe('5555 5555');
  });

  it('spaces an amex 4-6-5 and stops at 15 digits', () => {
    expect(formatCardNumberInput('378282246310005123')).toBe('3782 822463 10005');
  });

  it('drops anything but digits and spaces, and converts full-width digits', () => {
    expect(formatCardNumberInput('4111-1111abc')).toBe('4111 1111');
    expect(formatCardNumberInput('４１１１　１１１１')).toBe('4111 1111');
  });

  it('never grows past the field limit of 19 characters', () => {
    expect(formatCardNumberInput('6212345678901234567').length).toBeLessThanOrEqual(19);
  });
});

describe('formatExpiryInput', () => {
  it('builds "MM / YYYY" from the digits typed', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12 / ');
    expect(formatExpiryInput('12 / 2')).toBe('12 / 2');
    expect(formatExpiryInput('122030')).toBe('12 / 2030');
    expect(formatExpiryInput('12 / 20301')).toBe('12 / 2030');
  });

  it('makes a first digit above 1 a month on its own', () => {
    expect(formatExpiryInput('4')).toBe('04 / ');
  });

  it('lets backspace remove the separator', () => {
    expect(formatExpiryInput('12 /', true)).toBe('12');
  });

  it('converts full-width digits', () => {
    expect(formatExpiryInput('０８２９')).toBe('08 / 29');
  });
});

describe('the security code and the logo', () => {
  it('keeps at most four digits', () => {
    expect(formatCvvInput('12a34 5')).toBe('1234');
  });

  it('shows the visa, mastercard and amex logos from the prefix, and no other', () => {
    expect(cardLogoOf('41')).toBe('visa');
    expect(cardLogoOf('51')).toBe('mastercard');
    expect(cardLogoOf('2221')).toBe('mastercard');
    expect(cardLogoOf('34')).toBe('amex');
    expect(cardLogoOf('6011')).toBeNull();
    expect(cardLogoOf('')).toBeNull();
  });

  it('converts the full-width space too', () => {
    expect(toAsciiDigits('１\u3000２')).toBe('1 2');
  });
});
