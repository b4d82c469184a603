/**
 * The header search's real sources: the spec's backend product search, the site index built with
 * the pages (Pagefind) and the words misspellings are corrected towards.
 */
import { searchProducts } from '../../lib/supabase';
import { searchIndex } from '../../lib/search/pagefind';
import { searchCategory } from '../../lib/search/records';
import type { SearchSources } from '../../lib/search/site-search';
import { Vocabulary } from '../../lib/search/spelling';

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

export const siteSources: SearchSources = {
  products: async (query) =>
    (await searchProducts(query)).map((product) => ({
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
};
