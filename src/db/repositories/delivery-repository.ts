import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { deliveryDayCapacity, deliveryServiceOffers, deliveryZones, localities, stores, supplierDeliveries, warehouses } from '../schema';
import type { DeliveryOrigin, DeliveryZone } from '../../domain/delivery-zones';
import { localityColumns, type LocalityRow } from './places-repository';

/** A locality as the places repository reads it. */
export type DeliveryLocality = LocalityRow;

export interface DayCapacity {
  day: string;
  capacity: number;
  booked: number;
}

export type SupplierDeliveryRow = typeof supplierDeliveries.$inferSelect;
export type DeliveryServiceOfferRow = typeof deliveryServiceOffers.$inferSelect;

/** Delivery's reads and the day-capacity writes; every method takes part in the open transaction. */
export function createDeliveryRepository(db: Database) {
  return {
    /** Warehouses and stores of a country: the places deliveries leave from. */
    async origins(country: string): Promise<DeliveryOrigin[]> {
      const [warehouseRows, storeRows] = [
        await db.select().from(warehouses).where(eq(warehouses.country, country)).orderBy(asc(warehouses.code)),
        await db
          .select({
            name: stores.name,
            warehouseCode: stores.warehouseLocationCode,
            timeZone: stores.timeZone,
            latitude: stores.latitude,
            longitude: stores.longitude,
          })
          .from(stores)
          .where(eq(stores.country, country))
          .orderBy(asc(stores.id)),
      ];
      return [
        ...warehouseRows.map((w) => ({
          kind: 'warehouse' as const,
          name: w.name,
          warehouseCode: w.code,
          timeZone: w.timeZone,
          latitude: w.latitude,
          longitude: w.longitude,
        })),
        ...storeRows.map((s) => ({ kind: 'store' as const, ...s })),
      ];
    },

    async zones(app: string): Promise<DeliveryZone[]> {
      return db
        .select({
          code: deliveryZones.code,
          name: deliveryZones.name,
          maxDistanceKm: deliveryZones.maxDistanceKm,
          leadDays: deliveryZones.leadDays,
          sameDayCutoff: deliveryZones.sameDayCutoff,
          sameDayCents: deliveryZones.sameDayCents,
          nextDayCutoff: deliveryZones.nextDayCutoff,
          nextDayCents: deliveryZones.nextDayCents,
          weekdayCents: deliveryZones.weekdayCents,
          weekendCents: deliveryZones.weekendCents,
          freeWeekday: deliveryZones.freeWeekday,
        })
        .from(deliveryZones)
        .where(eq(deliveryZones.app, app))
        .orderBy(asc(deliveryZones.maxDistanceKm));
    },

    /** A locality of the country by postcode and suburb (any case), and state when one is given (none in New Zealand). */
    async locality(country: string, suburb: string, state: string | null, postcode: string): Promise<DeliveryLocality | null> {
      const [row] = await db
        .select(localityColumns)
        .from(localities)
        .where(
          and(
            eq(localities.country, country),
            eq(localities.postcode, postcode),
            eq(sql`lower(${localities.suburb})`, suburb.toLowerCase()),
            state ? eq(sql`upper(${localities.state})`, state.toUpperCase()) : undefined,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The warehouse's capacity rows from `from` to `to` inclusive (days without a row have the default). */
    async capacities(warehouseCode: string, from: string, to: string): Promise<DayCapacity[]> {
      return db
        .select({ day: deliveryDayCapacity.day, capacity: deliveryDayCapacity.capacity, booked: deliveryDayCapacity.booked })
        .from(deliveryDayCapacity)
        .where(
          and(eq(deliveryDayCapacity.warehouseCode, warehouseCode), gte(deliveryDayCapacity.day, from), lte(deliveryDayCapacity.day, to)),
        );
    },

    /**
     * Takes one delivery of the day: the row is created with the default capacity the first time,
     * then one conditional update adds the booking only while room is left. Concurrent bookings of
     * one day queue on the row's lock and each sees the count the previous one committed, so a
     * day of capacity n is booked at most n times. False when the day is full.
     */
    async bookDay(warehouseCode: string, day: string, defaultCapacity: number): Promise<boolean> {
      await db.insert(deliveryDayCapacity).values({ warehouseCode, day, capacity: defaultCapacity, booked: 0 }).onConflictDoNothing();
      const booked = await db
        .update(deliveryDayCapacity)
        .set({ booked: sql`${deliveryDayCapacity.booked} + 1` })
        .where(
          and(
            eq(deliveryDayCapacity.warehouseCode, warehouseCode),
            eq(deliveryDayCapacity.day, day),
            lt(deliveryDayCapacity.booked, deliveryDayCapacity.capacity),
          ),
        )
        .returning({ booked: deliveryDayCapacity.booked });
      return booked.length === 1;
    },

    async releaseDay(warehouseCode: string, day: string): Promise<void> {
      await db
        .update(deliveryDayCapacity)
        .set({ booked: sql`${deliveryDayCapacity.booked} - 1` })
        .where(
          and(eq(deliveryDayCapacity.warehouseCode, warehouseCode), eq(deliveryDayCapacity.day, day), gte(deliveryDayCapacity.booked, 1)),
        );
    },

    /** Sets a day's capacity (staff tools, demo data, tests); the day's bookings are kept. */
    async setCapacity(warehouseCode: string, day: string, capacity: number, booked = 0): Promise<void> {
      await db
        .insert(deliveryDayCapacity)
        .values({ warehouseCode, day, capacity, booked })
        .onConflictDoUpdate({ target: [deliveryDayCapacity.warehouseCode, deliveryDayCapacity.day], set: { capacity, booked } });
    },

    async suppliers(app: string): Promise<SupplierDeliveryRow[]> {
      return db.select().from(supplierDeliveries).where(eq(supplierDeliveries.app, app)).orderBy(asc(supplierDeliveries.supplier));
    },

    async serviceOffers(app: string): Promise<DeliveryServiceOfferRow[]> {
      return db
        .select()
        .from(deliveryServiceOffers)
        .where(eq(deliveryServiceOffers.app, app))
        .orderBy(asc(deliveryServiceOffers.sortOrder));
    },
  };
}
export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
