/** The names the service worker and the pages share (sw.ts, the offline search's saved-pages.ts). */

/** The cache of a publish's pages: this prefix and the publish (a new publish deletes the old). */
export const PAGES_CACHE_PREFIX = 'mtindo-pages-';
/** The page a navigation gets when it is neither online nor stored. */
export const OFFLINE_PAGE = '/offline';
/** The worker's address: at the root, so that its scope is the whole store. */
export const SERVICE_WORKER_URL = '/sw.js';
