// The cart's transitions (spec section 4) and its storage under `cart`, with a fake storage engine.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent';
import {
  addLine,
  decodeCart,
  lineKey,
  MAX_LINE_QUANTITY,
  removeLine,
  setLineQuantity,
  summarise,
} from '../../../src/lib/shopper/cart';

useTestStorageEngine();
const { $cart, $cartSummary, addToCart, clearCart, removeFromCart, updateCartQuantity } =
  await import('../../../src/stores/cart');

const tee = {
  productId: 'mens-tee-001',
  name: 'Kikoi Tee',
  price: 6300,
  image: '/images/products/mens-tee-001.svg',
};
const bag = { productId: 'bags-001', name: 'Leather Tote', price: 14000 };

describe('cart transitions', () => {
  it('appends a new product with quantity 1 and an id of product id plus timestamp', () => {
    expect(addLine([], tee, 1700000000000)).toEqual([
      { ...tee, id: 'mens-tee-001-1700000000000', quantity: 1 },
    ]);
  });

  it('raises the quantity of a product already in the cart by the added quantity', () => {
    const once = addLine([], tee, 1);
    expect(addLine(once, tee, 2)[0]!.quantity).toBe(2);
    expect(addLine(once, { ...tee, quantity: 3 }, 2)).toEqual([{ ...once[0], quantity: 4 }]);
    expect(addLine(once, bag, 2)).toHaveLength(2);
  });

  it('keeps the same product in two sizes as two lines', () => {
    const items = addLine(addLine([], { ...tee, size: 'M' }, 1), { ...tee, size: 'L' }, 2);
    expect(items.map(lineKey)).toEqual(['mens-tee-001|M', 'mens-tee-001|L']);
    expect(removeLine(items, 'mens-tee-001|M').map(lineKey)).toEqual(['mens-tee-001|L']);
  });

  it('removes by productId', () => {
    expect(removeLine(addLine(addLine([], tee, 1), bag, 2), 'mens-tee-001').map((i) => i.productId)).toEqual([
      'bags-001',
    ]);
  });

  it('sets a quantity, and removes the line at 0 or less', () => {
    const items = addLine([], tee, 1);
    expect(setLineQuantity(items, 'mens-tee-001', 5)[0]!.quantity).toBe(5);
    expect(setLineQuantity(items, 'mens-tee-001', 0)).toEqual([]);
    expect(setLineQuantity(items, 'mens-tee-001', -2)).toEqual([]);
    expect(setLineQuantity(items, 'mens-tee-001', Number.NaN)).toEqual([]);
  });

  it('caps a line at the most one shopper can add', () => {
    expect(addLine([], { ...tee, quantity: 500 }, 1)[0]!.quantity).toBe(MAX_LINE_QUANTITY);
    expect(setLineQuantity(addLine([], tee, 1), 'mens-tee-001', 1000)[0]!.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('derives totalItems and totalPrice', () => {
    const items = addLine(addLine([], { ...tee, quantity: 2 }, 1), bag, 2);
    expect(summarise(items)).toEqual({ totalItems: 3, totalPrice: 2 * 6300 + 14000 });
    expect(summarise([])).toEqual({ totalItems: 0, totalPrice: 0 });
  });
});

describe('decodeCart', () => {
  it('ignores unparsable storage', () => {
    for (const raw of ['{', 'null', '"x"', '{"a":1}', '42', undefined]) expect(decodeCart(raw)).toEqual([]);
  });

  it('drops lines that are not cart lines and keeps the rest', () => {
    const good = { ...tee, id: 'mens-tee-001-1', quantity: 2 };
    const raw = JSON.stringify([
      good,
      { productId: 'x' },
      { ...good, price: -1 },
      { ...good, quantity: 0 },
      null,
    ]);
    expect(decodeCart(raw)).toEqual([good]);
  });
});

describe('the cart store', () => {
  beforeEach(() => clearCart());
  afterEach(() => cleanTestStorage());

  it('saves every change under the key cart', () => {
    addToCart(tee);
    updateCartQuantity('mens-tee-001', 3);
    expect(JSON.parse(getTestStorage().cart!)).toEqual([
      { ...tee, id: expect.stringMatching(/^mens-tee-001-\d+$/), quantity: 3 },
    ]);
    expect($cartSummary.get()).toEqual({ totalItems: 3, totalPrice: 18900 });
    removeFromCart('mens-tee-001');
    expect(JSON.parse(getTestStorage().cart!)).toEqual([]);
  });

  it('follows a change made in another tab, and ignores a corrupt one', () => {
    setTestStorageKey('cart', JSON.stringify([{ ...bag, id: 'bags-001-9', quantity: 2 }]));
    expect($cart.get().map((i) => i.productId)).toEqual(['bags-001']);
    setTestStorageKey('cart', 'not json');
    expect($cart.get()).toEqual([]);
  });
});
