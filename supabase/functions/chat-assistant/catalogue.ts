/**
 * The agent's view of the catalogue: the products table, read through the project's API with the
 * anon key (so the products policies apply) by the ranked search function `chat_search_products`
 * (migration 20261125100000). Every name, price and size the agent says comes from here; nothing
 * in a shopper's message can change it.
 */
import type { Database } from '../_shared/contracts/database.ts';
import { rpc } from '../_shared/database-error.ts';
import type { Client } from '../_shared/supabase.ts';

export interface ProductMatch {
  /** The product's slug: its id in the cart and its URL (`/product/{productId}`). */
  productId: string;
  name: string;
  brand: string | null;
  category: string;
  type: string;
  /** List price and the price after discount, whole KES. */
  price: number;
  finalPrice: number;
  discount: number;
  sizes: string[];
  colours: string[];
  inStock: boolean;
  stock: number;
  newArrival: boolean;
  /** Which of the query's words this product matched. */
  matchedWords: string[];
  score: number;
}

export interface ProductQuery {
  words?: string[];
  category?: string;
  types?: string[];
  /** Final price bounds, whole KES. */
  minPrice?: number;
  maxPrice?: number;
  onSale?: boolean;
  isNew?: boolean;
  colour?: string;
  /** Products that match none of the words are left out (true unless a department or type is given). */
  mustMatch?: boolean;
  limit?: number;
  /** Only these products (slugs). */
  only?: string[];
  /** Cheapest first (low) or dearest first (high), after how well they match. */
  sort?: 'low' | 'high';
}

export interface Catalogue {
  search(query: ProductQuery): Promise<ProductMatch[]>;
}

interface SearchRow {
  slug: string;
  name: string;
  brand: string | null;
  category: string;
  type: string;
  price: number;
  final_price: number;
  discount: number;
  sizes: string[] | null;
  colours: string[] | null;
  in_stock: boolean;
  stock: number;
  new_arrival: boolean;
  matched_words: string[] | null;
  score: number;
}

function toMatch(row: SearchRow): ProductMatch {
  return {
    productId: row.slug,
    name: row.name,
    brand: row.brand,
    category: row.category,
    type: row.type,
    price: row.price,
    finalPrice: row.final_price,
    discount: row.discount,
    sizes: row.sizes ?? [],
    colours: row.colours ?? [],
    inStock: row.in_stock,
    stock: row.stock,
    newArrival: row.new_arrival,
    matchedWords: row.matched_words ?? [],
    score: row.score,
  };
}

/** chat_search_products()'s arguments, as the generated schema types them. */
type SearchArguments = Database['public']['Functions']['chat_search_products']['Args'];

/** The function's named arguments for a query; absent filters are left to their defaults. */
export function searchArguments(query: ProductQuery): SearchArguments {
  const args: SearchArguments = {
    query_words: query.words ?? [],
    must_match: query.mustMatch ?? !(query.category || query.types?.length || query.only),
    result_limit: query.limit ?? 6,
  };
  if (query.category) args.wanted_category = query.category;
  if (query.types?.length) args.wanted_types = query.types;
  if (query.minPrice !== undefined) args.min_price = Math.max(0, Math.round(query.minPrice));
  if (query.maxPrice !== undefined) args.max_price = Math.max(0, Math.round(query.maxPrice));
  if (query.onSale) args.sale_only = true;
  if (query.isNew) args.new_only = true;
  if (query.colour) args.wanted_colour = query.colour;
  if (query.only) args.only_slugs = query.only;
  if (query.sort) args.price_order = query.sort === 'low' ? 'asc' : 'desc';
  return args;
}

/**
 * The catalogue that `db` reads: a client of the project holding the anon key, so that the
 * products policies decide what the agent may see.
 * @example const catalogue = databaseCatalogue(callerClient(project, null));
 */
export function databaseCatalogue(db: Client): Catalogue {
  return {
    async search(query) {
      // The generated row says nothing of null; SearchRow says which columns may be.
      const rows: SearchRow[] = await rpc(db, 'chat_search_products', searchArguments(query));
      return rows.map(toMatch);
    },
  };
}
