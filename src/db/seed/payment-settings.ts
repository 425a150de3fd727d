import type { AppId } from '../../domain/brands';

/**
 * The demo payment configuration of each flavour (the `paymentConfiguration` setting): ranges in
 * the flavour's dollars, as the providers' merchant agreements set them. Retail and online flavours
 * take the buy-now-pay-later methods and wallets; trade flavours (wac, aoc) take none (accounts pay
 * on their CR account); New Zealand has its own ranges, Zip paid in four there.
 */
const range = (isEnabled: boolean, minimumAmount: number, maximumAmount: number) => ({ isEnabled, minimumAmount, maximumAmount });
const wallet = (isEnabled: boolean, app: AppId) => ({ isEnabled, merchantIdentifier: `merchant.sandbox.${app}` });

/** Zip's terms per flavour: the one source of the `paymentConfiguration` Zip entry and the `ZipConfig` setting. */
function zipTerms(app: AppId) {
  const trade = app === 'wac' || app === 'aoc';
  const isEnabled = !trade && app !== 'andoo';
  const maximumAmount = app === 'aol-nz' ? 1500 : 5000;
  return { ...range(isEnabled, 1, maximumAmount), repaymentPeriodMonths: 12, offerExpiry: app === 'aol' ? '2027-06-30' : null };
}

/** The `ZipConfig` feature setting (document 1 section 9), in cents, from the same terms as the payment configuration. */
export function zipConfigSetting(app: AppId): string {
  const zip = zipTerms(app);
  return JSON.stringify({
    enabled: zip.isEnabled,
    minimumCents: zip.minimumAmount * 100,
    maximumCents: zip.isEnabled ? zip.maximumAmount * 100 : 0,
    interestFreeMonths: zip.repaymentPeriodMonths,
    merchantId: 'sandbox-zip-merchant',
  });
}

export function paymentConfigurationSetting(app: AppId): string {
  const trade = app === 'wac' || app === 'aoc';
  if (trade)
    return JSON.stringify({
      Klarna: range(false, 0, 0),
      AfterPay: range(false, 0, 0),
      PayPal: range(false, 0, 0),
      Humm: range(false, 0, 0),
      Zip: zipTerms(app),
      applepay: wallet(false, app),
      googlepay: wallet(false, app),
    });
  if (app === 'aol-nz')
    return JSON.stringify({
      Klarna: range(false, 0, 0),
      AfterPay: range(true, 1, 1500),
      PayPal: range(true, 1, 5000),
      Humm: range(true, 1, 1500),
      Zip: zipTerms(app),
      applepay: wallet(true, app),
      googlepay: wallet(true, app),
    });
  return JSON.stringify({
    Klarna: range(app === 'wa' || app === 'aol', 35, 4000),
    AfterPay: range(true, 1, 2000),
    PayPal: range(true, 1, 10000),
    Humm: range(app !== 'andoo', 1, 2000),
    Zip: zipTerms(app),
    applepay: wallet(app !== 'andoo', app),
    googlepay: wallet(true, app),
  });
}
