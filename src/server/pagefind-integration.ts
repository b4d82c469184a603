/**
 * Builds the site search's index after `astro build` (standing decision 7): Pagefind over the
 * built product pages — each marks what is indexed (data-pagefind-body) and what its search row
 * shows (SearchMeta.astro) — plus the spec's 30 pages and the watch brands as custom records.
 * Headers, footers, menus and every other page stay out: only marked pages are indexed. The index
 * lands in dist/pagefind/, fetched by the search dialog when a shopper first searches.
 */
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { SEARCH_PAGES } from '../lib/search/page-index.ts';
import { brandRecord, pageRecord, type SearchBrand, type SearchRecord } from '../lib/search/records.ts';

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

export function pagefindIndex(): AstroIntegration {
  return {
    name: 'mtindo:pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const started = performance.now();
        // The pages are en-KE; English stemming lets "watch" find "watches".
        const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
        if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
        try {
          const products = await index.addDirectory({ path: root, glob: 'product/*.html' });
          check('could not read the product pages', products.errors);
          const records: SearchRecord[] = [
            ...SEARCH_PAGES.map(pageRecord),
            ...(await readBrands()).map(brandRecord),
          ];
          for (const record of records)
            check(`could not add ${record.url}`, (await index.addCustomRecord(record)).errors);
          const output = join(root, 'pagefind');
          check('could not write the index', (await index.writeFiles({ outputPath: output })).errors);
          // Pagefind's ready-made search interfaces: the store draws its own dialog.
          for (const file of await readdir(output))
            if (/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(file)) await rm(join(output, file));
          logger.info(
            `search index: ${products.page_count} product pages and ${records.length} pages and brands ` +
              `in ${Math.round(performance.now() - started)} ms`,
          );
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
