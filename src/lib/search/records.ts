/**
 * What the site search's index holds besides the product pages: the spec's page index and the
 * watch brands, as Pagefind custom records (section 3's search result kinds). The build writes them
 * (src/integrations/search-index.ts); the search dialog reads them back by kind.
 */
import type { SearchPage } from './page-index';

export type SearchKind = 'product' | 'page' | 'luxury-watch-brand' | 'smart-watch-brand';

/**
 * The two Pagefind bundles under dist/, each with its own script and index: the site's pages and
 * brands (a few KB, asked by every search), and the product pages (the backend's fallback, which
 * grows with the catalogue and is fetched only when the backend finds nothing or fails).
 */
export const SEARCH_BUNDLES = { site: 'pagefind/site', products: 'pagefind/products' } as const;

/** The bundle that holds results of `kind`. */
export const bundleOf = (kind: SearchKind): keyof typeof SEARCH_BUNDLES =>
  kind === 'product' ? 'products' : 'site';

/** A Pagefind custom record (pagefind's Node API `addCustomRecord`). */
export interface SearchRecord {
  url: string;
  content: string;
  language: 'en';
  meta: Record<string, string>;
  filters: { kind: [SearchKind] };
}

/** What a brand record needs from content/brands. */
export interface SearchBrand {
  slug: string;
  name: string;
  kind: 'luxury' | 'smart';
  category: string;
  description: string;
  knownFor?: readonly string[];
}

/**
 * A product's category as its search row shows it: the first letter capitalised (spec section 3),
 * and the words of a slug apart.
 *
 * @example searchCategory('luxury-watches') // 'Luxury watches'
 */
export function searchCategory(category: string): string {
  const words = category.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One of the spec's 30 pages: found by its name and keywords, opened at its path. */
export function pageRecord(page: SearchPage): SearchRecord {
  return {
    url: page.path,
    content: [page.name, ...page.keywords].join('. '),
    language: 'en',
    meta: { title: page.name, path: page.path },
    filters: { kind: ['page'] },
  };
}

/** Where a brand's search row leads (spec section 2): the watch page of its kind. */
export function brandPath(kind: SearchBrand['kind']): string {
  return kind === 'luxury' ? '/luxury-watches' : '/smart-watches';
}

/**
 * A watch brand: found by its name, category, description and what it is known for. Its record
 * has the brand's own page as its address (one record per address) and the watch page as `path`.
 * It has no logo (the spec's is empty, and we have no right to the brands' marks): its row sets
 * the name in type.
 */
export function brandRecord(brand: SearchBrand): SearchRecord {
  return {
    url: `/brands/${brand.slug}`,
    content: [brand.name, brand.category, brand.description, ...(brand.knownFor ?? [])].join('. '),
    language: 'en',
    meta: {
      title: brand.name,
      category: brand.category,
      description: brand.description,
      path: brandPath(brand.kind),
    },
    filters: { kind: [brand.kind === 'luxury' ? 'luxury-watch-brand' : 'smart-watch-brand'] },
  };
}
