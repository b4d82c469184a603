/**
 * The store's service worker (Workbox), bundled and given its precache list by
 * src/integrations/service-worker.ts at every build and publish. What it keeps, and why:
 *
 * - The shell, precached at install: the stylesheet, the scripts every page runs, the offline
 *   page, the web app manifest and icons, the home page. Revisions come from the build, so a new
 *   publish's shell replaces the old one and the old precache is removed.
 * - Pages, the catalogue index and the search's entry files, network first (a shopper online
 *   always gets the live price), kept for offline in a cache named after the publish: the new
 *   worker of a new publish deletes the old publish's pages, so an installed store never mixes
 *   old pages with new ones.
 * - Hashed assets (/_astro/, the search's chunks) and images, cache first: their names change
 *   with their content; images are kept to a bounded number and age. On a connection that spares
 *   data (Save-Data, 2G) an uploaded product photo comes as its small copy, when it has one.
 * - Nothing for the pages that are a person's own (account, checkout, order, admin, sign-in,
 *   staff invitations) or for the API: those go to the network, and a navigation to one while
 *   offline gets the offline page, never a stored copy another person could see on a shared phone.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
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

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Product artwork and photos already seen, first: the photos may come from the project's Storage,
// on the API's origin (an <img> carries no key, so only public files are images).
const images = new CacheFirst({
  cacheName: 'mtindo-images',
  plugins: [
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});

/** Whether `request` asks to spare data: the browser's Save-Data header, or the connection (2G). */
const sparesData = (request: Request) => request.headers.get('Save-Data') === 'on' || savesData();

// Sparing data, an uploaded photo comes as its small copy; one uploaded before copies has none.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' && smallPhotoOf(url.href) !== null && sparesData(request),
  async ({ event, request, url }) => {
    const small = new Request(smallPhotoOf(url.href)!, { mode: 'cors', credentials: 'omit' });
    const copy = await images.handle({ event, request: small }).catch(() => undefined);
    return copy?.ok ? copy : images.handle({ event, request });
  },
);
registerRoute(({ request }) => request.destination === 'image', images);

// The pages that are a person's own, and the API: never stored.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    (API.test(url.pathname) || (request.mode === 'navigate' && isPrivatePath(url.pathname))),
  new NetworkOnly(),
);

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
});

// The store's pages, the catalogue index the filters read, and the search's entry files.
registerRoute(({ url, request }) => sameOrigin(url) && request.mode === 'navigate', pages);
registerRoute(
  ({ url }) =>
    sameOrigin(url) &&
    (url.pathname.startsWith('/catalogue/') ||
      /^\/[\w-]+\/pagefind-entry\.json$|pagefind\.js$/.test(url.pathname)),
  pages,
);

// Content-hashed files: the build's scripts and fonts, the search's index chunks and fragments.
registerRoute(
  ({ url }) => sameOrigin(url) && /^\/(_astro|[\w-]+\/(index|fragment|filter))\//.test(url.pathname),
  new CacheFirst({
    cacheName: 'mtindo-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

// A page that is neither online nor stored: the offline page, which says what still works.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
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
