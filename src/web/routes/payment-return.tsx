import { useEffect, useRef, useState } from 'react';
import { data, useLocation, useNavigate } from 'react-router';
import { Breadcrumbs } from '../features/breadcrumbs/breadcrumbs';
import { clearCheckoutPreferences } from '../features/checkout/checkout-preferences-store';
import { clearSavedAvailability } from '../features/checkout/delivery/saved-availability';
import { CANCELLED_CHECKOUT, isReturnProvider, type ReturnProvider } from '../features/checkout/payment/payment-return';
import { settleReturn } from '../features/checkout/payment/settle-return';
import { routeTableMeta } from '../features/seo/page-meta';
import { Button } from '../ui/button';
import { Container } from '../ui/container';
import { Heading } from '../ui/heading';
import styles from './payment-return.module.css';
import type { Route } from './+types/payment-return';

/**
 * /customer/checkout/return/{provider}: where Zip, PayPal, Afterpay, Klarna and Humm send the shopper
 * back with their query, and a wallet's sheet with its token. The page confirms (settle-return.ts)
 * and goes to the order's confirmation; a cancel goes back to the checkout, which says so; any
 * other failure shows the spec's texts (section 8) with the way back.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const provider: ReturnProvider | 'wallet' | null =
    params.provider === 'wallet' ? 'wallet' : isReturnProvider(params.provider) ? params.provider : null;
  if (!provider) throw data(null, { status: 404 });
  return { provider, supportPhone: context.brand.customerSupportNumber.phone };
}

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

export default function PaymentReturnPage({ loaderData }: Route.ComponentProps) {
  const { provider, supportPhone } = loaderData;
  const { search } = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Once per return, even when React runs the effect twice.
    if (sent.current) return;
    sent.current = true;
    void settleReturn(provider, new URLSearchParams(search), supportPhone).then((outcome) => {
      if (outcome.kind === 'placed') {
        clearCheckoutPreferences();
        clearSavedAvailability();
        return void navigate(`/customer/confirmation?id=${encodeURIComponent(outcome.cartId)}`, { replace: true });
      }
      if (outcome.kind === 'cancelled') return void navigate(CANCELLED_CHECKOUT, { replace: true });
      setFailure(outcome.message);
      requestAnimationFrame(() => message.current?.focus());
    });
  }, [provider, search, supportPhone, navigate]);

  return (
    <Container className={styles.page}>
      <Breadcrumbs
        trail={[
          { name: 'Checkout', uri: 'customer/checkout' },
          { name: 'Payment', uri: '' },
        ]}
      />
      <Heading level={1}>{failure ? 'Your payment was not completed' : 'Confirming your payment'}</Heading>
      {failure ? (
        <>
          <p ref={message} tabIndex={-1} role="alert" className={styles.failure}>
            {failure.trimEnd()}
          </p>
          <p>Your cart is as you left it. You can choose another payment method and try again.</p>
          <div>
            <Button href="/customer/checkout" colour="primary">
              Back to checkout
            </Button>
          </div>
        </>
      ) : (
        <p role="status" className={styles.waiting}>
          Please wait while we confirm your payment. Do not refresh the page.
        </p>
      )}
    </Container>
  );
}
