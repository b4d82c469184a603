/**
 * What a page of the catalogue shows, for the digest a publish compares to build only the pages
 * that changed (src/integrations/page-digests.ts). A route's props can hold more than its page
 * shows: a list page's props hold the whole list, for its filters, but the page prints one slice
 * of tiles, the filter options, the count and its place among the pages.
 */
import { getListFacets, type ListPage } from './content';
import { toListItem } from './list-filters';
import { pageItems } from './pagination';
import type { Product } from './products';

/** What a product tile shows (ProductCard.astro and the lists draw it from this). */
export const tileShows = (product: Product) => toListItem(product);

/**
 * What one page of a product list shows.
 *
 * @example listPageShows({ products, page: 2, pages: 5 }) // { tiles: [24 tiles], facets, count, page: 2, pages: 5 }
 */
export function listPageShows({ products, page, pages }: ListPage) {
  return {
    tiles: pageItems(products, page).map(tileShows),
    facets: getListFacets(products),
    count: products.length,
    page,
    pages,
  };
}
