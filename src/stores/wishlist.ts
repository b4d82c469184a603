/** The wishlist, kept in the browser under `wishlist` (spec sections 3 and 4), in step across tabs. */
import { computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import {
  addItem,
  decodeWishlist,
  hasItem,
  removeItem,
  toggleItem,
  type WishlistItem,
} from '../lib/shopper/wishlist';

export const WISHLIST_STORAGE_KEY = 'wishlist';

export const $wishlist = persistentAtom<WishlistItem[]>(WISHLIST_STORAGE_KEY, [], {
  encode: JSON.stringify,
  decode: decodeWishlist,
});

export const $wishlistCount = computed($wishlist, (items) => items.length);

export const addToWishlist = (item: WishlistItem) => $wishlist.set(addItem($wishlist.get(), item));
export const removeFromWishlist = (productId: string) =>
  $wishlist.set(removeItem($wishlist.get(), productId));
export const toggleWishlist = (item: WishlistItem) => $wishlist.set(toggleItem($wishlist.get(), item));
export const isInWishlist = (productId: string) => hasItem($wishlist.get(), productId);
export const clearWishlist = () => $wishlist.set([]);
