// A page that mounts the checkout's payment components in a react-hook-form form of their own, for
// tests/e2e/checkout-payment.spec.ts: the formatting, the logo, Enter in the security code, the help
// modal and the 3-D Secure form post run in the real browser without the whole checkout around them.
// Bundled by ./serve-harness.ts. Query: ?total=0 (nothing to pay), ?miele=1 (a Miele item in the cart).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FormProvider, useForm } from 'react-hook-form';
import { createBrowserRouter, RouterProvider, useSearchParams } from 'react-router';
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
import { hiddenFieldsOf, postSecure3DForm } from '../../../../src/web/features/checkout/payment/secure-3d-form';

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
  const form = useForm<PaymentFormValues>({
    defaultValues: PAYMENT_FORM_DEFAULTS,
    resolver: async (values) => {
      const issues = paymentFieldIssues(values, { orderTotal, mieleWarningRequired: miele });
      const errors: Record<string, unknown> = {};
      for (const issue of issues) {
        const [group, field] = issue.path as [string, string];
        errors[group] = { ...(errors[group] as object), [field]: { type: 'custom', message: issue.message } };
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
          <PaymentMethodGroup opts={Number(params.get('opts') ?? '0')} orderTotal={orderTotal} />
          <MieleWarning shown={miele} />
          <button type="submit">Place order</button>
        </form>
      </FormProvider>
      <p role="status">{outcome}</p>
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
