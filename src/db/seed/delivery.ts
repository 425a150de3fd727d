import { and, asc, eq, gt, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../client';
import { APP_IDS } from '../../domain/brands';
import { calendarDateIn } from '../../domain/calendar-date';
import { MAPS_SETTING_NAMES } from '../../domain/setting-names';
import { addCalendarDays } from '../../domain/delivery-days';
import {
  deliveryDayCapacity,
  deliveryServiceOffers,
  deliveryZones,
  localities,
  localityStreets,
  settings,
  supplierDeliveries,
  warehouses,
} from '../schema';
import { insertInBatches } from './batch';
import { DELIVERY_APPS, DEMO_CAPACITY_DAYS, servicesFor, suppliersFor, WAREHOUSES, zonesFor } from './delivery-data';
import { settingsFor } from './settings';
import { streetsFor } from './street-names';

export interface DeliverySeedSummary {
  warehouses: number;
  deliveryZones: number;
  supplierDeliveries: number;
  deliveryServices: number;
  deliveryDays: number;
  localityStreets: number;
}

const timeZoneOf = new Map(WAREHOUSES.map((w) => [w.code, w.timeZone]));

/** The demo's nearly full and full days, counted from `reference` on each warehouse's clock. */
function demoCapacityDays(reference: Date) {
  return DEMO_CAPACITY_DAYS.map(({ warehouseCode, afterDays, capacity, booked }) => ({
    warehouseCode,
    day: addCalendarDays(calendarDateIn(reference, timeZoneOf.get(warehouseCode)!), afterDays),
    capacity,
    booked,
  }));
}

/**
 * Keeps a long-running demo's full delivery days ahead: once a demo warehouse has no full day
 * after today, its demo days are added again counted from `now`. A day that already has a row
 * (bookings of real orders) is left as it is. Answers the rows added.
 */
export async function moveDemoDeliveryDaysOn(db: Database, now: Date): Promise<number> {
  const codes = [...new Set(DEMO_CAPACITY_DAYS.map((d) => d.warehouseCode))];
  const present = await db.select({ code: warehouses.code }).from(warehouses).where(inArray(warehouses.code, codes));
  const due: string[] = [];
  for (const { code } of present) {
    const today = calendarDateIn(now, timeZoneOf.get(code)!);
    const [fullAhead] = await db
      .select({ day: deliveryDayCapacity.day })
      .from(deliveryDayCapacity)
      .where(
        and(
          eq(deliveryDayCapacity.warehouseCode, code),
          gt(deliveryDayCapacity.day, today),
          gte(deliveryDayCapacity.booked, deliveryDayCapacity.capacity),
        ),
      )
      .limit(1);
    if (!fullAhead) due.push(code);
  }
  const rows = demoCapacityDays(now).filter((row) => due.includes(row.warehouseCode));
  if (rows.length === 0) return 0;
  const added = await db.insert(deliveryDayCapacity).values(rows).onConflictDoNothing().returning({ day: deliveryDayCapacity.day });
  return added.length;
}

/** Warehouses, zones and prices, supplier deliveries, services, demo capacity days and street names. */
export async function seedDelivery(db: Database, reference: Date): Promise<DeliverySeedSummary> {
  await db.insert(warehouses).values(WAREHOUSES);
  const zones = DELIVERY_APPS.flatMap((app) => zonesFor(app).map((zone) => ({ ...zone, app })));
  await db.insert(deliveryZones).values(zones);
  const suppliers = DELIVERY_APPS.flatMap((app) => suppliersFor(app).map((row) => ({ ...row, app })));
  await db.insert(supplierDeliveries).values(suppliers);
  const services = DELIVERY_APPS.flatMap((app) => servicesFor(app).map((row) => ({ ...row, app })));
  await db.insert(deliveryServiceOffers).values(services);

  const days = demoCapacityDays(reference);
  await db.insert(deliveryDayCapacity).values(days);

  const places = await db
    .select({ id: localities.id, suburb: localities.suburb, postcode: localities.postcode })
    .from(localities)
    .where(isNotNull(localities.latitude))
    .orderBy(asc(localities.id));
  const streets = places.flatMap((place) => streetsFor(place).map((name) => ({ localityId: place.id, name })));
  await insertInBatches(db, localityStreets, streets, 5000);

  return {
    warehouses: WAREHOUSES.length,
    deliveryZones: zones.length,
    supplierDeliveries: suppliers.length,
    deliveryServices: services.length,
    deliveryDays: days.length,
    localityStreets: streets.length,
  };
}

/**
 * A database seeded before delivery existed gets its delivery data and the maps settings at boot
 * (with demo days counted from `now`); one that has them is left alone.
 */
export async function seedDeliveryWhenMissing(db: Database, now: Date): Promise<DeliverySeedSummary | null> {
  const [warehouse] = await db.select({ code: warehouses.code }).from(warehouses).limit(1);
  const [locality] = await db.select({ id: localities.id }).from(localities).limit(1);
  const missingSettings = APP_IDS.flatMap((app) => {
    const all = settingsFor(app);
    return MAPS_SETTING_NAMES.map((name) => ({ app, name, value: all[name] }));
  });
  await db.insert(settings).values(missingSettings).onConflictDoNothing();
  if (warehouse || !locality) return null;
  return db.transaction((tx) => seedDelivery(tx as unknown as Database, now));
}
