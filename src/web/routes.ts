import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { SEARCH_SUBMIT_PATH } from './features/search/search-submit-path';
import { ROUTE_TABLE } from './route-table';

/** Every route of the table, each its own lazily loaded module, under its table id. */
export default [
  ...ROUTE_TABLE.map((entry) =>
    entry.path === '' ? index(entry.file, { id: entry.id }) : route(entry.path, entry.file, { id: entry.id }),
  ),
  // Resource routes answer without a page of their own, so they are not in the route table.
  route(SEARCH_SUBMIT_PATH.slice(1), 'routes/search-submit.tsx', { id: 'search-submit' }),
] satisfies RouteConfig;
