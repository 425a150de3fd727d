import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Link } from '../../ui/link';
import type { InvoiceDetail as InvoiceDetailData } from '../../../contracts/account';
import type { BrandConfig } from '../../../domain/brands';
import { addressLines } from '../../../domain/customer-address';
import { dollarsToCents } from '../../../domain/money';
import { formatMoney } from '../../../domain/money-format';
import { displayPhone } from '../../../domain/phone-number';
import { Heading } from '../../ui/heading';
import { formatCalendarDate, formatDay } from './account-dates';
import { accountKeys, accountReads } from './account-queries';
import styles from './account.module.css';

/** One invoiced order: lines, delivery, payment and totals. Focus moves to it when it opens. */
interface InvoiceDetailProps {
  orderId: string;
  initial: InvoiceDetailData | null;
  backHref: string;
  brand: BrandConfig;
}

export function InvoiceDetail({ orderId, initial, backHref, brand }: InvoiceDetailProps) {
  const order = useQuery({
    queryKey: accountKeys.invoice(orderId),
    queryFn: () => accountReads.invoice(orderId),
    initialData: initial ?? undefined,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (order.data) heading.current?.focus();
  }, [order.data]);

  if (order.isPending) return <p role="status">Loading the order…</p>;
  if (order.isError || !order.data) {
    return (
      <p role="alert">
        We could not find that order. <Link to={backHref}>Back to your orders</Link>
      </p>
    );
  }
  return <OrderView order={order.data} brand={brand} backHref={backHref} headingRef={heading} />;
}

function OrderView({
  order,
  brand,
  backHref,
  headingRef,
}: {
  order: InvoiceDetailData;
  brand: BrandConfig;
  backHref: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const id = useId();
  const money = (dollars: number) => formatMoney(dollarsToCents(dollars), brand);
  const address = (a: InvoiceDetailData['billingAddress']) => addressLines({ ...a, phone: '' }, a.country);
  return (
    <article aria-labelledby={`${id}-title`} className={styles.detail}>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.detailTitle}>
        Order {order.orderNumber}
      </h3>
      <p>
        Placed {formatDay(order.placedAt, brand)}, invoiced {formatDay(order.invoicedAt, brand)}
        {order.invoiceNumber ? ` (invoice ${order.invoiceNumber})` : ''}.
      </p>
      <table className={styles.table}>
        <caption className={styles.caption}>Products</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Qty</th>
            <th scope="col">Discount</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.sku}>
              <th scope="row">
                {line.uri ? <Link to={line.uri}>{line.title}</Link> : line.title}
                <span className={styles.muted}>
                  {' '}
                  {line.brand} · SKU {line.sku}
                </span>
              </th>
              <td>{money(line.price)}</td>
              <td>{line.quantity}</td>
              <td>{line.lineDiscount > 0 ? `-${money(line.lineDiscount)}` : '—'}</td>
              <td>{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.detailColumns}>
        <section aria-labelledby={`${id}-delivery`}>
          <Heading level={4} look={5} id={`${id}-delivery`}>
            Delivery
          </Heading>
          <address className={styles.address}>
            {address(order.delivery.address).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <p>
            {order.delivery.date ? `Delivery date: ${formatCalendarDate(order.delivery.date, brand)}` : 'Delivery date to be confirmed'}
          </p>
          {order.delivery.address.deliveryInstructions ? <p>Instructions: {order.delivery.address.deliveryInstructions}</p> : null}
          <p>
            Contact: {order.contact.email}, {displayPhone(order.contact.phone, order.delivery.address.country)}
          </p>
        </section>
        <section aria-labelledby={`${id}-payment`}>
          <Heading level={4} look={5} id={`${id}-payment`}>
            Payment
          </Heading>
          <p>
            {order.payment.method} ({order.payment.state})
          </p>
          <address className={styles.address} aria-label="Billing address">
            {address(order.billingAddress).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </section>
      </div>
      <dl className={styles.totals}>
        <TotalRow term="Subtotal" value={money(order.totals.subtotal)} />
        {order.services.map((service) => (
          <TotalRow key={service.sku} term={service.name} value={money(service.price)} />
        ))}
        <TotalRow term="Delivery" value={order.totals.deliveryFee === 0 ? 'FREE' : money(order.totals.deliveryFee)} />
        {order.coupon ? <TotalRow term={`Coupon ${order.coupon.code}`} value={`-${money(order.coupon.discount)}`} /> : null}
        <TotalRow term="Total" value={money(order.totals.total)} strong />
        <TotalRow term="Includes GST" value={money(order.totals.gst)} />
      </dl>
      <p>
        <Link to={backHref}>Close order {order.orderNumber}</Link>
      </p>
    </article>
  );
}

function TotalRow({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.totalRow} ${styles.grandTotal}` : styles.totalRow}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
