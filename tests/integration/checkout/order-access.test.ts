// Who can read an order: its owner and staff through the tables (the RLS matrix covers every
// table), a guest only through the unguessable key of the order's link; and the payment
// functions are the server's alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { orderRequest } from './checkout-client.ts';

let server: TestServer;
let guest: SupabaseClient;
let shopperA: SupabaseClient;
let shopperB: SupabaseClient;
let manager: SupabaseClient;
let guestOrder: { id: string; access_key: string; number: string };
let ownOrder: { id: string; access_key: string; number: string };

beforeAll(async () => {
  server = await startTestServer({ orderExpiryIntervalMs: 0 });
  guest = server.anon();
  await server.api.auth.ensureUser({ email: 'a@mtindo.test', password: 'access-pass-1', fullName: 'A' });
  await server.api.auth.ensureUser({ email: 'b@mtindo.test', password: 'access-pass-1', fullName: 'B' });
  shopperA = await server.signIn('a@mtindo.test', 'access-pass-1');
  shopperB = await server.signIn('b@mtindo.test', 'access-pass-1');
  manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
  guestOrder = (await guest.rpc('place_order', { request: orderRequest() })).data;
  ownOrder = (await shopperA.rpc('place_order', { request: orderRequest() })).data;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('a guest follows an order through its link', () => {
  it('reads the order, its lines and payment with the key', async () => {
    const { data, error } = await guest.rpc('order_by_key', { key: guestOrder.access_key });
    expect(error).toBeNull();
    expect(data).toMatchObject({ number: guestOrder.number, status: 'pending_payment' });
    expect(data.lines).toHaveLength(1);
  });

  it('reads nothing without it, or with a wrong, short or malformed key', async () => {
    const key = guestOrder.access_key;
    const oneCharOff = `${key.slice(0, 63)}${key.endsWith('0') ? '1' : '0'}`;
    for (const wrong of [
      '',
      'x',
      key.slice(0, 63),
      oneCharOff,
      key.toUpperCase(),
      guestOrder.id,
      "' or 1=1 --",
    ]) {
      const { data } = await guest.rpc('order_by_key', { key: wrong });
      expect(data, wrong).toBeNull();
    }
    const { error } = await guest.from('orders').select('*');
    expect(error).not.toBeNull();
  });

  it("does not show the key or owner of anyone else's order to a signed-in shopper", async () => {
    const { data } = await shopperB.from('orders').select('id, access_key');
    expect(data).toEqual([]);
    const { data: mine } = await shopperA.from('orders').select('id, access_key');
    expect(mine).toEqual([{ id: ownOrder.id, access_key: ownOrder.access_key }]);
    const { data: lines } = await shopperA.from('order_lines').select('order_id, product_slug');
    expect(lines).toEqual([{ order_id: ownOrder.id, product_slug: 'amazfit-balance' }]);
    expect((await shopperB.from('order_lines').select('order_id')).data).toEqual([]);
  });

  it('lets staff read every order', async () => {
    const { data } = await manager.from('orders').select('id');
    expect(data!.map((row) => row.id).sort()).toEqual([guestOrder.id, ownOrder.id].sort());
  });
});

describe("the payment functions are the server's", () => {
  const calls: [string, Record<string, unknown>][] = [
    ['start_payment', { order_id: '00000000-0000-0000-0000-000000000000', provider: 'mpesa' }],
    [
      'settle_payment',
      { payment_id: '00000000-0000-0000-0000-000000000000', outcome: 'paid', amount_kes: 1 },
    ],
    ['attach_payment_request', { payment_id: '00000000-0000-0000-0000-000000000000', reference: 'x' }],
    ['expire_orders', { expiring: [] }],
    ['expire_unpaid_orders', {}],
    ['checkout_refuse', { field: 'x', message: 'y' }],
  ];
  for (const [name, args] of calls)
    it(`refuses ${name} to a guest and a shopper`, async () => {
      for (const client of [guest, shopperA]) {
        const { error } = await client.rpc(name, args);
        expect(error?.message, name).toMatch(/permission denied|Could not find/);
      }
    });

  it('lets no one mark their own order paid', async () => {
    const { data: payment } = await server
      .service()
      .rpc('start_payment', { order_id: ownOrder.id, provider: 'mpesa' });
    const { error } = await shopperA.rpc('settle_payment', {
      payment_id: payment.payment_id,
      outcome: 'paid',
      amount_kes: payment.amount_kes,
    });
    expect(error).not.toBeNull();
    const { data } = await shopperA.from('orders').select('status').eq('id', ownOrder.id).single();
    expect(data).toEqual({ status: 'pending_payment' });
  });
});
