/**
 * What a product list shows for a set of filters and a page: the page's products, how many match,
 * how many pages, and the facet counts. Worked out over the catalogue index's columns
 * (src/lib/catalogue-index.ts): every facet option holds its products as a bitset, so a click
 * combines a few sets and counts their bits, sorted orders are kept, and only the products of the
 * page shown become list items. The answers are those of filterItems, sortItems and countFacets
 * (src/lib/list-filters.ts) over the decoded items; tests/unit/lib/list-view.test.ts holds it to that.
 *
 * @example
 * const view = createListView(index, scope);
 * const { shown, pages } = view(parseFilters(params), 2);
 */
import type { Bitset } from './bitset';
import { addRow, bitset, countBoth, countRows, hasRow, intersect, unite } from './bitset';
import type { Facet, FacetCounts, Filters, ListItem, OtherFields, Sort, SortKey } from './list-filters';
import { FACETS, comparators, isFiltered, passesOthers, queryWords } from './list-filters';
import type { CatalogueIndex } from './catalogue-index';
import { IN_STOCK, NEW_ARRIVAL, indexItem, indexPrice, indexSortKey, indexText } from './catalogue-index';
import type { ListScope } from './listing';
import { inListScope } from './listing';
import { PAGE_SIZE, pageCount } from './pagination';

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

/** The scope of /products: every product. */
const WHOLE_CATALOGUE: ListScope = { categories: [], sale: false, newArrival: false };

