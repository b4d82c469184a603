/**
 * The admin's products table: one page at a time from the server (search, filters, sort, an
 * exact count), and the writes staff make — Row Level Security lets only admins and managers
 * write, whatever the browser sends.
 */
import type { ProductInput } from '../../admin/product-form';
import type { ProductEvent } from '../../admin/product-history';
import { resolveClient, type ClientSource } from '../client';
import type { Tables } from '../../../../supabase/functions/_shared/contracts/database';
import { CATEGORIES, PRODUCT_TYPES } from '../../taxonomy';
import { containsPattern, SEARCH_TEXT_COLUMN } from '../products';
import { coloursOf } from '../product-rows';
import { oneOf, readJson, unexpected } from '../read';
import { PAST_THE_END, adminRefusal, unwrapAdmin as unwrap } from './errors';

export interface AdminProduct extends ProductInput {
  id: string;
  rating: number | null;
  created_at: string;
  updated_at: string;
}

export const ADMIN_PRODUCT_COLUMNS =
  'id,slug,name,description,price,discount,stock,category,type,brand,material,sizes,colors,tags,in_stock,new_arrival,featured,image,rating,created_at,updated_at' as const;

/** A products row as the admin reads it (ADMIN_PRODUCT_COLUMNS). */
type AdminProductRow = Pick<
  Tables<'products'>,
  | 'id'
  | 'slug'
  | 'name'
  | 'description'
  | 'price'
  | 'discount'
  | 'stock'
  | 'category'
  | 'type'
  | 'brand'
  | 'material'
  | 'sizes'
  | 'colors'
  | 'tags'
  | 'in_stock'
  | 'new_arrival'
  | 'featured'
  | 'image'
  | 'rating'
  | 'created_at'
  | 'updated_at'
>;

/** The one place a products row becomes the admin's product: its text and jsonb read as the store's types. */
function toAdminProduct(row: AdminProductRow): AdminProduct {
  return {
    ...row,
    category: oneOf(row.category, CATEGORIES, 'product category'),
    type: oneOf(row.type, PRODUCT_TYPES, 'product type'),
    colors: coloursOf(row.colors),
  };
}

export type ProductSort = 'newest' | 'name' | 'price-asc' | 'price-desc' | 'stock-asc';
export type StockFilter = 'all' | 'in' | 'out' | 'low';

