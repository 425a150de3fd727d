import { useCallback, useEffect, useRef, useState } from 'react';
import type { SuggestResponse } from '../../../contracts/search';
import { SEARCH_BAR_DEBOUNCE_MS } from '../../../domain/search-dropdown';
import { isSearchableTerm, sanitiseSearchTerm } from '../../../domain/search-term';
import { browserApi } from '../../client/browser-api';

type Results = SuggestResponse['results'];

/** The async view status of document 3 section 6, for the type-ahead call. */
export interface SuggestionsState extends Results {
  status: 'initial' | 'loading' | 'success' | 'failure';
  /** The sanitised term the results answer. */
  term: string;
}

const INITIAL: SuggestionsState = { status: 'initial', term: '', suggestions: [], products: [] };

/**
 * Search as you type: waits for a pause in typing, searches from the minimum length (shorter
 * terms clear the results) and aborts the request a newer keystroke made stale. A failed search
 * stops loading and leaves no results.
 */
export function useSearchSuggestions(limit: number) {
  const [state, setState] = useState<SuggestionsState>(INITIAL);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const search = useCallback(
    (typed: string) => {
      cancel();
      if (!isSearchableTerm(typed)) {
        setState(INITIAL);
        return;
      }
      const term = sanitiseSearchTerm(typed);
      timer.current = setTimeout(async () => {
        const controller = new AbortController();
        inFlight.current = controller;
        setState((previous) => ({ ...previous, status: 'loading' }));
        const result = await browserApi.get('/api/v3/search', {
          query: { searchTerm: term, isAutoCorrectEnabled: 'true', limit },
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        inFlight.current = null;
        setState(result.ok && result.data ? { status: 'success', term, ...result.data.results } : { ...INITIAL, status: 'failure', term });
      }, SEARCH_BAR_DEBOUNCE_MS);
    },
    [cancel, limit],
  );

  const clear = useCallback(() => {
    cancel();
    setState(INITIAL);
  }, [cancel]);

  return { state, search, clear, cancel };
}
