import { data } from 'react-router';
import { ErrorPage } from '../features/errors/error-page';
import { notFoundMeta } from '../features/seo/page-meta';
import type { Route } from './+types/error-page';

/**
 * /404: where the client lands when a resource is missing. It renders the error page in place,
 * without redirecting, so the address bar keeps what the shopper asked for.
 */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = notFoundMeta;

export default function ErrorRoute() {
  return <ErrorPage status={404} />;
}
