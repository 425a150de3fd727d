import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Feature settings and configuration per app flavour (document 1 section 9, document 3 settings). */
export const settings = pgTable(
  'settings',
  {
    app: text('app').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.app, t.name] })],
);

export const alertBanners = pgTable(
  'alert_banners',
  {
    id: serial('id').primaryKey(),
    app: text('app').notNull(),
    desktopContent: text('desktop_content').notNull(),
    mobileContent: text('mobile_content').notNull(),
    bannerUrl: text('banner_url'),
    backgroundColor: text('background_color').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('alert_banners_app_idx').on(t.app, t.startsAt)],
);

/** Static content pages (/s/{uri} and the static content modal). app null = every flavour. */
export const staticPages = pgTable(
  'static_pages',
  {
    id: serial('id').primaryKey(),
    app: text('app'),
    slug: text('slug').notNull(),
    heading: text('heading').notNull(),
    bodyHtml: text('body_html').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
  },
  (t) => [uniqueIndex('static_pages_app_slug_idx').on(t.slug, t.app)],
);

export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    /** Lower-case path with optional query, no trailing slash except "/". */
    fromPath: text('from_path').notNull(),
    destinationUri: text('destination_uri').notNull(),
    permanent: boolean('permanent').notNull().default(true),
  },
  (t) => [uniqueIndex('redirects_from_idx').on(t.fromPath)],
);

export interface PromotionRedemption {
  url: string;
  endDate: string | null;
}

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    brandId: integer('brand_id'),
    thumbnailImg: text('thumbnail_img').notNull().default(''),
    ribbon: text('ribbon'),
    featured: boolean('featured').notNull().default(false),
    rewardLabel: text('reward_label'),
    redemption: jsonb('redemption').$type<PromotionRedemption | null>(),
    categoryUris: jsonb('category_uris').$type<string[]>().notNull().default([]),
    skus: jsonb('skus').$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('promotions_path_idx').on(t.path)],
);

export interface SaleImage {
  src: string;
  attributes: Record<string, string>;
}

export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    url: text('url').notNull().default('/sale'),
    colour: text('colour').notNull().default('#c4102b'),
    baseImagePath: text('base_image_path').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Images keyed by placement (categoryBadge, footerBanner, homePageBanner, ...). */
    images: jsonb('images').$type<Record<string, SaleImage>>().notNull().default({}),
  },
  (t) => [index('sales_window_idx').on(t.startsAt, t.endsAt)],
);
