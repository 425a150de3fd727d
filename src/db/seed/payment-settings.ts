import type { AppId } from '../../domain/brands';

/**
 * The demo payment configuration of each flavour (the `paymentConfiguration` setting): ranges in
 * the flavour's dollars, as the providers' merchant agreements set them. Retail and online flavours
 * take the buy-now-pay-later methods and wallets; trade flavours (wac, aoc) take none (accounts pay
 * on their CR account); New Zealand has its own ranges and no Zip online.
 */
const range = (isEnabled: boolean, minimumAmount: number, maximumAmount: number) => ({ isEnabled, minimumAmount, maximumAmount });
const wallet = (isEnabled: boolean, app: AppId) => ({ isEnabled, merchantIdentifier: `merchant.sandbox.${app}` });
const zip = (isEnabled: boolean, offerExpiry: string | null) => ({ ...range(isEnabled, 1, 5000), repaymentPeriodMonths: 12, offerExpiry });

export function paymentConfigurationSetting(app: AppId): string {
  const trade = app === 'wac' || app === 'aoc';
  if (trade)
    return JSON.stringify({
      Klarna: range(false, 0, 0),
      AfterPay: range(false, 0, 0),
      PayPal: range(false, 0, 0),
      Humm: range(false, 0, 0),
      Zip: zip(false, null),
      applepay: wallet(false, app),
      googlepay: wallet(false, app),
    });
  if (app === 'aol-nz')
    return JSON.stringify({
      Klarna: range(false, 0, 0),
      AfterPay: range(true, 1, 1500),
      PayPal: range(true, 1, 5000),
      Humm: range(true, 1, 1500),
      Zip: zip(false, null),
      applepay: wallet(true, app),
      googlepay: wallet(true, app),
    });
  return JSON.stringify({
    Klarna: range(app === 'wa' || app === 'aol', 35, 4000),
    AfterPay: range(true, 1, 2000),
    PayPal: range(true, 1, 10000),
    Humm: range(app !== 'andoo', 1, 2000),
    Zip: zip(app !== 'andoo', app === 'aol' ? '2027-06-30' : null),
    applepay: wallet(app !== 'andoo', app),
    googlepay: wallet(true, app),
  });
}
