import { describe, expect, it } from 'vitest';
import type { PaymentConfigurationV2 } from '../../../../contracts/payments';
import { configurationFromV2, readsConfigurationV2 } from './payment-configuration';

const wallet = {
  merchantName: 'Appliances Online',
  merchantIdentifier: 'merchant.aol',
  countryCode: 'AU',
  currencyCode: 'AUD',
  supportedNetworks: ['visa'],
} as const;
const V2: PaymentConfigurationV2 = {
  paymentConfigurations: [
    { paymentMethod: 'AfterPay', isEnabled: true, minimumAmount: 1, maximumAmount: 2000, details: {} },
    {
      paymentMethod: 'Zip',
      isEnabled: true,
      minimumAmount: 1,
      maximumAmount: 5000,
      details: { repaymentPeriodMonths: 12, offerExpiry: '2026-12-31', offerExpiryInclusion: '2026-12-30' },
    },
    { paymentMethod: 'PayPal', isEnabled: true, minimumAmount: 1, maximumAmount: 10000, details: { disclaimer: 'PayPal terms apply.' } },
    {
      paymentMethod: 'ApplePay',
      isEnabled: true,
      minimumAmount: null,
      maximumAmount: null,
      details: { wallet: { ...wallet, supportedNetworks: ['visa'] } },
    },
  ],
  x509EncryptionKeys: { aol: 'PEM' },
};

describe('the v2 payment configuration', () => {
  it('is read by the aol flavour only', () => {
    expect(readsConfigurationV2('aol')).toBe(true);
    expect(readsConfigurationV2('wa')).toBe(false);
    expect(readsConfigurationV2('aol-nz')).toBe(false);
  });

  it('reads into the v1 shape, each method with its switch, range and details', () => {
    const v1 = configurationFromV2(V2);
    expect(v1.AfterPay).toEqual({ isEnabled: true, minimumAmount: 1, maximumAmount: 2000 });
    expect(v1.Zip).toEqual({
      isEnabled: true,
      minimumAmount: 1,
      maximumAmount: 5000,
      repaymentPeriodMonths: 12,
      offerExpiry: '2026-12-31',
      offerExpiryInclusion: '2026-12-30',
    });
    expect(v1.PayPal.disclaimer).toBe('PayPal terms apply.');
    expect(v1.applepay).toEqual({ isEnabled: true, details: wallet });
    expect(v1.x509EncryptionKeys).toEqual({ aol: 'PEM' });
  });

  it('turns off what the list leaves out, and Zip without repayment months', () => {
    const v1 = configurationFromV2({
      ...V2,
      paymentConfigurations: [{ paymentMethod: 'Zip', isEnabled: true, minimumAmount: 1, maximumAmount: 5000, details: {} }],
    });
    expect(v1.Zip.isEnabled).toBe(false);
    expect(v1.Klarna.isEnabled).toBe(false);
    expect(v1.Humm.isEnabled).toBe(false);
    expect(v1.googlepay.isEnabled).toBe(false);
  });
});
