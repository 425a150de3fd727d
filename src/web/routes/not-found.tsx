import { missingResource } from '../features/errors/missing-resource.server';
import { ErrorPage } from '../features/errors/error-page';
import { notFoundMeta } from '../features/seo/page-meta';
import type { Route } from './+types/not-found';

/**
 * Any unknown address. Old addresses may have moved, so the server's redirect table is asked
 * first (document 1 section 8); otherwise the not-found page answers with HTTP 404.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const answer = await missingResource(context, url);
  if (answer instanceof Response) throw answer;
  return answer;
}

export const meta: Route.MetaFunction = notFoundMeta;

export default function NotFound() {
  return <ErrorPage status={404} />;
}
