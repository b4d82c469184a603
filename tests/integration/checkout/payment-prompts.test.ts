// How often an order may ask for payment, enforced in start_payment() so that a direct call with
// the service role is held to it too: one M-Pesa prompt on its way per order (409), five payment
// starts per order and five prompts per M-Pesa number an hour (429, saying when to try again),
// and an order held 15 minutes from the start of its payment. The Daraja simulator answers no
// prompt by itself here: a test answers one when it needs to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { callFunction, orderRequest } from './checkout-client.ts';

interface CheckoutAnswer {
  order: { id: string; number: string; access_key: string; status: string };
  payment?: { provider: string; status?: string; redirect_url?: string };
  payment_error?: string;
  error?: string;
  field?: string | null;
}

const ON_ITS_WAY = /^A payment request is already on its way to your phone\./;
const TRY_LATER = /Please try again in \d+ minutes?/;

let server: TestServer;
let visitor: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer({ mpesaAnswerDelayMs: 600_000, orderExpiryIntervalMs: 0 });
  visitor = server.anon();
  service = server.service();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

let shoppers = 0;

/**
 * An order placed at checkout by a shopper of its own (the checkout's open-order limits count per
 * phone and email), its M-Pesa prompt sent to `mpesaPhone` when given, else to `phone`.
 */
function place(phone: string, method: 'mpesa' | 'card' = 'mpesa', mpesaPhone?: string) {
  shoppers += 1;
  return callFunction<CheckoutAnswer>(visitor, 'checkout', {
    order: orderRequest({
      lines: [{ product: 'brass-cuff-bracelet', quantity: 1 }],
      contact: { name: 'Achieng Otieno', email: `shopper${shoppers}@example.co.ke`, phone },
      payment_method: method,
    }),
    ...(mpesaPhone ? { mpesa_phone: mpesaPhone } : {}),
  });
}

function payAgain(key: string, method: 'mpesa' | 'card', phone?: string) {
  return callFunction<CheckoutAnswer>(visitor, 'checkout', { pay: { key, method, phone } });
}

async function paymentsOf(orderId: string) {
  const { data, error } = await service
    .from('payments')
    .select('id, provider, status, phone, checkout_request_id, created_at')
    .eq('order_id', orderId)
    .order('created_at');
  if (error) throw error;
  return data as {
    id: string;
    provider: string;
    status: string;
    phone: string | null;
    checkout_request_id: string;
  }[];
}

/** Moves a payment's start back in time, as if it had been asked for `minutes` ago. */
async function startedAgo(paymentId: string, minutes: number) {
  const { error } = await service
    .from('payments')
    .update({ created_at: new Date(Date.now() - minutes * 60_000).toISOString() })
    .eq('id', paymentId);
  if (error) throw error;
}

const promptsTo = (phone: string) =>
  [...server.api.payments!.daraja.prompts.values()].filter((prompt) => prompt.phone === phone).length;

describe('one prompt on its way per order', () => {
  it('refuses four more prompts to another number while the first is pending', async () => {
    const placed = await place('0711 000 101');
    expect(placed.body.payment).toMatchObject({ provider: 'mpesa', status: 'pending' });
    const more = await Promise.all(
      Array.from({ length: 4 }, () => payAgain(placed.body.order.access_key, 'mpesa', '0722 000 102')),
    );
    for (const answer of more) {
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatch(ON_ITS_WAY);
    }
    expect(promptsTo('254722000102')).toBe(0);
    expect(await paymentsOf(placed.body.order.id)).toHaveLength(1);
    // The rule is the database's: the service role meets it too.
    const direct = await service.rpc('start_payment', {
      order_id: placed.body.order.id,
      provider: 'mpesa',
      phone: '0722 000 102',
    });
    expect(direct.error).toMatchObject({ code: 'PT409' });
    expect(direct.error!.message).toMatch(ON_ITS_WAY);
  });

  it('lets the shopper pay by card while a prompt is pending', async () => {
    const placed = await place('0711 000 111');
    const card = await payAgain(placed.body.order.access_key, 'card');
    expect(card.status).toBe(200);
    expect(card.body.payment).toMatchObject({ provider: 'card' });
  });

  it('lets a prompt be sent again once the last one failed, or outlived a prompt', async () => {
    const placed = await place('0711 000 121');
    const [first] = await paymentsOf(placed.body.order.id);
    // The callback never came and the prompt is long gone from the phone.
    await startedAgo(first!.id, 3);
    const second = await payAgain(placed.body.order.access_key, 'mpesa', '0700 001 032');
    expect(second.status).toBe(200);
    const [, declined] = await paymentsOf(placed.body.order.id);
    // The shopper cancels it on the phone: a new prompt may go at once.
    await server.api.payments!.daraja.answerNow(declined!.checkout_request_id);
    expect((await paymentsOf(placed.body.order.id))[1]).toMatchObject({ status: 'failed' });
    const third = await payAgain(placed.body.order.access_key, 'mpesa', '0711 000 121');
    expect(third.status).toBe(200);
    expect(await paymentsOf(placed.body.order.id)).toHaveLength(3);
  });
});

