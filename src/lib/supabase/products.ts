/** Reads of the products table, returning the storefront's types. */
import { photoOf, type Product } from '../products';
import type { StoreClient } from './client';
import { getCatalogueClient, type CatalogueClient } from './catalogue-reads';
import { unwrap } from './errors';
import {
  PRODUCT_COLUMNS,
  SEARCH_COLUMNS,
  readProductRow,
  rowToProduct,
  rowToSearchResult,
  type ProductSearchResult,
} from './product-rows';

/** Either client reads the catalogue: supabase-js's `from` is postgrest-js's. */
export type CatalogueSource = Pick<CatalogueClient, 'from'> | Pick<StoreClient, 'from'>;

/** How long a product search may take before the header search answers without it. */
export const SEARCH_TIMEOUT_MS = 5000;

/** The spec's limit for backend matches in the header search (section 9). */
export const SEARCH_LIMIT = 10;
/**
 * The generated column the search matches: name, category, brand and description, joined by
 * U+001F, with one trigram index (migration 20261125090000_products_search_text.sql).
 */
export const SEARCH_TEXT_COLUMN = 'search_text';

/**
 * The value of an `ilike` filter that matches `query` anywhere, literally: LIKE's own wildcards
 * (% and _) and its escape character are escaped, and PostgREST's wildcard `*` and control
 * characters (among them search_text's field separator, so that a match stays within one field)
 * become spaces. A top-level filter's value is the rest of the parameter, so commas, brackets and
 * quotes need no quoting there.
 *
 * @example containsPattern('50% off') // '*50\\% off*'
 */
export function containsPattern(query: string): string {
  return `*${query.replace(/[*\p{Cc}]/gu, ' ').replace(/[\\%_]/g, (c) => `\\${c}`)}*`;
}

/**
 * The spec's product search: in-stock products whose name, category, brand or description contain
 * the query, at most 10, with the fields a search result shows (spec section 3). One `ilike` on
 * the combined `search_text` column, so that PostgreSQL answers it from its trigram index.
 */
export async function searchProducts(
  query: string,
  source?: CatalogueSource,
): Promise<ProductSearchResult[]> {
  const trimmed = query.trim();
  if (!trimmed) return [];
  return searchRequest(source, (request) => request.ilike(SEARCH_TEXT_COLUMN, containsPattern(trimmed)));
}

/**
 * The header search's second product query, beside the spec's: for a query of several words, the
 * in-stock products whose name holds every one of them, in any order ("beaded necklace" finds
 * "Maasai Beaded Collar Necklace", which the spec's query, looking for the words side by side,
 * does not), at most 10. A query of one word gets nothing here: the spec's query covers it.
 */
export async function searchProductsByNameWords(
  query: string,
  source?: CatalogueSource,
): Promise<ProductSearchResult[]> {
  // Split on spaces only, not with searchWords: the backend matches text literally, so "75%"
  // stays "75%" as in the spec's query.
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return [];
  // Each word is also asked of search_text, which the name is part of: the same rows, but the
  // trigram index finds them rather than a scan of every name.
  return searchRequest(source, (request) =>
    words.reduce((narrowed, word) => {
      const pattern = containsPattern(word);
      return narrowed.ilike(SEARCH_TEXT_COLUMN, pattern).ilike('name', pattern);
    }, request),
  );
}

/** A product search: in stock, `filter`ed, at most 10, with the fields a search row shows. */
async function searchRequest(
  source: CatalogueSource | undefined,
  filter: <Request extends { ilike(column: string, pattern: string): Request }>(request: Request) => Request,
): Promise<ProductSearchResult[]> {
  const supabase: Pick<CatalogueClient, 'from'> = source ?? (await getCatalogueClient());
  const answer = await filter(supabase.from('products').select(SEARCH_COLUMNS).eq('in_stock', true))
    .limit(SEARCH_LIMIT)
    // A search answers as the shopper types: a failure falls back to the bundled catalogue at
    // once (the header search) rather than retrying for seconds, and a stalled one gives up.
    .retry(false)
    .abortSignal(AbortSignal.timeout(SEARCH_TIMEOUT_MS));
  return unwrap(answer, 'shop').map(rowToSearchResult);
}

/**
 * The product with this slug as the products table has it now, or null when there is none: what
 * the not-found page shows at /product/{slug} for a product added since the last publish. Read with
 * the catalogue's public client (PostgREST's client alone, not supabase-js). `photo` is set only
 * for an uploaded photograph: such a product has no drawn artwork until it is published.
 *
 * @example const product = await getCatalogueProduct('kitenge-wrap-dress');
 */
export async function getCatalogueProduct(slug: string, source?: CatalogueSource): Promise<Product | null> {
  const client: Pick<CatalogueClient, 'from'> = source ?? (await getCatalogueClient());
  const answer = await client
    .from('products')
    .select(PRODUCT_COLUMNS)
    .eq('slug', slug)
    .abortSignal(AbortSignal.timeout(SEARCH_TIMEOUT_MS * 2))
    .maybeSingle();
  const stored = unwrap(answer, 'shop');
  if (!stored) return null;
  const row = readProductRow(stored);
  const photo = photoOf(row.image);
  return { ...rowToProduct(row), ...(photo ? { photo } : {}) };
}
