import type { PaymentConfiguration } from '../../../contracts/payments';
import type { PaymentRange } from '../../../domain/payment-offer';
import { dollarsToCents } from '../../../domain/money';
import { formatMoneyWithCents, type MoneyFormat } from '../../../domain/money-format';

/** The providers with an information page (document 2 section 2: /zipmoney and /afterpay). */
export type InfoProvider = 'Zip' | 'AfterPay';

/**
 * The range a provider is offered for, written as the flavour's money ("$50.00 to $2,000.00"), or
 * null when the configuration could not be read or the provider is switched off.
 */
export function rangeText(configuration: PaymentConfiguration | null, provider: InfoProvider, money: MoneyFormat): string | null {
  const range: PaymentRange | undefined = configuration?.[provider];
  if (!range || !range.isEnabled) return null;
  const from = formatMoneyWithCents(dollarsToCents(range.minimumAmount), money);
  const to = formatMoneyWithCents(dollarsToCents(range.maximumAmount), money);
  return `${from} to ${to}`;
}
