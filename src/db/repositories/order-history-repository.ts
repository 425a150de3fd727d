import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { orderLines, orders, products } from '../schema';

export type OrderRow = typeof orders.$inferSelect;

const invoicedOf = (accountId: string) => and(eq(orders.accountId, accountId), eq(orders.status, 'invoiced'));

/**
 * A customer's invoiced orders. Every query is scoped to the account in SQL, so another account's
 * order is simply not found.
 */
export function createOrderHistoryRepository(db: Database) {
  return {
    async invoicedPage(accountId: string, page: number, pageSize: number) {
      const rows = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          invoiceNumber: orders.invoiceNumber,
          placedAt: orders.placedAt,
          invoicedAt: orders.invoicedAt,
          totalCents: orders.totalCents,
        })
        .from(orders)
        .where(invoicedOf(accountId))
        .orderBy(desc(orders.invoicedAt), desc(orders.orderNumber))
        .limit(pageSize)
        .offset(page * pageSize);
      const [total] = await db.select({ n: count() }).from(orders).where(invoicedOf(accountId));
      const counts = rows.length
        ? await db
            .select({ orderId: orderLines.orderId, items: sql<number>`sum(${orderLines.quantity})::int` })
            .from(orderLines)
            .where(
              inArray(
                orderLines.orderId,
                rows.map((r) => r.id),
              ),
            )
            .groupBy(orderLines.orderId)
        : [];
      const itemsByOrder = new Map(counts.map((c) => [c.orderId, Number(c.items)]));
      return {
        totalCount: Number(total?.n ?? 0),
        rows: rows.map((row) => ({ ...row, itemCount: itemsByOrder.get(row.id) ?? 0 })),
      };
    },

    async invoiced(accountId: string, orderId: string) {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(invoicedOf(accountId), eq(orders.id, orderId)));
      if (!order) return null;
      const lines = await db
        .select({
          productCode: orderLines.productCode,
          sku: orderLines.sku,
          title: orderLines.title,
          brand: orderLines.brand,
          unitPriceCents: orderLines.unitPriceCents,
          lineDiscountCents: orderLines.lineDiscountCents,
          quantity: orderLines.quantity,
          slug: products.slug,
        })
        .from(orderLines)
        .leftJoin(products, eq(products.id, orderLines.productId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position));
      return { order, lines };
    },
  };
}
export type OrderHistoryRepository = ReturnType<typeof createOrderHistoryRepository>;
