import { randomUUID } from 'node:crypto';
import { and, eq, gt, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../src/contracts/cart';
import type { ErrorBody } from '../../src/contracts/errors';
import type { PromotionSummary, SaleWithProducts } from '../../src/contracts/listing';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { deliveryDayCapacity, promoCodes, sales } from '../../src/db/schema';
import { demoDayOf } from '../../src/db/seed/dates';
import { seedDatabase } from '../../src/db/seed/index';
import { calendarDateIn, oneYearLater } from '../../src/domain/calendar-date';
import { createTestApp } from '../support/test-app';

/**
 * The demo is current on whatever day it is seeded, and a demo left running is moved on by its
 * daily job. Each test holds the shop's clock at a day of its own; nothing waits for real time.
 */
const DAY_MS = 86_400_000;
const SEED_TIMEOUT_MS = 180_000;
// Held a year after the real day the test runs, so the fixed day the seed once used cannot pass it.
const seededAt = oneYearLater(new Date(), 'Australia/Sydney');
const monthLater = new Date(seededAt.getTime() + 30 * DAY_MS);

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await runMigrations(database);
  // Seeded as `npm start` seeds (no day given) on a held clock: only Date is faked, so the
  // database's own timers run as they do.
  vi.useFakeTimers({ toFake: ['Date'], now: seededAt });
  try {
    await seedDatabase(database.db, { products: 150, demoAccounts: false });
  } finally {
    vi.useRealTimers();
  }
}, SEED_TIMEOUT_MS);

afterAll(async () => {
  await database?.close();
});

const shopOn = (day: Date) => createTestApp({ database, now: () => day });

/** A visitor's cart holding one product of the running sale; answers the code's outcome. */
async function applyCode(app: Awaited<ReturnType<typeof shopOn>>, sku: string, code: string) {
  const headers = { cookie: `wau=${randomUUID()}` };
  const added = await app.inject({ method: 'POST', url: '/api/cart/product/', headers, payload: { qty: 1, sku } });
  expect(added.statusCode).toBe(200);
  return app.inject({ method: 'POST', url: '/api/cart/coupon/', headers, payload: { code } });
}

async function runningSale(app: Awaited<ReturnType<typeof shopOn>>) {
  const response = await app.inject('/api/v2/listing/sale');
  return { status: response.statusCode, body: response.statusCode === 200 ? response.json<SaleWithProducts>() : null };
}

describe('demo data seeded on a day a year ahead', () => {
  it('shows that day a running sale, current promotions and demo codes that work', async () => {
    const app = await shopOn(seededAt);
    const sale = await runningSale(app);
    expect(sale.status).toBe(200);
    expect(sale.body!.sale).toMatchObject({ isSaleOn: true, name: 'Black Friday Sale', url: '/sale' });
    expect(sale.body!.products.length).toBeGreaterThan(0);

    const promotions = (await app.inject('/api/promotions')).json<PromotionSummary[]>();
    expect(promotions.map((p) => p.path)).toContain('miele-cashback-2026');
    for (const promotion of promotions) expect(new Date(promotion.endDate).getTime()).toBeGreaterThan(seededAt.getTime());

    const sku = sale.body!.products[0]!.sku;
    const saved = await applyCode(app, sku, 'SAVE10');
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Cart>().couponCode).toBe('SAVE10');
    const expired = await applyCode(app, sku, 'EXPIRED25');
    expect(expired.statusCode).toBe(422);
    expect(expired.json<ErrorBody>().errors).toEqual(['The code "EXPIRED25" has expired.']);
  });
});

describe("the demo's daily job", () => {
  it(
    'leaves a demo that is still current as it is, and a month on moves the windows so the sale runs again',
    async () => {
      // Staff's own sale: not demo data, so the job must not move it.
      const [staffSale] = await database.db
        .insert(sales)
        .values({
          name: 'Staff clearance',
          colour: '#222222',
          baseImagePath: '/media/sale/staff-clearance/',
          startsAt: new Date(seededAt.getTime() - 60 * DAY_MS),
          endsAt: new Date(seededAt.getTime() - 50 * DAY_MS),
        })
        .returning();

      const twoDaysOn = await shopOn(new Date(seededAt.getTime() + 2 * DAY_MS));
      expect(await twoDaysOn.demoCalendar!.runOnce()).toEqual({ windowsMovedTo: null, deliveryDaysAdded: 0 });

      const unmoved = await shopOn(monthLater);
      // The month has taken the sale, its banners and the promotions of the seeding day past their ends.
      expect((await runningSale(unmoved)).status).toBe(404);

      const moved = await unmoved.demoCalendar!.runOnce();
      expect(moved.windowsMovedTo).toEqual(demoDayOf(monthLater));
      expect(moved.deliveryDaysAdded).toBe(4);

      // A shop that has not just read the old windows (the one above keeps them for its content
      // cache's minute; the job runs days before a window ends, so a shopper never sees that).
      const app = await shopOn(monthLater);
      const sale = await runningSale(app);
      expect(sale.status).toBe(200);
      expect(sale.body!.sale).toMatchObject({ isSaleOn: true, name: 'Black Friday Sale' });
      const promotions = (await app.inject('/api/promotions')).json<PromotionSummary[]>();
      expect(promotions.map((p) => p.path)).toContain('miele-cashback-2026');

      // EXPIRED25 stays a month expired on the demo's new day; SAVE10 still works.
      const sku = sale.body!.products[0]!.sku;
      expect((await applyCode(app, sku, 'SAVE10')).statusCode).toBe(200);
      const expired = await applyCode(app, sku, 'EXPIRED25');
      expect(expired.json<ErrorBody>().errors).toEqual(['The code "EXPIRED25" has expired.']);
      const [expiredCode] = await database.db.select().from(promoCodes).where(eq(promoCodes.code, 'EXPIRED25')).limit(1);
      expect(expiredCode!.expiresAt!.getTime()).toBeLessThan(monthLater.getTime() - 29 * DAY_MS);

      // The Sydney warehouse has a full day ahead again.
      const [fullDay] = await database.db
        .select({ day: deliveryDayCapacity.day })
        .from(deliveryDayCapacity)
        .where(
          and(
            eq(deliveryDayCapacity.warehouseCode, 'SYD'),
            gt(deliveryDayCapacity.day, calendarDateIn(monthLater, 'Australia/Sydney')),
            gte(deliveryDayCapacity.booked, deliveryDayCapacity.capacity),
          ),
        );
      expect(fullDay).toBeDefined();

      const [staffSaleAfter] = await database.db.select().from(sales).where(eq(sales.id, staffSale!.id));
      expect(staffSaleAfter).toEqual(staffSale);
      // Run again the same day (another process, or the next hourly check): nothing more to move.
      expect(await app.demoCalendar!.runOnce()).toEqual({ windowsMovedTo: null, deliveryDaysAdded: 0 });
    },
    SEED_TIMEOUT_MS,
  );
});
