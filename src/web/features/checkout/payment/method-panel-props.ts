import type { PaymentConfiguration } from '../../../../contracts/payments';
import type { CountryCode } from '../../../../domain/brands';
import type { MoneyFormat } from '../../../../domain/money-format';

/** What every payment method's panel is given: the order total, the configuration and the flavour's money and clock. */
export interface MethodPanelProps {
  /** What the order costs now, in cents. */
  totalCents: number;
  configuration: PaymentConfiguration;
  money: MoneyFormat;
  country: CountryCode;
  /** Today on the flavour's clock ("2026-11-27"), for dated instalments. */
  today: string;
}
