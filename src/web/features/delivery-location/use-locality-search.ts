import { useEffect, useState } from 'react';
import type { Locality } from '../../../contracts/places';
import { LOCALITY_SEARCH_MAX_RESULTS, LOCALITY_SEARCH_MIN_CHARS, LOCALITY_SEARCH_WAIT_MS } from '../../../domain/locality-search';
import { browserApi } from '../../client/browser-api';

export type LocalitySearch =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'done'; term: string; results: readonly Locality[] }
  | { status: 'failed'; term: string };

/** Localities for a typed term: at least 2 characters, 400 ms wait, at most 100 options. */
export function useLocalitySearch(input: string): LocalitySearch {
  const term = input.trim();
  const [search, setSearch] = useState<LocalitySearch>({ status: 'idle' });

  useEffect(() => {
    if (term.length < LOCALITY_SEARCH_MIN_CHARS) {
      setSearch({ status: 'idle' });
      return;
    }
    let live = true;
    const timer = setTimeout(async () => {
      setSearch({ status: 'loading', term });
      const result = await browserApi.get('/api/locality/{term}', { params: { term } });
      if (!live) return;
      setSearch(
        result.ok && Array.isArray(result.data)
          ? { status: 'done', term, results: result.data.slice(0, LOCALITY_SEARCH_MAX_RESULTS) }
          : { status: 'failed', term },
      );
    }, LOCALITY_SEARCH_WAIT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [term]);

  return search;
}
