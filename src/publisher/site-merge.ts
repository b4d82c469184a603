/**
 * A partial publish's new site: the live site copied as hard links (cheap at 10,000 pages: no
 * byte is copied), the pages a partial build made laid over it, the pages of products that are
 * gone removed, and the search index written for the whole of it. Nothing in the live folder is
 * ever written: a staged file replaces a link by a rename, which points the new folder's entry at
 * the new file and leaves the live one as it was.
 *
 * A partial build is laid over the live site only when it was built from the same site code: its
 * hashed assets (/_astro/) and its inline scripts' hashes (the CSP in _headers) must be the live
 * site's. When they are not, `mergePartialBuild` throws SiteChanged and the publish is a full one.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, link, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PAGE_MANIFEST_FILE, pageFile, readPageManifest } from '../integrations/page-digests.ts';
import { writeSearchIndex } from '../integrations/search-index.ts';
import { writeServiceWorker } from '../integrations/service-worker.ts';
import { SEARCH_BUNDLES } from '../lib/search/records.ts';

/** The live site cannot take the partial build: its code changed. */
export class SiteChanged extends Error {}

/** What a merge did. */
export interface MergeResult {
  /** Pages (and images) the partial build made, removed ones aside. */
  built: number;
  /** Pages of products that are gone. */
  removed: number;
  /** Pages the new site has. */
  pages: number;
}

/** The top folders of the search bundles, written afresh for the merged site. */
const SEARCH_FOLDERS = new Set(Object.values(SEARCH_BUNDLES).map((bundle) => topFolder(bundle)));
/** A partial build's files that are not laid over the live site: the live site keeps its own. */
const KEPT_FROM_LIVE = new Set(['_astro', '_headers']);
/** Astro's own leftovers of a build outside the project (its server manifest and content modules). */
const BUILD_LEFTOVER = /^[^/]+\.mjs$/;

function topFolder(path: string): string {
  return path.replace(/^\/+/, '').split('/')[0]!;
}

/** The files under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/** The inline script hashes a site's `_headers` allows ('sha256-…'). */
function scriptHashes(site: string): Set<string> {
  const file = join(site, '_headers');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return new Set(text.match(/'sha(256|384|512)-[^']+'/g) ?? []);
}

/** Throws SiteChanged when the partial build's code is not the live site's. */
function checkSameCode(live: string, staged: string): void {
  const names = (site: string) =>
    existsSync(join(site, '_astro')) ? readdirSync(join(site, '_astro')).sort().join('\n') : '';
  if (names(live) !== names(staged))
    throw new SiteChanged("the site's scripts and styles changed since the live site was built");
  const allowed = scriptHashes(live);
  if ([...scriptHashes(staged)].some((hash) => !allowed.has(hash)))
    throw new SiteChanged("the site's inline scripts changed since the live site was built");
}

/**
 * Runs `task` on each path, a few dozen at a time: the merge runs in the site server's process,
 * which goes on serving meanwhile (33,000 files at 10,000 products).
 */
async function eachPath(paths: string[], task: (path: string) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < paths.length; n = next++) await task(paths[n]!);
  };
  await Promise.all(Array.from({ length: 32 }, worker));
}

/** Makes the folders the files at `paths` go in, under `root`. */
function makeFolders(root: string, paths: string[]): void {
  for (const folder of new Set(paths.map((path) => dirname(join(root, path)))))
    mkdirSync(folder, { recursive: true });
}

/** `next` as hard links to every file of `live` but the search bundles and the page manifest. */
async function linkCopy(live: string, next: string): Promise<void> {
  const paths = filesUnder(live).filter(
    (path) => path !== PAGE_MANIFEST_FILE && !SEARCH_FOLDERS.has(topFolder(path)),
  );
  makeFolders(next, paths);
  await eachPath(paths, async (path) => {
    try {
      await link(join(live, path), join(next, path));
    } catch (error) {
      // Another file system (the live site is dist/ on another disk): copied instead.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(join(live, path), join(next, path));
    }
  });
}

/**
 * Makes `next` the live site with the partial build `staged` laid over it, and writes its search
 * index. `staged` is emptied of what was laid over (remove it afterwards). Throws SiteChanged when
 * the partial build's code is not the live site's; throws on any other failure, leaving `next`
 * half made (remove it): the live folder is never touched.
 */
export async function mergePartialBuild(live: string, staged: string, next: string): Promise<MergeResult> {
  checkSameCode(live, staged);
  const before = readPageManifest(join(live, PAGE_MANIFEST_FILE));
  const after = readPageManifest(join(staged, PAGE_MANIFEST_FILE));
  if (!before || !after) throw new Error('A partial publish needs the page manifests of both sites.');
  await linkCopy(live, next);
  const laidOver = filesUnder(staged).filter((path) => {
    const top = topFolder(path);
    return !KEPT_FROM_LIVE.has(top) && !SEARCH_FOLDERS.has(top) && !BUILD_LEFTOVER.test(path);
  });
  makeFolders(next, laidOver);
  // rename replaces the link in `next`; the live folder's file stays as it was.
  await eachPath(laidOver, (path) => rename(join(staged, path), join(next, path)));
  const gone = Object.keys(before.pages).filter((path) => !(path in after.pages));
  await eachPath(gone, (path) => rm(join(next, pageFile(path)), { force: true }));
  await writeSearchIndex(next);
  // The worker of the merged site: its precache and its name are the whole site's, not the part's.
  await writeServiceWorker(next);
  const built = Object.entries(after.pages).filter(([path, digest]) => before.pages[path] !== digest).length;
  return { built, removed: gone.length, pages: Object.keys(after.pages).length };
}
