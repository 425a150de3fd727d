import type { AppLoadContext } from 'react-router';
import type { Store } from '../../../contracts/places';
import { missingResource } from '../errors/missing-resource.server';

/** Reads one store by uri; an unknown store follows the redirect table or is a 404 page. */
export async function loadStoreOr404(context: AppLoadContext, url: URL, storeUri: string | undefined): Promise<Store> {
  const res = storeUri ? await context.api.get('/api/store/{id}', { params: { id: storeUri } }) : null;
  if (!res?.ok || !res.data) throw await missingResource(context, url);
  return res.data;
}
