/** The dialog's search state: debounced, the latest query's answer only, loading while asked. */
import { useEffect, useState } from 'react';
import type { SiteSearchResult } from '../../lib/search/site-search';
import { searchSite } from '../../lib/search/site-search';
import { siteSources } from './sources';

/** Quiet time after the last keystroke before a search starts. */
export const SEARCH_DEBOUNCE_MS = 150;

export interface SiteSearchState {
  loading: boolean;
  /** The answer for the current query, or null before there is one (or when it is blank). */
  result: SiteSearchResult | null;
}

export function useSiteSearch(query: string): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>({ loading: false, result: null });
  useEffect(() => {
    if (!query.trim()) {
      setState({ loading: false, result: null });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    const timer = setTimeout(() => {
      void searchSite(query, siteSources).then((result) => {
        if (current) setState({ loading: false, result });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);
  return state;
}
