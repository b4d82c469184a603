/**
 * The header search (spec section 4): the query the dialog opens with, and the shopper's recent
 * searches, kept in the browser under `recentSearches`. Whether the dialog is open is $searchOpen
 * (ui.ts).
 */
import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { decodeRecent, rememberSearch } from '../lib/search/recent';
import { $searchOpen } from './ui';

export const RECENT_SEARCHES_KEY = 'recentSearches';

export const $recentSearches = persistentAtom<string[]>(RECENT_SEARCHES_KEY, [], {
  encode: JSON.stringify,
  decode: decodeRecent,
});

/** What the dialog's box holds when it opens (what the shopper began typing in the header). */
export const $searchDraft = atom('');

/** Opens the search dialog, optionally with the text the shopper has typed so far. */
export function openSearch(draft = ''): void {
  $searchDraft.set(draft);
  $searchOpen.set(true);
}

export function closeSearch(): void {
  $searchOpen.set(false);
}

export const addRecentSearch = (query: string) =>
  $recentSearches.set(rememberSearch($recentSearches.get(), query));
export const clearRecentSearches = () => $recentSearches.set([]);
