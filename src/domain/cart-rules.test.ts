import { describe, expect, it } from 'vitest';
import { CART_UNKNOWN_ERROR, cartCount, cartErrorText, isProformaBrand, truncateCartTitle } from './cart-rules';

describe('cart rules', () => {
  it('flags proforma delivery on a brand in the setting, ignoring case and spaces', () => {
    expect(isProformaBrand('Sub-Zero', ' gaggenau , SUB-ZERO,Wolf')).toBe(true);
    expect(isProformaBrand(' wolf ', 'Gaggenau,Sub-Zero,Wolf')).toBe(true);
    expect(isProformaBrand('Miele', 'Gaggenau,Sub-Zero,Wolf')).toBe(false);
    expect(isProformaBrand('', ',')).toBe(false);
  });

  it('counts products plus rewards', () => {
    expect(cartCount({ productCount: 3, rewards: [{}, {}] })).toBe(5);
  });

  it('shows the first error, else the fallback', () => {
    expect(cartErrorText(['First', 'Second'])).toBe('First');
    expect(cartErrorText([])).toBe(CART_UNKNOWN_ERROR);
    expect(cartErrorText(undefined)).toBe('An unknown error occurred, please try again later');
  });

  it('cuts titles to 58 characters', () => {
    const long = 'A'.repeat(80);
    expect(truncateCartTitle(long)).toHaveLength(58);
    expect(truncateCartTitle('Short')).toBe('Short');
  });
});
