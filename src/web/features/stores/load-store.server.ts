import { data, type AppLoadContext } from 'react-router';
import type { Store } from '../../../contracts/places';

/** Reads one store by uri; an unknown store is a 404 page, like any other missing address. */
export async function loadStoreOr404(context: AppLoadContext, storeUri: string | undefined): Promise<Store> {
  if (!storeUri) throw data(null, { status: 404 });
  const res = await context.api.get<Store>(`/api/store/${encodeURIComponent(storeUri)}`);
  if (!res.ok || !res.data) throw data(null, { status: 404 });
  return res.data;
}
