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
