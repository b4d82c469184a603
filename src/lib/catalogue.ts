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

/** What a listing needs of a product to filter and sort it (embedded in list pages). */
export interface ListItem {
  id: string;
  name: string;
  category: string;
  type: string;
  brand: string;
  price: number;
  sizes: string[];
  colours: ColourFamily[];
  inStock: boolean;
  discount: number;
  newArrival: boolean;
  featured: boolean;
  rating: number;
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

/** The slice of a Product a listing embeds for the browser. */
export function toListItem(p: Product): ListItem {
  return {
    id: p.productId,
    name: p.name,
    category: p.category,
    type: p.type,
    brand: p.brand,
    price: p.finalPrice,
    sizes: p.sizes,
    colours: p.colourFamilies,
    inStock: p.inStock,
    discount: p.discount,
    newArrival: p.newArrival,
    featured: p.featured,
    rating: p.rating,
    added: p.addedAt.toISOString().slice(0, 10),
    text: [p.name, p.brand, p.category, p.type, ...p.tags, ...p.colors.map((c) => c.name)]
      .join(' ')
      .toLowerCase(),
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

const some = <T>(wanted: T[], has: T[]) => wanted.length === 0 || wanted.some((w) => has.includes(w));

/** The items that pass every filter; a text query must match all of its words. */
export function filterItems<T extends ListItem>(items: T[], f: Filters): T[] {
  const words = f.q.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter(
    (i) =>
      some(f.categories, [i.category, i.type]) &&
      some(f.brands, [i.brand]) &&
      some(f.sizes, i.sizes) &&
      some(f.colours, i.colours) &&
      (f.minPrice === null || i.price >= f.minPrice) &&
      (f.maxPrice === null || i.price <= f.maxPrice) &&
      (!f.inStock || i.inStock) &&
      (!f.onSale || i.discount > 0) &&
      (!f.newArrivals || i.newArrival) &&
      words.every((w) => i.text.includes(w)),
  );
}

const byName = (a: ListItem, b: ListItem) => a.name.localeCompare(b.name);

const comparators: Record<Sort, (a: ListItem, b: ListItem) => number> = {
  // Featured: the store's picks, then new arrivals, then best rated; sold-out last.
  featured: (a, b) =>
    Number(b.inStock) - Number(a.inStock) ||
    Number(b.featured) - Number(a.featured) ||
    Number(b.newArrival) - Number(a.newArrival) ||
    b.rating - a.rating ||
    byName(a, b),
  newest: (a, b) => b.added.localeCompare(a.added) || byName(a, b),
  'price-asc': (a, b) => a.price - b.price || byName(a, b),
  'price-desc': (a, b) => b.price - a.price || byName(a, b),
  rating: (a, b) => b.rating - a.rating || byName(a, b),
};

/** A sorted copy; ties fall back to the name so the order is stable everywhere. */
export function sortItems<T extends ListItem>(items: T[], sort: Sort): T[] {
  return [...items].sort(comparators[sort]);
}

/** Distinct values of a facet in a list, in a stable order, with counts. */
export function facetCounts(items: ListItem[], pick: (i: ListItem) => string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) for (const v of new Set(pick(item))) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}
