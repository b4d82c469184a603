/**
 * The last few searches, offered when the search box is empty. Kept in the browser; whatever
 * storage holds that is not a list of short strings reads as empty.
 */
export const RECENT_LIMIT = 5;
const MAX_LENGTH = 100;

/**
 * The list with `query` first: trimmed, once (whatever its case), at most five.
 *
 * @example rememberSearch(['rolex', 'gown'], 'Gown') // ['Gown', 'rolex']
 */
export function rememberSearch(recent: readonly string[], query: string): string[] {
  const trimmed = query.trim().slice(0, MAX_LENGTH);
  if (!trimmed) return [...recent];
  const key = trimmed.toLowerCase();
  return [trimmed, ...recent.filter((item) => item.toLowerCase() !== key)].slice(0, RECENT_LIMIT);
}

/** Stored text back to a list: anything unreadable is an empty list. */
export function decodeRecent(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      .map((item) => item.slice(0, MAX_LENGTH))
      .slice(0, RECENT_LIMIT);
  } catch {
    return [];
  }
}
