/**
 * Writes the store's service worker (src/service-worker/sw.ts) into a built site as /sw.js:
 * bundled with esbuild, and given its precache list by Workbox's injectManifest from the files of
 * the site itself, so that each precached file's revision is its content's. The worker is named
 * after the publish (a digest of every page's digest, .pages.json): a publish that changed any
 * page writes a new worker, which the browser installs on its next visit, and that worker removes
 * the old publish's stored pages.
 *
 * After a full build it runs as an Astro integration; a partial publish writes it again over the
 * merged site (site-merge.ts), since the partial build alone holds only the pages it made.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { SERVICE_WORKER_URL } from '../service-worker/caches.ts';
import { isPartialBuild, PAGE_MANIFEST_FILE } from './page-digests.ts';

const SOURCE = fileURLToPath(new URL('../service-worker/sw.ts', import.meta.url));

/**
 * What is stored at install: the stylesheet, the scripts and font every page loads, the offline
 * page, the home page and the web app manifest (the browser fetches the icons itself when it
 * installs the store). Anything else is stored as it is seen.
 */
const SHELL = [
  '_astro/site.*.css',
  '_astro/shop.*.js',
  '_astro/ShopScripts.*.js',
  '_astro/*.woff2',
  'index.html',
  'offline.html',
  'manifest.webmanifest',
  'favicon.svg',
];

/** A page's file as its address: index.html is /, offline.html is /offline. */
const pageAddress = (file: string) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`);

/** The publish a built site is: a digest of its page manifest (every page's digest). */
export function sitePublish(dist: string): string {
  return createHash('sha256')
    .update(readFileSync(join(dist, PAGE_MANIFEST_FILE)))
    .digest('base64url')
    .slice(0, 12);
}

/** Writes `dist`/sw.js for the site in `dist`; returns the number and bytes of precached files. */
export async function writeServiceWorker(dist: string): Promise<{ count: number; size: number }> {
  const work = mkdtempSync(join(tmpdir(), 'mtindo-sw-'));
  try {
    const bundled = join(work, 'sw.js');
    await build({
      entryPoints: [SOURCE],
      outfile: bundled,
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2020',
      logLevel: 'error',
      define: {
        SITE_PUBLISH: JSON.stringify(sitePublish(dist)),
        'process.env.NODE_ENV': '"production"',
      },
    });
    const swDest = join(dist, SERVICE_WORKER_URL.slice(1));
    // A merged site's sw.js is a hard link to the live one: written anew, never through the link.
    rmSync(swDest, { force: true });
    const { count, size } = await injectManifest({
      swSrc: bundled,
      swDest,
      globDirectory: dist,
      globPatterns: SHELL,
      // Hashed names need no cache-busting query.
      dontCacheBustURLsMatching: /^_astro\//,
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) =>
            entry.url.endsWith('.html') ? { ...entry, url: pageAddress(entry.url) } : entry,
          ),
          warnings: [],
        }),
      ],
    });
    return { count, size };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The Astro integration: the service worker of a full build (a partial one's is the merge's). */
export function serviceWorker(): AstroIntegration {
  return {
    name: 'mtindo:service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (isPartialBuild()) return;
        const { count, size } = await writeServiceWorker(fileURLToPath(dir));
        logger.info(`sw.js precaches ${count} files (${(size / 1024).toFixed(0)} KB)`);
      },
    },
  };
}
