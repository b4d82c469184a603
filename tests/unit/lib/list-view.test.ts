// The list view works over the catalogue index's columns with bitsets; its answers must be exactly
// those of the plain filters, sorts and counts (src/lib/list-filters.ts) over the decoded items, for
// any filters, page and list scope, on a catalogue large enough to have many pages.
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../supabase/generate-seed.mjs';
import { generateCatalogue, type ProductJson } from '../../bench/generate-catalogue';
import { seededRandom } from '../../support/seeded-random';
import type { Filters } from '../../../src/lib/list-filters';
import { EMPTY_FILTERS, SORTS, countFacets, filterItems, sortItems } from '../../../src/lib/list-filters';
import {
  decodeCatalogueIndex,
  encodeCatalogueIndex,
  toIndexedProduct,
} from '../../../src/lib/catalogue-index';
import type { ListScope } from '../../../src/lib/listing';
import { inListScope } from '../../../src/lib/listing';
import { createListView, resultCountText } from '../../../src/lib/list-view';
import { PAGE_SIZE, pageCount, pageItems } from '../../../src/lib/pagination';
import { toProduct } from '../../../src/lib/products';
import { productSchema } from '../../../src/lib/schemas';

const products = generateCatalogue(readCatalogue() as ProductJson[], 1200).map((p) =>
  toProduct(productSchema.parse(p)),
);
// Read back from JSON, as the browser gets it.
const index = JSON.parse(JSON.stringify(encodeCatalogueIndex(products.map(toIndexedProduct))));
const items = decodeCatalogueIndex(index);

const distinct = (values: string[]) => [...new Set(values)];
const choices = {
  categories: distinct(items.flatMap((i) => [i.category, i.type])),
  brands: distinct(items.map((i) => i.brand)),
  sizes: distinct(items.flatMap((i) => i.sizes)),
  colours: distinct(items.flatMap((i) => i.colours)),
  words: ['silk', 'watch', 'black leather', 'nairobi', 'zzz'],
};

function randomFilters(next: () => number): Filters {
  const some = (values: string[]) => values.filter(() => next() < 2 / values.length);
  const maybe = (p: number) => next() < p;
  const prices = items.map((i) => i.price).sort((a, b) => a - b);
  const price = () => prices[Math.floor(next() * prices.length)]!;
  const [low, high] = [price(), price()].sort((a, b) => a - b);
  return {
    ...EMPTY_FILTERS,
    q: maybe(0.15) ? choices.words[Math.floor(next() * choices.words.length)]! : '',
    categories: maybe(0.4) ? some(choices.categories) : [],
    brands: maybe(0.5) ? [...some(choices.brands), ...(maybe(0.05) ? ['No Such Brand'] : [])] : [],
    sizes: maybe(0.3) ? some(choices.sizes) : [],
    colours: (maybe(0.3) ? some(choices.colours) : []) as Filters['colours'],
    minPrice: maybe(0.2) ? low! : null,
    maxPrice: maybe(0.2) ? high! : null,
    inStock: maybe(0.3),
    onSale: maybe(0.2),
    newArrivals: maybe(0.1),
    sort: SORTS[Math.floor(next() * SORTS.length)]!,
  };
}

const scopes: ListScope[] = [
  { categories: [], sale: false, newArrival: false },
  { categories: ['women'], sale: false, newArrival: false },
  { categories: ['accessories', 'fashion-accessories'], sale: false, newArrival: false },
  { categories: [], sale: true, newArrival: false },
  { categories: [], sale: false, newArrival: true },
];

describe('list view over the catalogue index', () => {
  it('agrees with the plain filters, sorts and counts for random filters, pages and scopes', () => {
    const { random: next } = seededRandom(20261123);
    for (const scope of scopes) {
      const inScope = items.filter((i) => inListScope(i, scope));
      const view = createListView(index, scope);
      for (let run = 0; run < 60; run++) {
        const filters = randomFilters(next);
        const matching = filterItems(sortItems(inScope, filters.sort), filters);
        const pages = pageCount(matching.length);
        const page = 1 + Math.floor(next() * (pages + 1));
        const got = view(filters, page);
        const current = Math.min(page, pages);
        expect(got.matching).toBe(matching.length);
        expect(got.total).toBe(inScope.length);
        expect(got.pages).toBe(pages);
        expect(got.page).toBe(current);
        expect(got.shown).toEqual(pageItems(matching, current));
        expect(got.counts).toEqual(countFacets(inScope, filters));
      }
    }
  });

  it('draws a page of the sorted, filtered list with its totals', () => {
    const view = createListView(index);
    const first = view({ ...EMPTY_FILTERS, sort: 'price-asc' }, 1);
    expect(first.shown).toHaveLength(PAGE_SIZE);
    expect(first.pages).toBe(Math.ceil(items.length / PAGE_SIZE));
    expect(first.shown[0]!.price).toBe(Math.min(...items.map((i) => i.price)));
    const last = view({ ...EMPTY_FILTERS, sort: 'price-asc' }, 99);
    expect(last.page).toBe(first.pages);
    expect(last.shown.length).toBe(items.length - (first.pages - 1) * PAGE_SIZE);
    const shoes = view({ ...EMPTY_FILTERS, categories: ['shoes'] }, 1);
    expect(shoes.shown.every((i) => i.category === 'shoes')).toBe(true);
    expect(resultCountText(shoes)).toBe(`${shoes.matching} of ${items.length} products`);
    expect(resultCountText(first)).toBe(`${items.length} products`);
  });

  it('shows nothing, on one page, for a brand the list does not carry', () => {
    const view = createListView(index);
    const none = view({ ...EMPTY_FILTERS, brands: ['No Such Brand'] }, 3);
    expect(none).toMatchObject({ shown: [], matching: 0, pages: 1, page: 1 });
    expect(none.counts.brand.get(items[0]!.brand)).toBeGreaterThan(0);
  });
});
