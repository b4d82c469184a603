/**
 * The storefront's Product type and the one place catalogue entries become it, so that
 * components never see raw content entries or (later) database rows.
 */
import type { ProductEntry } from './schemas';
import type { ColourFamily } from './colour-family';
import { colourFamily } from './colour-family';
import { STORE } from './config';
import { discountedPrice } from './money';
import { CATEGORY_LABELS, TYPE_LABELS } from './labels';

/** Who the rating shown is from: verified buyers, the shop itself (until the first review), nobody. */
export type RatedBy = 'buyers' | 'store' | 'none';

export interface Product extends Omit<ProductEntry, 'brand' | 'image' | 'rating' | 'reviewCount'> {
  /** The rating shown: buyers' average once reviewed, else the shop's own (0: none). */
  rating: number;
  /** Buyers' reviews shown (0 while the rating is the shop's own). */
  reviewCount: number;
  ratedBy: RatedBy;
  /** Always set: the store's own name when the product has no brand (spec section 3). */
  brand: string;
  /** True when the product carries a real brand rather than the store's own label. */
  hasBrand: boolean;
  /** Price after discount, whole KES. */
  finalPrice: number;
  /** The picture shown for the product: its photograph, else its drawn artwork. */
  image: string;
  /** The photograph uploaded in the admin area, when there is one. */
  photo?: string;
  imageAlt: string;
  colourFamilies: ColourFamily[];
  url: string;
}

/** The artwork path of a product, optionally in one of its colours (index into colors). */
export function productImagePath(productId: string, colourIndex = 0): string {
  return colourIndex === 0
    ? `/images/products/${productId}.svg`
    : `/images/products/${productId}--${colourIndex}.svg`;
}

/**
 * The picture of a product in one of its colours (index into colors): its photograph when it has
 * one (every colour shows the same photograph), else that colour's artwork.
 *
 * @example productPicture({ productId: 'dress-001' }, 1) // '/images/products/dress-001--1.svg'
 */
export function productPicture(
  p: { productId: string; photo?: string | undefined },
  colourIndex = 0,
): string {
  return p.photo ?? productImagePath(p.productId, colourIndex);
}

/**
 * A products row's photograph, if it has one. The seed writes each product's artwork path into
 * `image` (`/images/products/{slug}.svg`): that is the drawing, not a photograph.
 *
 * @example photoOf('/images/products/dress-001.svg') // undefined
 */
export function photoOf(image: string | null | undefined): string | undefined {
  const trimmed = image?.trim();
  return trimmed && !trimmed.startsWith('/images/products/') ? trimmed : undefined;
}

/** The address of a product's page. */
export function productUrl(productId: string): string {
  return `/product/${productId}`;
}

/** Alt text that says what the picture shows: the product in its colour. */
export function imageAltText(name: string, colour?: string): string {
  return colour ? `${name} in ${colour.toLowerCase()}` : name;
}

/** Alt text of a product's picture, optionally in one of its colours (index into colors). */
export function productImageAlt(p: Pick<ProductEntry, 'name' | 'colors'>, colourIndex = 0): string {
  return imageAltText(p.name, p.colors[colourIndex]?.name ?? p.colors[0]?.name);
}

/** Turns a catalogue entry into the storefront's Product. */
export function toProduct(entry: ProductEntry): Product {
  const photo = entry.image;
  const families = [...new Set(entry.colors.map((c) => colourFamily(c.hex)))];
  // Object.assign onto a new object, never a spread with more fields after it: V8 may give each
  // such copy a hidden class of its own (it did for every product once `image` was left out by an
  // object rest), and at 10,000 products every read of a product's field in the build then went
  // megamorphic, some 30 times slower: the product pages' getStaticPaths alone took minutes.
  const product: Product = Object.assign({}, entry, {
    brand: entry.brand ?? STORE.name,
    hasBrand: entry.brand !== undefined,
    finalPrice: discountedPrice(entry.price, entry.discount),
    rating: entry.reviews ? entry.reviews.average : entry.rating,
    reviewCount: entry.reviews ? entry.reviews.total : 0,
    ratedBy: (entry.reviews ? 'buyers' : entry.rating > 0 ? 'store' : 'none') as RatedBy,
    image: photo ?? productImagePath(entry.productId),
    imageAlt: productImageAlt(entry),
    colourFamilies: families,
    url: productUrl(entry.productId),
  });
  if (photo) product.photo = photo;
  return product;
}

/**
 * The title of a product's page, built or drawn by the not-found page: its name, and its brand
 * when it has one.
 *
 * @example productTitle(product) // 'Datejust 36 by Rolex'
 */
export function productTitle(p: Pick<Product, 'name' | 'brand' | 'hasBrand'>): string {
  return `${p.name}${p.hasBrand ? ` by ${p.brand}` : ''}`;
}

/** Human label for a product's category and type, e.g. "Women · Dresses". */
export function productKindLabel(p: Pick<Product, 'category' | 'type'>): string {
  const category = CATEGORY_LABELS[p.category];
  const type = TYPE_LABELS[p.type];
  return category === type ? category : `${category} · ${type}`;
}

/** A catalogue's products in stock, by type and by category, each in the catalogue's order. */
interface InStockGroups {
  byType: Map<string, Product[]>;
  byCategory: Map<string, Product[]>;
}

const groupsOfCatalogue = new WeakMap<readonly Product[], InStockGroups>();

/** The in-stock groups of `all`, worked out once per catalogue array (never changed after). */
function inStockGroups(all: readonly Product[]): InStockGroups {
  let groups = groupsOfCatalogue.get(all);
  if (!groups) {
    groups = { byType: new Map(), byCategory: new Map() };
    const add = (map: Map<string, Product[]>, key: string, p: Product) => {
      const list = map.get(key);
      if (list) list.push(p);
      else map.set(key, [p]);
    };
    for (const p of all) {
      if (!p.inStock) continue;
      add(groups.byType, p.type, p);
      add(groups.byCategory, p.category, p);
    }
    groupsOfCatalogue.set(all, groups);
  }
  return groups;
}

/**
 * Up to `limit` products like this one, in stock: same type first, then same category, each in
 * the order of `all`. The build asks for every product's, so `all` is grouped once (per array)
 * and each call reads only the few products it returns: at 10,000 products, scanning the whole
 * catalogue per product page was 10⁸ reads.
 *
 * @example relatedProducts(dress, await getProducts()) // up to 4 other dresses, then women's wear
 */
export function relatedProducts(product: Product, all: readonly Product[], limit = 4): Product[] {
  const { byType, byCategory } = inStockGroups(all);
  const related: Product[] = [];
  const take = (candidates: Product[] | undefined, sameType: boolean) => {
    for (const p of candidates ?? []) {
      if (related.length >= limit) return;
      if (p.productId !== product.productId && (p.type === product.type) === sameType) related.push(p);
    }
  };
  take(byType.get(product.type), true);
  take(byCategory.get(product.category), false);
  return related;
}
