/**
 * What a product list shows for a set of filters and a page: the page's products, how many match,
 * how many pages, and the facet counts. Sorted orders are kept, so a filter click is one pass.
 *
 * @example
 * const view = createListView(items);
 * const { shown, pages } = view(parseFilters(params), 2);
 */
import type { FacetCounts, Filters, ListItem, Sort } from './catalogue';
import { countFacets, filterItems, isFiltered, sortItems } from './catalogue';
import { pageCount, pageItems } from './pagination';

export interface ListView {
  /** The products of the page shown. */
  shown: ListItem[];
  /** Products that pass the filters. */
  matching: number;
  /** Products in the list. */
  total: number;
  page: number;
  pages: number;
  counts: FacetCounts;
  filtered: boolean;
}

/** A view function over a list's items (in its default order). */
export function createListView(items: ListItem[]): (filters: Filters, page: number) => ListView {
  const sorted = new Map<Sort, ListItem[]>();
  return (filters, page) => {
    let order = sorted.get(filters.sort);
    if (!order) {
      order = sortItems(items, filters.sort);
      sorted.set(filters.sort, order);
    }
    const matching = filterItems(order, filters);
    const pages = pageCount(matching.length);
    const current = Math.min(Math.max(1, page), pages);
    return {
      shown: pageItems(matching, current),
      matching: matching.length,
      total: items.length,
      page: current,
      pages,
      counts: countFacets(items, filters),
      filtered: isFiltered(filters),
    };
  };
}

/** The result line over the list: "120 products" or "12 of 120 products". */
export function resultCountText(view: Pick<ListView, 'matching' | 'total' | 'filtered'>): string {
  return view.filtered ? `${view.matching} of ${view.total} products` : `${view.total} products`;
}
