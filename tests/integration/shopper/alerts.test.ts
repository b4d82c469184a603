// Alerts that bring shoppers back, through the real supabase-js and the shopper-messages function:
// a "tell me when it is back" alert is confirmed once by its link and fires once on restock, never
// to an unconfirmed contact; a signed-in shopper's own address needs no link; a lower price on a
// wishlisted product tells an owner who opted in, once per price; the links stop messages without
// signing in; a delivered order's review reminder goes once; only the secret key runs the sender.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  startTestServer,
  type TestServer,
} from '../support/local-server.ts';
import { allowManyOrders } from '../support/checkout-limits.ts';
import { distinctContact, orderRequest } from '../checkout/checkout-client.ts';

let server: TestServer;
let service: SupabaseClient;
const PASSWORD = 'alerts-pass-1';
const PRODUCT = 'kitenge-strappy-heels';

beforeAll(async () => {
  server = await startTestServer();
  await allowManyOrders(server);
  service = server.service();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** Runs the sender as pg_cron would, with `key`; its answer. */
async function sendMessages(key = LOCAL_SECRET_KEY) {
  const response = await fetch(`${server.url}/functions/v1/shopper-messages`, {
    method: 'POST',
    headers: { apikey: key, 'Content-Type': 'application/json' },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const outbox = (to: string) => server.api.outbox.list(to);
const setStock = (slug: string, stock: number) =>
  service
    .from('products')
    .update({ stock, in_stock: stock > 0 })
    .eq('slug', slug);

describe('back in stock', () => {
  it('asks an unknown contact to confirm, tells nobody unconfirmed, and tells a confirmed one once', async () => {
    await setStock(PRODUCT, 0);
    const email = 'waiting@example.co.ke';
    const asked = await server.anon().rpc('request_stock_alert', {
      product_slug: PRODUCT,
      contact: ` ${email.toUpperCase()} `,
      size: 'EU 38',
    });
    expect(asked).toMatchObject({ data: 'confirm_sent', error: null });
    await sendMessages();
    const [confirmation] = outbox(email);
    expect(confirmation?.subject).toBe('Confirm your Mtindo alert');
    const link = /\/alerts\?confirm=([0-9a-f]+)/.exec(confirmation!.text)!;
    expect(confirmation!.text).toContain(`${server.url}/alerts?confirm=`);

    // Restocked before the link was opened: nothing is sent to an unconfirmed address.
    await setStock(PRODUCT, 5);
    await sendMessages();
    expect(outbox(email)).toHaveLength(1);

    await setStock(PRODUCT, 0);
    const confirmed = await server.anon().rpc('confirm_stock_alert', { token: link[1] });
    expect(confirmed.data).toBe('Kitenge Strappy Sandal Heels');
    await setStock(PRODUCT, 3);
    await setStock(PRODUCT, 0);
    await setStock(PRODUCT, 4);
    expect(await sendMessages()).toMatchObject({ status: 200, body: { sent: 1, failed: 0 } });
    const told = outbox(email);
    expect(told).toHaveLength(2);
    expect(told[0]!.subject).toBe('Kitenge Strappy Sandal Heels is back at Mtindo');
    expect(told[0]!.text).toContain('in size EU 38');
    expect(told[0]!.text).toContain(`${server.url}/product/${PRODUCT}`);
  });

  it('takes a phone, refuses a contact it cannot reach or a size the product lacks, by field', async () => {
    const bad = await server
      .anon()
      .rpc('request_stock_alert', { product_slug: PRODUCT, contact: 'not a contact' });
    expect(bad.error).toMatchObject({ code: 'PT422', details: 'contact' });
    const size = await server
      .anon()
      .rpc('request_stock_alert', { product_slug: PRODUCT, contact: '0712 000 111', size: 'XXL' });
    expect(size.error).toMatchObject({ code: 'PT422', details: 'size' });
    const phone = await server
      .anon()
      .rpc('request_stock_alert', { product_slug: PRODUCT, contact: '0712 000 111' });
    expect(phone.data).toBe('confirm_sent');
    await sendMessages();
    expect(outbox('+254712000111')[0]?.text).toMatch(
      /^Mtindo: confirm your alert for Kitenge Strappy Sandal Heels: http/,
    );
  });

  it("confirms a signed-in shopper's own address at once, and a stop link ends the alert", async () => {
    const email = 'own-address@alerts.test';
    await server.api.auth.ensureUser({ email, password: PASSWORD, fullName: 'Own Address' });
    const shopper = await server.signIn(email, PASSWORD);
    await setStock(PRODUCT, 0);
    expect((await shopper.rpc('request_stock_alert', { product_slug: PRODUCT, contact: email })).data).toBe(
      'confirmed',
    );
    const { data: alert } = await service
      .from('stock_alerts')
      .select('unsubscribe_token')
      .eq('recipient', email)
      .single();
    const stopped = await server.anon().rpc('stop_shopper_messages', { token: alert!.unsubscribe_token });
    expect(stopped.data).toBe('You will not hear about Kitenge Strappy Sandal Heels any more.');
    await setStock(PRODUCT, 2);
    await sendMessages();
    expect(outbox(email)).toEqual([]);
    const again = await server.anon().rpc('stop_shopper_messages', { token: alert!.unsubscribe_token });
    expect(again.error).toMatchObject({ code: 'PT404' });
  });
});

describe('price drops', () => {
  it('tell an owner who opted in, once per price and only lower, with a link to stop them', async () => {
    const email = 'price-watcher@alerts.test';
    const userId = await server.api.auth.ensureUser({ email, password: PASSWORD, fullName: 'Price Watcher' });
    const shopper = await server.signIn(email, PASSWORD);
    await shopper.rpc('add_to_wishlist', { product_slugs: ['mens-tee-001'] });
    const price = async (discount: number) => {
      await service.from('products').update({ discount }).eq('slug', 'mens-tee-001');
      await sendMessages();
    };
    await price(0);
    await price(10); // not opted in yet
    expect(outbox(email)).toEqual([]);

    expect(
      (await shopper.from('profiles').update({ price_drop_alerts: true }).eq('id', userId)).error,
    ).toBeNull();
    await price(0);
    await price(20);
    await price(0);
    await price(20); // the same lower price again: told once
    await price(30);
    const told = outbox(email);
    expect(told.map((m) => m.subject)).toEqual([
      "Lower price: Men's Kikoi-Stripe Crew Tee",
      "Lower price: Men's Kikoi-Stripe Crew Tee",
    ]);
    expect(told[1]!.text).toContain('now costs KSH 5,040');
    expect(told[0]!.text).toContain('now costs KSH 4,410');

    // A shopper may change only their own choice, and only these columns.
    const { data: profile } = await service
      .from('profiles')
      .select('messages_token')
      .eq('id', userId)
      .single();
    expect(
      (await shopper.from('profiles').update({ messages_token: 'mine' }).eq('id', userId)).error,
    ).not.toBeNull();
    const stop = await server
      .anon()
      .rpc('stop_shopper_messages', { token: profile!.messages_token, what: 'price_drop' });
    expect(stop.data).toBe('You will not hear about lower prices any more.');
    await price(0);
    await price(40);
    expect(outbox(email)).toHaveLength(2);
  });
});

describe('review reminders and the sender', () => {
  it('reminds a buyer once, three days after delivery, of what is not reviewed yet', async () => {
    const email = 'reminded@alerts.test';
    await server.api.auth.ensureUser({ email, password: PASSWORD, fullName: 'Reminded Buyer' });
    const buyer = await server.signIn(email, PASSWORD);
    const { data } = await buyer.rpc('place_order', {
      request: orderRequest({
        contact: distinctContact(),
        lines: [{ product: 'brass-cuff-bracelet', quantity: 1 }],
      }),
    });
    const orderId = (data as { id: string; number: string }).id;
    const number = (data as { number: string }).number;
    await service
      .from('orders')
      .update({ status: 'delivered', delivered_at: new Date(Date.now() - 86_400_000).toISOString() })
      .eq('id', orderId);
    expect((await sendMessages()).body.queued).toBe(0); // a day after delivery: not yet
    await service
      .from('orders')
      .update({ delivered_at: new Date(Date.now() - 4 * 86_400_000).toISOString() })
      .eq('id', orderId);
    expect((await sendMessages()).body.queued).toBe(1);
    expect((await sendMessages()).body.queued).toBe(0);
    const [reminder] = outbox(email);
    expect(reminder?.subject).toBe(`How is your Mtindo order ${number}?`);
    expect(reminder?.text).toContain(`${server.url}/account?review=brass-cuff-bracelet`);
    expect(reminder?.text).toContain('&what=review_reminder');
  });

  it('runs for the secret key only', async () => {
    expect((await sendMessages(LOCAL_PUBLISHABLE_KEY)).status).toBe(401);
    expect((await server.anon().from('shopper_messages').select('*')).error).not.toBeNull();
    expect((await server.anon().from('stock_alerts').select('*')).error).not.toBeNull();
  });
});
