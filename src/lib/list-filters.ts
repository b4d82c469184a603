/**
 * Product-list filtering and sorting, and their URL form, so a filtered view can be shared
 * and the back button works. Pure: the build, the browser script and the tests share it.
 *
 * @example
 * const filters = parseFilters(new URLSearchParams('brand=Rolex&sort=price-asc'));
 * const shown = sortItems(filterItems(items, filters), filters.sort);
 */
import type { ColourFamily } from './colour-family';
import { COLOUR_FAMILIES } from './colour-family';
import type { Product } from './products';

export const SORTS = ['featured', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

export const SORT_LABELS: Record<Sort, string> = {
  featured: 'Featured',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
};

/** What a listing needs of a product to filter, sort and draw it as a card. */
export interface ListItem {
  id: string;
  name: string;
  category: string;
  type: string;
  brand: string;
  /** Whole KES after any discount: what the filters and sorts use. */
  price: number;
  /** Whole KES before the discount. */
  listPrice: number;
  sizes: string[];
  colours: ColourFamily[];
  /** The first colour's name (what a quick add picks and the artwork shows), if any. */
  colour?: string;
  /** The product's photograph, when it has one: the card shows it instead of the artwork. */
  image?: string;
  inStock: boolean;
  discount: number;
  newArrival: boolean;
  featured: boolean;
  rating: number;
  reviewCount: number;
  added: string;
  /** Lower-case words a text query matches against. */
  text: string;
}

export interface Filters {
  q: string;
  categories: string[];
  brands: string[];
  sizes: string[];
  colours: ColourFamily[];
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  onSale: boolean;
  newArrivals: boolean;
  sort: Sort;
}

export const EMPTY_FILTERS: Filters = {
  q: '',
  categories: [],
  brands: [],
  sizes: [],
  colours: [],
  minPrice: null,
  maxPrice: null,
  inStock: false,
  onSale: false,
  newArrivals: false,
  sort: 'featured',
};

/** The words a text query looks in: name, brand, department, type, tags and colour names. */
export function searchText(fields: string[]): string {
  return fields.join(' ').toLowerCase();
}

/** The slice of a Product a listing needs. */
export function toListItem(p: Product): ListItem {
  return {
    id: p.productId,
    name: p.name,
    category: p.category,
    type: p.type,
    brand: p.brand,
    price: p.finalPrice,
    listPrice: p.price,
    sizes: p.sizes,
    colours: p.colourFamilies,
    colour: p.colors[0]?.name,
    ...(p.photo ? { image: p.photo } : {}),
    inStock: p.inStock,
    discount: p.discount,
    newArrival: p.newArrival,
    featured: p.featured,
    rating: p.rating,
    reviewCount: p.reviewCount,
    added: p.addedAt.toISOString().slice(0, 10),
    text: searchText([p.name, p.brand, p.category, p.type, ...p.tags, ...p.colors.map((c) => c.name)]),
  };
}

function list(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

function price(params: URLSearchParams, key: string): number | null {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
}

const flag = (params: URLSearchParams, key: string) => ['1', 'true', 'on'].includes(params.get(key) ?? '');

/** Reads filters from a query string; unknown or malformed values are ignored, never fatal. */
export function parseFilters(params: URLSearchParams): Filters {
  const sort = params.get('sort');
  let minPrice = price(params, 'min');
  let maxPrice = price(params, 'max');
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    categories: list(params, 'category'),
    brands: list(params, 'brand'),
    sizes: list(params, 'size'),
    colours: list(params, 'colour').filter((c): c is ColourFamily =>
      (COLOUR_FAMILIES as readonly string[]).includes(c),
    ),
    minPrice,
    maxPrice,
    inStock: flag(params, 'stock'),
    onSale: flag(params, 'sale'),
    newArrivals: flag(params, 'new'),
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'featured',
  };
}

/** The query string for filters, with defaults left out so URLs stay short. */
export function serializeFilters(f: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.q) params.set('q', f.q);
  if (f.categories.length) params.set('category', f.categories.join(','));
  if (f.brands.length) params.set('brand', f.brands.join(','));
  if (f.sizes.length) params.set('size', f.sizes.join(','));
  if (f.colours.length) params.set('colour', f.colours.join(','));
  if (f.minPrice !== null) params.set('min', String(f.minPrice));
  if (f.maxPrice !== null) params.set('max', String(f.maxPrice));
  if (f.inStock) params.set('stock', '1');
  if (f.onSale) params.set('sale', '1');
  if (f.newArrivals) params.set('new', '1');
  if (f.sort !== 'featured') params.set('sort', f.sort);
  return params;
}

/** True when any filter narrows the list (sorting alone does not). */
export function isFiltered(f: Filters): boolean {
  const { sort: _sort, ...rest } = f;
  return JSON.stringify(rest) !== JSON.stringify((({ sort: _s, ...r }) => r)(EMPTY_FILTERS));
}

