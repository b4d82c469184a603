/** Which overlays are open (spec section 4's UI flags). Not persisted: a new page starts closed. */
import { atom } from 'nanostores';
import { loadOverlays } from '../islands/load-overlays';

export const $cartOpen = atom(false);
export const $wishlistOpen = atom(false);
export const $searchOpen = atom(false);
export const $mobileMenuOpen = atom(false);

/** Opens the cart drawer, loading its code on first use. */
export function openCart(): Promise<void> {
  $wishlistOpen.set(false);
  $cartOpen.set(true);
  return loadOverlays();
}

export function openWishlist(): Promise<void> {
  $cartOpen.set(false);
  $wishlistOpen.set(true);
  return loadOverlays();
}
