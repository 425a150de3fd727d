import { z } from 'zod';
import { LISTING_SORTS, sanitiseSearchTerm, SEARCH_TERM_MAX_CHARS, SEARCH_TERM_MIN_CHARS } from '../domain/search-term';
import { pricesWithheldSchema, productSummarySchema } from './products';

// The term rules and sorts live in the domain so browser code can use them without zod.
export { LISTING_SORTS, SEARCH_TERM_MAX_CHARS, SEARCH_TERM_MIN_CHARS, type ListingSort } from '../domain/search-term';

/** Every term is cleaned by the search bar's own rule (document 3 section 9), then length-checked. */
export const searchTermSchema = z
  .string({ error: 'Enter a search term' })
  .max(1000, `Search term must be at most ${SEARCH_TERM_MAX_CHARS} characters`)
  .transform(sanitiseSearchTerm)
  .pipe(
    z
      .string()
      .min(SEARCH_TERM_MIN_CHARS, `Search term must be at least ${SEARCH_TERM_MIN_CHARS} characters`)
      .max(SEARCH_TERM_MAX_CHARS, `Search term must be at most ${SEARCH_TERM_MAX_CHARS} characters`),
  );

const booleanQuery = z
  .enum(['true', 'false', 'True', 'False', '1', '0', ''])
  .optional()
  .transform((v) => v === undefined || v === '' || v.toLowerCase() === 'true' || v === '1');

/** GET /api/v3/search */
export const suggestQuerySchema = z.object({
  searchTerm: searchTermSchema,
  isAutoCorrectEnabled: booleanQuery,
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1).max(24).default(8),
});
export const searchSuggestionSchema = z.object({ type: z.literal('term'), text: z.string(), url: z.string() });
export const searchProductResultSchema = z.object({
  type: z.literal('product'),
  text: z.string(),
  imageUrl: z.string().nullable(),
  /** Dollars; null for 'Request Price'; left out when `pricesWithheld` is set. */
  price: z.number().nullable().optional(),
  url: z.string(),
  pricesWithheld: pricesWithheldSchema,
});
export const suggestResponseSchema = z.object({
  results: z.object({ suggestions: z.array(searchSuggestionSchema), products: z.array(searchProductResultSchema) }),
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;

/** GET /api/search/products: the server shape named by document 3 section 3. */
export const legacySuggestQuerySchema = z.object({ searchTerms: searchTermSchema });
export const legacySuggestResponseSchema = z.object({
  Results: z.object({
    SearchSuggestions: z.array(z.object({ Result: z.string(), Url: z.string() })),
    /** Price is left out where the flavour shows prices only after sign-in and the caller is not signed in. */
    ProductResults: z.array(
      z.object({ Name: z.string(), ImageUrl: z.string().nullable(), Price: z.number().nullable().optional(), Url: z.string() }),
    ),
  }),
});

/** search-url calls: where a submitted term goes. */
export const searchUrlQuerySchema = z.object({ searchterms: searchTermSchema });
export const productSearchUrlQuerySchema = z.object({ SearchTerm: searchTermSchema });
export const searchUrlResponseSchema = z.object({ url: z.string() });

export const MAX_PAGE_SIZE = 100;

const slugList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(/[,~]/))))
  .pipe(z.array(z.string().trim().toLowerCase().max(100, 'brand slugs are at most 100 characters')).max(50, 'at most 50 brands'))
  .transform((list) => list.filter((s) => s.length > 0));

const dollars = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(0, `${name} must be 0 or more`)
    .max(1_000_000, `${name} is too large`)
    .optional();

/** Filters, sort and page shared by search results and listing pages. Pages are 1-based. */
export const pageFiltersSchema = z.object({
  brands: slugList,
  minPrice: dollars('minPrice'),
  maxPrice: dollars('maxPrice'),
  sort: z.enum(LISTING_SORTS, { error: `sort must be one of ${LISTING_SORTS.join(', ')}` }).default('relevance'),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(10_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .default(24),
});
export type PageFilters = z.output<typeof pageFiltersSchema>;

export const siteSearchParamsSchema = z.object({
  type: z.string().regex(/^[A-Za-z]{1,20}$/, 'type must be a short word such as f or p'),
  term: searchTermSchema,
});
export const siteSearchQuerySchema = pageFiltersSchema.extend({
  fallback: z.string().max(200).optional(),
  location: z.string().max(200).optional(),
  wid: z.string().max(20).optional(),
});

export const brandFacetSchema = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });
export const categoryFacetSchema = z.object({ uri: z.string(), name: z.string(), count: z.number().int() });
export const priceRangeFacetSchema = z.object({
  label: z.string(),
  /** Dollars, inclusive; null = open ended. */
  min: z.number().nullable(),
  max: z.number().nullable(),
  count: z.number().int(),
});
export const facetsSchema = z.object({
  brands: z.array(brandFacetSchema),
  categories: z.array(categoryFacetSchema),
  priceRanges: z.array(priceRangeFacetSchema),
});
export type Facets = z.infer<typeof facetsSchema>;

export const productPageSchema = z.object({
  products: z.array(productSummarySchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(LISTING_SORTS),
  /** `priceRanges` is empty when the prices are withheld. */
  facets: facetsSchema,
  pricesWithheld: pricesWithheldSchema,
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const searchPageSchema = productPageSchema.extend({
  searchTerm: z.string(),
  /** The term actually searched when typo correction changed it, else null. */
  correctedTerm: z.string().nullable(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

/** Staff autocomplete calls (brand, category, product), by path text. */
export const autocompleteParamsSchema = z.object({ text: searchTermSchema });
export const brandOptionSchema = z.object({ name: z.string(), slug: z.string() });
export const categoryOptionSchema = z.object({ name: z.string(), uri: z.string() });
