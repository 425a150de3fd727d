import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { ROUTE_TABLE } from './route-table';

/** Every route of the table, each its own lazily loaded module, under its table id. */
export default ROUTE_TABLE.map((entry) =>
  entry.path === '' ? index(entry.file, { id: entry.id }) : route(entry.path, entry.file, { id: entry.id }),
) satisfies RouteConfig;
