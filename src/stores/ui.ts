/**
 * Which overlays are open (spec section 4's UI flags). Not persisted: a new page starts closed.
 * Opening one says nothing about its code: src/islands/loader.ts watches these and loads the
 * island that draws it.
 */
import { atom } from 'nanostores';

export const $cartOpen = atom(false);
export const $wishlistOpen = atom(false);
export const $searchOpen = atom(false);
export const $mobileMenuOpen = atom(false);

/** Opens the cart drawer (the wishlist panel closes: one side panel at a time). */
export function openCart(): void {
  $wishlistOpen.set(false);
  $cartOpen.set(true);
}

export function openWishlist(): void {
  $cartOpen.set(false);
  $wishlistOpen.set(true);
}

/** The chat panel (spec section 4: closed or open). */
export const $chatOpen = atom(false);

/** A question asked in the pre-rendered chat panel before its code arrived, sent once it has. */
export const $chatQueued = atom<string | null>(null);
