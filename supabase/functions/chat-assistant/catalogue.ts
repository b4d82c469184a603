/**
 * The agent's view of the store: the products table, read through the project's API with the anon
 * key (so the products policies apply) by the ranked search function `chat_search_products`
 * (migration 20261125100000), and the delivery zones the checkout charges by. Every name, price,
 * size and fee the agent says comes from here; nothing in a shopper's message can change it.
 */
import type { Database, Tables } from '../_shared/contracts/database.ts';
import { rpc, unwrap } from '../_shared/database-error.ts';
import { oneOf } from '../_shared/read.ts';
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
  /** What it is made of, as the catalogue says ("100% linen"); null when it does not say. */
  material: string | null;
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

/** A delivery zone as the checkout charges it (delivery_zones). */
export interface DeliveryZone {
  id: string;
  kind: 'nairobi' | 'county' | 'pickup' | 'international';
  name: string;
  feeKes: number;
  /** Goods total from which delivery is free; null: never free. */
  freeFromKes: number | null;
  days: string;
  /** The largest order payable on delivery; null: pay on delivery not offered. */
  payOnDeliveryMaxKes: number | null;
}

export interface Catalogue {
  search(query: ProductQuery): Promise<ProductMatch[]>;
  /**
   * How many buyers said the product (a slug) runs small, true to size and runs large, from its
   * reviews (product_review_summaries); [0, 0, 0] before its first review.
   */
  fits(productId: string): Promise<number[]>;
  /** The active delivery zones, in the checkout's order. */
  deliveryZones(): Promise<DeliveryZone[]>;
}

const ZONE_KINDS = ['nairobi', 'county', 'pickup', 'international'] as const;

function toZone(row: Pick<Tables<'delivery_zones'>, ZoneColumn>): DeliveryZone {
  return {
    id: row.id,
    kind: oneOf(row.kind, ZONE_KINDS, 'delivery zone kind'),
    name: row.name,
    feeKes: row.fee_kes,
    freeFromKes: row.free_from_kes,
    days: row.days,
    payOnDeliveryMaxKes: row.pay_on_delivery_max_kes,
  };
}

type ZoneColumn = 'id' | 'kind' | 'name' | 'fee_kes' | 'free_from_kes' | 'days' | 'pay_on_delivery_max_kes';

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
  material: string | null;
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
    material: row.material,
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
    async fits(productId) {
      const rows = unwrap(
        await db.from('product_review_summaries').select('fits').eq('product_slug', productId).limit(1),
        'product_review_summaries',
      );
      return rows[0]?.fits ?? [0, 0, 0];
    },
    async deliveryZones() {
      const rows = unwrap(
        await db
          .from('delivery_zones')
          .select('id, kind, name, fee_kes, free_from_kes, days, pay_on_delivery_max_kes')
          .order('sort_order')
          .order('name'),
        'delivery_zones',
      );
      return rows.map(toZone);
    },
  };
}
