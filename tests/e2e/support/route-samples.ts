import { ROUTE_TABLE } from '../../../src/web/route-table';
import type { RouteEntry } from '../../../src/web/route-types';

/**
 * A concrete address for each route of the table, and the heading a shopper must see there.
 * Routes showing real data (a store, a static page) take their heading from the seed data.
 */
const SAMPLE_PARAMS: Record<string, { path: string; heading?: string | RegExp }> = {
  'virtual-tour-store': { path: 'virtual-tour/alexandria', heading: 'Virtual Tour' },
  // The first seeded product (the seed is deterministic).
  product: { path: 'p/haier-45cm-quiet-freestanding-dishwasher-hdw81v5h', heading: 'Haier 45cm Quiet Freestanding Dishwasher HDW81V5H' },
  category: { path: 'c/kitchen', heading: 'Kitchen' },
  inspiration: { path: 'inspiration/modern-kitchens' },
  inspirations: { path: 'inspirations/laundry-ideas' },
  brand: { path: 'brands/miele', heading: 'Miele' },
  recipe: { path: 'recipes/lemon-tart' },
  'catalogue-details': { path: 'catalogue-details/1' },
  static: { path: 's/storage-terms', heading: /storage/i },
  store: { path: 'stores/alexandria', heading: 'Alexandria' },
  search: { path: 'search/oven', heading: 'Results for “oven”' },
  promotion: { path: 'promotion/miele-cashback-2026', heading: 'Miele Cashback: up to $500 back' },
  // The seeded sale running on the seed's reference day.
  sale: { path: 'sale', heading: 'Black Friday Sale' },
  form: { path: 'form/contact' },
  home: { path: '', heading: /./ },
};

/** Routes that do not answer 200 with their own page: the redirect and the two 404 pages. */
const NOT_PLAIN_PAGES = new Set(['search-redirect', 'error-page', 'not-found']);

export interface RouteSample {
  entry: RouteEntry;
  url: string;
  heading: string | RegExp;
}

export const PAGE_ROUTE_SAMPLES: RouteSample[] = ROUTE_TABLE.filter((entry) => !NOT_PLAIN_PAGES.has(entry.id)).map((entry) => {
  const sample = SAMPLE_PARAMS[entry.id];
  if (!sample && /[:*]/.test(entry.path)) throw new Error(`Route ${entry.id} needs a sample address in route-samples.ts`);
  return { entry, url: `/${sample?.path ?? entry.path}`, heading: sample?.heading ?? entry.heading };
});
