/** How many shoppers wait to be told that each sold-out product is back (staff only). */
import { resolveClient, type ClientSource } from '../client';
import { unwrapAdmin as unwrap } from './errors';

export interface RestockWait {
  productId: string;
  name: string;
  waiting: number;
  /** The sizes asked for, when any was. */
  sizes: string[];
}

export async function listRestockWaits(source?: ClientSource): Promise<RestockWait[]> {
  const supabase = await resolveClient(source);
  const rows = unwrap(await supabase.rpc('restock_waits'));
  return rows.map((row) => ({
    productId: row.product_slug,
    name: row.product_name,
    waiting: row.waiting,
    sizes: row.sizes,
  }));
}
