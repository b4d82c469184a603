/**
 * The catalogue index: every product's list data in one compact, columnar JSON file written at
 * build (/catalogue/index.json) and fetched by the list script the first time a shopper
 * filters or sorts. Repeated strings (brands, departments, sizes, tags) are stored once and
 * referenced by number, so 10,000 products cost the wire a fraction of their card HTML.
 *
 * @example
 * const index = encodeCatalogueIndex(products.map(toListItem), tagsOf);  // build
 * const items = decodeCatalogueIndex(JSON.parse(text));                 // browser
 */
import type { ListItem, SortKey } from './list-filters';
import { comparators, searchText, toListItem } from './list-filters';
import type { ColourFamily } from './colour-family';
import { discountedPrice } from './money';
import type { Product } from './products';

export const CATALOGUE_INDEX_VERSION = 2;

export interface CatalogueIndex {
  v: typeof CATALOGUE_INDEX_VERSION;
  /** The strings the columns refer to by position. */
  brands: string[];
  categories: string[];
  types: string[];
  sizes: string[];
  colours: string[];
  /** Tags and colour names: the extra words a text query matches. */
  words: string[];
  /**
   * The distinct lists the list columns refer to: sizes (positions in sizes), colour families
   * (in colours) and terms (in words: a product's tags, then its colour names). Many products
   * share a list, so each is stored, and parsed, once.
   */
  sizeLists: number[][];
  colourLists: number[][];
  termLists: number[][];
  /** One entry per product in each column, in the store's featured order. */
  id: string[];
  name: string[];
  brand: number[];
  category: number[];
  type: number[];
  /** Whole KES before the discount. */
  listPrice: number[];
  discount: number[];
  /** Positions in sizeLists and colourLists. */
  size: number[];
  colour: number[];
  /** 1 in stock, 2 new arrival, 4 featured. */
  flags: number[];
  /** Tenths of a star. */
  rating: number[];
  reviews: number[];
  /** Days since 1970-01-01. */
  added: number[];
  /** The first colour's name, as a position in words; -1 for none. */
  colourName: number[];
  /** Positions in termLists. */
  terms: number[];
  /** The photographs of the few products that have one, by row; absent when none has. */
  photos?: Record<number, string>;
}

/** What the index needs of a product beyond its list item: the words its text is made of. */
export interface IndexedProduct {
  item: ListItem;
  tags: string[];
  colourNames: string[];
}

const DAY = 86_400_000;
/** Bits of the flags column. */
export const IN_STOCK = 1;
export const NEW_ARRIVAL = 2;
export const FEATURED = 4;

/** Positions of values in a dictionary that grows as values are met; equal keys are one value. */
function dictionary<T>(key: (value: T) => string | T = (value) => value) {
  const values: T[] = [];
  const positions = new Map<string | T, number>();
  const at = (value: T) => {
    let n = positions.get(key(value));
    if (n === undefined) {
      n = values.push(value) - 1;
      positions.set(key(value), n);
    }
    return n;
  };
  return { values, at };
}

/** The index of these products, in the store's featured order (a list's default order). */
export function encodeCatalogueIndex(unordered: IndexedProduct[]): CatalogueIndex {
  const featured = comparators.featured;
  const products = [...unordered].sort((a, b) => featured(a.item, b.item));
  const brands = dictionary<string>();
  const categories = dictionary<string>();
  const types = dictionary<string>();
  const sizes = dictionary<string>();
  const colours = dictionary<string>();
  const words = dictionary<string>();
  const list = () => dictionary<number[]>((positions) => positions.join());
  const sizeLists = list();
  const colourLists = list();
  const termLists = list();
  const index: CatalogueIndex = {
    v: CATALOGUE_INDEX_VERSION,
    brands: brands.values,
    categories: categories.values,
    types: types.values,
    sizes: sizes.values,
    colours: colours.values,
    words: words.values,
    sizeLists: sizeLists.values,
    colourLists: colourLists.values,
    termLists: termLists.values,
    id: [],
    name: [],
    brand: [],
    category: [],
    type: [],
    listPrice: [],
    discount: [],
    size: [],
    colour: [],
    flags: [],
    rating: [],
    reviews: [],
    added: [],
    colourName: [],
    terms: [],
  };
  for (const { item, tags, colourNames } of products) {
    index.id.push(item.id);
    index.name.push(item.name);
    index.brand.push(brands.at(item.brand));
    index.category.push(categories.at(item.category));
    index.type.push(types.at(item.type));
    index.listPrice.push(item.listPrice);
    index.discount.push(item.discount);
    index.size.push(sizeLists.at(item.sizes.map(sizes.at)));
    index.colour.push(colourLists.at(item.colours.map(colours.at)));
    index.flags.push(
      (item.inStock ? IN_STOCK : 0) | (item.newArrival ? NEW_ARRIVAL : 0) | (item.featured ? FEATURED : 0),
    );
    index.rating.push(Math.round(item.rating * 10));
    index.reviews.push(item.reviewCount);
    index.added.push(Math.round(Date.parse(`${item.added}T00:00:00Z`) / DAY));
    index.colourName.push(item.colour === undefined ? -1 : words.at(item.colour));
    index.terms.push(termLists.at([...tags, ...colourNames].map(words.at)));
    if (item.image) (index.photos ??= {})[index.id.length - 1] = item.image;
  }
  return index;
}

