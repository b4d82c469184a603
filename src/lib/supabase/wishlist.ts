/**
 * A signed-in shopper's wishlist as the account keeps it (table wishlist_items; the browser
 * mirrors it, src/stores/wishlist-account.ts). Products are named by slug, the storefront's
 * productId; each item comes back with the product's current name, price and picture.
 */
import { discountedPrice } from '../money';
import { productImagePath, productUrl } from '../products';
import type { WishlistItem } from '../shopper/wishlist';
import { resolveClient, type ClientSource } from './client';
import { unwrap } from './errors';

/** The account's wishlist, oldest first. */
export async function readAccountWishlist(source?: ClientSource): Promise<WishlistItem[]> {
  const supabase = await resolveClient(source);
  const rows = unwrap(await supabase.rpc('my_wishlist'), 'shop');
  return rows.map((product) => ({
    productId: product.slug,
    name: product.name,
    price: discountedPrice(product.price, product.discount),
    image: product.image ?? productImagePath(product.slug),
    url: productUrl(product.slug),
    sizes: product.sizes,
  }));
}

/** Adds products to the account's wishlist in this order; ones already there or gone are passed over. */
export async function addToAccountWishlist(productIds: string[], source?: ClientSource): Promise<void> {
  if (productIds.length === 0) return;
  const supabase = await resolveClient(source);
  unwrap(await supabase.rpc('add_to_wishlist', { product_slugs: productIds }), 'shop');
}

/** Removes products from the account's wishlist; ones not there are passed over. */
export async function removeFromAccountWishlist(productIds: string[], source?: ClientSource): Promise<void> {
  if (productIds.length === 0) return;
  const supabase = await resolveClient(source);
  unwrap(await supabase.from('wishlist_items').delete().in('product_slug', productIds), 'shop');
}
