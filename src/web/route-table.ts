/**
 * The route table of document 1 section 2.1, as data. `routes.ts` registers it with React Router
 * (every route becomes its own lazily loaded chunk) and the frame reads it back at runtime to
 * find the page type, layout and route data of the page being shown.
 */
import { ACCOUNT_AND_STAFF_ROUTES } from './route-entries/account-and-staff';
import { CONTENT_ROUTES } from './route-entries/content';
import { SHOPPING_ROUTES } from './route-entries/shopping';
import type { RouteEntry } from './route-types';

export const ROUTE_TABLE: readonly RouteEntry[] = [
  ...SHOPPING_ROUTES,
  ...CONTENT_ROUTES,
  ...ACCOUNT_AND_STAFF_ROUTES,
  // The error page and, last, the catch-all.
  {
    id: 'error-page',
    path: '404',
    file: 'routes/error-page.tsx',
    pageType: 'generic',
    heading: 'Page not found',
    summary: 'The page you were looking for could not be found.',
  },
  {
    id: 'not-found',
    path: '*',
    file: 'routes/not-found.tsx',
    pageType: 'generic',
    heading: 'Page not found',
    summary: 'The page you were looking for could not be found.',
  },
];

const BY_ID = new Map(ROUTE_TABLE.map((entry) => [entry.id, entry]));

export function routeEntry(id: string | undefined): RouteEntry | undefined {
  return id === undefined ? undefined : BY_ID.get(id);
}

/** The entry of the deepest matched route that is in the table (layout routes are not). */
export function currentRouteEntry(matches: readonly { id: string }[]): RouteEntry | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const entry = routeEntry(matches[i]?.id);
    if (entry) return entry;
  }
  return undefined;
}

export const isAutoTrackingEnabled = (entry: RouteEntry | undefined) => entry?.autoTrackingEnabled ?? true;
