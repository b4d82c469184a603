/** Reads of the products table, returning the storefront's types. */
import type { Product } from '../products';
import { resolveClient, type ClientSource } from './client';
import {
  PRODUCT_COLUMNS,
  SEARCH_COLUMNS,
  rowToProduct,
  rowToSearchResult,
  type ProductRow,
  type ProductSearchResult,
  type SearchRow,
} from './product-rows';

/** The spec's limit for backend matches in the header search (section 9). */
export const SEARCH_LIMIT = 10;
const SEARCHED_COLUMNS = ['name', 'category', 'brand', 'description'] as const;

/**
 * The value of an `ilike` filter that matches `query` anywhere, literally: LIKE's own wildcards
 * (% and _) and its escape character are escaped, PostgREST's wildcard `*` is dropped, and the
 * whole value is double-quoted so that commas and brackets cannot break the `or=(…)` group.
 */
export function containsPattern(query: string): string {
  const literal = query.replace(/\*/g, ' ').replace(/[\\%_]/g, (c) => `\\${c}`);
  return `"*${literal.replace(/[\\"]/g, (c) => `\\${c}`)}*"`;
}

/**
 * The spec's product search: in-stock products whose name, category, brand or description contain
 * the query, at most 10, with the fields a search result shows (spec section 3).
 */
export async function searchProducts(query: string, source?: ClientSource): Promise<ProductSearchResult[]> {
  const trimmed = query.trim();
  if (!trimmed) return [];
  const supabase = await resolveClient(source);
  const pattern = containsPattern(trimmed);
  const { data, error } = await supabase
    .from('products')
    .select(SEARCH_COLUMNS)
    .eq('in_stock', true)
    .or(SEARCHED_COLUMNS.map((column) => `${column}.ilike.${pattern}`).join(','))
    .limit(SEARCH_LIMIT);
  if (error) throw error;
  return (data as unknown as SearchRow[]).map(rowToSearchResult);
}

/** One product by its slug (the productId in URLs), or null when there is none. */
export async function getProductBySlug(slug: string, source?: ClientSource): Promise<Product | null> {
  const supabase = await resolveClient(source);
  const { data, error } = await supabase
    .from('products')
    .select(PRODUCT_COLUMNS)
    .eq('slug', slug)
    .maybeSingle();
  if (error) throw error;
  return data ? rowToProduct(data as unknown as ProductRow) : null;
}
