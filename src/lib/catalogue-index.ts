/**
 * The catalogue index: every product's list data in one compact, columnar JSON file written at
 * build (/catalogue/{hash}.json) and fetched by the list script the first time a shopper
 * filters or sorts. Repeated strings (brands, departments, sizes, tags) are stored once and
 * referenced by number, so 10,000 products cost the wire a fraction of their card HTML.
 *
 * @example
 * const index = encodeCatalogueIndex(products.map(toListItem), tagsOf);  // build
 * const items = decodeCatalogueIndex(JSON.parse(text));                 // browser
 */
import type { ListItem } from './catalogue';
import { searchText, toListItem } from './catalogue';
import type { ColourFamily } from './colour-family';
import { discountedPrice } from './money';
import type { Product } from './products';

export const CATALOGUE_INDEX_VERSION = 1;

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
  /** One entry per product in each column, in the store's featured order. */
  id: string[];
  name: string[];
  brand: number[];
  category: number[];
  type: number[];
  /** Whole KES before the discount. */
  listPrice: number[];
  discount: number[];
  size: number[][];
  colour: number[][];
  /** 1 in stock, 2 new arrival, 4 featured. */
  flags: number[];
  /** Tenths of a star. */
  rating: number[];
  reviews: number[];
  /** Days since 1970-01-01. */
  added: number[];
  /** The first colour's name, as a position in words; -1 for none. */
  colourName: number[];
  /** Positions in words: the product's tags, then its colour names. */
  terms: number[][];
}

/** What the index needs of a product beyond its list item: the words its text is made of. */
export interface IndexedProduct {
  item: ListItem;
  tags: string[];
  colourNames: string[];
}

const DAY = 86_400_000;
const IN_STOCK = 1;
const NEW_ARRIVAL = 2;
const FEATURED = 4;

/** Positions of strings in a dictionary that grows as values are met. */
function dictionary() {
  const values: string[] = [];
  const positions = new Map<string, number>();
  const at = (value: string) => {
    let n = positions.get(value);
    if (n === undefined) {
      n = values.push(value) - 1;
      positions.set(value, n);
    }
    return n;
  };
  return { values, at };
}

/** The index of these products, in the order given (the store's featured order). */
export function encodeCatalogueIndex(products: IndexedProduct[]): CatalogueIndex {
  const brands = dictionary();
  const categories = dictionary();
  const types = dictionary();
  const sizes = dictionary();
  const colours = dictionary();
  const words = dictionary();
  const index: CatalogueIndex = {
    v: CATALOGUE_INDEX_VERSION,
    brands: brands.values,
    categories: categories.values,
    types: types.values,
    sizes: sizes.values,
    colours: colours.values,
    words: words.values,
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
    index.size.push(item.sizes.map(sizes.at));
    index.colour.push(item.colours.map(colours.at));
    index.flags.push(
      (item.inStock ? IN_STOCK : 0) | (item.newArrival ? NEW_ARRIVAL : 0) | (item.featured ? FEATURED : 0),
    );
    index.rating.push(Math.round(item.rating * 10));
    index.reviews.push(item.reviewCount);
    index.added.push(Math.round(Date.parse(`${item.added}T00:00:00Z`) / DAY));
    index.colourName.push(item.colour === undefined ? -1 : words.at(item.colour));
    index.terms.push([...tags, ...colourNames].map(words.at));
  }
  return index;
}

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
  return COLUMNS.every((name) => Array.isArray(index[name]) && (index[name] as unknown[]).length === length);
}

/** The list items of an index, in its order. */
export function decodeCatalogueIndex(index: CatalogueIndex): ListItem[] {
  // Every column has one entry per product (isCatalogueIndex checks), so n is always in range.
  const word = (n: number) => index.words[n]!;
  return index.id.map((id, n) => {
    const name = index.name[n]!;
    const brand = index.brands[index.brand[n]!]!;
    const category = index.categories[index.category[n]!]!;
    const type = index.types[index.type[n]!]!;
    const flags = index.flags[n]!;
    const colourName = index.colourName[n]!;
    const listPrice = index.listPrice[n]!;
    const discount = index.discount[n]!;
    return {
      id,
      name,
      category,
      type,
      brand,
      price: discountedPrice(listPrice, discount),
      listPrice,
      sizes: index.size[n]!.map((s) => index.sizes[s]!),
      colours: index.colour[n]!.map((c) => index.colours[c] as ColourFamily),
      colour: colourName < 0 ? undefined : word(colourName),
      inStock: (flags & IN_STOCK) !== 0,
      discount,
      newArrival: (flags & NEW_ARRIVAL) !== 0,
      featured: (flags & FEATURED) !== 0,
      rating: index.rating[n]! / 10,
      reviewCount: index.reviews[n]!,
      added: new Date(index.added[n]! * DAY).toISOString().slice(0, 10),
      text: searchText([name, brand, category, type, ...index.terms[n]!.map(word)]),
    };
  });
}

/** A catalogue product as the index takes it. */
export function toIndexedProduct(p: Product): IndexedProduct {
  return { item: toListItem(p), tags: p.tags, colourNames: p.colors.map((c) => c.name) };
}
