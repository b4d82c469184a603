// The cart priced from the database (stores/cart-pricing.ts), with a fake reader and storage: the
// cart is updated, the notices kept until dismissed, and a failure leaves the cart as it was.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import type { CurrentProduct } from '../../../src/lib/shopper/cart-pricing';

useTestStorageEngine();
const { $cart } = await import('../../../src/stores/cart');
const { $cartNotices, $cartPricing, dismissCartNotices, repriceCart, CART_NOTICES_STORAGE_KEY } =
  await import('../../../src/stores/cart-pricing');

const suitLine = {
  id: 'kaunda-suit-1',
  productId: 'kaunda-suit',
  name: 'Kaunda Suit',
  price: 13300,
  quantity: 1,
};
const suit: CurrentProduct = {
  productId: 'kaunda-suit',
  name: 'Kaunda Suit',
  price: 12000,
  stock: 5,
  inStock: true,
};

beforeEach(() => {
  $cart.set([suitLine]);
  $cartNotices.set([]);
  $cartPricing.set({ state: 'idle' });
});

afterEach(() => cleanTestStorage());

describe('repriceCart', () => {
  it('asks for the cart’s products once each, updates the cart and keeps the notice', async () => {
    $cart.set([suitLine, { ...suitLine, id: 'kaunda-suit-2', size: 'L' }]);
    const asked: string[][] = [];
    const notices = await repriceCart(async (ids) => {
      asked.push(ids);
      expect($cartPricing.get()).toEqual({ state: 'checking' });
      return [suit];
    });
    expect(asked).toEqual([['kaunda-suit']]);
    expect($cart.get().map((item) => item.price)).toEqual([12000, 12000]);
    expect(notices).toHaveLength(1);
    expect($cartNotices.get()).toEqual(notices);
    expect(JSON.parse(getTestStorage()[CART_NOTICES_STORAGE_KEY]!)).toEqual(notices);
    expect($cartPricing.get()).toEqual({ state: 'checked' });
  });

  it('applies the answer to the cart as it is then, not as it was when asked', async () => {
    const added = { id: 'kikoi-tee-1', productId: 'kikoi-tee', name: 'Kikoi Tee', price: 6300, quantity: 1 };
    await repriceCart(async () => {
      $cart.set([...$cart.get(), added]);
      return [suit];
    });
    expect($cart.get()).toEqual([{ ...suitLine, price: 12000 }, added]);
  });

  it('keeps the cart as it is and says why when the shop cannot be reached', async () => {
    const notices = await repriceCart(async () => {
      throw new Error('We could not reach the shop. Check your connection and try again.');
    });
    expect(notices).toEqual([]);
    expect($cart.get()).toEqual([suitLine]);
    expect($cartPricing.get()).toEqual({
      state: 'failed',
      message: 'We could not reach the shop. Check your connection and try again.',
    });
  });

  it('asks nothing for an empty cart', async () => {
    $cart.set([]);
    await repriceCart(async () => {
      throw new Error('not asked');
    });
    expect($cartPricing.get()).toEqual({ state: 'checked' });
  });

  it('keeps notices until they are dismissed', async () => {
    await repriceCart(async () => [suit]);
    await repriceCart(async () => [suit]);
    expect($cartNotices.get()).toHaveLength(1);
    dismissCartNotices();
    expect($cartNotices.get()).toEqual([]);
  });
});
