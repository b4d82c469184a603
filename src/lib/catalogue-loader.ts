/**
 * Where the build reads the catalogue (standing decision 6): the products table when a database
 * is configured, else the bundled catalogue in content/products (or CATALOGUE_DIR).
 *
 * - `CATALOGUE_API_URL` + `CATALOGUE_API_KEY`: a REST API of the store's own, as "Publish
 *   storefront" gives its build (src/publisher/publisher.ts): this machine's local server.
 * - `CATALOGUE_DIR`: a catalogue folder (a generated one, `npm run catalogue:make`).
 * - `PUBLIC_SUPABASE_URL` + `PUBLIC_SUPABASE_PUBLISHABLE_KEY` (or the legacy `PUBLIC_SUPABASE_ANON_KEY`):
 *   the hosted project the site is built for.
 * - none: content/products.
 *
 * Rows are read through the REST API a page of 1,000 at a time (the API's max_rows), in slug
 * order. A row the storefront cannot show is left out with a warning naming its slug and the
 * problem, so one bad row never stops a publish; a catalogue with no valid product does.
 */
import type { Loader, LoaderContext } from 'astro/loaders';
import { glob } from 'astro/loaders';
import { readRow } from './catalogue-rows';
import { readProductTable, readReviewSummaries } from './supabase/product-table';
import { publishableKeyOf } from './supabase/config';
import { reportBuildEvent } from '../integrations/build-events';

export type CatalogueSource =
  | { kind: 'api'; url: string; key: string; via: 'CATALOGUE_API_URL' | 'PUBLIC_SUPABASE_URL' }
  | { kind: 'folder'; dir: string };

type Env = Record<string, string | undefined>;

/**
 * The catalogue this build reads, from the environment.
 *
 * @example catalogueSource({}) // { kind: 'folder', dir: './content/products' }
 */
export function catalogueSource(env: Env): CatalogueSource {
  const value = (name: string) => env[name]?.trim() || undefined;
  const api = (
    via: 'CATALOGUE_API_URL' | 'PUBLIC_SUPABASE_URL',
    keyName: string,
    key = value(keyName),
  ): CatalogueSource => {
    if (!key) throw new Error(`${via} is set but ${keyName} is not.`);
    return { kind: 'api', url: value(via)!.replace(/\/+$/, ''), key, via };
  };
  if (value('CATALOGUE_API_URL')) return api('CATALOGUE_API_URL', 'CATALOGUE_API_KEY');
  const dir = value('CATALOGUE_DIR');
  if (dir) return { kind: 'folder', dir };
  if (value('PUBLIC_SUPABASE_URL'))
    return api('PUBLIC_SUPABASE_URL', 'PUBLIC_SUPABASE_PUBLISHABLE_KEY', publishableKeyOf(env));
  return { kind: 'folder', dir: './content/products' };
}

/** What a load from the products table found. */
export interface CatalogueReport {
  products: number;
  skipped: { id: string; problem: string }[];
}

/**
 * Reads the products table into the collection's store: each valid row an entry, each invalid
 * one a warning. How many were read and skipped is logged, and reported to a publisher that
 * started the build (a build event).
 */
export async function loadFromApi(
  context: Pick<LoaderContext, 'store' | 'logger' | 'parseData' | 'generateDigest'>,
  source: { url: string; key: string },
  fetcher: typeof fetch = fetch,
): Promise<CatalogueReport> {
  const { store, logger, parseData, generateDigest } = context;
  const report: CatalogueReport = { products: 0, skipped: [] };
  const seen = new Set<string>();
  store.clear();
  const reviews = await readReviewSummaries(source.url, source.key, fetcher);
  for await (const rows of readProductTable(source.url, source.key, fetcher)) {
    for (const row of rows) {
      const result = readRow(row, reviews.get(row.slug));
      if (!result.ok || seen.has(result.id)) {
        const problem = result.ok ? 'a second row with this slug' : result.problem;
        report.skipped.push({ id: result.id, problem });
        logger.warn(`skipped product "${result.id}": ${problem}`);
        continue;
      }
      seen.add(result.id);
      const data = await parseData({ id: result.id, data: result.data });
      store.set({ id: result.id, data, digest: generateDigest(result.data) });
      report.products += 1;
    }
  }
  logger.info(`read ${report.products} products from the products table (${report.skipped.length} skipped)`);
  reportBuildEvent({ type: 'catalogue', ...report });
  if (report.products === 0)
    throw new Error(
      `The products table at ${source.url} holds no product the storefront can show` +
        `${report.skipped.length ? ` (${report.skipped.length} skipped)` : ''}: refusing to build an empty store.`,
    );
  return report;
}

/**
 * The products collection's loader: the products table or a catalogue folder, as
 * `catalogueSource` decides.
 */
export function catalogueLoader(source: CatalogueSource): Loader {
  if (source.kind === 'folder') return glob({ pattern: '*.json', base: source.dir });
  return {
    name: 'mtindo:catalogue',
    load: async (context) => {
      context.logger.info(`reading the products table at ${source.url} (${source.via})`);
      await loadFromApi(context, source);
    },
  };
}