export interface ProductQuery {
  search?: string;
  category?: string;
  stock?: StockFilter;
  sort?: ProductSort;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

/** What a product code can hold: the slug's letters, digits and hyphens. */
const PRODUCT_CODE = /^[a-z0-9-]+$/;

/** Low stock: what the overview flags too. */
export const LOW_STOCK = 5;

const SORTS: Record<ProductSort, [column: string, ascending: boolean]> = {
  newest: ['created_at', false],
  name: ['name', true],
  'price-asc': ['price', true],
  'price-desc': ['price', false],
  'stock-asc': ['stock', true],
};

/** A page of products and how many match in all; a page past the end has no rows. */
export async function listAdminProducts(
  query: ProductQuery,
  source?: ClientSource,
): Promise<{ rows: AdminProduct[]; total: number }> {
  const supabase = await resolveClient(source);
  const pageSize = query.pageSize ?? 25;
  const from = (Math.max(1, query.page ?? 1) - 1) * pageSize;
  const filtered = <Columns extends string>(columns: Columns, head = false) => {
    let request = supabase.from('products').select(columns, { count: 'exact', head });
    const search = query.search?.trim().toLowerCase();
    // A product code (the slug every row shows, e.g. "dress-001") is matched as well as the text.
    // Its letters, digits and hyphens need no quoting inside PostgREST's or=(…).
    if (search && PRODUCT_CODE.test(search))
      request = request.or(`${SEARCH_TEXT_COLUMN}.ilike.*${search}*,slug.ilike.*${search}*`);
    else if (search) request = request.ilike(SEARCH_TEXT_COLUMN, containsPattern(search));
    if (query.category) request = request.eq('category', query.category);
    if (query.stock === 'in') request = request.eq('in_stock', true);
    if (query.stock === 'out') request = request.eq('in_stock', false);
    if (query.stock === 'low') request = request.lte('stock', LOW_STOCK);
    return request;
  };
  const [column, ascending] = SORTS[query.sort ?? 'newest'];
  const answer = await filtered(ADMIN_PRODUCT_COLUMNS)
    .order(column, { ascending })
    .order('id', { ascending: true })
    .range(from, from + pageSize - 1);
  if (answer.error?.code === PAST_THE_END) {
    const counted = await filtered('id', true);
    unwrap(counted);
    return { rows: [], total: counted.count ?? 0 };
  }
  return { rows: unwrap(answer).map(toAdminProduct), total: answer.count ?? 0 };
}

/** One product by its id, or null. */
export async function getAdminProduct(id: string, source?: ClientSource): Promise<AdminProduct | null> {
  const supabase = await resolveClient(source);
  const answer = await supabase.from('products').select(ADMIN_PRODUCT_COLUMNS).eq('id', id).maybeSingle();
  const row = unwrap(answer);
  return row ? toAdminProduct(row) : null;
}

/** Creates a product, or updates the one with `id`; the saved row. */
export async function saveProduct(
  input: ProductInput,
  id: string | null,
  source?: ClientSource,
): Promise<AdminProduct> {
  const supabase = await resolveClient(source);
  const table = supabase.from('products');
  // The colours column is jsonb: a list of plain { name, hex } objects.
  const row = { ...input, colors: input.colors.map(({ name, hex }) => ({ name, hex })) };
  const answer = id
    ? await table.update(row).eq('id', id).select(ADMIN_PRODUCT_COLUMNS).single()
    : await table.insert(row).select(ADMIN_PRODUCT_COLUMNS).single();
  return toAdminProduct(unwrap(answer));
}

/** Puts a product on sale or takes it off (the in-stock switch). */
export async function setProductInStock(
  id: string,
  inStock: boolean,
  source?: ClientSource,
): Promise<AdminProduct> {
  const supabase = await resolveClient(source);
  const answer = await supabase
    .from('products')
    .update({ in_stock: inStock })
    .eq('id', id)
    .select(ADMIN_PRODUCT_COLUMNS)
    .single();
  return toAdminProduct(unwrap(answer));
}

/** Deletes a product; past orders keep their own copy of its name and price. */
export async function deleteProduct(id: string, source?: ClientSource): Promise<void> {
  const supabase = await resolveClient(source);
  const removed = unwrap(await supabase.from('products').delete().eq('id', id).select('id'));
  if (!removed.length) throw adminRefusal('That product was already removed.');
}

/** How many of a product's latest changes its History shows. */
export const PRODUCT_HISTORY_LENGTH = 20;

/** A product's audit trail, newest first: who changed what, and when (staff only). */
export async function listProductEvents(
  productId: string,
  source?: ClientSource,
  limit = PRODUCT_HISTORY_LENGTH,
): Promise<ProductEvent[]> {
  const supabase = await resolveClient(source);
  const result = await supabase
    .from('product_events')
    .select('at,actor_email,action,changes')
    .eq('product_id', productId)
    .order('id', { ascending: false })
    .limit(limit);
  return unwrap(result).map(toProductEvent);
}

const PRODUCT_ACTIONS = ['created', 'updated', 'deleted'] as const;

/** A product_events row as the History shows it: `changes` is jsonb of `{ field: [before, after] }`. */
function toProductEvent(
  row: Pick<Tables<'product_events'>, 'at' | 'actor_email' | 'action' | 'changes'>,
): ProductEvent {
  const changes: ProductEvent['changes'] = {};
  for (const [field, pair] of Object.entries(readJson(row.changes, 'product changes').value)) {
    if (!Array.isArray(pair) || pair.length !== 2) throw unexpected(`product change of ${field}`, pair);
    changes[field] = [pair[0], pair[1]];
  }
  return {
    at: row.at,
    actor_email: row.actor_email,
    action: oneOf(row.action, PRODUCT_ACTIONS, 'product event action'),
    changes,
  };
}
