/**
 * The store's service worker (Workbox), bundled and given its precache list by
 * src/integrations/service-worker.ts at every build and publish. What it keeps, and why:
 *
 * - The shell, precached at install: the stylesheet, the scripts every page runs, the offline
 *   page, the web app manifest and icons, the home page. Revisions come from the build, so a new
 *   publish's shell replaces the old one and the old precache is removed. The precached home page
 *   is only the offline stand-in: online, the home page comes from the network like every page.
 * - Pages, the catalogue index and the search's entry files, network first (a shopper online
 *   always gets the live price), kept for offline in a cache named after the publish: the new
 *   worker of a new publish deletes the old publish's pages, so an installed store never mixes
 *   old pages with new ones. A page is kept once, under its path: its HTML is the same whatever
 *   its query (a list's filters and sort), so a filtered list opened before opens offline too.
 * - Hashed assets (/_astro/, the search's chunks) and images, cache first: their names change
 *   with their content; images are kept to a bounded number and age. A photo from another origin
 *   (the project's Storage) is asked for with CORS so that it can be kept (an opaque answer cannot
 *   be). On a connection that spares data (Save-Data, 2G) an uploaded product photo comes as its
 *   small copy, when it has one.
 * - Nothing for the pages that are a person's own (account, checkout, order, admin, sign-in,
 *   staff invitations) or for the API but Storage's public images (an <img> carries no key): those
 *   go to the network, and a navigation to one while offline gets the offline page, never a stored
 *   copy another person could see on a shared phone.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import { isPrivatePath } from '../lib/private-paths';
import { smallPhotoOf } from '../lib/product-photos';
import { savesData } from '../lib/shopper/connection';
import { OFFLINE_PAGE, PAGES_CACHE_PREFIX } from './caches';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };
/** The publish this worker was written for (see service-worker.ts). */
declare const SITE_PUBLISH: string;

const PAGES_CACHE = `${PAGES_CACHE_PREFIX}${SITE_PUBLISH}`;
/** A page slower than this on a bad connection is shown from the cache, when it has one. */
const NETWORK_TIMEOUT_SECONDS = 4;
const API = /^\/(rest|auth|functions|storage|realtime)\/v1\//;

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Product artwork and photos already seen, first: the photos may come from the project's Storage,
// on the API's origin (an <img> carries no key, so only public files are images).
const images = new CacheFirst({
  cacheName: 'mtindo-images',
  plugins: [
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});

/**
 * An image, kept once seen. One from another origin is asked for with CORS, since an opaque answer
 * cannot be kept; a host that does not answer CORS gets the plain request: shown, not kept.
 */
function keptImage(event: ExtendableEvent, request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (sameOrigin(url)) return images.handle({ event, request });
  const shared = new Request(url.href, { mode: 'cors', credentials: 'omit' });
  return images.handle({ event, request: shared }).catch(() => fetch(request));
}

/** Whether `request` asks to spare data: the browser's Save-Data header, or the connection (2G). */
const sparesData = (request: Request) => request.headers.get('Save-Data') === 'on' || savesData();

/**
 * Small copies of photos, and Storage's answer that a photo has none (400): a photo never gets a
 * copy after its upload, so that answer is kept too, and a phone sparing data asks once.
 */
const smallCopies = new CacheFirst({
  cacheName: 'mtindo-images',
  plugins: [
    new CacheableResponsePlugin({ statuses: [200, 400] }),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});

// Sparing data, an uploaded photo comes as its small copy; one uploaded before copies has none.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' && smallPhotoOf(url.href) !== null && sparesData(request),
  async ({ event, request, url }) => {
    const small = new Request(smallPhotoOf(url.href)!, { mode: 'cors', credentials: 'omit' });
    const copy = await smallCopies.handle({ event, request: small }).catch(() => undefined);
    return copy?.ok ? copy : keptImage(event, request);
  },
);
registerRoute(
  ({ request }) => request.destination === 'image',
  ({ event, request }) => keptImage(event, request),
);

// The pages that are a person's own, and the API: never stored.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    (API.test(url.pathname) || (request.mode === 'navigate' && isPrivatePath(url.pathname))),
  new NetworkOnly(),
);

/**
 * A page (or an entry file) is kept under its path alone: a static file is the same whatever its
 * query (a list's filters, a campaign's tags, the search's `?ts=` that defeats the HTTP cache).
 */
const underItsPath: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = '';
    return url.href;
  },
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [underItsPath, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
});

// The store's pages, before the precache: online, the home page is the network's, not the install's.
registerRoute(({ url, request }) => sameOrigin(url) && request.mode === 'navigate', pages);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The catalogue index the filters read, and the search's entry files (/pagefind/{bundle}/…).
registerRoute(
  ({ url }) =>
    sameOrigin(url) &&
    (url.pathname.startsWith('/catalogue/') ||
      /^\/pagefind\/[\w-]+\/(pagefind-entry\.json|pagefind\.js|wasm\.[\w-]+\.pagefind)$/.test(url.pathname)),
  pages,
);

// Content-hashed files: the build's scripts and fonts, the search's index chunks and fragments.
registerRoute(
  ({ url }) =>
    sameOrigin(url) &&
    /^\/(_astro\/|pagefind\/[\w-]+\/((index|fragment|filter)\/|pagefind\.[\w-]+\.pf_meta$))/.test(
      url.pathname,
    ),
  new CacheFirst({
    cacheName: 'mtindo-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

// A page that is neither online nor stored: its copy from the install (the home page), else the
// offline page, which says what still works.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const installed = await matchPrecache(new URL(request.url).pathname);
  return installed ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
});

self.addEventListener('install', () => {
  void self.skipWaiting();
});

// A new publish's worker takes over at once and removes the pages of the publishes before it.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(PAGES_CACHE_PREFIX) && name !== PAGES_CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});
