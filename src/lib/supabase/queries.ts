/**
 * Cached reads for islands, with the spec's data-cache rules (section 9): a failed read is retried
 * three times with backoff, and data no component uses is dropped after five minutes.
 */
import { nanoquery } from '@nanostores/query';

export const DATA_CACHE = { retries: 3, lifetimeMs: 5 * 60_000, firstRetryMs: 1000 } as const;

/**
 * The wait before retry number `failures` (nanoquery counts failures from 1): 1 s, 2 s, 4 s, then
 * null — give up and leave the error in the store for the UI.
 */
export function retryDelay(failures: number): number | null {
  return failures >= 1 && failures <= DATA_CACHE.retries
    ? DATA_CACHE.firstRetryMs * 2 ** (failures - 1)
    : null;
}

export const [createFetcherStore, createMutatorStore, queryCache] = nanoquery({
  cacheLifetime: DATA_CACHE.lifetimeMs,
  dedupeTime: 30_000,
  onErrorRetry: ({ retryCount }) => retryDelay(retryCount),
});