describe('payment starts an hour', () => {
  it('allows an order five starts, card or M-Pesa, then says when to try again', async () => {
    const placed = await place('0711 000 201', 'card');
    expect(placed.body.payment).toMatchObject({ provider: 'card' });
    for (let n = 2; n <= 5; n++)
      expect((await payAgain(placed.body.order.access_key, 'card')).status, `start ${n}`).toBe(200);
    const sixth = await payAgain(placed.body.order.access_key, 'card');
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatch(/^You have tried to pay for this order 5 times in the last hour\./);
    expect(sixth.body.error).toMatch(TRY_LATER);
    expect(await paymentsOf(placed.body.order.id)).toHaveLength(5);
  });

  it('sends one number five prompts an hour, across orders, then none', async () => {
    // Two orders with contacts of their own prompt a third party's number, each prompt given up
    // on (its callback lost) before the next.
    const stranger = '0733 000 301';
    const first = await place('0711 000 311', 'mpesa', stranger);
    const second = await place('0711 000 312', 'mpesa', stranger);
    for (const [order, more] of [
      [first.body.order, 2],
      [second.body.order, 1],
    ] as const)
      for (let n = 0; n < more; n++) {
        const pending = (await paymentsOf(order.id)).at(-1)!;
        await startedAgo(pending.id, 3);
        expect((await payAgain(order.access_key, 'mpesa', stranger)).status).toBe(200);
      }
    expect(promptsTo('254733000301')).toBe(5);
    await startedAgo((await paymentsOf(second.body.order.id)).at(-1)!.id, 3);
    const sixth = await payAgain(second.body.order.access_key, 'mpesa', stranger);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatch(/^We have sent 5 M-Pesa requests to this number in the last hour\./);
    expect(sixth.body.error).toMatch(TRY_LATER);
    expect(sixth.body.field).toBe('contact.phone');

    // A third order is placed all the same; its prompt is held back, and the checkout says why.
    const third = await place('0711 000 313', 'mpesa', stranger);
    expect(third.status).toBe(200);
    expect(third.body.order.status).toBe('pending_payment');
    expect(third.body.payment).toBeUndefined();
    expect(third.body.payment_error).toBe(sixth.body.error);
    expect(promptsTo('254733000301')).toBe(5);
    // The shopper's own number still gets its prompt.
    expect((await payAgain(third.body.order.access_key, 'mpesa', '0711 000 313')).status).toBe(200);
  });
});

describe('the hold on an order', () => {
  async function placedOrder() {
    shoppers += 1;
    const { data, error } = await visitor.rpc('place_order', {
      request: orderRequest({
        lines: [{ product: 'brass-cuff-bracelet', quantity: 1 }],
        contact: {
          name: 'Achieng Otieno',
          email: `shopper${shoppers}@example.co.ke`,
          phone: `0711 000 4${String(shoppers).padStart(2, '0')}`,
        },
      }),
    });
    if (error) throw error;
    return data as { id: string };
  }

  async function holdOf(orderId: string) {
    const { data } = await service.from('orders').select('expires_at').eq('id', orderId).single();
    return Date.parse((data as { expires_at: string }).expires_at) - Date.now();
  }

  it('runs 15 minutes from the start of a payment', async () => {
    const order = await placedOrder();
    await service
      .from('orders')
      .update({ expires_at: new Date(Date.now() + 60_000).toISOString() })
      .eq('id', order.id);
    const { error } = await service.rpc('start_payment', { order_id: order.id, provider: 'card' });
    expect(error).toBeNull();
    const hold = await holdOf(order.id);
    expect(hold).toBeGreaterThan(14 * 60_000);
    expect(hold).toBeLessThanOrEqual(15 * 60_000);
  });

  it('is never stretched past an hour from placing the order', async () => {
    const order = await placedOrder();
    await service
      .from('orders')
      .update({
        created_at: new Date(Date.now() - 55 * 60_000).toISOString(),
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      })
      .eq('id', order.id);
    await service.rpc('start_payment', { order_id: order.id, provider: 'card' });
    const hold = await holdOf(order.id);
    expect(hold).toBeGreaterThan(4 * 60_000);
    expect(hold).toBeLessThanOrEqual(5 * 60_000);
  });
});
