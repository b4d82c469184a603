/**
 * The site search's Pagefind bundles (SEARCH_BUNDLES, built by src/integrations/search-index.ts)
 * in the browser: each bundle's Pagefind script, loaded on the first search that needs it, never
 * with the page. The products' bundle is fetched only when the backend cannot answer.
 */
import { bundleOf, SEARCH_BUNDLES, type SearchKind } from './records';
import { mentionsEveryWord } from './results';
import type { IndexedEntry } from './site-search';

interface PagefindResult {
  data(): Promise<IndexedEntry>;
}
interface PagefindSearch {
  options(options: Record<string, unknown>): Promise<void>;
  search(
    query: string,
    options?: { filters?: Record<string, unknown> },
  ): Promise<{ results: PagefindResult[] }>;
}
type Bundle = keyof typeof SEARCH_BUNDLES;
const instances = new Map<Bundle, Promise<PagefindSearch>>();

/**
 * A bundle's own copy of Pagefind's script, once. Each bundle keeps its own script and
 * WebAssembly: two indexes in one WebAssembly instance, searched at once, can corrupt each other
 * ("unreachable").
 */
function pagefind(bundle: Bundle): Promise<PagefindSearch> {
  let instance = instances.get(bundle);
  if (!instance) {
    instance = (async () => {
      // Built after the site, so it is fetched at run time rather than bundled.
      const url = `${location.origin}/${SEARCH_BUNDLES[bundle]}/pagefind.js`;
      const search = (await import(/* @vite-ignore */ url)) as PagefindSearch;
      // The search runs in the page (no worker script to fetch); rows show no excerpts.
      await search.options({ excerptLength: 0, noWorker: true });
      return search;
    })();
    instances.set(bundle, instance);
    instance.catch(() => instances.delete(bundle));
  }
  return instance;
}

/**
 * Entries of one kind, best first, each holding every word of the query (products are indexed
 * only while in stock, as the backend search finds them). Entries are read `limit` at a time
 * until enough are found.
 */
export async function searchIndex(query: string, kind: SearchKind, limit: number): Promise<IndexedEntry[]> {
  const bundle = bundleOf(kind);
  const index = await pagefind(bundle);
  const { results } = await index.search(query, { filters: bundle === 'products' ? {} : { kind } });
  const found: IndexedEntry[] = [];
  for (let start = 0; start < results.length && found.length < limit; start += limit) {
    const entries = await Promise.all(results.slice(start, start + limit).map((result) => result.data()));
    found.push(...entries.filter((entry) => mentionsEveryWord(entry.content, query)));
  }
  return found.slice(0, limit);
}
