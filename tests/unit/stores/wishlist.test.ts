// The wishlist's transitions (spec section 4) and its storage under `wishlist`.
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent';
import { addItem, decodeWishlist, hasItem, removeItem, toggleItem } from '../../../src/lib/shopper/wishlist';

useTestStorageEngine();
const { $wishlist, $wishlistCount, clearWishlist, toggleWishlist, isInWishlist } =
  await import('../../../src/stores/wishlist');

const watch = { productId: 'omega-seamaster-diver-300m', name: 'Seamaster', price: 900000 };
const dress = { productId: 'dress-001', name: 'Kitenge Dress', price: 9800 };

describe('wishlist transitions', () => {
  it('adding an item that is already there does nothing', () => {
    const once = addItem([], watch);
    expect(addItem(once, { ...watch, name: 'Other' })).toBe(once);
  });

  it('removes by productId, toggles, and checks membership by productId', () => {
    const items = addItem(addItem([], watch), dress);
    expect(removeItem(items, watch.productId)).toEqual([dress]);
    expect(toggleItem(items, dress)).toEqual([watch]);
    expect(toggleItem([watch], dress)).toEqual([watch, dress]);
    expect(hasItem(items, 'dress-001')).toBe(true);
    expect(hasItem(items, 'nope')).toBe(false);
  });

  it('ignores unparsable storage and drops duplicates and strangers', () => {
    expect(decodeWishlist('[')).toEqual([]);
    expect(decodeWishlist(JSON.stringify([watch, watch, { name: 'x' }, dress]))).toEqual([watch, dress]);
  });
});

describe('the wishlist store', () => {
  afterEach(() => {
    clearWishlist();
    cleanTestStorage();
  });

  it('counts items, saves under wishlist and follows other tabs', () => {
    toggleWishlist(watch);
    expect($wishlistCount.get()).toBe(1);
    expect(isInWishlist(watch.productId)).toBe(true);
    expect(JSON.parse(getTestStorage().wishlist!)).toEqual([watch]);
    setTestStorageKey('wishlist', JSON.stringify([dress]));
    expect($wishlist.get()).toEqual([dress]);
    toggleWishlist(dress);
    expect($wishlistCount.get()).toBe(0);
  });
});
