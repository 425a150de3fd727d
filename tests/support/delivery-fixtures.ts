import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deliveryDayCapacity, settings, supplierDeliveries } from '../../src/db/schema';
import { cartClient, insertCartProduct, sellingShelf, visitorCookie } from './cart-fixtures';
import { unique } from './fixtures';
import { workerDatabase } from './test-app';

/** Rows the delivery tests write: supplier-delivered brands, full days, proforma brands, and a filled cart. */

async function db() {
  return (await workerDatabase()).db;
}

/** 09:00 on Tuesday 2 March 2027 in Sydney (22:00 UTC the day before): before the metro same-day cut-off. */
export const TUESDAY_9AM_SYDNEY = new Date('2027-03-01T22:00:00Z');
/** 10:30 the same Tuesday in Sydney: past the same-day cut-off of 10:00. */
export const TUESDAY_1030_SYDNEY = new Date('2027-03-01T23:30:00Z');

export const BONDI = { suburb: 'Bondi', state: 'NSW', postcode: '2026' };
export const PERTH = { suburb: 'Perth', state: 'WA', postcode: '6000' };
/** About 1,100 km from Darwin and 1,700 km from Perth: beyond every zone. */
export const BROOME = { suburb: 'Broome', state: 'WA', postcode: '6725' };

export async function insertSupplier(values: {
  app?: string;
  supplier: string;
  brand: string;
  unreachableFrom?: string;
  unreachableTo?: string;
}) {
  await (await db()).insert(supplierDeliveries).values({
    app: values.app ?? 'wa',
    supplier: values.supplier,
    brand: values.brand,
    leadDays: 7,
    weekdays: '2,4',
    priceCents: 7900,
    unreachableFrom: values.unreachableFrom ?? null,
    unreachableTo: values.unreachableTo ?? null,
  });
}

export async function setDay(warehouseCode: string, day: string, capacity: number, booked: number) {
  await (
    await db()
  )
    .insert(deliveryDayCapacity)
    .values({ warehouseCode, day, capacity, booked })
    .onConflictDoUpdate({ target: [deliveryDayCapacity.warehouseCode, deliveryDayCapacity.day], set: { capacity, booked } });
}

export async function addProformaBrand(app: string, brand: string) {
  const database = await db();
  const where = and(eq(settings.app, app), eq(settings.name, 'proformaShippingBrands'));
  const [row] = await database.select({ value: settings.value }).from(settings).where(where);
  await database
    .update(settings)
    .set({ value: `${row?.value ?? ''},${brand}` })
    .where(where);
}

/**
 * A cart holding one product of a fresh brand (or of `brandName`), for a visitor (a new cookie) or
 * the signed-in caller of `headers`. Answers the cart id, the headers to send and the brand name.
 */
export async function filledCart(
  app: FastifyInstance,
  options: { headers?: Record<string, string>; priceCents?: number; brandName?: string } = {},
) {
  const headers = options.headers ?? { cookie: visitorCookie() };
  const shelf = await sellingShelf({ brandName: options.brandName ?? unique('Delivery Brand') });
  const product = await insertCartProduct(shelf, { priceCents: options.priceCents ?? 999_00 });
  const res = await cartClient(app, headers).add({ qty: 1, sku: product.sku });
  if (res.statusCode !== 200) throw new Error(`adding to the cart answered ${res.statusCode}: ${res.body}`);
  return { cartId: res.json<{ cartId: string }>().cartId, headers, brand: shelf.brand.name, product };
}

export function availability(app: FastifyInstance, headers: Record<string, string>, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/checkout/avail', headers, payload });
}
