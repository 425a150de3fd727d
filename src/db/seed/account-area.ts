import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { assortmentOf } from '../../domain/assortment';
import { APP_IDS, BRANDS, type AppId } from '../../domain/brands';
import { DEMO_ACCOUNTS, demoAccountId, type DemoAccount } from '../../domain/demo-accounts';
import { orderTotals } from '../../domain/order-totals';
import { checkPhone } from '../../domain/phone-number';
import { productInAssortmentSql } from '../repositories/assortment-sql';
import { accounts, brands, customerAddresses, orderLines, orders, products, type OrderAddress } from '../schema';
import { DEMO_ADDRESSES, DEMO_ORDER_PLANS, demoAddressId, demoOrderNumber, SECOND_CUSTOMER_MOBILE } from './account-area-data';

/**
 * Demo mode's account area (issue 10): in every flavour the demo customer has past invoiced orders
 * of real seeded products and two saved addresses (New Zealand ones in aol-nz), and the second
 * customer has one order. Safe to run on every start: rows have fixed keys and are only added.
 *
 * The accounts themselves belong to the identity seed; minimal rows (no password) are added here
 * only when missing, so this seed never fails without it, and the identity seed fills them in.
 */
export async function seedDemoAccountArea(db: Database, options: { now?: Date } = {}): Promise<{ orders: number; addresses: number }> {
  const now = options.now ?? new Date();
  let orderCount = 0;
  let addressCount = 0;
  for (const [flavourIndex, app] of APP_IDS.entries()) {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      for (const account of DEMO_ACCOUNTS) await ensureAccount(t, app, flavourIndex, account);
      addressCount += await seedAddresses(t, app, flavourIndex);
      orderCount += await seedOrders(t, app, flavourIndex, now);
    });
  }
  return { orders: orderCount, addresses: addressCount };
}

async function ensureAccount(db: Database, app: AppId, flavourIndex: number, account: DemoAccount): Promise<void> {
  const brand = BRANDS[app];
  const phone = checkPhone(account.phone, 'AU');
  const staff = account.role === 'staff';
  await db
    .insert(accounts)
    .values({
      id: demoAccountId(flavourIndex, account),
      clientId: brand.clientId,
      email: account.email,
      emailKey: account.email.toLowerCase(),
      firstName: account.firstName,
      lastName: account.lastName,
      phone: phone.ok ? phone.number : null,
      role: account.role,
      emailConfirmedAt: new Date(0),
      // The identity seed's values, so the staff member reads the same whichever seed wrote the row.
      winningUserId: staff ? 'WU-1001' : null,
      salespersonCode: staff ? 'SP1001' : null,
      winningCmsUrl: staff ? 'https://cms.example.com/salesperson/SP1001' : null,
    })
    .onConflictDoNothing();
}

async function seedAddresses(db: Database, app: AppId, flavourIndex: number): Promise<number> {
  const country = BRANDS[app].country;
  const owner = demoAccountId(
    flavourIndex,
    DEMO_ACCOUNTS.find((a) => a.key === 'customer')!,
  );
  const rows = DEMO_ADDRESSES[country].map((address, i) => ({ ...address, id: demoAddressId(flavourIndex, i), accountId: owner, country }));
  const added = await db.insert(customerAddresses).values(rows).onConflictDoNothing().returning({ id: customerAddresses.id });
  return added.length;
}

/** Priced products the flavour sells, in a stable order, with their brand names. */
async function sellableProducts(db: Database, app: AppId) {
  return db
    .select({
      id: products.id,
      sku: products.sku,
      productCode: products.productCode,
      title: products.title,
      brand: brands.name,
      priceCents: products.priceCents,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(isNotNull(products.priceCents), sql`${products.priceCents} > 0`, productInAssortmentSql(assortmentOf(BRANDS[app]))))
    .orderBy(asc(products.id))
    .limit(60);
}

async function seedOrders(db: Database, app: AppId, flavourIndex: number, now: Date): Promise<number> {
  const catalogue = await sellableProducts(db, app);
  if (catalogue.length === 0) return 0;
  const country = BRANDS[app].country;
  const brand = BRANDS[app];
  let added = 0;
  for (const [n, plan] of DEMO_ORDER_PLANS.entries()) {
    const account = DEMO_ACCOUNTS.find((a) => a.key === plan.account)!;
    const saved = DEMO_ADDRESSES[country][plan.addressIndex]!;
    // The second customer orders to the same street under their own name and mobile.
    const address =
      plan.account === 'customer'
        ? saved
        : { ...saved, firstName: account.firstName, lastName: account.lastName, companyName: '', phone: SECOND_CUSTOMER_MOBILE[country] };
    const placed = new Date(now.getTime() - plan.daysAgo * 86_400_000);
    const lines = plan.lines.map((line, position) => {
      const product = catalogue[line.pick % catalogue.length]!;
      const unitPriceCents = product.priceCents!;
      // A round-number line discount, never more than a fifth of the line.
      const lineDiscountCents = Math.min(line.discountCents, Math.floor((unitPriceCents * line.quantity) / 5 / 100) * 100);
      return {
        position,
        productId: product.id,
        productCode: product.productCode,
        sku: product.sku,
        title: product.title,
        brand: product.brand,
        unitPriceCents,
        lineDiscountCents,
        quantity: line.quantity,
      };
    });
    const totals = orderTotals(
      { lines, services: plan.services, deliveryFeeCents: plan.deliveryFeeCents, couponDiscountCents: plan.coupon?.discountCents ?? 0 },
      country,
    );
    const orderAddress: OrderAddress = { ...address, country, deliveryInstructions: plan.instructions };
    const orderNumber = demoOrderNumber(flavourIndex, n);
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber,
        clientId: brand.clientId,
        accountId: demoAccountId(flavourIndex, account),
        status: plan.invoiced ? 'invoiced' : 'placed',
        contactEmail: account.email,
        contactPhone: address.phone,
        deliveryAddress: orderAddress,
        billingAddress: { ...address, country },
        deliveryDate: new Date(placed.getTime() + 5 * 86_400_000).toISOString().slice(0, 10),
        deliveryFeeCents: totals.deliveryFeeCents,
        services: [...plan.services],
        paymentMethod: plan.paymentMethod,
        paymentState: plan.invoiced ? 'captured' : 'authorised',
        couponCode: plan.coupon?.code ?? null,
        couponDiscountCents: totals.couponDiscountCents,
        subtotalCents: totals.subtotalCents,
        servicesCents: totals.servicesCents,
        totalCents: totals.totalCents,
        gstCents: totals.gstCents,
        country,
        invoiceNumber: plan.invoiced ? `INV-${orderNumber.slice(1)}` : null,
        placedAt: placed,
        invoicedAt: plan.invoiced ? new Date(placed.getTime() + 86_400_000) : null,
      })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    if (!order) continue;
    await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id })));
    added += 1;
  }
  return added;
}
