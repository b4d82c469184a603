// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwind from '@astrojs/tailwind';
import sitemap from '@astrojs/sitemap';
import { isPrivatePath } from './src/lib/private-paths.ts';
import { localSupabase } from './supabase/local/astro-integration.ts';
import { buildEvents } from './src/integrations/build-events.ts';
import { pageManifest } from './src/integrations/page-manifest.ts';
import { securityHeadersFile } from './src/integrations/headers-file.ts';
import { modulePreloads } from './src/integrations/module-preloads.ts';
import { pagefindIndex } from './src/integrations/search-index.ts';
import { serviceWorker } from './src/integrations/service-worker.ts';
import { OFFLINE_PAGE } from './src/service-worker/caches.ts';

// The public address the canonical URLs, Open Graph tags and sitemap are built for.
const site = process.env.SITE_URL ?? 'https://mtindo.co.ke';

// A build of another catalogue (CATALOGUE_DIR, see src/content.config.ts) keeps its own content
// cache: Astro reuses a cached collection whose config has not changed, whatever folder it reads.
// So does a publish's build (CATALOGUE_API_URL, src/publisher/), one per server it reads from: a
// publish may run while `npm run build` or another server's publish does, and two builds writing
// one content store can each render the other's catalogue. So does a build for a Supabase project
// (PUBLIC_SUPABASE_URL), which CI runs beside the suite's own builds.
const catalogue =
  process.env.CATALOGUE_API_URL ?? process.env.CATALOGUE_DIR ?? process.env.PUBLIC_SUPABASE_URL;
const cacheDir = catalogue
  ? `./node_modules/.astro/catalogue-${catalogue.replace(/[^\w.-]+/g, '_')}`
  : undefined;

/** The pages a partial build keeps without building them, for the sitemap (page-manifest.ts). */
/** @type {string[]} */
const sitemapPages = [];

/** The script every shop page runs (src/scripts/page.ts, through the layout's ShopScripts). */
const PAGE_SCRIPT = /\/src\/components\/common\/ShopScripts\.astro\?astro&type=script/;

/**
 * Whether a module is imported, without a dynamic import on the way, by the script every page runs:
 * a store only an island or one page's script uses is not worth its bytes on every page.
 * @param {string} id
 * @param {(id: string) => { importers: readonly string[] } | null} moduleInfo
 * @param {Map<string, boolean>} known
 * @returns {boolean}
 */
function loadedByEveryPage(id, moduleInfo, known) {
  const answer = known.get(id);
  if (answer !== undefined) return answer;
  known.set(id, false);
  const reached =
    PAGE_SCRIPT.test(id) ||
    (moduleInfo(id)?.importers ?? []).some((importer) => loadedByEveryPage(importer, moduleInfo, known));
  known.set(id, reached);
  return reached;
}
/** What loadedByEveryPage has worked out, per build. */
const loadedAtStart = new Map();

export default defineConfig({
  site,
  ...(cacheDir ? { cacheDir } : {}),
  trailingSlash: 'never',
  build: {
    format: 'file',
    // Every page links the same stylesheet (site.[hash].css), cached for a year, rather than
    // repeating ~38 KB of inline CSS in each of thousands of pages: the HTML stays within the first
    // round trip of a new connection and a shopper's next page needs no CSS at all.
    inlineStylesheets: 'never',
  },
  vite: {
    build: {
      rollupOptions: {
        output: {
          // All the script every page runs imports (the header's scripts, the shopper's state, the
          // cart and wishlist helpers, nanostores) in one file, and nothing else: one request at
          // load instead of six, which on a phone's slow connection is what stands between the
          // HTML and the first paint, and no byte of a store only an island or one page uses.
          manualChunks: (id, { getModuleInfo }) =>
            !PAGE_SCRIPT.test(id) && loadedByEveryPage(id, getModuleInfo, loadedAtStart) ? 'shop' : undefined,
          assetFileNames: ({ names }) =>
            names.some((name) => name.endsWith('.css'))
              ? '_astro/site.[hash][extname]'
              : '_astro/[name].[hash][extname]',
        },
      },
    },
  },
  integrations: [
    // First: its stage events come before the integrations that run once the pages are written.
    buildEvents(),
    react(),
    tailwind({ applyBaseStyles: false }),
    // .pages.json: each page's digest, for a publish that builds only what changed; before the
    // sitemap, which a partial build's manifest gives the pages it did not build again.
    pageManifest(sitemapPages),
    sitemap({
      // Not the offline page, nor /alerts (where the links in shoppers' messages land): both noindex.
      filter: (page) =>
        !isPrivatePath(new URL(page).pathname) && ![OFFLINE_PAGE, '/alerts'].includes(new URL(page).pathname),
      customPages: sitemapPages,
    }),
    localSupabase(),
    // Every module a page's scripts import is requested with the page, not a round trip later.
    modulePreloads(),
    // dist/_headers: the CSP and the other security headers, for static hosts and npm start.
    securityHeadersFile(),
    // dist/pagefind: the site search's index of the product pages, the spec's pages and the brands.
    pagefindIndex(),
    // dist/sw.js: the service worker, named after this publish's pages (after the page manifest).
    serviceWorker(),
  ],
});
