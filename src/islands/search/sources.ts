/**
 * The header search's real sources: the backend's product search, the site index built with the
 * pages (Pagefind) and the words misspellings are corrected towards.
 */
import { SEARCH_LIMIT, searchProducts, searchProductsByNameWords } from '../../lib/supabase/products';
import { searchIndex } from '../../lib/search/pagefind';
import { searchCategory } from '../../lib/search/records';
import type { SearchSources } from '../../lib/search/site-search';
import { Vocabulary } from '../../lib/search/spelling';
import { savedPages } from '../../lib/search/saved-pages';

let vocabulary: Promise<Vocabulary> | undefined;

function loadVocabulary(): Promise<Vocabulary> {
  vocabulary ??= fetch('/search/words.json')
    .then((response) =>
      response.ok ? response.json() : Promise.reject(new Error(`words.json ${response.status}`)),
    )
    .then(
      (words: unknown) =>
        new Vocabulary(Array.isArray(words) ? words.filter((w) => typeof w === 'string') : []),
    );
  vocabulary.catch(() => (vocabulary = undefined));
  return vocabulary;
}

/**
 * The backend's live products: the spec's query (the words side by side), then — for several
 * words — the products named by all of them, in one round trip; at most 10, no product twice.
 */
async function liveProducts(query: string) {
  const [sideBySide, named] = await Promise.all([searchProducts(query), searchProductsByNameWords(query)]);
  const seen = new Set<string>();
  return [...sideBySide, ...named]
    .filter((product) => !seen.has(product.id) && seen.add(product.id))
    .slice(0, SEARCH_LIMIT);
}

export const siteSources: SearchSources = {
  products: async (query) =>
    (await liveProducts(query)).map((product) => ({
      kind: 'product' as const,
      id: product.id,
      productId: product.productId,
      name: product.name,
      price: product.finalPrice,
      image: product.image,
      category: searchCategory(product.category),
      brand: product.brand,
    })),
  indexed: searchIndex,
  vocabulary: loadVocabulary,
  log: (message, error) => console.error(message, error),
  saved: savedPages,
};
