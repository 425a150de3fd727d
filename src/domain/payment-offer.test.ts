import { describe, expect, it } from 'vitest';
import { combineOptions } from './checkout-options';
import { formatMoney, AUSTRALIAN_DOLLARS } from './money-format';
import {
  isPaymentOffered,
  type PaymentOfferConfiguration,
  isWithinRange,
  offeredPaymentOptions,
  paymentOfferRefusal,
} from './payment-offer';

const wallet = (isEnabled: boolean) => ({
  isEnabled,
  details: {
    merchantName: 'Shop',
    merchantIdentifier: 'm',
    countryCode: 'AU' as const,
    currencyCode: 'AUD' as const,
    supportedNetworks: ['visa'],
  },
});
const configuration: PaymentOfferConfiguration = {
  Klarna: { isEnabled: true, minimumAmount: 35, maximumAmount: 4000 },
  AfterPay: { isEnabled: true, minimumAmount: 1, maximumAmount: 2000 },
  PayPal: { isEnabled: true, minimumAmount: 1, maximumAmount: 10000 },
  Humm: { isEnabled: false, minimumAmount: 1, maximumAmount: 2000 },
  Zip: { isEnabled: true, minimumAmount: 1, maximumAmount: 5000 },
  applepay: wallet(true),
  googlepay: wallet(false),
};
const format = (cents: number) => formatMoney(cents, AUSTRALIAN_DOLLARS);
const shopperOpts = combineOptions(['PayPal', 'AfterPay', 'Zip']);

describe('the payment offer rule (enabled and min <= total <= max)', () => {
  it('includes both ends of the range, to the cent', () => {
    const range = { isEnabled: true, minimumAmount: 1, maximumAmount: 2000 };
    expect(isWithinRange(range, 1_00)).toBe(true);
    expect(isWithinRange(range, 2000_00)).toBe(true);
    expect(isWithinRange(range, 99)).toBe(false);
    expect(isWithinRange(range, 2000_01)).toBe(false);
  });

  it('refuses a total above the range with the range written as money', () => {
    const context = { opts: shopperOpts, configuration, totalCents: 2000_01 };
    expect(paymentOfferRefusal('AfterPay', context, format)).toBe('Afterpay is available for orders from $1 to $2,000.');
    expect(paymentOfferRefusal('Zip', context, format)).toBeNull();
  });

  it('refuses a disabled method and a method the flavour’s flags leave out', () => {
    const context = { opts: combineOptions(['PayPal']), configuration, totalCents: 500_00 };
    expect(paymentOfferRefusal('Humm', context, format)).toBe('Humm is not offered at this checkout.');
    expect(paymentOfferRefusal('Zip', context, format)).toBe('Zip is not offered at this checkout.');
    expect(paymentOfferRefusal('GooglePay', context, format)).toBe('Google Pay is not offered at this checkout.');
  });

  it('offers the card always, wallets by their switch, flag-only methods by their flag', () => {
    const context = { opts: shopperOpts | combineOptions(['CRAccount']), configuration, totalCents: 3000_00 };
    expect(offeredPaymentOptions(context)).toEqual(['Default', 'PayPal', 'Zip', 'CRAccount', 'Klarna', 'ApplePay']);
  });

  it('gives Zip in store Zip’s range and needs the staff flag', () => {
    const staff = { opts: combineOptions(['ZipInStore']), configuration, totalCents: 5000_00 };
    expect(isPaymentOffered('ZipInStore', staff)).toBe(true);
    expect(isPaymentOffered('ZipInStore', { ...staff, totalCents: 5000_01 })).toBe(false);
    expect(isPaymentOffered('ZipInStore', { ...staff, opts: 0 })).toBe(false);
  });
});
