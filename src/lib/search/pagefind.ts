/**
 * The site index (dist/pagefind, built by src/server/pagefind-integration.ts) in the browser:
 * Pagefind's own script, loaded on the first search, never with the page.
 */
import type { SearchKind } from './records';
import type { IndexedEntry } from './site-search';

interface PagefindResult {
  data(): Promise<IndexedEntry>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  search(
    query: string,
    options?: { filters?: Record<string, unknown> },
  ): Promise<{ results: PagefindResult[] }>;
}

let loading: Promise<Pagefind> | undefined;

function pagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    // Built after the site, so it is fetched at run time rather than bundled.
    const url = `${location.origin}/pagefind/pagefind.js`;
    const module = (await import(/* @vite-ignore */ url)) as Pagefind;
    // Rows show no excerpts; the search itself runs in the page (no second script to fetch).
    await module.options({ excerptLength: 0, noWorker: true });
    return module;
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Entries of one kind, best first; products only in stock, as the backend search finds them. */
export async function searchIndex(query: string, kind: SearchKind, limit: number): Promise<IndexedEntry[]> {
  const index = await pagefind();
  const filters: Record<string, unknown> = kind === 'product' ? { kind, stock: 'in' } : { kind };
  const { results } = await index.search(query, { filters });
  return Promise.all(results.slice(0, limit).map((result) => result.data()));
}
