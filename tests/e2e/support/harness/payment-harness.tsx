// A page that mounts the checkout's payment components in a react-hook-form form of their own, for
// tests/e2e/checkout-payment.spec.ts: the formatting, the logo, Enter in the security code, the help
// modal and the 3-D Secure form post run in the real browser without the whole checkout around them.
// Bundled by ./serve-harness.ts. Query: ?total=0 (nothing to pay), ?miele=1 (a Miele item in the cart),
// ?opts=… (option flags), ?configured=1 (every configured method enabled from $1 to $5,000).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FormProvider, useForm } from 'react-hook-form';
import { createBrowserRouter, RouterProvider, useSearchParams } from 'react-router';
import type { PaymentConfiguration } from '../../../../src/contracts/payments';
import { AUSTRALIAN_DOLLARS } from '../../../../src/domain/money-format';
import { NOTHING_CONFIGURED } from '../../../../src/web/features/checkout/payment/payment-configuration';
import '../../../../src/web/brands/tokens.css';
import '../../../../src/web/brands/global.css';
import { MieleWarning } from '../../../../src/web/features/checkout/payment/miele-warning';
import {
  PAYMENT_FORM_DEFAULTS,
  paymentFieldIssues,
  type PaymentFormValues,
} from '../../../../src/web/features/checkout/payment/payment-fields';
import { PaymentMethodGroup } from '../../../../src/web/features/checkout/payment/payment-method-group';
import { buildPaymentPart } from '../../../../src/web/features/checkout/payment/payment-submit';
import { ZipWaitingDialog } from '../../../../src/web/features/checkout/payment/zip-waiting-dialog';
import { hiddenFieldsOf, postSecure3DForm } from '../../../../src/web/features/checkout/payment/secure-3d-form';

const ON = { isEnabled: true, minimumAmount: 1, maximumAmount: 5000 };
const WALLET = { isEnabled: true, details: { ...NOTHING_CONFIGURED.applepay.details, merchantName: 'Harness' } };
const EVERYTHING_CONFIGURED: PaymentConfiguration = {
  ...NOTHING_CONFIGURED,
  Klarna: ON,
  AfterPay: ON,
  Humm: ON,
  PayPal: { ...ON, disclaimer: 'PayPal harness disclaimer.' },
  Zip: { ...ON, repaymentPeriodMonths: 12, offerExpiry: '2026-12-31', offerExpiryInclusion: '2026-12-30' },
  applepay: WALLET,
  googlepay: WALLET,
};

declare global {
  interface Window {
    harnessKeys?: Record<string, string>;
    harnessSubmitted?: unknown[];
    harnessHiddenFields?: typeof hiddenFieldsOf;
  }
}

window.harnessHiddenFields = hiddenFieldsOf;

function Harness() {
  const [params] = useSearchParams();
  const orderTotal = Number(params.get('total') ?? '899');
  const miele = params.get('miele') === '1';
  const [outcome, setOutcome] = useState('');
  const [waiting, setWaiting] = useState(false);
  const form = useForm<PaymentFormValues>({
    defaultValues: PAYMENT_FORM_DEFAULTS,
    resolver: async (values) => {
      const issues = paymentFieldIssues(values, { orderTotal, mieleWarningRequired: miele });
      const errors: Record<string, unknown> = {};
      for (const issue of issues) {
        const [group, field] = issue.path as [string, string | undefined];
        const error = { type: 'custom', message: issue.message };
        errors[group] = field === undefined ? error : { ...(errors[group] as object), [field]: error };
      }
      return issues.length ? { values: {}, errors } : { values, errors: {} };
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await buildPaymentPart(values, { x509EncryptionKeys: window.harnessKeys ?? {}, orderTotal });
    if (!result.ok) return setOutcome(`${result.errorCode}: ${result.message}`);
    (window.harnessSubmitted ??= []).push(result.part);
    setOutcome('Payment part ready');
  });
  return (
    <main style={{ maxWidth: 640, margin: '0 auto', padding: 16 }}>
      <h1>Payment harness</h1>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <PaymentMethodGroup
            opts={Number(params.get('opts') ?? '0')}
            totalCents={Math.round(orderTotal * 100)}
            configuration={params.get('configured') === '1' ? EVERYTHING_CONFIGURED : NOTHING_CONFIGURED}
            money={AUSTRALIAN_DOLLARS}
            country="AU"
            today="2026-11-27"
          />
          <MieleWarning shown={miele} />
          <button type="submit">Place order</button>
        </form>
      </FormProvider>
      <p role="status">{outcome}</p>
      <button type="button" onClick={() => setWaiting(true)}>
        Show the Zip waiting dialog
      </button>
      <ZipWaitingDialog open={waiting} />
      <button
        type="button"
        onClick={() =>
          postSecure3DForm({
            htmlFormAction: params.get('action') ?? '/__harness/challenge',
            htmlFormToPost:
              '<input type="hidden" name="MD" value="md-1"><input type="hidden" name="PaReq" value="pa&quot;req"><script>window.injected=1</script><img src=x onerror="window.injected=2">',
          })
        }
      >
        Post challenge form
      </button>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/__harness/payment', element: <Harness /> }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
