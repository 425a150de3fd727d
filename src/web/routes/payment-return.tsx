import { useEffect, useRef, useState } from 'react';
import { data, useLocation, useNavigate } from 'react-router';
import { confirmationFailureText } from '../../domain/payment-confirmation';
import { Breadcrumbs } from '../features/breadcrumbs/breadcrumbs';
import { confirmProviderPayment } from '../features/checkout/checkout-calls';
import { clearCheckoutPreferences } from '../features/checkout/checkout-preferences-store';
import { clearSavedAvailability } from '../features/checkout/delivery/saved-availability';
import { CANCELLED_CHECKOUT, confirmationKey, isReturnProvider, RETURN_PROVIDERS } from '../features/checkout/payment/payment-return';
import { routeTableMeta } from '../features/seo/page-meta';
import { Button } from '../ui/button';
import { Container } from '../ui/container';
import { Heading } from '../ui/heading';
import styles from './payment-return.module.css';
import type { Route } from './+types/payment-return';

/**
 * /customer/checkout/return/{provider}: where Zip, PayPal, Afterpay, Klarna and Humm send the shopper
 * back with their query. The page posts that query to the provider's confirmation call (document 2
 * section 7, no body) and goes to the order's confirmation; a cancel goes back to the checkout,
 * which says so; any other failure shows the spec's texts (section 8) with the way back.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!isReturnProvider(params.provider)) throw data(null, { status: 404 });
  return { provider: params.provider };
}

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

export default function PaymentReturnPage({ loaderData }: Route.ComponentProps) {
  const { provider } = loaderData;
  const { search } = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Once per return, even when React runs the effect twice.
    if (sent.current) return;
    sent.current = true;
    const query = new URLSearchParams(search);
    void confirmProviderPayment(provider, query, confirmationKey(provider, query)).then((answer) => {
      if (answer.ok && answer.data) {
        clearCheckoutPreferences();
        clearSavedAvailability();
        return void navigate(`/customer/confirmation?id=${encodeURIComponent(answer.data.cartId)}`, { replace: true });
      }
      if (RETURN_PROVIDERS[provider].cancelled(query)) return void navigate(CANCELLED_CHECKOUT, { replace: true });
      setFailure(confirmationFailureText(answer.ok ? null : answer.data));
      requestAnimationFrame(() => message.current?.focus());
    });
  }, [provider, search, navigate]);

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
