import { INVOICE_PAGE_SIZE, type InvoiceDetail, type InvoiceList } from '../contracts/account';
import type { OrderHistoryRepository } from '../db/repositories/order-history-repository';
import { centsToDollars } from '../domain/money';
import { lineTotalCents } from '../domain/order-totals';
import { productPath } from '../domain/page-paths';

const iso = (date: Date | null) => (date ?? new Date(0)).toISOString();

/** A customer's invoiced orders, money turned from stored cents to the API's dollars. */
export function createOrderHistoryService(repository: OrderHistoryRepository) {
  return {
    async invoicedPage(accountId: string, page: number): Promise<InvoiceList> {
      const { rows, totalCount } = await repository.invoicedPage(accountId, page, INVOICE_PAGE_SIZE);
      return {
        page,
        itemsPerPage: INVOICE_PAGE_SIZE,
        totalItems: totalCount,
        invoices: rows.map((row) => ({
          id: row.id,
          orderNumber: row.orderNumber,
          invoiceNumber: row.invoiceNumber,
          placedAt: iso(row.placedAt),
          invoicedAt: iso(row.invoicedAt),
          itemCount: row.itemCount,
          total: centsToDollars(row.totalCents),
        })),
      };
    },

    /** Null when the order is not the account's, is not invoiced or does not exist. */
    async invoiced(accountId: string, orderId: string): Promise<InvoiceDetail | null> {
      const found = await repository.invoiced(accountId, orderId);
      if (!found) return null;
      const { order, lines } = found;
      return {
        id: order.id,
        orderNumber: order.orderNumber,
        invoiceNumber: order.invoiceNumber,
        status: order.status,
        placedAt: iso(order.placedAt),
        invoicedAt: iso(order.invoicedAt),
        contact: { email: order.contactEmail, phone: order.contactPhone },
        delivery: { address: order.deliveryAddress, date: order.deliveryDate, fee: centsToDollars(order.deliveryFeeCents) },
        billingAddress: order.billingAddress,
        services: order.services.map((s) => ({ sku: s.sku, name: s.name, price: centsToDollars(s.priceCents) })),
        payment: { method: order.paymentMethod, state: order.paymentState },
        coupon: order.couponCode ? { code: order.couponCode, discount: centsToDollars(order.couponDiscountCents) } : null,
        lines: lines.map((line) => ({
          productCode: line.productCode,
          sku: line.sku,
          title: line.title,
          brand: line.brand,
          uri: line.slug ? productPath(line.slug) : null,
          price: centsToDollars(line.unitPriceCents),
          lineDiscount: centsToDollars(line.lineDiscountCents),
          quantity: line.quantity,
          lineTotal: centsToDollars(lineTotalCents(line)),
        })),
        totals: {
          subtotal: centsToDollars(order.subtotalCents),
          services: centsToDollars(order.servicesCents),
          deliveryFee: centsToDollars(order.deliveryFeeCents),
          couponDiscount: centsToDollars(order.couponDiscountCents),
          total: centsToDollars(order.totalCents),
          gst: centsToDollars(order.gstCents),
        },
      };
    },
  };
}
export type OrderHistoryService = ReturnType<typeof createOrderHistoryService>;