const DICTIONARIES = [
  'brands',
  'categories',
  'types',
  'sizes',
  'colours',
  'words',
  'sizeLists',
  'colourLists',
  'termLists',
] as const;

const COLUMNS = [
  'id',
  'name',
  'brand',
  'category',
  'type',
  'listPrice',
  'discount',
  'size',
  'colour',
  'flags',
  'rating',
  'reviews',
  'added',
  'colourName',
  'terms',
] as const;

/** True when the value is an index this code can read (the file may be from another release). */
export function isCatalogueIndex(value: unknown): value is CatalogueIndex {
  const index = value as Record<string, unknown> | null;
  if (typeof index !== 'object' || index === null || index.v !== CATALOGUE_INDEX_VERSION) return false;
  const length = (index.id as unknown[] | undefined)?.length;
  return (
    DICTIONARIES.every((name) => Array.isArray(index[name])) &&
    COLUMNS.every((name) => Array.isArray(index[name]) && (index[name] as unknown[]).length === length)
  );
}

// Days to dates, kept: a catalogue has a few hundred dates, and Date is slow to format.
const dates = new Map<number, string>();
function isoDate(days: number): string {
  let date = dates.get(days);
  if (date === undefined) {
    date = new Date(days * DAY).toISOString().slice(0, 10);
    dates.set(days, date);
  }
  return date;
}

// Every column has one entry per product (isCatalogueIndex checks), so a row number below the
// length is always in range.

/** The words a text query looks in, for row n. */
export function indexText(index: CatalogueIndex, n: number): string {
  return searchText([
    index.name[n]!,
    index.brands[index.brand[n]!]!,
    index.categories[index.category[n]!]!,
    index.types[index.type[n]!]!,
    ...index.termLists[index.terms[n]!]!.map((w) => index.words[w]!),
  ]);
}

/** Row n's price in whole KES after its discount: what the filters and sorts use. */
export function indexPrice(index: CatalogueIndex, n: number): number {
  return discountedPrice(index.listPrice[n]!, index.discount[n]!);
}

/** What the sorts need of row n, without the rest of its list item. */
export function indexSortKey(index: CatalogueIndex, n: number): SortKey {
  const flags = index.flags[n]!;
  return {
    id: index.id[n]!,
    name: index.name[n]!,
    price: indexPrice(index, n),
    inStock: (flags & IN_STOCK) !== 0,
    featured: (flags & FEATURED) !== 0,
    newArrival: (flags & NEW_ARRIVAL) !== 0,
    rating: index.rating[n]! / 10,
    added: isoDate(index.added[n]!),
  };
}

/** The list item of row n. */
export function indexItem(index: CatalogueIndex, n: number): ListItem {
  const colourName = index.colourName[n]!;
  const photo = index.photos?.[n];
  return {
    ...indexSortKey(index, n),
    category: index.categories[index.category[n]!]!,
    type: index.types[index.type[n]!]!,
    brand: index.brands[index.brand[n]!]!,
    listPrice: index.listPrice[n]!,
    sizes: index.sizeLists[index.size[n]!]!.map((s) => index.sizes[s]!),
    colours: index.colourLists[index.colour[n]!]!.map((c) => index.colours[c] as ColourFamily),
    colour: colourName < 0 ? undefined : index.words[colourName],
    discount: index.discount[n]!,
    reviewCount: index.reviews[n]!,
    text: indexText(index, n),
    ...(photo ? { image: photo } : {}),
  };
}

/** The list items of an index, in its order. */
export function decodeCatalogueIndex(index: CatalogueIndex): ListItem[] {
  return index.id.map((_, n) => indexItem(index, n));
}

/** A catalogue product as the index takes it. */
export function toIndexedProduct(p: Product): IndexedProduct {
  return { item: toListItem(p), tags: p.tags, colourNames: p.colors.map((c) => c.name) };
}
