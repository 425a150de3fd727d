import type { PaymentConfiguration, PaymentConfigurationEntry, PaymentConfigurationV2 } from '../../../../contracts/payments';
import type { AppId } from '../../../../domain/brands';

/**
 * The aol flavour reads the payment configuration as the v2 list (document 2 section 3); every other
 * flavour reads v1. The list is read into the v1 shape so the offer rule, the panels and the
 * information pages have one shape to read. A method the list leaves out is off.
 */
export const readsConfigurationV2 = (app: AppId): boolean => app === 'aol';

const rangeOf = (entry: PaymentConfigurationEntry | undefined) => ({
  isEnabled: entry?.isEnabled ?? false,
  minimumAmount: entry?.minimumAmount ?? 0,
  maximumAmount: entry?.maximumAmount ?? 0,
});

const NO_WALLET_DETAILS = {
  merchantName: '',
  merchantIdentifier: '',
  countryCode: 'AU',
  currencyCode: 'AUD',
  supportedNetworks: [],
} as const;
const walletOf = (entry: PaymentConfigurationEntry | undefined) => ({
  isEnabled: (entry?.isEnabled ?? false) && entry?.details.wallet !== undefined,
  details: entry?.details.wallet ?? { ...NO_WALLET_DETAILS, supportedNetworks: [] },
});

export function configurationFromV2(v2: PaymentConfigurationV2): PaymentConfiguration {
  const entry = (method: PaymentConfigurationEntry['paymentMethod']) =>
    v2.paymentConfigurations.find((item) => item.paymentMethod === method);
  const zip = entry('Zip');
  const zipMonths = zip?.details.repaymentPeriodMonths;
  return {
    Klarna: rangeOf(entry('Klarna')),
    AfterPay: rangeOf(entry('AfterPay')),
    PayPal: { ...rangeOf(entry('PayPal')), disclaimer: entry('PayPal')?.details.disclaimer ?? null },
    Humm: rangeOf(entry('Humm')),
    // Zip without repayment months cannot state its weekly rate: it is not offered.
    Zip: {
      ...rangeOf(zip),
      isEnabled: (zip?.isEnabled ?? false) && zipMonths !== undefined,
      repaymentPeriodMonths: zipMonths ?? 1,
      offerExpiry: zip?.details.offerExpiry ?? null,
      offerExpiryInclusion: zip?.details.offerExpiryInclusion ?? null,
    },
    applepay: walletOf(entry('ApplePay')),
    googlepay: walletOf(entry('GooglePay')),
    x509EncryptionKeys: v2.x509EncryptionKeys,
  };
}

/**
 * Until the payment configuration has arrived (or when it cannot be read) nothing it governs is
 * offered: the card and the methods that only an option flag decides remain.
 */
export const NOTHING_CONFIGURED: PaymentConfiguration = configurationFromV2({ paymentConfigurations: [], x509EncryptionKeys: {} });
