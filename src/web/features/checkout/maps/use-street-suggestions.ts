import { useEffect, useState } from 'react';
import { suburbSearchable } from '../../../../domain/checkout-address';
import type { LatLng, MapsAdapter, MapsCountry, StreetSuggestion } from './maps-adapter';

/** Wait after the last keystroke before asking the maps service. */
export const STREET_SEARCH_WAIT_MS = 300;

export type StreetSearch = { status: 'idle' } | { status: 'done'; suggestions: readonly StreetSuggestion[] };

/** Street suggestions for the typed text, from 3 characters, the latest answer winning. */
export function useStreetSuggestions(adapter: MapsAdapter | null, text: string, country: MapsCountry, bias: LatLng | null): StreetSearch {
  const [search, setSearch] = useState<StreetSearch>({ status: 'idle' });
  const term = text.trim();
  const searchable = Boolean(adapter) && suburbSearchable(term);

  useEffect(() => {
    if (!adapter || !searchable) {
      setSearch({ status: 'idle' });
      return;
    }
    let live = true;
    const timer = setTimeout(async () => {
      const suggestions = await adapter.streetSuggestions(term, { country, bias });
      if (live) setSearch({ status: 'done', suggestions });
    }, STREET_SEARCH_WAIT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [adapter, searchable, term, country, bias]);

  return search;
}
