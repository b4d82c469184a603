// Re-pricing the cart from the database's current rows: what changes in the cart, and the words
// that say so.
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../../src/lib/shopper/cart';
import {
  currentById,
  decodeNotices,
  mergeNotices,
  noticeText,
  repriceLines,
  type CartNotice,
  type CurrentProduct,
} from '../../../../src/lib/shopper/cart-pricing';

const suitLine: CartItem = {
  id: 'kaunda-suit-1',
  productId: 'kaunda-suit',
  name: 'Kaunda Suit',
  price: 13300,
  quantity: 1,
};
const teeLine: CartItem = {
  id: 'kikoi-tee-1',
  productId: 'kikoi-tee',
  name: 'Kikoi Tee',
  price: 6300,
  quantity: 3,
  size: 'M',
  colour: 'Indigo',
};
const suit: CurrentProduct = {
  productId: 'kaunda-suit',
  name: 'Kaunda Suit',
  price: 13300,
  stock: 10,
  inStock: true,
};
const tee: CurrentProduct = {
  productId: 'kikoi-tee',
  name: 'Kikoi Tee',
  price: 6300,
  stock: 10,
  inStock: true,
};

const reprice = (items: CartItem[], products: CurrentProduct[], checked = items.map((i) => i.productId)) =>
  repriceLines(items, currentById(products), checked);

describe('repriceLines', () => {
  it('keeps the very same cart when nothing changed', () => {
    const items = [suitLine, teeLine];
    const result = reprice(items, [suit, tee]);
    expect(result.items).toBe(items);
    expect(result.notices).toEqual([]);
  });

  it('takes a new price and says what it was', () => {
    const { items, notices } = reprice([suitLine], [{ ...suit, price: 12000 }]);
    expect(items).toEqual([{ ...suitLine, price: 12000 }]);
    expect(notices).toEqual([
      { kind: 'price', productId: 'kaunda-suit', name: 'Kaunda Suit', was: 13300, now: 12000 },
    ]);
    expect(noticeText(notices[0]!, 'KSH')).toBe(
      'The price of Kaunda Suit is now KSH 12,000 (was KSH 13,300)',
    );
    expect(noticeText(notices[0]!, 'USD')).toBe('The price of Kaunda Suit is now $85.71 (was $95.00)');
  });

  it('lowers a quantity to the stock left', () => {
    const { items, notices } = reprice([{ ...suitLine, quantity: 5 }], [{ ...suit, stock: 2 }]);
    expect(items).toEqual([{ ...suitLine, quantity: 2 }]);
    expect(notices.map((notice) => noticeText(notice, 'KSH'))).toEqual([
      'Kaunda Suit: Only 2 left — quantity set to 2',
    ]);
  });

  it('removes a sold-out line, whether out of stock or marked so', () => {
    for (const soldOut of [
      { ...suit, stock: 0 },
      { ...suit, inStock: false },
    ]) {
      const { items, notices } = reprice([suitLine, teeLine], [soldOut, tee]);
      expect(items).toEqual([teeLine]);
      expect(notices.map((notice) => noticeText(notice, 'KSH'))).toEqual([
        'Kaunda Suit: Sold out — removed from your cart',
      ]);
    }
  });

  it('removes a product the catalogue no longer has, saying it is no longer sold', () => {
    const { items, notices } = reprice([suitLine, teeLine], [tee]);
    expect(items).toEqual([teeLine]);
    expect(notices.map((notice) => noticeText(notice, 'KSH'))).toEqual([
      'Kaunda Suit: No longer sold — removed from your cart',
    ]);
  });

  it('leaves alone the lines of products it did not ask about', () => {
    const items = [suitLine, teeLine];
    const { items: repriced, notices } = reprice(items, [{ ...suit, price: 12000 }], ['kaunda-suit']);
    expect(repriced[1]).toBe(teeLine);
    expect(notices).toHaveLength(1);
  });

  it('shares one product’s stock between its lines in cart order, and says its new price once', () => {
    const small = { ...teeLine, id: 'kikoi-tee-2', size: 'S', quantity: 2 };
    const large = { ...teeLine, id: 'kikoi-tee-3', size: 'L', quantity: 2 };
    const { items, notices } = reprice([small, large], [{ ...tee, price: 5900, stock: 3 }]);
    expect(items.map((item) => [item.size, item.quantity, item.price])).toEqual([
      ['S', 2, 5900],
      ['L', 1, 5900],
    ]);
    expect(notices.map((notice) => noticeText(notice, 'KSH'))).toEqual([
      'The price of Kikoi Tee is now KSH 5,900 (was KSH 6,300)',
      'Kikoi Tee (Indigo · Size L): Only 3 left — quantity set to 1',
    ]);
    const none = reprice([small, large], [{ ...tee, stock: 2 }]);
    expect(none.items.map((item) => item.size)).toEqual(['S']);
    expect(noticeText(none.notices[0]!, 'KSH')).toBe(
      'Kikoi Tee (Indigo · Size L): Only 2 left, all of them in your cart already — removed from your cart',
    );
  });

  it('takes a renamed product’s name', () => {
    const { items, notices } = reprice([suitLine], [{ ...suit, name: 'Kaunda Suit in Wool' }]);
    expect(items[0]!.name).toBe('Kaunda Suit in Wool');
    expect(notices).toEqual([]);
  });
});

describe('mergeNotices', () => {
  const price = (was: number, now: number): CartNotice => ({
    kind: 'price',
    productId: 'kaunda-suit',
    name: 'Kaunda Suit',
    was,
    now,
  });

  it('keeps the first price the shopper saw across two changes, and drops a price back where it was', () => {
    expect(mergeNotices([price(13300, 12000)], [price(12000, 11000)], [suitLine])).toEqual([
      price(13300, 11000),
    ]);
    expect(mergeNotices([price(13300, 12000)], [price(12000, 13300)], [suitLine])).toEqual([]);
  });

  it('replaces a line’s notice with the newer one, and drops a price notice once the product left the cart', () => {
    const lowered: CartNotice = {
      kind: 'quantity',
      line: 'kaunda-suit',
      name: 'Kaunda Suit',
      left: 2,
      set: 2,
    };
    const soldOut: CartNotice = { kind: 'sold-out', line: 'kaunda-suit', name: 'Kaunda Suit' };
    expect(mergeNotices([price(13300, 12000), lowered], [soldOut], [])).toEqual([soldOut]);
  });
});

describe('decodeNotices', () => {
  it('keeps readable notices and drops the rest', () => {
    const kept: CartNotice = { kind: 'gone', line: 'x', name: 'X' };
    expect(decodeNotices(JSON.stringify([kept, { kind: 'price', name: 'Y' }, null, 'z']))).toEqual([kept]);
    expect(decodeNotices('{not json')).toEqual([]);
    expect(decodeNotices(undefined)).toEqual([]);
  });
});
