/**
 * The demo's dated windows (sales, promotions, alert banners, the expired code) as days relative to
 * the demo's reference day, and moving them on. Seeding writes them from the day of seeding; a
 * long-running demo moves them to a new reference day before its running windows end, so the shop
 * keeps a running sale and current promotions on any day. Only rows the seed wrote (found by their
 * seed keys) are moved; a sale, promotion or banner added by staff is left as it is.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { normaliseCode } from '../../domain/cart-codes';
import { alertBanners, promoCodes, promotions, sales } from '../schema';
import { ALERT_BANNER_SEEDS } from './alert-banner-data';
import { DEMO_CODE_SEEDS } from './cart-data';
import { daysFrom, demoDayOf } from './dates';
import { PROMOTION_SEEDS, type PromotionSeed } from './promotion-data';
import { SALE_SEEDS, type SaleSeed } from './sale-data';

export interface DayWindow {
  startDay: number;
  endDay: number;
}

export function windowFrom(reference: Date, window: DayWindow): { startsAt: Date; endsAt: Date } {
  return { startsAt: daysFrom(reference, window.startDay), endsAt: daysFrom(reference, window.endDay) };
}

export function promotionDates(reference: Date, promo: PromotionSeed) {
  return {
    startDate: daysFrom(reference, promo.startDay),
    endDate: daysFrom(reference, promo.endDay),
    redemption:
      promo.redemptionEndDay === undefined
        ? null
        : { url: `/promotions/${promo.path}/redeem`, endDate: daysFrom(reference, promo.redemptionEndDay).toISOString() },
  };
}

export function saleBaseImagePath(sale: SaleSeed): string {
  return `/media/sale/${sale.slug}/`;
}

/** The sale running on the reference day; its row tells a stored demo's reference day. */
const ANCHOR_SALE = SALE_SEEDS.find((sale) => sale.startDay <= 0 && sale.endDay > 0)!;

const runningOnReferenceDay = (window: DayWindow) => window.startDay <= 0 && window.endDay > 0;

/** Days before the first running window would end that the demo moves on: room for a job that runs late. */
const DAYS_OF_MARGIN = 3;

/**
 * Days after its reference day that a demo is moved on: a few days before the first window that
 * runs on the reference day (a sale, a promotion or a banner) would end.
 */
export const DEMO_RENEWAL_DAY =
  Math.min(
    ...[...SALE_SEEDS, ...PROMOTION_SEEDS, ...ALERT_BANNER_SEEDS.map((banner) => banner.days)]
      .filter(runningOnReferenceDay)
      .map((window) => window.endDay),
  ) - DAYS_OF_MARGIN;

/** The reference day of the stored demo data, or null in a database without the demo's sale. */
export async function storedDemoDay(db: Database): Promise<Date | null> {
  const [anchor] = await db
    .select({ startsAt: sales.startsAt })
    .from(sales)
    .where(eq(sales.baseImagePath, saleBaseImagePath(ANCHOR_SALE)))
    .limit(1);
  return anchor ? daysFrom(anchor.startsAt, -ANCHOR_SALE.startDay) : null;
}

/** Writes every demo window from `reference`, in one transaction. */
export async function dateDemoWindows(db: Database, reference: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const sale of SALE_SEEDS) {
      await tx
        .update(sales)
        .set(windowFrom(reference, sale))
        .where(eq(sales.baseImagePath, saleBaseImagePath(sale)));
    }
    for (const promo of PROMOTION_SEEDS) {
      await tx.update(promotions).set(promotionDates(reference, promo)).where(eq(promotions.path, promo.path));
    }
    for (const banner of ALERT_BANNER_SEEDS) {
      await tx
        .update(alertBanners)
        .set(windowFrom(reference, banner.days))
        .where(and(eq(alertBanners.app, banner.app), eq(alertBanners.desktopContent, banner.desktop)));
    }
    for (const code of DEMO_CODE_SEEDS) {
      if (code.expiresDay === undefined) continue;
      await tx
        .update(promoCodes)
        .set({ expiresAt: daysFrom(reference, code.expiresDay) })
        .where(inArray(promoCodes.code, [normaliseCode(code.code)]));
    }
  });
}

/**
 * Moves the demo's windows to the day of `now` once the stored demo is DEMO_RENEWAL_DAY days old;
 * answers the new reference day, or null when nothing was due (or there is no demo data).
 */
export async function moveDemoWindowsOn(db: Database, now: Date): Promise<Date | null> {
  const stored = await storedDemoDay(db);
  if (stored === null || now < daysFrom(stored, DEMO_RENEWAL_DAY)) return null;
  const next = demoDayOf(now);
  await dateDemoWindows(db, next);
  return next;
}
