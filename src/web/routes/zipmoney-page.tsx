import { formatMoney } from '../../domain/money-format';
import { ZIP_FIXED_PROMISE_LIMIT_CENTS } from '../../domain/payment-instalments';
import { readPaymentConfiguration } from '../features/checkout/payment/payment-calls';
import { rangeText } from '../features/payment-info/payment-info';
import { PaymentInfoPage } from '../features/payment-info/payment-info-page';
import { routeTableMeta } from '../features/seo/page-meta';
import type { Route } from './+types/zipmoney-page';

/** /zipmoney (document 2 section 2): how Zip works and the totals it is offered for now. */
export async function loader({ context }: Route.LoaderArgs) {
  const configuration = await readPaymentConfiguration(context.api, context.brand.app);
  const range = rangeText(configuration, 'Zip', context.brand);
  // Above the fixed promise's limit Zip states a weekly rate over the configured months (Australia only).
  const months = range && configuration && context.brand.country === 'AU' ? configuration.Zip.repaymentPeriodMonths : null;
  return {
    range,
    longTerm: months
      ? `Orders over ${formatMoney(ZIP_FIXED_PROMISE_LIMIT_CENTS, context.brand)} can be repaid over ${months} months.`
      : null,
  };
}

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

const STEPS = [
  'Choose Zip as your payment method at checkout and place your order.',
  'Log in to Zip, or sign up in minutes, and approve the payment.',
  'You are brought back to us to see your order confirmation, and we deliver as usual.',
  'Pay Zip back over time, weekly, fortnightly or monthly, at your own pace.',
] as const;

export default function ZipMoneyPage({ loaderData }: Route.ComponentProps) {
  return (
    <PaymentInfoPage
      heading="Zip Pay"
      lead="Own it now and pay later with Zip: buy your appliances today and pay them off in flexible repayments."
      steps={STEPS}
      range={loaderData.range}
      provider="Zip"
    >
      {loaderData.longTerm ? <p>{loaderData.longTerm}</p> : null}
    </PaymentInfoPage>
  );
}
