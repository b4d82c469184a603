/**
 * The cart, kept in the browser under `cart` (spec sections 3 and 4): loaded on start (unparsable
 * storage ignored), saved on every change, and in step across open tabs (storage events).
 */
import { computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import {
  addLine,
  decodeCart,
  removeLine,
  setLineQuantity,
  summarise,
  type CartItem,
  type CartItemInput,
} from '../lib/shopper/cart';

export const CART_STORAGE_KEY = 'cart';

export const $cart = persistentAtom<CartItem[]>(CART_STORAGE_KEY, [], {
  encode: JSON.stringify,
  decode: decodeCart,
});

/** totalItems (sum of quantities) and totalPrice (whole KES). */
export const $cartSummary = computed($cart, summarise);

export function addToCart(input: CartItemInput): void {
  $cart.set(addLine($cart.get(), input));
}

/** Removes a line by its key: the productId, with size and colour where the line has them. */
export function removeFromCart(key: string): void {
  $cart.set(removeLine($cart.get(), key));
}

export function updateCartQuantity(key: string, quantity: number): void {
  $cart.set(setLineQuantity($cart.get(), key, quantity));
}

export function clearCart(): void {
  $cart.set([]);
}
