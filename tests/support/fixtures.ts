import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { BRANDS } from '../../src/domain/brands';
import {
  brands,
  categories,
  orderLines,
  orders,
  priceHistory,
  products,
  sales,
  staticPages,
  stores,
  type OpeningHours,
  type ProductImage,
} from '../../src/db/schema';
import { workerDatabase } from './test-app';

/**
 * Rows a test needs, written by the test itself into this file's own database, so a test never
 * leans on a seed id, slug or date. Each helper answers the stored row; values the schema wants
 * unique are made unique per call.
 */

let sequence = 0;
/** A value no other fixture in this worker has used, e.g. unique('sale') -> "sale-3-k9x2". */
export function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${Math.random().toString(36).slice(2, 6)}`;
}

async function db() {
  return (await workerDatabase()).db;
}

export async function insertSale(values: { startsAt: Date; endsAt: Date; name?: string; colour?: string }) {
  const slug = unique('fixture-sale');
  const [row] = await (
    await db()
  )
    .insert(sales)
    .values({ name: values.name ?? `Sale ${slug}`, colour: values.colour ?? '#123456', baseImagePath: `/media/sale/${slug}/`, ...values })
    .returning();
  return row!;
}

export async function insertBrand(values: { name?: string } = {}) {
  const slug = unique('fixture-brand');
  const [row] = await (
    await db()
  )
    .insert(brands)
    .values({ name: values.name ?? `Brand ${slug}`, slug })
    .returning();
  return row!;
}

/**
 * A category below `parent` (or a top category of its own); its uri continues the parent's. A top
 * category of its own is outside every flavour's assortment: listings that show only what a
 * flavour sells need a parent from `sellingTopCategory()`.
 */
export async function insertCategory(values: { name?: string; parent?: { id: number; uri: string } } = {}) {
  const segment = unique('fixture-category');
  const parent = values.parent;
  const [row] = await (
    await db()
  )
    .insert(categories)
    .values({
      name: values.name ?? `Category ${segment}`,
      parentId: parent?.id ?? null,
      uri: parent ? `${parent.uri}/${segment}` : segment,
    })
    .returning();
  return row!;
}

/** The default flavour's first navigation category: products below it are in that flavour's assortment. */
export async function sellingTopCategory(): Promise<{ id: number; uri: string }> {
  const uri = BRANDS.wa.navCategories[0]!;
  const [row] = await (await db()).select({ id: categories.id, uri: categories.uri }).from(categories).where(eq(categories.uri, uri));
  if (!row) throw new Error(`The seed has no top category "${uri}"`);
  return row;
}

export interface ProductFixture {
  brandId: number;
  categoryId: number;
  title?: string;
  priceCents?: number | null;
  rrpCents?: number | null;
  description?: string;
  images?: ProductImage[];
  specifications?: { group: string; name: string; value: string }[];
  features?: { title: string; description: string }[];
  /** Past prices, each from its day on. */
  history?: { on: string; priceCents: number }[];
}

export async function insertProduct(values: ProductFixture) {
  const sku = unique('FX').toUpperCase();
  const { history = [], ...columns } = values;
  const [row] = await (
    await db()
  )
    .insert(products)
    .values({
      sku,
      productCode: sku,
      slug: sku.toLowerCase(),
      title: `Fixture product ${sku}`,
      priceCents: 99_900,
      ...columns,
    })
    .returning();
  if (history.length > 0) {
    await (
      await db()
    )
      .insert(priceHistory)
      .values(history.map((h) => ({ productId: row!.id, priceCents: h.priceCents, effectiveOn: h.on })));
  }
  return row!;
}

const openEveryDay = (closeTime: string): OpeningHours[] =>
  Array.from({ length: 7 }, () => ({ isOpen: true, openTime: '09:00', closeTime }));

export interface StoreFixture {
  name?: string;
  country?: 'AU' | 'NZ';
  state?: string;
  timeZone?: string;
  isAppointmentOnly?: boolean;
  /** Seven days, Monday first; open 9am to 5:30pm every day when not given. */
  openTimes?: OpeningHours[];
  virtualTourId?: string | null;
}

export async function insertStore(values: StoreFixture = {}) {
  const storeUri = unique('fixture-store');
  const [row] = await (
    await db()
  )
    .insert(stores)
    .values({
      storeUri,
      name: values.name ?? `Store ${storeUri}`,
      address: '1 Fixture Street',
      suburb: 'Fixtureville',
      state: values.state ?? 'NSW',
      postcode: '2000',
      country: values.country ?? 'AU',
      phone: '02 9000 0000',
      subdivision: values.state ?? 'NSW',
      timeZone: values.timeZone ?? 'Australia/Sydney',
      latitude: -33.87,
      longitude: 151.21,
      isAppointmentOnly: values.isAppointmentOnly ?? false,
      openTimes: values.openTimes ?? openEveryDay('17:30'),
      virtualTourId: values.virtualTourId ?? null,
      warehouseLocationCode: 'FX1',
      // The mailbox name; the API writes it at the flavour's own e-mail domain.
      email: storeUri,
    })
    .returning();
  return row!;
}

/** A static page for every flavour (app null) or for one. */
export async function insertStaticPage(values: { heading: string; bodyHtml: string; app?: string | null; slug?: string }) {
  const slug = values.slug ?? unique('fixture-page');
  const [row] = await (
    await db()
  )
    .insert(staticPages)
    .values({ slug, app: values.app ?? null, heading: values.heading, bodyHtml: values.bodyHtml })
    .returning();
  return row!;
}

/** `count` priced products of one new brand in one new category, each with a specification and a feature. */
export async function insertProducts(count: number) {
  const brand = await insertBrand();
  const category = await insertCategory();
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    rows.push(
      await insertProduct({
        brandId: brand.id,
        categoryId: category.id,
        priceCents: 50_000 + i * 10_000,
        specifications: [{ group: 'Dimensions', name: 'Width', value: `${600 + i} mm` }],
        features: [{ title: `Feature ${i + 1}`, description: 'Fixture feature.' }],
      }),
    );
  }
  return rows;
}

/**
 * An order a guest placed and paid from a cart, with one line: what the confirmation page reads.
 * Only the visitor given may see its confirmation.
 */
export async function insertPlacedOrder(values: { app: string; visitorId: string; title: string; priceCents: number }) {
  const cartId = randomUUID();
  const orderNumber = unique('W')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
  const address = {
    firstName: 'Pat',
    lastName: 'Fixture',
    companyName: '',
    address: '1 Fixture Street',
    suburb: 'Fixtureville',
    state: 'NSW',
    postcode: '2000',
    country: 'AU' as const,
  };
  const gstCents = Math.round(values.priceCents / 11);
  const database = await db();
  const [order] = await database
    .insert(orders)
    .values({
      orderNumber,
      clientId: `${values.app}-web`,
      cartId,
      visitorId: values.visitorId,
      status: 'invoiced',
      paymentState: 'captured',
      contactEmail: 'pat.fixture@example.com',
      contactPhone: '0412345678',
      deliveryAddress: address,
      billingAddress: address,
      deliveryDate: '2026-12-10',
      paymentMethod: 'Default',
      subtotalCents: values.priceCents,
      totalCents: values.priceCents,
      paidNowCents: values.priceCents,
      gstCents,
      placedAt: new Date(),
    })
    .returning({ id: orders.id });
  await database.insert(orderLines).values({
    orderId: order!.id,
    position: 0,
    productCode: unique('FIXTURE'),
    sku: unique('FIX-SKU'),
    title: values.title,
    brand: 'Fixture Appliances',
    unitPriceCents: values.priceCents,
    quantity: 1,
  });
  return { cartId, orderNumber };
}
