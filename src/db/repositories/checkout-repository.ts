import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { orderLines, orders, payments, promoCodes, promoCodeUses, salespeople, stockLevels, type PaymentRecordState } from '../schema';

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;
export type PaymentRecord = typeof payments.$inferSelect;

/** Orders, payments and stock as checkout writes them; every method joins the caller's transaction. */
export function createCheckoutRepository(db: Database) {
  return {
    /** The live (not cancelled) order placed from a cart, if any. */
    async liveOrderForCart(cartId: string): Promise<OrderRecord | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.cartId, cartId), ne(orders.status, 'cancelled')));
      return row ?? null;
    },

    /** The latest order placed from a cart, cancelled or not (for the confirmation page). */
    async latestOrderForCart(cartId: string): Promise<OrderRecord | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(eq(orders.cartId, cartId))
        .orderBy(sql`${orders.createdAt} desc`)
        .limit(1);
      return row ?? null;
    },

    async orderById(orderId: string): Promise<OrderRecord | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    async orderByNumber(orderNumber: string): Promise<OrderRecord | null> {
      const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
      return row ?? null;
    },

    async nextOrderNumber(): Promise<string> {
      const result = await db.execute(sql`select nextval('web_order_number_seq') as n`);
      return `W${String((result as unknown as { rows: { n: string | number }[] }).rows[0]!.n)}`;
    },

    /** Takes units for an order; false (and nothing taken) when fewer are on hand. Never below zero. */
    async takeStock(productId: number, quantity: number, at: Date): Promise<boolean> {
      const taken = await db
        .update(stockLevels)
        .set({ onHand: sql`${stockLevels.onHand} - ${quantity}`, updatedAt: at })
        .where(and(eq(stockLevels.productId, productId), sql`${stockLevels.onHand} >= ${quantity}`))
        .returning({ productId: stockLevels.productId });
      return taken.length > 0;
    },

    async returnStock(productId: number, quantity: number, at: Date): Promise<void> {
      await db
        .update(stockLevels)
        .set({ onHand: sql`${stockLevels.onHand} + ${quantity}`, updatedAt: at })
        .where(eq(stockLevels.productId, productId));
    },

    async stockOf(productId: number): Promise<number | null> {
      const [row] = await db.select({ onHand: stockLevels.onHand }).from(stockLevels).where(eq(stockLevels.productId, productId));
      return row?.onHand ?? null;
    },

    async setStock(productId: number, onHand: number, at: Date): Promise<void> {
      await db
        .insert(stockLevels)
        .values({ productId, onHand, updatedAt: at })
        .onConflictDoUpdate({ target: stockLevels.productId, set: { onHand, updatedAt: at } });
    },

    async insertOrder(order: NewOrder, lines: NewOrderLine[]): Promise<string> {
      const [row] = await db.insert(orders).values(order).returning({ id: orders.id });
      if (lines.length > 0) await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row!.id })));
      return row!.id;
    },

    async lines(orderId: string) {
      return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
    },

    /** Moves an order between statuses; false when it was no longer in `from` (someone else moved it). */
    async moveOrder(orderId: string, from: readonly string[], changes: Partial<NewOrder>): Promise<boolean> {
      const moved = await db
        .update(orders)
        .set(changes)
        .where(and(eq(orders.id, orderId), inArray(orders.status, [...from] as OrderRecord['status'][])))
        .returning({ id: orders.id });
      return moved.length > 0;
    },

    async insertPayment(payment: typeof payments.$inferInsert): Promise<void> {
      await db.insert(payments).values(payment);
    },

    async paymentOf(orderId: string): Promise<PaymentRecord | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(sql`${payments.createdAt} desc`)
        .limit(1);
      return row ?? null;
    },

    async paymentByGatewayReference(gatewayReference: string): Promise<PaymentRecord | null> {
      const [row] = await db.select().from(payments).where(eq(payments.gatewayReference, gatewayReference));
      return row ?? null;
    },

    async updatePayment(
      paymentId: string,
      from: readonly PaymentRecordState[],
      changes: { state: PaymentRecordState; gatewayReference?: string | null; refusalReason?: string | null; updatedAt: Date },
    ): Promise<boolean> {
      const moved = await db
        .update(payments)
        .set(changes)
        .where(and(eq(payments.id, paymentId), inArray(payments.state, [...from])))
        .returning({ id: payments.id });
      return moved.length > 0;
    },

    /** Pending orders whose time is up, oldest first (reconciliation). */
    async expiredPendingOrders(now: Date, limit: number): Promise<OrderRecord[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'pending'), lte(orders.expiresAt, now)))
        .orderBy(asc(orders.expiresAt))
        .limit(limit);
    },

    async salespersonByCode(code: string): Promise<{ code: string; name: string; subdivision: string } | null> {
      const [row] = await db
        .select({ code: salespeople.code, name: salespeople.name, subdivision: salespeople.subdivision })
        .from(salespeople)
        .where(eq(salespeople.code, code));
      return row ?? null;
    },

    /** Gives back what an order's codes took: their uses no longer count and gift card balances return. */
    async releaseCodeUses(orderRef: string): Promise<void> {
      const released = await db
        .delete(promoCodeUses)
        .where(eq(promoCodeUses.orderRef, orderRef))
        .returning({ codeId: promoCodeUses.codeId, amountCents: promoCodeUses.amountCents });
      for (const use of released) {
        await db
          .update(promoCodes)
          .set({ balanceCents: sql`${promoCodes.balanceCents} + ${use.amountCents}` })
          .where(and(eq(promoCodes.id, use.codeId), eq(promoCodes.kind, 'gift-card')));
      }
    },
  };
}
export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
