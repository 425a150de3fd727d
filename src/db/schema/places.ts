import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const localities = pgTable(
  'localities',
  {
    id: serial('id').primaryKey(),
    suburb: text('suburb').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    country: text('country').notNull().default('AU'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    // Prefix searches ("bond", "20") use these; text_pattern_ops makes LIKE 'x%' indexable.
    index('localities_suburb_prefix_idx').using('btree', sql`lower(${t.suburb}) text_pattern_ops`),
    index('localities_postcode_prefix_idx').using('btree', sql`${t.postcode} text_pattern_ops`),
    uniqueIndex('localities_identity_idx').on(t.country, t.state, t.postcode, t.suburb),
  ],
);

export interface OpeningHours {
  isOpen: boolean;
  /** "09:00" in the store's time zone, null when closed. */
  openTime: string | null;
  closeTime: string | null;
}

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    storeUri: text('store_uri').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    suburb: text('suburb').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    country: text('country').notNull().default('AU'),
    phone: text('phone').notNull(),
    /** The store's mailbox; the flavour adds its brand's e-mail domain (`brandEmail`). */
    email: text('email').notNull().default(''),
    blurb: text('blurb').notNull().default(''),
    isAppointmentOnly: boolean('is_appointment_only').notNull().default(false),
    virtualTourId: text('virtual_tour_id'),
    thumbImg: text('thumb_img').notNull().default(''),
    subdivision: text('subdivision').notNull(),
    timeZone: text('time_zone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Seven entries, Monday = 0 to Sunday = 6. */
    openTimes: jsonb('open_times').$type<OpeningHours[]>().notNull(),
    warehouseLocationCode: text('warehouse_location_code').notNull(),
  },
  (t) => [uniqueIndex('stores_uri_idx').on(t.storeUri), index('stores_subdivision_idx').on(t.subdivision)],
);

export const salespeople = pgTable(
  'salespeople',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    subdivision: text('subdivision').notNull(),
    email: text('email').notNull().default(''),
  },
  (t) => [uniqueIndex('salespeople_code_idx').on(t.code), index('salespeople_subdivision_idx').on(t.subdivision)],
);
