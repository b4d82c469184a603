/**
 * The cart's products as the products table has them now, for re-pricing the cart before the
 * drawer or the checkout shows a total (src/lib/shopper/cart-pricing.ts). One request for the whole
 * cart, read with the catalogue's public client (PostgREST's client alone, as the header search
 * reads): the catalogue is the same to everyone, so the shopper's session is not needed.
 */
import { discountedPrice } from '../money';
import type { CurrentProduct } from '../shopper/cart-pricing';
import type { Tables } from '../../../supabase/functions/_shared/contracts/database';
import { getCatalogueClient, type CatalogueClient } from './catalogue-reads';
import { unwrap } from './errors';
import type { CatalogueSource } from './products';

/** The columns re-pricing reads: the price and discount that make the selling price, and the stock. */
export const CART_PRICE_COLUMNS = 'slug,name,price,discount,stock,in_stock' as const;

type CartPriceRow = Pick<Tables<'products'>, 'slug' | 'name' | 'price' | 'discount' | 'stock' | 'in_stock'>;

/** How long the cart waits for the prices before it says it could not check them. */
export const CART_PRICES_TIMEOUT_MS = 10_000;

/** A products row as the cart needs it: its selling price worked out as the storefront's is. */
export function toCurrentProduct(row: CartPriceRow): CurrentProduct {
  return {
    productId: row.slug,
    name: row.name,
    price: discountedPrice(row.price, row.discount),
    stock: row.stock,
    inStock: row.in_stock,
  };
}

/**
 * The current rows of the products with these productIds (slugs), in one request; a productId the
 * table no longer has is simply absent. Throws a DataError (the shop's wording) when the shop
 * cannot be reached or answers wrongly.
 *
 * @example const products = await readCartProducts(['kaunda-suit', 'brass-cuff-bracelet']);
 */
export async function readCartProducts(
  productIds: readonly string[],
  source?: CatalogueSource,
): Promise<CurrentProduct[]> {
  const wanted = [...new Set(productIds)];
  if (wanted.length === 0) return [];
  const client: Pick<CatalogueClient, 'from'> = source ?? (await getCatalogueClient());
  const answer = await client
    .from('products')
    .select(CART_PRICE_COLUMNS)
    .in('slug', wanted)
    // The total waits on this answer: offline, say so at once rather than after seconds of retries
    // (place_order still refuses a price the shopper was not shown).
    .retry(false)
    .abortSignal(AbortSignal.timeout(CART_PRICES_TIMEOUT_MS));
  return unwrap(answer, 'shop').map(toCurrentProduct);
}
