import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { localities } from './places';

/**
 * Delivery (docs/adr/0029-delivery-zones-calendar-and-capacity.md). Warehouses dispatch deliveries;
 * a store delivers from the warehouse its `warehouseLocationCode` names. Money is integer cents in
 * the flavour's currency; days are calendar dates on the warehouse's clock.
 */
export const warehouses = pgTable('warehouses', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  timeZone: text('time_zone').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

/**
 * A flavour's delivery zones: distance bands from the nearest warehouse or store (a locality is in
 * the first zone whose `maxDistanceKm` reaches it; beyond the last band there is no delivery) and
 * the zone's price per kind of day. A null price means the zone has no such day.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    app: text('app').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    maxDistanceKm: doublePrecision('max_distance_km').notNull(),
    /** Days from today before the first ordinary (weekday or weekend) delivery. */
    leadDays: integer('lead_days').notNull(),
    /** Same-day delivery for orders placed before this local time ("10:00"); null: none. */
    sameDayCutoff: text('same_day_cutoff'),
    sameDayCents: integer('same_day_cents'),
    /** Next-day delivery for orders placed before this local time; null: none. */
    nextDayCutoff: text('next_day_cutoff'),
    nextDayCents: integer('next_day_cents'),
    weekdayCents: integer('weekday_cents').notNull(),
    /** Saturday and Sunday; null: the zone is not delivered at weekends. */
    weekendCents: integer('weekend_cents'),
    /** ISO weekday (1 Monday … 7 Sunday) delivered free in this zone, or null. */
    freeWeekday: integer('free_weekday'),
  },
  (t) => [
    uniqueIndex('delivery_zones_app_code_idx').on(t.app, t.code),
    check('delivery_zones_free_weekday', sql`${t.freeWeekday} between 1 and 7`),
  ],
);

/**
 * Deliveries a warehouse can make on a day. A row is created the first time a day is booked (or
 * set), with the configured default capacity; the check keeps `booked` within `capacity` whatever
 * the code does.
 */
export const deliveryDayCapacity = pgTable(
  'delivery_day_capacity',
  {
    warehouseCode: text('warehouse_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.warehouseCode, t.day] }),
    check('delivery_day_capacity_booked', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
);

/**
 * Brands their supplier delivers (document 2's supplier availability): the supplier's own lead time,
 * weekdays and price, and the postcodes it cannot reach.
 */
export const supplierDeliveries = pgTable(
  'supplier_deliveries',
  {
    id: serial('id').primaryKey(),
    app: text('app').notNull(),
    supplier: text('supplier').notNull(),
    brand: text('brand').notNull(),
    leadDays: integer('lead_days').notNull(),
    /** ISO weekdays the supplier delivers, e.g. "2,4" (Tuesday and Thursday). */
    weekdays: text('weekdays').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Inclusive postcode range the supplier does not reach, or nulls. */
    unreachableFrom: text('unreachable_from'),
    unreachableTo: text('unreachable_to'),
  },
  (t) => [uniqueIndex('supplier_deliveries_app_brand_idx').on(t.app, t.brand)],
);

/** Delivery services (removal, connection, installation) a flavour sells with delivery. */
export const deliveryServiceOffers = pgTable(
  'delivery_service_offers',
  {
    id: serial('id').primaryKey(),
    app: text('app').notNull(),
    sku: text('sku').notNull(),
    kind: text('kind').$type<'removal' | 'connection' | 'installation'>().notNull(),
    title: text('title').notNull(),
    blurb: text('blurb').notNull(),
    priceCents: integer('price_cents').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('delivery_service_offers_app_sku_idx').on(t.app, t.sku)],
);

/** Street names of a locality: what the sandbox geocoder answers from (src/providers/maps). */
export const localityStreets = pgTable(
  'locality_streets',
  {
    id: serial('id').primaryKey(),
    localityId: integer('locality_id')
      .notNull()
      .references(() => localities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('locality_streets_locality_name_idx').on(t.localityId, t.name),
    index('locality_streets_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
  ],
);
