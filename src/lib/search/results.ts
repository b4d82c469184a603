/**
 * The header search's result rows (spec section 3) and how the sources are merged into one list
 * (section 9): at most 8 products, 3 pages, 2 luxury and 2 smart-watch brands, 15 in all, the best
 * match first.
 */
import type { SearchKind } from './records';
import { searchWords, singular } from './spelling';

export interface ProductHit {
  kind: 'product';
  id: string;
  productId: string;
  name: string;
  /** Price in KES after any discount. */
  price: number;
  image: string;
  category: string;
  brand: string;
}

export interface PageHit {
  kind: 'page';
  /** The path, as the spec's page results use it. */
  id: string;
  name: string;
  path: string;
}

export interface BrandHit {
  kind: 'luxury-watch-brand' | 'smart-watch-brand';
  id: string;
  name: string;
  category: string;
  description: string;
  /** The spec's brand logo: empty, as the index holds none (the row sets the name in type). */
  logo: string;
  /** /luxury-watches or /smart-watches, by the brand's kind. */
  path: string;
}

export type SearchHit = ProductHit | PageHit | BrandHit;

/** Section 9's limits. */
export const SEARCH_CAPS = {
  products: 8,
  pages: 3,
  luxuryBrands: 2,
  smartBrands: 2,
  total: 15,
  /** Brand matches taken from each kind before trimming. */
  brandMatches: 5,
} as const;

/** Where choosing a row goes. */
export function hitHref(hit: SearchHit): string {
  return hit.kind === 'product' ? `/product/${hit.productId}` : hit.path;
}

/** Lower case, accents and punctuation gone, single spaces: how names are compared. */
export function normalise(text: string): string {
  return searchWords(text).join(' ');
}

/**
 * How well a row's name answers the query: 3 the very name ("rolex" → Rolex), 2 the name begins
 * with it, 1 every word of the query begins a word of the name, 0 found elsewhere (description,
 * keywords, category).
 */
export function nameScore(name: string, query: string): number {
  const n = normalise(name);
  const q = normalise(query);
  if (!q) return 0;
  if (n === q) return 3;
  if (n.startsWith(`${q} `) || n.startsWith(q)) return 2;
  const words = n.split(' ');
  return q.split(' ').every((part) => words.some((word) => word.startsWith(part))) ? 1 : 0;
}

/**
 * What a text must hold for a query word to count as found: a word beginning with the query
 * word's root (its singular, less up to three letters of ending on long words, as a stemmer
 * would), so "watches" finds "watch" and "leather" finds "leathers".
 */
function wordRoot(word: string): string {
  const one = singular(word);
  return one.length <= 4 ? one : one.slice(0, Math.max(4, one.length - 3));
}

/**
 * Whether `text` answers every word of `query`. Pagefind drops a query word that its index does
 * not hold and answers the rest ("add to cart" would find Cartier by "cart"); a result is only
 * kept when all the words the shopper typed are in it.
 *
 * @example mentionsEveryWord('Cartier. Luxury Watches', 'add to cart') // false
 */
export function mentionsEveryWord(text: string, query: string): boolean {
  const words = searchWords(text);
  return searchWords(query).every((part) => {
    const root = wordRoot(part);
    return words.some((word) => word.startsWith(root));
  });
}

/** The order of kinds when two rows answer equally well: the shop's goods first. */
const KIND_ORDER: Record<SearchKind, number> = {
  product: 0,
  'luxury-watch-brand': 1,
  'smart-watch-brand': 2,
  page: 3,
};

/** Stable: equal scores keep each source's own order (its relevance). */
function byScore<T extends SearchHit>(hits: readonly T[], query: string): T[] {
  return hits
    .map((hit, index) => ({ hit, index, score: nameScore(hit.name, query) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ hit }) => hit);
}

export interface SearchSources {
  products: readonly ProductHit[];
  pages: readonly PageHit[];
  luxuryBrands: readonly BrandHit[];
  smartBrands: readonly BrandHit[];
}

/**
 * One list from the sources, each in its own relevance order: every kind trimmed to its cap
 * (the best-named rows kept), then all rows by how well their names answer, kinds in the shop's
 * order on a tie, at most 15.
 *
 * @example mergeResults('rolex', sources)[0] // the Rolex brand row, then Rolex watches
 */
export function mergeResults(query: string, sources: SearchSources): SearchHit[] {
  const unique = <T extends SearchHit>(hits: readonly T[]) => {
    const seen = new Set<string>();
    return hits.filter((hit) => !seen.has(hit.id) && seen.add(hit.id));
  };
  const capped: SearchHit[] = [
    ...byScore(unique(sources.products), query).slice(0, SEARCH_CAPS.products),
    ...byScore(unique(sources.luxuryBrands).slice(0, SEARCH_CAPS.brandMatches), query).slice(
      0,
      SEARCH_CAPS.luxuryBrands,
    ),
    ...byScore(unique(sources.smartBrands).slice(0, SEARCH_CAPS.brandMatches), query).slice(
      0,
      SEARCH_CAPS.smartBrands,
    ),
    ...byScore(unique(sources.pages), query).slice(0, SEARCH_CAPS.pages),
  ];
  return capped
    .map((hit, index) => ({ hit, index, score: nameScore(hit.name, query) }))
    .sort((a, b) => b.score - a.score || KIND_ORDER[a.hit.kind] - KIND_ORDER[b.hit.kind] || a.index - b.index)
    .slice(0, SEARCH_CAPS.total)
    .map(({ hit }) => hit);
}
