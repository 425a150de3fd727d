import { readPaymentConfiguration } from '../features/checkout/payment/payment-calls';
import { rangeText } from '../features/payment-info/payment-info';
import { PaymentInfoPage } from '../features/payment-info/payment-info-page';
import { routeTableMeta } from '../features/seo/page-meta';
import type { Route } from './+types/afterpay-page';

/** /afterpay (document 2 section 2): how Afterpay works and the totals it is offered for now. */
export async function loader({ context }: Route.LoaderArgs) {
  const configuration = await readPaymentConfiguration(context.api, context.brand.app);
  return { range: rangeText(configuration, 'AfterPay', context.brand) };
}

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

const STEPS = [
  'Choose Afterpay as your payment method at checkout and place your order.',
  'Log in to Afterpay, or sign up in minutes, and approve the payment.',
  'Pay the first of four equal instalments today; the other three are due every two weeks.',
  'You are brought back to us to see your order confirmation, and we deliver as usual.',
] as const;

export default function AfterpayPage({ loaderData }: Route.ComponentProps) {
  return (
    <PaymentInfoPage
      heading="Afterpay"
      lead="Pay for your order in four interest-free instalments, due every two weeks."
      steps={STEPS}
      range={loaderData.range}
      provider="Afterpay"
    />
  );
}
