import { describe, expect, it } from 'vitest';
import { displayPrice, formatPrice, isNotableDiscount, isValidSaving, priceParts, pricingView, yearsInBusiness } from './price-display';

describe('price display', () => {
  it('shows whole dollars with superscript cents only when non-zero', () => {
    expect(priceParts(129995)).toEqual({ dollars: '1,299', cents: '95' });
    expect(priceParts(129900)).toEqual({ dollars: '1,299', cents: null });
    expect(priceParts(105)).toEqual({ dollars: '1', cents: '05' });
    expect(priceParts(123456789)).toEqual({ dollars: '1,234,567', cents: '89' });
  });

  it('shows N/A for no price and FREE for zero by default', () => {
    expect(displayPrice(null)).toEqual({ kind: 'text', text: 'N/A' });
    expect(displayPrice(undefined)).toEqual({ kind: 'text', text: 'N/A' });
    expect(displayPrice(0)).toEqual({ kind: 'text', text: 'FREE' });
    expect(displayPrice(0, 'Included')).toEqual({ kind: 'text', text: 'Included' });
    expect(displayPrice(99900)).toEqual({ kind: 'amount', parts: { dollars: '999', cents: null } });
  });

  it('formats plain text prices', () => {
    expect(formatPrice(129995)).toBe('$1,299.95');
    expect(formatPrice(129900)).toBe('$1,299');
    expect(formatPrice(null)).toBe('N/A');
    expect(formatPrice(0)).toBe('FREE');
    expect(formatPrice(-500)).toBe('-$5');
  });
});

describe('discount rules', () => {
  it('counts a discount as notable at 5% off RRP or $200 off', () => {
    expect(isNotableDiscount(95000, 100000)).toBe(true); // exactly 5%
    expect(isNotableDiscount(95100, 100000)).toBe(false); // 4.9%, $49
    expect(isNotableDiscount(980000, 1000000)).toBe(true); // 2%, but $200
    expect(isNotableDiscount(980100, 1000000)).toBe(false); // $199
    expect(isNotableDiscount(100000, 100000)).toBe(false);
    expect(isNotableDiscount(null, 100000)).toBe(false);
    expect(isNotableDiscount(100000, null)).toBe(false);
    expect(isNotableDiscount(110000, 100000)).toBe(false);
  });

  it('states a saving only at 5% of total RRP and above 0', () => {
    expect(isValidSaving(5000, 100000)).toBe(true);
    expect(isValidSaving(4999, 100000)).toBe(false);
    expect(isValidSaving(0, 0)).toBe(false);
    expect(isValidSaving(0, 100000)).toBe(false);
    expect(isValidSaving(-10, 100)).toBe(false);
  });
});

describe('pricing view', () => {
  it('asks commercial visitors to log in before showing a price', () => {
    expect(pricingView({ pricesRequireLogin: true, signedIn: false, priceCents: 1000 })).toEqual({
      view: 'login',
      text: 'LOG IN for Price',
      href: '/account/login',
    });
    expect(pricingView({ pricesRequireLogin: true, signedIn: true, priceCents: 1000 })).toEqual({ view: 'price' });
  });

  it('shows the price when there is one, otherwise Request Price', () => {
    expect(pricingView({ pricesRequireLogin: false, signedIn: false, priceCents: 0 })).toEqual({ view: 'price' });
    expect(pricingView({ pricesRequireLogin: false, signedIn: false, priceCents: null })).toEqual({
      view: 'request',
      text: 'Request Price',
    });
  });
});

describe('years in business', () => {
  it('counts the years since 1906', () => {
    expect(yearsInBusiness(new Date('2026-11-21T00:00:00Z'), 'Australia/Sydney')).toBe(120);
    expect(yearsInBusiness(new Date('1906-06-01T00:00:00Z'), 'Australia/Sydney')).toBe(0);
  });

  it('turns the year on the shop’s New Year, not the server’s', () => {
    // 14:00 UTC on 31 December 2026 is already 1 January 2027 in Sydney.
    expect(yearsInBusiness(new Date('2026-12-31T14:00:00Z'), 'Australia/Sydney')).toBe(121);
    expect(yearsInBusiness(new Date('2026-12-31T14:00:00Z'), 'Australia/Perth')).toBe(120);
  });
});
