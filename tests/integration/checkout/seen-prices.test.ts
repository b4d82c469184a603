// An order is placed only at the prices the shopper was shown: a line carrying the unit price the
// checkout showed (seen_price_kes) is refused when the database prices it otherwise — 409, field
// lines.N.price, no order, no stock taken — and placed when it matches. Called as the browser calls
// (supabase-js rpc, and the checkout function), and the cart's re-pricing read (readCartProducts)
// through supabase-js as well.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { allowManyOrders } from '../support/checkout-limits.ts';
import { callFunction, orderRequest } from './checkout-client.ts';
import { readCartProducts } from '../../../src/lib/supabase/cart-prices.ts';

const SUIT = 'seen-price-kaunda-suit';
const BRACELET = 'brass-cuff-bracelet';

let server: TestServer;
let service: SupabaseClient;
let visitor: SupabaseClient;

async function setSuit(changes: Record<string, unknown>) {
  const { error } = await service.from('products').update(changes).eq('slug', SUIT);
  if (error) throw error;
}

async function stockOfSuit(): Promise<number> {
  const { data } = await service.from('products').select('stock').eq('slug', SUIT).single();
  return (data as { stock: number }).stock;
}

async function ordersWithKey(key: string): Promise<number> {
  const { count } = await service
    .from('orders')
    .select('*', { count: 'exact', head: true })
    .eq('idempotency_key', key);
  return count ?? -1;
}

const suitLine = (seen?: unknown, quantity = 1) => ({
  product: SUIT,
  quantity,
  ...(seen === undefined ? {} : { seen_price_kes: seen }),
});

beforeAll(async () => {
  server = await startTestServer({ orderExpiryIntervalMs: 0 });
  await allowManyOrders(server);
  service = server.service();
  visitor = server.anon();
  const { error } = await service.from('products').insert({
    slug: SUIT,
    name: 'Kaunda Suit',
    description: 'A two-piece Kaunda suit in light wool, tailored in Nairobi.',
    price: 13300,
    discount: 0,
    category: 'men',
    type: 'shirts',
    in_stock: true,
    stock: 20,
  });
  if (error) throw error;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

beforeEach(() => setSuit({ price: 13300, discount: 0, stock: 20, in_stock: true }));

describe('place_order at the prices shown', () => {
  it('refuses a line shown at an old price: 409 on its field, in words, and no order or stock taken', async () => {
    await setSuit({ price: 12000 });
    const request = orderRequest({ lines: [suitLine(13300)] });
    const { data, error } = await visitor.rpc('place_order', { request });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'PT409', details: 'lines.1.price' });
    expect(error!.message).toBe(
      'Line 1: the price of Kaunda Suit is now KSH 12,000 (was KSH 13,300). Nothing was charged: please check the new total and place your order again.',
    );
    expect(await ordersWithKey(request.idempotency_key)).toBe(0);
    expect(await stockOfSuit()).toBe(20);
  });

  it('places it at the price shown, which is the database price', async () => {
    await setSuit({ price: 12000 });
    const { data, error } = await visitor.rpc('place_order', {
      request: orderRequest({ lines: [suitLine(12000, 2)] }),
    });
    expect(error).toBeNull();
    const order = data as { id: string; subtotal_kes: number };
    expect(order.subtotal_kes).toBe(24000);
    const { data: lines } = await service
      .from('order_lines')
      .select('unit_price_kes, quantity')
      .eq('order_id', order.id);
    expect(lines).toEqual([{ unit_price_kes: 12000, quantity: 2 }]);
    expect(await stockOfSuit()).toBe(18);
  });

  it('compares the selling price: the list price less its discount', async () => {
    await setSuit({ price: 15000, discount: 20 });
    const listed = await visitor.rpc('place_order', { request: orderRequest({ lines: [suitLine(15000)] }) });
    expect(listed.error).toMatchObject({ code: 'PT409', details: 'lines.1.price' });
    const sold = await visitor.rpc('place_order', { request: orderRequest({ lines: [suitLine(12000)] }) });
    expect(sold.error).toBeNull();
  });

  it('names the line whose price moved, among lines shown at the right price', async () => {
    const bracelet = await service.from('products').select('price, discount').eq('slug', BRACELET).single();
    const braceletPrice = Math.round((bracelet.data!.price * (100 - bracelet.data!.discount)) / 100);
    await setSuit({ price: 14000 });
    const { error } = await visitor.rpc('place_order', {
      request: orderRequest({
        lines: [{ product: BRACELET, quantity: 1, seen_price_kes: braceletPrice }, suitLine(13300)],
      }),
    });
    expect(error).toMatchObject({ code: 'PT409', details: 'lines.2.price' });
    expect(error!.message).toContain('is now KSH 14,000 (was KSH 13,300)');
  });

  it('refuses a seen price it cannot read, and prices a line without one from the database alone', async () => {
    const unreadable = await visitor.rpc('place_order', {
      request: orderRequest({ lines: [suitLine('13300')] }),
    });
    expect(unreadable.error).toMatchObject({ code: 'PT400', details: 'lines.1.price' });
    await setSuit({ price: 12500 });
    const unseen = await visitor.rpc('place_order', { request: orderRequest({ lines: [suitLine()] }) });
    expect(unseen.error).toBeNull();
    expect((unseen.data as { subtotal_kes: number }).subtotal_kes).toBe(12500);
  });

  it('gives a retried submission the order it made, though the price moved since', async () => {
    const request = orderRequest({ lines: [suitLine(13300)] });
    const first = await visitor.rpc('place_order', { request });
    expect(first.error).toBeNull();
    await setSuit({ price: 11000 });
    const again = await visitor.rpc('place_order', { request });
    expect(again.error).toBeNull();
    expect(again.data).toMatchObject({ id: (first.data as { id: string }).id, replayed: true });
  });
});

describe('the checkout function', () => {
  it('answers a stale price with its refusal and field, and places the order at the price shown', async () => {
    await setSuit({ price: 12000 });
    const stale = await callFunction(visitor, 'checkout', {
      order: orderRequest({ lines: [suitLine(13300)], payment_method: 'pay_on_delivery' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ field: 'lines.1.price' });
    expect(String(stale.body.error)).toContain('the price of Kaunda Suit is now KSH 12,000 (was KSH 13,300)');
    const placed = await callFunction<{ order: { subtotal_kes: number } }>(visitor, 'checkout', {
      order: orderRequest({ lines: [suitLine(12000)], payment_method: 'pay_on_delivery' }),
    });
    expect(placed.status).toBe(200);
    expect(placed.body.order.subtotal_kes).toBe(12000);
  });
});

describe("the cart's re-pricing read", () => {
  it('reads the current selling price and stock of the cart’s products in one request; a deleted one is absent', async () => {
    await setSuit({ price: 15000, discount: 20, stock: 2 });
    const products = await readCartProducts([SUIT, SUIT, 'no-such-product'], visitor);
    expect(products).toEqual([
      { productId: SUIT, name: 'Kaunda Suit', price: 12000, stock: 2, inStock: true },
    ]);
  });
});
