import { data } from 'react-router';
import { ErrorPage } from '../features/errors/error-page';
import { pageMeta } from '../features/seo/page-meta';
import type { Route } from './+types/not-found';

/** Any unknown address: the not-found page, answered with HTTP 404 so it is never indexed. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, { title: 'Page not found', description: 'The page you were looking for could not be found.', pathname: location.pathname, noIndex: true });

export default function NotFound() {
  return <ErrorPage status={404} />;
}