const some = (wanted: readonly string[], has: readonly string[]) =>
  wanted.length === 0 || wanted.some((w) => has.includes(w));

/** The filters with a list of options in the panel, each counted. */
export const FACETS = ['category', 'brand', 'size', 'colour'] as const;
export type Facet = (typeof FACETS)[number];

/** The values an item offers to a facet (a category option matches a department or a type). */
const facetValues: Record<Facet, (i: ListItem) => readonly string[]> = {
  category: (i) => (i.category === i.type ? [i.category] : [i.category, i.type]),
  brand: (i) => [i.brand],
  size: (i) => i.sizes,
  colour: (i) => i.colours,
};

/** Whether an item passes a facet's choice; no allocation, since a click runs it 10,000 times. */
function passesFacet(n: Facet, i: ListItem, f: Filters): boolean {
  switch (n) {
    case 'category':
      return f.categories.length === 0 || f.categories.includes(i.category) || f.categories.includes(i.type);
    case 'brand':
      return f.brands.length === 0 || f.brands.includes(i.brand);
    case 'size':
      return some(f.sizes, i.sizes);
    case 'colour':
      return some(f.colours, i.colours);
  }
}

/** The words of the text query, each of which a product's text must contain. */
export const queryWords = (f: Filters) => f.q.toLowerCase().split(/\s+/).filter(Boolean);

/** What the filters other than the facets look at. */
export type OtherFields = Pick<ListItem, 'price' | 'inStock' | 'discount' | 'newArrival' | 'text'>;

/** Every filter but the faceted ones: price, stock, sale, new arrivals and the text query. */
export function passesOthers(i: OtherFields, f: Filters, words: string[]): boolean {
  return (
    (f.minPrice === null || i.price >= f.minPrice) &&
    (f.maxPrice === null || i.price <= f.maxPrice) &&
    (!f.inStock || i.inStock) &&
    (!f.onSale || i.discount > 0) &&
    (!f.newArrivals || i.newArrival) &&
    words.every((w) => i.text.includes(w))
  );
}

/** The items that pass every filter; a text query must match all of its words. */
export function filterItems<T extends ListItem>(items: T[], f: Filters): T[] {
  const words = queryWords(f);
  return items.filter((i) => passesOthers(i, f, words) && FACETS.every((n) => passesFacet(n, i, f)));
}

export type FacetCounts = Record<Facet, Map<string, number>>;

/**
 * How many items each facet option would show, counted the way shoppers expect: with every
 * other filter applied but the facet's own choice ignored, so ticking a second brand shows how
 * many that brand adds. One pass over the items.
 */
export function countFacets(items: ListItem[], f: Filters): FacetCounts {
  const words = queryWords(f);
  const counts = Object.fromEntries(FACETS.map((n) => [n, new Map<string, number>()])) as FacetCounts;
  for (const item of items) {
    if (!passesOthers(item, f, words)) continue;
    let missed: Facet | undefined;
    let misses = 0;
    for (const n of FACETS) {
      if (!passesFacet(n, item, f)) {
        missed = n;
        misses += 1;
      }
    }
    if (misses > 1) continue;
    for (const n of FACETS) {
      if (misses === 1 && missed !== n) continue;
      for (const value of new Set(facetValues[n](item)))
        counts[n].set(value, (counts[n].get(value) ?? 0) + 1);
    }
  }
  return counts;
}

/** What the sorts look at. */
export type SortKey = Pick<
  ListItem,
  'id' | 'name' | 'price' | 'inStock' | 'featured' | 'newArrival' | 'rating' | 'added'
>;

// Code-point order, not localeCompare: the same in Node and every browser, and cheap enough to
// sort 10,000 items on a slow phone.
const byName = (a: SortKey, b: SortKey) =>
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const comparators: Record<Sort, (a: SortKey, b: SortKey) => number> = {
  // Featured: the store's picks, then new arrivals, then best rated; sold-out last.
  featured: (a, b) =>
    Number(b.inStock) - Number(a.inStock) ||
    Number(b.featured) - Number(a.featured) ||
    Number(b.newArrival) - Number(a.newArrival) ||
    b.rating - a.rating ||
    byName(a, b),
  newest: (a, b) => (a.added < b.added ? 1 : a.added > b.added ? -1 : 0) || byName(a, b),
  'price-asc': (a, b) => a.price - b.price || byName(a, b),
  'price-desc': (a, b) => b.price - a.price || byName(a, b),
  rating: (a, b) => b.rating - a.rating || byName(a, b),
};

/** A sorted copy; ties fall back to the name so the order is stable everywhere. */
export function sortItems<T extends SortKey>(items: T[], sort: Sort): T[] {
  return [...items].sort(comparators[sort]);
}
