/**
 * Writes the built site's page manifest (page-digests.ts): every page's path and the digest of
 * what it shows, and the site version it was built with (site-version.ts), to `.pages.json` in
 * the output folder. In a partial build the pages not built again are still the site's: they are
 * handed to the sitemap (its customPages), so the sitemap the build writes lists the whole site.
 * It must come before the sitemap among the integrations, whose `astro:build:done` hooks run in
 * order.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isPartialBuild, PAGE_MANIFEST_FILE, recordedPages, type PageManifest } from './page-digests.ts';
import { siteVersion } from './site-version.ts';

/** A page's path as an HTML page (an endpoint's path ends in its file's extension). */
const isHtmlPage = (path: string) => !/\.[a-z0-9]+$/i.test(path);

/**
 * The Astro integration that writes `.pages.json`; `sitemapPages` is the sitemap integration's
 * customPages, filled in a partial build with the pages it did not build again.
 */
export function pageManifest(sitemapPages: string[]): AstroIntegration {
  let site = '';
  let root = '';
  return {
    name: 'mtindo:page-manifest',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site ?? '';
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const { pages, skipped } = recordedPages();
        const manifest: PageManifest = { version: siteVersion(root), pages };
        await writeFile(join(fileURLToPath(dir), PAGE_MANIFEST_FILE), JSON.stringify(manifest));
        if (isPartialBuild())
          sitemapPages.push(...skipped.filter(isHtmlPage).map((path) => new URL(path, site).href));
        const built = Object.keys(pages).length - skipped.length;
        logger.info(`${PAGE_MANIFEST_FILE}: ${Object.keys(pages).length} pages, ${built} of them built`);
      },
    },
  };
}
