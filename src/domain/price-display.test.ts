import { describe, expect, it } from 'vitest';
import { AUSTRALIAN_DOLLARS as AUD } from './money-format';
import { displayPrice, formatPrice, isNotableDiscount, isValidSaving, priceLoginHref, pricingView } from './price-display';

describe('price display', () => {
  it('shows N/A for no price and FREE for zero by default', () => {
    expect(displayPrice(null, AUD)).toEqual({ kind: 'text', text: 'N/A' });
    expect(displayPrice(undefined, AUD)).toEqual({ kind: 'text', text: 'N/A' });
    expect(displayPrice(0, AUD)).toEqual({ kind: 'text', text: 'FREE' });
    expect(displayPrice(0, AUD, 'Included')).toEqual({ kind: 'text', text: 'Included' });
    expect(displayPrice(99900, AUD)).toEqual({ kind: 'amount', parts: { symbol: '$', dollars: '999', cents: null } });
  });

  it('formats plain text prices', () => {
    expect(formatPrice(129995, AUD)).toBe('$1,299.95');
    expect(formatPrice(129900, AUD)).toBe('$1,299');
    expect(formatPrice(null, AUD)).toBe('N/A');
    expect(formatPrice(0, AUD)).toBe('FREE');
    expect(formatPrice(-500, AUD)).toBe('-$5');
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
  it('asks for a login where the server withheld the prices, leading back to the page', () => {
    expect(pricingView({ pricesWithheld: true, priceCents: null })).toEqual({
      view: 'login',
      text: 'LOG IN for Price',
      href: '/account/login',
    });
    expect(pricingView({ pricesWithheld: true, priceCents: null, returnPath: '/p/oven?x=1' })).toEqual({
      view: 'login',
      text: 'LOG IN for Price',
      href: '/account/login?returnUrl=%2Fp%2Foven%3Fx%3D1',
    });
  });

  it('never passes another site as the return address', () => {
    expect(priceLoginHref('//evil.example/x')).toBe('/account/login');
    expect(priceLoginHref('https://evil.example/x')).toBe('/account/login');
  });

  it('shows the price when there is one, otherwise Request Price', () => {
    expect(pricingView({ pricesWithheld: false, priceCents: 0 })).toEqual({ view: 'price' });
    expect(pricingView({ pricesWithheld: false, priceCents: null })).toEqual({ view: 'request', text: 'Request Price' });
  });
});
