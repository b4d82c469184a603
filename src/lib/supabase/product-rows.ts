/**
 * The products table's row, and the one place a row becomes the storefront's Product, so that
 * components never see database rows (house style: data functions return app types).
 */
import type { ProductEntry } from '../schemas';
import { discountedPrice } from '../money';
import { STORE } from '../config';
import { productImagePath, toProduct, type Product } from '../products';
import { ART_PATTERNS, ART_SHAPES, CATEGORIES, PRODUCT_TYPES, SIZE_ORDER } from '../taxonomy';
import type { Json, Tables } from '../../../supabase/functions/_shared/contracts/database';
import { readWatchArt } from '../art/shapes/watch/spec';
import { oneOf } from './read';

export interface ProductRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  price: number;
  image: string | null;
  category: ProductEntry['category'];
  type: ProductEntry['type'];
  brand: string | null;
  in_stock: boolean;
  rating: number | null;
  review_count: number;
  sizes: ProductEntry['sizes'];
  colors: ProductEntry['colors'];
  tags: string[];
  stock: number;
  discount: number;
  new_arrival: boolean;
  featured: boolean;
  material: string | null;
  art: ProductEntry['art'] | null;
  created_at: string;
}

/** The columns the storefront reads (everything but the timestamps it does not show). */
export const PRODUCT_COLUMNS =
  'id,slug,name,description,price,image,category,type,brand,in_stock,rating,review_count,sizes,colors,tags,stock,discount,new_arrival,featured,material,art,created_at' as const;

/** A products row as PostgREST returns the storefront's columns (`npm run db:types`). */
export type StoredProductRow = Pick<
  Tables<'products'>,
  | 'id'
  | 'slug'
  | 'name'
  | 'description'
  | 'price'
  | 'image'
  | 'category'
  | 'type'
  | 'brand'
  | 'in_stock'
  | 'rating'
  | 'review_count'
  | 'sizes'
  | 'colors'
  | 'tags'
  | 'stock'
  | 'discount'
  | 'new_arrival'
  | 'featured'
  | 'material'
  | 'art'
  | 'created_at'
>;

const isObject = (value: Json | undefined): value is { [key: string]: Json | undefined } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The colours column (jsonb): its `{ name, hex }` entries. */
export function coloursOf(value: Json): ProductEntry['colors'] {
  return (Array.isArray(value) ? value : []).flatMap((entry) =>
    isObject(entry) && typeof entry.name === 'string' && typeof entry.hex === 'string'
      ? [{ name: entry.name, hex: entry.hex }]
      : [],
  );
}

/** The art column (jsonb): the drawn artwork's shape and pattern, or null for none the store draws. */
function artOf(value: Json | null): ProductEntry['art'] | null {
  if (!isObject(value) || typeof value.shape !== 'string') return null;
  const shape = ART_SHAPES.find((item) => item === value.shape);
  const pattern = ART_PATTERNS.find((item) => item === (value.pattern ?? 'solid'));
  const watch = readWatchArt(value.watch);
  return shape && pattern ? { shape, pattern, ...(watch ? { watch } : {}) } : null;
}

/** A stored products row as the app's ProductRow: the database's text and jsonb read as the store's types. */
export function readProductRow(row: StoredProductRow): ProductRow {
  return {
    ...row,
    category: oneOf(row.category, CATEGORIES, 'product category'),
    type: oneOf(row.type, PRODUCT_TYPES, 'product type'),
    sizes: row.sizes.map((size) => oneOf(size, SIZE_ORDER, 'product size')),
    colors: coloursOf(row.colors),
    art: artOf(row.art),
  };
}

export function rowToProduct(row: ProductRow): Product {
  const product = toProduct({
    productId: row.slug,
    name: row.name,
    description: row.description,
    price: row.price,
    category: row.category,
    type: row.type,
    brand: row.brand ?? undefined,
    rating: Number(row.rating ?? 0),
    reviewCount: row.review_count,
    sizes: row.sizes,
    colors: row.colors,
    tags: row.tags,
    stock: row.stock,
    inStock: row.in_stock,
    discount: row.discount,
    newArrival: row.new_arrival,
    featured: row.featured,
    addedAt: new Date(row.created_at),
    material: row.material ?? undefined,
    art: row.art ?? { shape: 'tee', pattern: 'solid' },
    // A product added since the last build has no reviews on its page until the next.
    reviews: null,
  });
  return row.image ? { ...product, image: row.image } : product;
}

/** A search result row: the spec's search-result fields, plus what a result shows of the price. */
export type SearchRow = Pick<
  Tables<'products'>,
  'id' | 'slug' | 'name' | 'price' | 'discount' | 'image' | 'category' | 'brand'
>;
export const SEARCH_COLUMNS = 'id,slug,name,price,discount,image,category,brand' as const;

export interface ProductSearchResult {
  id: string;
  productId: string;
  name: string;
  /** List price and price after discount, whole KES. */
  price: number;
  finalPrice: number;
  image: string;
  category: ProductEntry['category'];
  /** The store's own name when the product has no brand (spec section 3). */
  brand: string;
  url: string;
}

export function rowToSearchResult(row: SearchRow): ProductSearchResult {
  return {
    id: row.id,
    productId: row.slug,
    name: row.name,
    price: row.price,
    finalPrice: discountedPrice(row.price, row.discount),
    image: row.image ?? productImagePath(row.slug),
    category: oneOf(row.category, CATEGORIES, 'product category'),
    brand: row.brand ?? STORE.name,
    url: `/product/${row.slug}`,
  };
}
