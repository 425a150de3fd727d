import { redirect } from 'react-router';
import type { Route } from './+types/search-redirect';

/** A visit to /search goes to the product landing page, keeping any query. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/products${search}`, 301);
}
