import { z } from 'zod';
import { sanitiseSearchTerm, SEARCH_TERM_MAX_CHARS } from '../domain/search-term';

export const ANALYTICS_EVENT_TYPES = ['search', 'productClick', 'productAddToCart', 'productOrder', 'visit', 'productMultiOrder'] as const;

const optionalTerm = z
  .string()
  .max(1000)
  .optional()
  .transform((v) => sanitiseSearchTerm(v ?? ''))
  .pipe(z.string().max(SEARCH_TERM_MAX_CHARS, `query must be at most ${SEARCH_TERM_MAX_CHARS} characters`));

/** GET /api/analytics/search: a search (with a term) or a visit (without). */
export const analyticsSearchQuerySchema = z.object({ searchTerm: optionalTerm });

/** POST /api/analytics/search: the search analytics event of document 3 section 3. */
export const searchAnalyticsEventSchema = z.object({
  analyticsEventType: z.enum(ANALYTICS_EVENT_TYPES, { error: `analyticsEventType must be one of ${ANALYTICS_EVENT_TYPES.join(', ')}` }),
  query: optionalTerm,
  productList: z
    .union([z.array(z.union([z.string().max(100), z.number()])).max(100, 'productList holds at most 100 products'), z.string().max(4000)])
    .optional()
    .transform((v) =>
      v === undefined ? [] : (typeof v === 'string' ? v.split(/[~,]/) : v.map(String)).map((s) => s.trim()).filter((s) => s.length > 0),
    ),
  url: z.string().max(2000, 'url must be at most 2000 characters').optional().default(''),
  isRepeatUser: z.boolean({ error: 'isRepeatUser must be true or false' }).optional().default(false),
});
export type SearchAnalyticsEvent = z.output<typeof searchAnalyticsEventSchema>;

/**
 * Named storefront events of document 1 section 7 and document 2, sent by the browser to our own
 * POST /api/analytics/events and passed on to the configured sinks.
 */
export const TRACKED_EVENT_NAMES = [
  'page_view',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'submission-error',
  'purchase',
  'pinboard_tag',
  'affiliate_conversion',
  'cart_view',
  'compare_click',
  'landing_banner_click',
  'Variant Test Error',
] as const;
export type TrackedEventName = (typeof TRACKED_EVENT_NAMES)[number];

const shortText = (field: string, max: number) => z.string().max(max, `${field} must be at most ${max} characters`).optional();

/** A product of a checkout event (document 2 section 4: item_name, item_id, price, item_brand, item_category, quantity). */
const eventItemSchema = z.object({
  item_id: z.string().max(100),
  item_name: z.string().max(300),
  price: z.number(),
  item_brand: z.string().max(100),
  item_category: z.string().max(200),
  quantity: z.number().int().min(0).max(999),
});

export const trackedEventSchema = z.object({
  name: z.enum(TRACKED_EVENT_NAMES, { error: `name must be one of ${TRACKED_EVENT_NAMES.join(', ')}` }),
  /** The page type of the route (data-page-type), for page views and anything sent from a page. */
  pageType: shortText('pageType', 50),
  /** Path and query of the page the event happened on. */
  path: shortText('path', 2000),
  category: shortText('category', 100),
  action: shortText('action', 100),
  label: shortText('label', 500),
  /** A few extra values (test id, bucket, step); flat so the sinks never see nested objects. */
  data: z
    .record(z.string().max(50), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((data) => Object.keys(data).length <= 20, 'data holds at most 20 values')
    .optional(),
  /** The products of a checkout event (the cart's lines). */
  items: z.array(eventItemSchema).max(200, 'items holds at most 200 products').optional(),
});
export type TrackedEvent = z.input<typeof trackedEventSchema>;
