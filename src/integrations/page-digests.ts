/**
 * What each built page shows, as a digest, so a publish can build only the pages that changed.
 *
 * Every dynamic route hands its entries through `pagesToBuild` in its getStaticPaths, with what
 * its page shows (the route knows: a list page's props hold the whole list for its facets, its
 * page shows one slice of tiles). A full build records each page's path and digest; the page
 * manifest integration (page-manifest.ts) writes them beside the site. A partial build is given
 * the live site's manifest (LIVE_MANIFEST_VARIABLE) and builds only the pages that are new or
 * whose digest changed; routes without getStaticPaths (the home page, the catalogue index, the
 * search words) are always built. The publisher (src/publisher/partial-publish.ts) lays the
 * pages built over a copy of the live site and removes the pages no route has any more.
 *
 * @example
 * export const getStaticPaths = (async () =>
 *   pagesToBuild(entries, (entry) => ({ path: `/product/${entry.params.slug}`, shows: entry.props }))
 * ) satisfies GetStaticPaths;
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/** The manifest's file in a built site: a dotfile, which the site server never serves. */
export const PAGE_MANIFEST_FILE = '.pages.json';
/** Set on a partial build: the live site's manifest, whose unchanged pages are not built again. */
export const LIVE_MANIFEST_VARIABLE = 'MTINDO_LIVE_MANIFEST';

/** A built site's pages (path → digest of what it shows), and the site code they were built with. */
export interface PageManifest {
  /** siteVersion() of the build (site-version.ts): a partial build needs the same. */
  version: string;
  pages: Record<string, string>;
}

/** What the routes of one build recorded: every page's digest, and the pages not built again. */
interface Registry {
  pages: Map<string, string>;
  skipped: Set<string>;
  live: PageManifest | undefined | null;
}

// The routes run in Astro's bundle of the pages, the integration in the build's own module graph:
// two copies of this module in one process, which share the registry through a global.
const KEY = Symbol.for('mtindo.page-digests');
const registry = ((globalThis as Record<symbol, Registry | undefined>)[KEY] ??= {
  pages: new Map(),
  skipped: new Set(),
  live: null,
});

/** JSON with object keys sorted, so equal values always give the same text. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item) && !(item instanceof Date)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** The digest of what a page shows. */
export function digestOf(shows: unknown): string {
  return createHash('sha1').update(stableJson(shows)).digest('base64url').slice(0, 16);
}

/** Reads a site's page manifest; undefined when there is none or it cannot be read. */
export function readPageManifest(file: string): PageManifest | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as PageManifest;
    return typeof manifest.version === 'string' && manifest.pages ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/** The live site's manifest when this build is a partial one. */
function liveManifest(): PageManifest | undefined {
  if (registry.live === null) {
    const file = process.env[LIVE_MANIFEST_VARIABLE];
    registry.live = file ? readPageManifest(file) : undefined;
    if (file && !registry.live) throw new Error(`A partial build needs the live site's manifest: ${file}`);
  }
  return registry.live;
}

/** Whether this build builds only what changed since the live site. */
export const isPartialBuild = () => Boolean(process.env[LIVE_MANIFEST_VARIABLE]);

/**
 * Records each entry's page and the digest of what it shows, and returns the entries to build:
 * all of them, or in a partial build only those new or changed since the live site.
 */
export function pagesToBuild<Entry>(
  entries: Entry[],
  view: (entry: Entry) => { path: string; shows: unknown },
): Entry[] {
  const live = liveManifest();
  return entries.filter((entry) => {
    const { path, shows } = view(entry);
    const digest = digestOf(shows);
    registry.pages.set(path, digest);
    if (live?.pages[path] !== digest) return true;
    registry.skipped.add(path);
    return false;
  });
}

/** The pages this build recorded, and those it did not build again (a partial build). */
export function recordedPages(): { pages: Record<string, string>; skipped: string[] } {
  return { pages: Object.fromEntries(registry.pages), skipped: [...registry.skipped] };
}

/**
 * The file of a page or endpoint in the built site (build.format 'file').
 *
 * @example pageFile('/product/dress-001') // 'product/dress-001.html'
 * @example pageFile('/images/products/dress-001.svg') // 'images/products/dress-001.svg'
 */
export function pageFile(path: string): string {
  if (path === '/') return 'index.html';
  const name = path.slice(1);
  return /\.[a-z0-9]+$/i.test(name) ? name : `${name}.html`;
}
