import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from '../../ui/link';
import type { InvoiceDetail as InvoiceDetailData, InvoiceList as InvoiceListData } from '../../../contracts/account';
import type { BrandConfig } from '../../../domain/brands';
import { dollarsToCents } from '../../../domain/money';
import { formatMoney } from '../../../domain/money-format';
import { Heading } from '../../ui/heading';
import { formatDay } from './account-dates';
import { accountKeys, accountReads } from './account-queries';
import { InvoiceDetail } from './invoice-detail';
import styles from './account.module.css';

/** Addresses within the page: `orders` is the 1-based page shown, `order` the open order. */
export const accountHref = (page: number, order?: string) => {
  const query = new URLSearchParams();
  if (page > 1) query.set('orders', String(page));
  if (order) query.set('order', order);
  const text = query.toString();
  return text ? `/account?${text}#orders` : '/account#orders';
};

interface InvoiceListProps {
  /** The 0-based page of the call. */
  page: number;
  openOrderId: string | null;
  /** The open order as the server's first render had it. */
  openOrder: InvoiceDetailData | null;
  initial: InvoiceListData | null;
  brand: BrandConfig;
}

/** The invoiced orders, a page at a time, newest first; an order opens in place with its detail. */
export function InvoiceList({ page, openOrderId, openOrder, initial, brand }: InvoiceListProps) {
  const id = useId();
  const invoices = useQuery({
    queryKey: accountKeys.invoices(page),
    queryFn: () => accountReads.invoices(page),
    initialData: initial ?? undefined,
  });
  const data = invoices.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalItems / data.itemsPerPage)) : 1;

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section} id="orders">
      <Heading level={2} look={3} id={`${id}-heading`}>
        Invoiced orders
      </Heading>
      {openOrderId ? (
        <InvoiceDetail
          orderId={openOrderId}
          initial={openOrder?.id === openOrderId ? openOrder : null}
          backHref={accountHref(page + 1)}
          brand={brand}
        />
      ) : null}
      {invoices.isPending ? <p role="status">Loading your orders…</p> : null}
      {invoices.isError ? <p role="alert">We could not load your orders. Please try again.</p> : null}
      {data && data.invoices.length === 0 ? (
        <p>{page === 0 ? 'You have no invoiced orders yet.' : 'There are no orders on this page.'}</p>
      ) : null}
      {data && data.invoices.length > 0 ? (
        // On a phone the columns may be wider than the screen: the table scrolls within its own box,
        // which takes keyboard focus so it can be scrolled without a pointer.
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Invoiced orders">
          <table className={styles.table}>
            <caption className={styles.caption}>
              Page {page + 1} of {pages}, {data.totalItems} {data.totalItems === 1 ? 'order' : 'orders'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Invoiced</th>
                <th scope="col">Items</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {data.invoices.map((invoice) => (
                <tr key={invoice.id} aria-current={invoice.id === openOrderId ? 'true' : undefined}>
                  <th scope="row">
                    <Link to={accountHref(page + 1, invoice.id)} aria-label={`View order ${invoice.orderNumber}`}>
                      {invoice.orderNumber}
                    </Link>
                  </th>
                  <td>{formatDay(invoice.invoicedAt, brand)}</td>
                  <td>{invoice.itemCount}</td>
                  <td>{formatMoney(dollarsToCents(invoice.total), brand)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && pages > 1 ? (
        <nav aria-label="Order pages" className={styles.pager}>
          {page > 0 ? <Link to={accountHref(page)}>Previous page</Link> : null}
          {page + 1 < pages ? <Link to={accountHref(page + 2)}>Next page</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
