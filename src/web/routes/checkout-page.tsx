import type { Cart } from '../../contracts/cart';
import type { CheckoutView } from '../../contracts/checkout';
import type { PaymentConfiguration } from '../../contracts/payments';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-fields';
import { submitFailure } from '../../domain/checkout-submit';
import { priceLoginHref } from '../../domain/price-display';
import { WidgetQueryProvider } from '../client/widget-query';
import { Breadcrumbs } from '../features/breadcrumbs/breadcrumbs';
import { readCheckoutView } from '../features/checkout/checkout-calls';
import { CheckoutForm } from '../features/checkout/checkout-form';
import { readPaymentConfiguration } from '../features/checkout/payment/payment-calls';
import { routeTableMeta } from '../features/seo/page-meta';
import { Button } from '../ui/button';
import { Container } from '../ui/container';
import { Heading } from '../ui/heading';
import styles from './checkout-page.module.css';
import type { Route } from './+types/checkout-page';

/**
 * /customer/checkout (document 2 section 2), rendered on the server with the checkout view and the
 * cart of whoever asks (the page's caller). Where prices need a sign-in (wac) a visitor is asked to
 * sign in first, without reading either.
 */
const REFUSAL_REASON_MAX_LENGTH = 200;

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = url.searchParams;
  const cancelled = query.get('status') === 'CANCELLED';
  // A payment refused away from this page (the 3-D Secure check) sends the shopper back with its reason.
  const refusalReason = query.get('refusalReason')?.trim().slice(0, REFUSAL_REASON_MAX_LENGTH) || null;
  const base = {
    cancelled,
    refusalReason,
    brand: context.brand,
    view: null as CheckoutView | null,
    cart: null as Cart | null,
    paymentConfiguration: null as PaymentConfiguration | null,
    viewFailed: false,
  };
  if (context.brand.pricesRequireLogin && !context.account) return { ...base, signInRequired: true };
  const [view, cart, paymentConfiguration] = await Promise.all([
    readCheckoutView(context.api),
    context.api.get('/api/cart/'),
    readPaymentConfiguration(context.api, context.brand.app),
  ]);
  return {
    ...base,
    signInRequired: false,
    view: view.ok ? view.data : null,
    viewFailed: !view.ok,
    cart: cart.ok ? cart.data : null,
    paymentConfiguration,
  };
}

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { cancelled, refusalReason, signInRequired, view, cart, brand, paymentConfiguration } = loaderData;
  return (
    <Container className={styles.page}>
      <Breadcrumbs trail={[{ name: 'Checkout', uri: '' }]} />
      <Heading level={1}>Checkout</Heading>
      {cancelled ? (
        <p role="status" className={styles.notice}>
          {CHECKOUT_MESSAGES.cancelledPayment}
        </p>
      ) : null}
      {refusalReason ? (
        <p role="alert" className={styles.notice}>
          {submitFailure({ status: 401, errors: [refusalReason], supportPhone: brand.customerSupportNumber.phone }).message}
        </p>
      ) : null}
      <noscript>
        <p className={styles.notice}>
          Checkout needs JavaScript to price your delivery and take your payment securely. Please turn it on, or call us on{' '}
          {brand.customerSupportNumber.phone} to place your order.
        </p>
      </noscript>
      {signInRequired ? (
        <SignInFirst />
      ) : !cart || cart.products.length === 0 ? (
        <EmptyCart />
      ) : !view ? (
        <p role="alert">{CHECKOUT_MESSAGES.checkoutDefault}</p>
      ) : (
        <WidgetQueryProvider>
          <CheckoutForm view={view} cart={cart} brand={brand} paymentConfiguration={paymentConfiguration} />
        </WidgetQueryProvider>
      )}
    </Container>
  );
}

function SignInFirst() {
  return (
    <div className={styles.actions}>
      <p>Please log in to see prices and check out.</p>
      <Button href={priceLoginHref('/customer/checkout')} colour="primary">
        Log in
      </Button>
    </div>
  );
}

function EmptyCart() {
  return (
    <div className={styles.actions}>
      <p>Your cart is empty.</p>
      <Button href="/products" colour="secondary">
        Continue shopping
      </Button>
    </div>
  );
}