/** A view function over the products of an index that are in a list's scope. */
export function createListView(
  index: CatalogueIndex,
  scope: ListScope = WHOLE_CATALOGUE,
): (filters: Filters, page: number) => ListView {
  const size = index.id.length;
  // Rows of each dictionary entry (brand, department, type, size, colour) by its position.
  const rowsOf = (values: string[]) => values.map(() => bitset(size));
  const brandRows = rowsOf(index.brands);
  const categoryRows = rowsOf(index.categories);
  const typeRows = rowsOf(index.types);
  const sizeRows = rowsOf(index.sizes);
  const colourRows = rowsOf(index.colours);
  const inScope = bitset(size);
  for (let n = 0; n < size; n++) {
    const category = index.category[n]!;
    const type = index.type[n]!;
    const scoped = {
      category: index.categories[category]!,
      type: index.types[type]!,
      discount: index.discount[n]!,
      newArrival: (index.flags[n]! & NEW_ARRIVAL) !== 0,
    };
    if (!inListScope(scoped, scope)) continue;
    addRow(inScope, n);
    addRow(categoryRows[category]!, n);
    addRow(typeRows[type]!, n);
    addRow(brandRows[index.brand[n]!]!, n);
    for (const s of index.sizeLists[index.size[n]!]!) addRow(sizeRows[s]!, n);
    for (const c of index.colourLists[index.colour[n]!]!) addRow(colourRows[c]!, n);
  }
  /** Each facet's options by value: a category option is a department or a product type. */
  const options: Record<Facet, Map<string, Bitset>> = {
    category: new Map(),
    brand: new Map(index.brands.map((value, k) => [value, brandRows[k]!])),
    size: new Map(index.sizes.map((value, k) => [value, sizeRows[k]!])),
    colour: new Map(index.colours.map((value, k) => [value, colourRows[k]!])),
  };
  for (const [values, rows] of [
    [index.categories, categoryRows],
    [index.types, typeRows],
  ] as const) {
    values.forEach((value, k) => {
      const known = options.category.get(value);
      if (known) unite(known, rows[k]!);
      else options.category.set(value, rows[k]!);
    });
  }
  const total = countRows(inScope);

  let keys: SortKey[] | undefined;
  const sortKeys = () => (keys ??= index.id.map((_, n) => indexSortKey(index, n)));
  const orders = new Map<Sort, number[]>();
  /** The list's rows in a sort's order, worked out the first time that sort is asked for. */
  const orderOf = (sort: Sort) => {
    let order = orders.get(sort);
    if (!order) {
      order = [];
      for (let n = 0; n < size; n++) if (hasRow(inScope, n)) order.push(n);
      // The index is in featured order already; the other orders are sorted once.
      if (sort !== 'featured') {
        const rowKeys = sortKeys();
        const compare = comparators[sort];
        order.sort((a, b) => compare(rowKeys[a]!, rowKeys[b]!));
      }
      orders.set(sort, order);
    }
    return order;
  };

  let texts: string[] | undefined;
  let listPrices: number[] | undefined;
  /** Rows that pass price, stock, sale, new arrivals and the text query; null when none is set. */
  const othersOf = (f: Filters): Bitset | null => {
    const words = queryWords(f);
    const set = f.minPrice !== null || f.maxPrice !== null || f.inStock || f.onSale || f.newArrivals;
    if (!set && words.length === 0) return null;
    if (words.length) texts ??= index.id.map((_, n) => indexText(index, n));
    const rows = bitset(size);
    const prices = (listPrices ??= index.id.map((_, n) => indexPrice(index, n)));
    // One object filled in for each row: nothing is allocated per product.
    const probe: OtherFields = { price: 0, inStock: false, discount: 0, newArrival: false, text: '' };
    for (let n = 0; n < size; n++) {
      probe.price = prices[n]!;
      probe.inStock = (index.flags[n]! & IN_STOCK) !== 0;
      probe.discount = index.discount[n]!;
      probe.newArrival = (index.flags[n]! & NEW_ARRIVAL) !== 0;
      probe.text = texts?.[n] ?? '';
      if (passesOthers(probe, f, words)) addRow(rows, n);
    }
    return rows;
  };

  /** Rows that pass a facet's choice; null when nothing is chosen. */
  const facetRows = (facet: Facet, chosen: readonly string[]): Bitset | null => {
    if (chosen.length === 0) return null;
    const rows = bitset(size);
    for (const value of chosen) {
      const known = options[facet].get(value);
      if (known) unite(rows, known);
    }
    return rows;
  };

  return (filters, page) => {
    const chosen: Record<Facet, readonly string[]> = {
      category: filters.categories,
      brand: filters.brands,
      size: filters.sizes,
      colour: filters.colours,
    };
    const byFacet = FACETS.map((facet) => facetRows(facet, chosen[facet]));
    const others = othersOf(filters);
    const base = others ? intersect(others, inScope) : inScope;
    const matchingRows = base.slice();
    for (const rows of byFacet) if (rows) intersect(matchingRows, rows);
    const matching = countRows(matchingRows);

    const pages = pageCount(matching);
    const current = Math.min(Math.max(1, page), pages);
    const shown: ListItem[] = [];
    let skip = (current - 1) * PAGE_SIZE;
    for (const n of orderOf(filters.sort)) {
      if (!hasRow(matchingRows, n)) continue;
      if (skip > 0) skip -= 1;
      else if (shown.push(indexItem(index, n)) === PAGE_SIZE) break;
    }

    // Each facet counted with every other filter applied and its own choice ignored.
    const counts = {} as FacetCounts;
    FACETS.forEach((facet, k) => {
      const rows = base.slice();
      byFacet.forEach((other, j) => {
        if (other && j !== k) intersect(rows, other);
      });
      const counted = new Map<string, number>();
      for (const [value, optionRows] of options[facet]) {
        const n = countBoth(optionRows, rows);
        if (n > 0) counted.set(value, n);
      }
      counts[facet] = counted;
    });

    return { shown, matching, total, page: current, pages, counts, filtered: isFiltered(filters) };
  };
}

/** The result line over the list: "120 products" or "12 of 120 products". */
export function resultCountText(view: Pick<ListView, 'matching' | 'total' | 'filtered'>): string {
  return view.filtered ? `${view.matching} of ${view.total} products` : `${view.total} products`;
}
