import { data } from 'react-router';
import { errorCopy } from '../features/errors/error-copy';
import { ErrorPage } from '../features/errors/error-page';
import { notFoundMeta, pageMeta } from '../features/seo/page-meta';
import type { Route } from './+types/error-page';

/**
 * /404: where the client lands when a resource is missing. It renders the error page in place,
 * without redirecting, so the address bar keeps what the shopper asked for. The server also
 * renders it for a request it refused (a bad address, a rate limit): the status comes from the
 * load context then, and only the server can set it.
 */
export function loader({ context }: Route.LoaderArgs) {
  const status = context.errorStatus ?? 404;
  return data({ status }, { status });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const status = loaderData?.status ?? 404;
  if (status === 404) return notFoundMeta({ matches, location });
  return pageMeta(matches, {
    title: errorCopy(status).title,
    description: errorCopy(status).text,
    pathname: location.pathname,
    noIndex: true,
  });
};

export default function ErrorRoute({ loaderData }: Route.ComponentProps) {
  return <ErrorPage status={loaderData.status} />;
}
