/**
 * The cart priced from the database: `repriceCart()` reads the cart's products as the products
 * table has them now, updates the cart (new prices, lowered quantities, sold-out lines removed) and
 * keeps what changed in `$cartNotices` until the shopper dismisses them. The notices are kept in
 * the browser under `cart-notices`, so the changes the drawer found are still said on /checkout and
 * in other tabs.
 *
 * @example
 *   await repriceCart(); // $cartPricing: checking → checked (or failed, with the words to show)
 *   $cartNotices.get();  // [{ kind: 'price', name: 'Kaunda Suit', was: 13300, now: 12000, … }]
 */
import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import {
  currentById,
  decodeNotices,
  mergeNotices,
  repriceLines,
  type CartNotice,
  type CurrentProduct,
} from '../lib/shopper/cart-pricing';
import { $cart } from './cart';

export const CART_NOTICES_STORAGE_KEY = 'cart-notices';

/** What changed in the cart since its lines were added, until the shopper has seen it. */
export const $cartNotices = persistentAtom<CartNotice[]>(CART_NOTICES_STORAGE_KEY, [], {
  encode: JSON.stringify,
  decode: decodeNotices,
});

/** Whether the cart's prices are known to be the database's: the drawer and checkout show a total once checked. */
export type CartPricing = { state: 'idle' | 'checking' | 'checked' } | { state: 'failed'; message: string };

export const $cartPricing = atom<CartPricing>({ state: 'idle' });

/** Reads the current products of these productIds; the data layer's by default. */
export type CartProductReader = (productIds: string[]) => Promise<CurrentProduct[]>;

const readFromShop: CartProductReader = async (productIds) =>
  (await import('../lib/supabase/cart-prices')).readCartProducts(productIds);

let latest = 0;

/**
 * Prices the cart from the database: updates `$cart` and `$cartNotices`, and returns the notices
 * this check found (none when nothing changed). A failure is kept in `$cartPricing` in the shop's
 * words and the cart is left as it is: the order is still placed only at the prices shown, as
 * place_order refuses any other.
 */
export async function repriceCart(read: CartProductReader = readFromShop): Promise<CartNotice[]> {
  const ticket = ++latest;
  const productIds = [...new Set($cart.get().map((item) => item.productId))];
  if (productIds.length === 0) {
    $cartPricing.set({ state: 'checked' });
    return [];
  }
  $cartPricing.set({ state: 'checking' });
  let current: CurrentProduct[];
  try {
    current = await read(productIds);
  } catch (error) {
    if (ticket === latest)
      $cartPricing.set({
        state: 'failed',
        message: error instanceof Error ? error.message : 'We could not check the prices just now.',
      });
    return [];
  }
  // The cart as it is now, not as it was when asked: the shopper may have changed it meanwhile.
  const { items, notices } = repriceLines($cart.get(), currentById(current), productIds);
  if (items !== $cart.get()) $cart.set(items);
  if (notices.length > 0) $cartNotices.set(mergeNotices($cartNotices.get(), notices, items));
  if (ticket === latest) $cartPricing.set({ state: 'checked' });
  return notices;
}

/** The shopper has read the notices: they go from the drawer and the checkout. */
export function dismissCartNotices(): void {
  $cartNotices.set([]);
}
