import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkCardBeforeSubmit, parseExpiry, type CardFields } from './card-checks';

const VISA: CardFields = { nameOnCard: 'Jane Citizen', cardNo: '4111 1111 1111 1111', expiryDate: '08 / 2027', cvv: '123' };

describe('checkCardBeforeSubmit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 15 June 2026 on the shopper's clock.
    vi.setSystemTime(new Date(2026, 5, 15, 12, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('passes a good card and gives the gateway its fields, the expiry as MM/YY', () => {
    expect(checkCardBeforeSubmit(VISA)).toEqual({
      ok: true,
      card: { holderName: 'Jane Citizen', number: '4111111111111111', cvc: '123', expiryMonth: '08', expiryYear: '2027', expiry: '08/27' },
    });
  });

  it('expands a two-digit year to 20xx', () => {
    const check = checkCardBeforeSubmit({ ...VISA, expiryDate: '8/29' });
    expect(check.ok && check.card).toMatchObject({ expiryMonth: '08', expiryYear: '2029', expiry: '08/29' });
  });

  it.each([
    ['an empty name', { nameOnCard: '  ' }, 'Please check the name on your card entered.'],
    ['a card number as the name', { nameOnCard: '4111111111111111' }, 'Please check the name on your card entered.'],
    ['a failed checksum', { cardNo: '4111 1111 1111 1112' }, 'Please check your card number.'],
    ['too few digits', { cardNo: '4111 1111 1111' }, 'Please check your card number.'],
    ['a two-digit code', { cvv: '12' }, 'Please check your CVC number.'],
    ['a five-digit code', { cvv: '12345' }, 'Please check your CVC number.'],
    ['a code with a letter', { cvv: '12a' }, 'Please check your CVC number.'],
    ['a month 13', { expiryDate: '13 / 2027' }, 'Please check the card expiry date entered.'],
    ['last year', { expiryDate: '12 / 2025' }, 'Please check the card expiry date entered.'],
    ['an earlier month of this year', { expiryDate: '05 / 2026' }, 'Please check the card expiry date entered.'],
    ['an earlier month, two-digit year', { expiryDate: '05/26' }, 'Please check the card expiry date entered.'],
  ])('refuses %s with error code 401 and the spec text', (_case, change, message) => {
    expect(checkCardBeforeSubmit({ ...VISA, ...change })).toEqual({ ok: false, errorCode: 401, message });
  });

  it('accepts the current month of this year (the card runs to its end)', () => {
    expect(checkCardBeforeSubmit({ ...VISA, expiryDate: '06 / 2026' }).ok).toBe(true);
  });

  it('follows the clock: the same card fails once its month is over', () => {
    vi.setSystemTime(new Date(2027, 8, 1, 9, 0, 0));
    expect(checkCardBeforeSubmit(VISA)).toEqual({ ok: false, errorCode: 401, message: 'Please check the card expiry date entered.' });
  });

  // Document 2's check before submit takes "cvv (3 or 4 digits)" whatever the card; the gateway
  // judges the code itself (the sandbox takes any 3 or 4 digits, as the README's test cards say).
  it.each([
    ['a visa', '4111 1111 1111 1111'],
    ['an amex', '3782 822463 10005'],
  ])('takes a security code of 3 or 4 digits on %s', (_card, cardNo) => {
    expect(checkCardBeforeSubmit({ ...VISA, cardNo, cvv: '1234' }).ok).toBe(true);
    expect(checkCardBeforeSubmit({ ...VISA, cardNo, cvv: '123' }).ok).toBe(true);
  });

  it('checks in the spec order: the name is reported before the number', () => {
    expect(checkCardBeforeSubmit({ ...VISA, nameOnCard: '', cardNo: '1' })).toMatchObject({
      message: 'Please check the name on your card entered.',
    });
  });
});

describe('parseExpiry', () => {
  it('reads "MM / YYYY", "MM/YY" and refuses other shapes', () => {
    expect(parseExpiry('03 / 2031')).toEqual({ month: 3, year: 2031 });
    expect(parseExpiry('03/31')).toEqual({ month: 3, year: 2031 });
    expect(parseExpiry('03/031')).toBeNull();
    expect(parseExpiry('00/31')).toBeNull();
    expect(parseExpiry('march')).toBeNull();
  });
});
