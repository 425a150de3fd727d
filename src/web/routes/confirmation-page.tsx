import { data } from 'react-router';
import type { OrderConfirmation } from '../../contracts/checkout';
import { formatSelectedDate } from '../../domain/delivery-calendar';
import { dollarsToCents } from '../../domain/money';
import { formatPrice } from '../../domain/price-display';
import { useOrderPlacedAnalytics } from '../features/checkout/analytics/use-checkout-analytics';
import { readOrderConfirmation } from '../features/checkout/checkout-calls';
import { routeTableMeta } from '../features/seo/page-meta';
import { useMoneyFormat } from '../shared/money';
import { Button } from '../ui/button';
import { Container } from '../ui/container';
import { Heading } from '../ui/heading';
import styles from './confirmation-page.module.css';
import type { Route } from './+types/confirmation-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /customer/confirmation?id={cartId} (document 2 section 2): the order placed from that cart, for
 * the shopper who placed it. An unknown id, or someone else's order, is the not-found page.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const id = url.searchParams.get('id') ?? '';
  const res = UUID.test(id) ? await readOrderConfirmation(context.api, id) : null;
  if (!res?.ok || !res.data) throw data(null, { status: 404 });
  return { order: res.data, currency: context.brand.currency, signedIn: context.account !== null };
}

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

export default function ConfirmationPage({ loaderData }: Route.ComponentProps) {
  const { order, currency, signedIn } = loaderData;
  // Once per order, whether the shopper came straight from checkout or back from a 3-D Secure challenge.
  useOrderPlacedAnalytics(order, { currency, isReturningCustomer: signedIn });
  return (
    <Container className={styles.page}>
      <div>
        <Heading level={1}>Thank you for your order</Heading>
        <p className={styles.reference}>
          Your order reference is <strong data-testid="order-reference">{order.orderReference}</strong>
        </p>
        <p>We have sent a confirmation to {order.email}.</p>
      </div>
      <OrderLines order={order} />
      <DeliveryDetails order={order} />
      <OrderTotals order={order} />
      <div>
        <Button href="/" colour="primary">
          Continue shopping
        </Button>
      </div>
    </Container>
  );
}

function usePrice() {
  const money = useMoneyFormat();
  return (dollars: number, zero = '$0') => formatPrice(dollarsToCents(dollars), money, zero);
}

function OrderLines({ order }: { order: OrderConfirmation }) {
  const price = usePrice();
  return (
    <section className={styles.section} aria-labelledby="confirmation-lines">
      <h2 id="confirmation-lines">Your products</h2>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.sku} className={styles.row}>
            <span>
              {line.quantity} × {line.title}
            </span>
            <span>{price(line.price * line.quantity)}</span>
          </li>
        ))}
        {order.services.map((service) => (
          <li key={service.sku} className={styles.row}>
            <span>{service.title}</span>
            <span>{price(service.price, 'Free')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DeliveryDetails({ order }: { order: OrderConfirmation }) {
  const address = order.deliveryAddress;
  return (
    <section className={styles.section} aria-labelledby="confirmation-delivery">
      <h2 id="confirmation-delivery">{order.cashAndCarry ? 'Collection' : 'Delivery'}</h2>
      <p>
        {order.cashAndCarry
          ? 'Taken from the store today.'
          : order.deliveryDate
            ? `Delivery on ${formatSelectedDate(order.deliveryDate.slice(0, 10))}`
            : 'We will call you to arrange your delivery date.'}
      </p>
      <address>
        {address.firstName} {address.lastName}
        {address.companyName ? <>, {address.companyName}</> : null}
        <br />
        {address.address}
        <br />
        {[address.suburb, address.state, address.postcode].filter(Boolean).join(' ')}
      </address>
    </section>
  );
}

function OrderTotals({ order }: { order: OrderConfirmation }) {
  const price = usePrice();
  const rows: [string, string][] = [['Subtotal', price(order.subTotal)]];
  if (!order.cashAndCarry) rows.push(['Delivery', price(order.deliveryFee, 'Free')]);
  if (order.storageFee > 0) rows.push(['Storage fee', price(order.storageFee)]);
  if (order.couponDiscount > 0) rows.push(['Coupon', `−${price(order.couponDiscount)}`]);
  if (order.giftCardTotal > 0) rows.push(['Gift cards', `−${price(order.giftCardTotal)}`]);
  return (
    <section className={styles.section} aria-labelledby="confirmation-totals">
      <h2 id="confirmation-totals">Payment</h2>
      <dl className={styles.totals}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Order Total</dt>
          <dd>{price(order.orderTotal)}</dd>
        </div>
        <div className={styles.row}>
          <dt>Includes GST</dt>
          <dd>{price(order.gst)}</dd>
        </div>
        {/* A CR account, cash on delivery or staff's other method takes nothing now: only the balance shows. */}
        {order.paidNow > 0 || order.balanceDue === 0 ? (
          <div className={styles.row}>
            <dt>{order.balanceDue > 0 ? 'Deposit paid' : 'Paid'}</dt>
            <dd>{price(order.paidNow)}</dd>
          </div>
        ) : null}
        {order.balanceDue > 0 ? (
          <div className={styles.row}>
            <dt>Balance due</dt>
            <dd>{price(order.balanceDue)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
