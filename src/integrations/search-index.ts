/**
 * Builds the site search's indexes after `astro build` (standing decision 7), as two Pagefind
 * bundles (SEARCH_BUNDLES):
 * - the site's: the spec's 30 pages and the watch brands as custom records, and the journal's
 *   built articles;
 * - the products': the built pages of products in stock.
 * Each built page marks what is indexed (data-pagefind-body) and what its search row shows
 * (data-pagefind-meta, SearchMeta.astro). Headers, footers, menus and every other page stay out.
 * The search dialog fetches the bundles when a shopper first searches.
 */
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { SEARCH_PAGES } from '../lib/search/page-index.ts';
import {
  brandRecord,
  pageRecord,
  SEARCH_BUNDLES,
  type SearchBrand,
  type SearchRecord,
} from '../lib/search/records.ts';
import { isPartialBuild } from './page-digests.ts';
import { searchPart } from './search-part.ts';

const BRANDS_DIR = fileURLToPath(new URL('../../content/brands/', import.meta.url));

/** The watch brands of content/brands, as the search needs them. */
async function readBrands(): Promise<SearchBrand[]> {
  const files = (await readdir(BRANDS_DIR)).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => ({
      slug: file.replace(/\.json$/, ''),
      ...(JSON.parse(await readFile(join(BRANDS_DIR, file), 'utf8')) as Omit<SearchBrand, 'slug'>),
    })),
  );
}

/** Fails the build with Pagefind's own words. */
function check(step: string, errors: string[]): void {
  if (errors.length) throw new Error(`Pagefind ${step}: ${errors.join('; ')}`);
}

/** Pagefind's files the store does not use: its ready-made interfaces (the store draws its own
 * dialog), the worker (searches run in the page) and the WebAssembly of pages without a language. */
const UNUSED = /^(pagefind-(component-ui|modular-ui|ui|highlight)\.|pagefind-worker\.js$|wasm\.unknown\.)/;

/** How many entries a written bundle holds (its entry file's count). */
async function entryCount(output: string): Promise<number> {
  const entry = JSON.parse(await readFile(join(output, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

/**
 * Adds the pages in `folder` of the site at `root` to `index`, each as the part it indexes
 * (search-part.ts), in the order of their names so that the same pages always give the same
 * bundle. Files are read a few dozen at a time.
 */
async function addPages(index: pagefind.PagefindIndex, root: string, folder: string): Promise<void> {
  const files = (await readdir(join(root, folder))).filter((file) => file.endsWith('.html')).sort();
  const parts: (string | undefined)[] = [];
  let next = 0;
  const read = async () => {
    for (let n = next++; n < files.length; n = next++)
      parts[n] = searchPart(await readFile(join(root, folder, files[n]!), 'utf8'));
  };
  await Promise.all(Array.from({ length: 32 }, read));
  for (const [n, content] of parts.entries()) {
    if (!content) continue;
    const sourcePath = `${folder}/${files[n]!}`;
    check(`could not add ${sourcePath}`, (await index.addHTMLFile({ sourcePath, content })).errors);
  }
}

/** Writes one bundle, `fill` adding its entries to a fresh index; returns how many it holds. */
async function writeBundle(output: string, fill: (index: pagefind.PagefindIndex) => Promise<void>) {
  // The pages are en-KE; English stemming lets "watch" find "watches".
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  await fill(index);
  check(`could not write ${output}`, (await index.writeFiles({ outputPath: output })).errors);
  for (const file of await readdir(output)) if (UNUSED.test(file)) await rm(join(output, file));
  return entryCount(output);
}

/**
 * Writes both search bundles of the built site at `root` (a partial publish calls it on the site
 * it merged); returns how many products and other records they hold.
 */
export async function writeSearchIndex(root: string): Promise<{ products: number; records: number }> {
  try {
    const records = await writeBundle(join(root, SEARCH_BUNDLES.site), async (index) => {
      const records: SearchRecord[] = [
        ...SEARCH_PAGES.map(pageRecord),
        ...(await readBrands()).map(brandRecord),
      ];
      for (const record of records)
        check(`could not add ${record.url}`, (await index.addCustomRecord(record)).errors);
      // The journal's articles, as page results (ArticleView.astro marks what is indexed).
      check(
        'could not read the articles',
        (await index.addDirectory({ path: root, glob: 'blog/*.html' })).errors,
      );
    });
    // Only the pages of products in stock mark a body (BuyBox.astro); the rest are skipped.
    const products = await writeBundle(join(root, SEARCH_BUNDLES.products), (index) =>
      addPages(index, root, 'product'),
    );
    return { products, records };
  } finally {
    await pagefind.close();
  }
}

/**
 * The Astro integration that writes the search bundles after `astro build`; a partial build
 * leaves them to the publisher, which indexes the whole site it merged.
 */
export function pagefindIndex(): AstroIntegration {
  return {
    name: 'mtindo:pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (isPartialBuild()) return;
        const started = performance.now();
        const { products, records } = await writeSearchIndex(fileURLToPath(dir));
        logger.info(
          `search index: ${products} products in stock and ${records} pages, brands and articles ` +
            `in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}
