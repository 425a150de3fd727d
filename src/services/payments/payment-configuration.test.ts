import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../domain/brands';
import { PAYMENT_CONFIGURATION_SETTING } from '../../domain/setting-names';
import { paymentConfigurationFor, paymentConfigurationV2 } from './payment-configuration';

const setting = (value: unknown) => [{ name: PAYMENT_CONFIGURATION_SETTING, value: JSON.stringify(value) }];

describe('the payment configuration from settings', () => {
  it('shows Zip’s offer until the day before it expires', () => {
    const configuration = paymentConfigurationFor(
      BRANDS.wa,
      setting({ Zip: { isEnabled: true, minimumAmount: 1, maximumAmount: 5000, offerExpiry: '2027-03-01' } }),
      {},
    );
    expect(configuration.Zip).toMatchObject({ repaymentPeriodMonths: 12, offerExpiry: '2027-03-01', offerExpiryInclusion: '2027-02-28' });
  });

  it('offers none of the methods when the setting is missing or unreadable', () => {
    for (const settings of [
      [],
      [{ name: PAYMENT_CONFIGURATION_SETTING, value: '{not json' }],
      setting({ AfterPay: { isEnabled: 'yes' } }),
    ]) {
      const configuration = paymentConfigurationFor(BRANDS.wa, settings, {});
      expect(paymentConfigurationV2(configuration).paymentConfigurations.filter((entry) => entry.isEnabled)).toEqual([]);
    }
  });
});
