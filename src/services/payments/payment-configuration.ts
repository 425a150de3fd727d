import { z } from 'zod';
import type { PaymentConfiguration, PaymentConfigurationV2 } from '../../contracts/payments';
import type { BrandConfig } from '../../domain/brands';
import { addCalendarDays } from '../../domain/delivery-days';
import { PAYMENT_CONFIGURATION_SETTING } from '../../domain/setting-names';
import { settingsByName, type SettingItems } from '../../domain/settings';

/**
 * The payment configuration (document 2 section 3) comes from the flavour's settings: the setting
 * `paymentConfiguration` (JSON, seeded per flavour in src/db/seed/payment-settings.ts) holds each
 * method's switch and range in dollars, Zip's terms and the wallets' switches; `PaypalDisclaimer`
 * is PayPal's disclaimer. A missing or unreadable setting offers none of these methods.
 */

const range = z.object({ isEnabled: z.boolean(), minimumAmount: z.number().nonnegative(), maximumAmount: z.number().nonnegative() });
const off = { isEnabled: false, minimumAmount: 0, maximumAmount: 0 };
export const storedPaymentConfigurationSchema = z.object({
  Klarna: range.default(off),
  AfterPay: range.default(off),
  PayPal: range.default(off),
  Humm: range.default(off),
  Zip: range
    .extend({ repaymentPeriodMonths: z.number().int().positive().default(12), offerExpiry: z.string().date().nullable().default(null) })
    .default({ ...off, repaymentPeriodMonths: 12, offerExpiry: null }),
  applepay: z.object({ isEnabled: z.boolean(), merchantIdentifier: z.string() }).default({ isEnabled: false, merchantIdentifier: '' }),
  googlepay: z.object({ isEnabled: z.boolean(), merchantIdentifier: z.string() }).default({ isEnabled: false, merchantIdentifier: '' }),
});
export type StoredPaymentConfiguration = z.input<typeof storedPaymentConfigurationSchema>;

function storedConfiguration(settings: SettingItems) {
  const raw = settingsByName(settings)[PAYMENT_CONFIGURATION_SETTING];
  try {
    const parsed = storedPaymentConfigurationSchema.safeParse(raw ? JSON.parse(raw) : {});
    return parsed.success ? parsed.data : storedPaymentConfigurationSchema.parse({});
  } catch {
    return storedPaymentConfigurationSchema.parse({});
  }
}

/** GET /api/checkout/paymentconfiguration's answer for the flavour. */
export function paymentConfigurationFor(brand: BrandConfig, settings: SettingItems, keys: Record<string, string>): PaymentConfiguration {
  const stored = storedConfiguration(settings);
  const details = (merchantIdentifier: string) => ({
    merchantName: brand.companyName,
    merchantIdentifier,
    countryCode: brand.country,
    currencyCode: brand.currency,
    supportedNetworks: ['visa', 'mastercard', 'amex'],
  });
  const disclaimer = settingsByName(settings).PaypalDisclaimer?.trim();
  const { offerExpiry } = stored.Zip;
  return {
    Klarna: stored.Klarna,
    AfterPay: stored.AfterPay,
    PayPal: { ...stored.PayPal, disclaimer: disclaimer ? disclaimer : null },
    Humm: stored.Humm,
    // The spec's offer expiry inclusion: the last day shown to shoppers is the day before the expiry.
    Zip: { ...stored.Zip, offerExpiry, offerExpiryInclusion: offerExpiry ? addCalendarDays(offerExpiry, -1) : null },
    applepay: { isEnabled: stored.applepay.isEnabled, details: details(stored.applepay.merchantIdentifier) },
    googlepay: { isEnabled: stored.googlepay.isEnabled, details: details(stored.googlepay.merchantIdentifier) },
    x509EncryptionKeys: keys,
  };
}

/** The v2 form (the aol flavour): the same configuration as a list, one entry per method. */
export function paymentConfigurationV2(configuration: PaymentConfiguration): PaymentConfigurationV2 {
  type Method = PaymentConfigurationV2['paymentConfigurations'][number]['paymentMethod'];
  const ranged = (paymentMethod: Method, entry: PaymentConfiguration['Klarna'], details = {}) => ({
    paymentMethod,
    isEnabled: entry.isEnabled,
    minimumAmount: entry.minimumAmount,
    maximumAmount: entry.maximumAmount,
    details,
  });
  const wallet = (paymentMethod: Method, entry: PaymentConfiguration['applepay']) => ({
    paymentMethod,
    isEnabled: entry.isEnabled,
    minimumAmount: null,
    maximumAmount: null,
    details: { wallet: entry.details },
  });
  const { Zip, PayPal } = configuration;
  return {
    paymentConfigurations: [
      ranged('AfterPay', configuration.AfterPay),
      ranged('Zip', Zip, {
        repaymentPeriodMonths: Zip.repaymentPeriodMonths,
        offerExpiry: Zip.offerExpiry,
        offerExpiryInclusion: Zip.offerExpiryInclusion,
      }),
      ranged('PayPal', PayPal, { disclaimer: PayPal.disclaimer }),
      ranged('Klarna', configuration.Klarna),
      ranged('Humm', configuration.Humm),
      wallet('ApplePay', configuration.applepay),
      wallet('GooglePay', configuration.googlepay),
    ],
    x509EncryptionKeys: configuration.x509EncryptionKeys,
  };
}
