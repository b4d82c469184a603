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
  // The last answer and the query it was for: the state shown is derived from them, so a new query
  // reads as loading (keeping the answer before it on screen) until its own answer arrives.
  const [answer, setAnswer] = useState<{ query: string; result: SiteSearchResult } | null>(null);
  const blank = !query.trim();
  // A blank query forgets the last answer, so the next search starts from nothing as it did from the
  // first; adjusting state while rendering is React's way of resetting on a changed input.
  if (blank && answer) setAnswer(null);
  useEffect(() => {
    if (!query.trim()) return;
    let current = true;
    const timer = setTimeout(() => {
      void searchSite(query, siteSources).then((result) => {
        if (current) setAnswer({ query, result });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);
  if (blank) return { loading: false, result: null };
  return { loading: answer?.query !== query, result: answer?.result ?? null };
}
