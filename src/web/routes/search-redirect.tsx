import { redirect } from 'react-router';
import { redirectFromTable } from '../features/errors/missing-resource.server';
import type { Route } from './+types/search-redirect';

/**
 * A visit to /search goes to the product landing page, keeping any query. A redirect seeded for
 * this exact search (`/search?q=miele` to the Miele brand page) is more specific, so it goes first.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { search } = url;
  if (search) {
    const seeded = await redirectFromTable(context, url);
    if (seeded) return seeded;
  }
  return redirect(`/products${search}`, 301);
}
