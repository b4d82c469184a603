// The checkout's abuse limits at the shop's defaults (checkout_settings), through supabase-js as a
// browser or a script would call them: open orders per phone and per email, orders per client
// address in an hour, receipts per recipient per hour, pay on delivery held only until the shop's
// confirmation call, and an online order that never starts a payment released within minutes.
// Loopback is a trusted proxy here, so each test stands for shoppers at addresses of its own
// through X-Forwarded-For, as behind hosted Supabase's gateway.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { TrustedProxies } from '../../../supabase/local/deployment.ts';
import type { OrderView } from '../../../supabase/functions/_shared/contracts/orders.ts';
import { LOCAL_PUBLISHABLE_KEY, startTestServer, type TestServer } from '../support/local-server.ts';
import { distinctAddress, distinctContact, orderRequest, type OrderRequest } from './checkout-client.ts';

let server: TestServer;
let service: SupabaseClient;
let visitor: SupabaseClient;
let manager: SupabaseClient;
let admin: SupabaseClient;
let shopper: SupabaseClient;

const BRACELET = 'brass-cuff-bracelet';
const UNPAID_TWICE =
  'You already have 2 orders waiting for payment with this phone number. Please pay for them or wait for them to expire before placing another.';

beforeAll(async () => {
  server = await startTestServer({
    mpesaAnswerDelayMs: 600_000,
    orderExpiryIntervalMs: 0,
    trustedProxies: new TrustedProxies(['loopback']),
  });
  service = server.service();
  visitor = server.anon();
  manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
  admin = await server.signIn('admin@mtindo.test', 'mtindo-admin');
  shopper = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
  await service.from('products').update({ stock: 10_000, in_stock: true }).eq('slug', BRACELET);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** An order of one bracelet; `overrides` replace whole fields. */
const order = (overrides: Partial<OrderRequest> = {}) =>
  orderRequest({ contact: distinctContact(), lines: [{ product: BRACELET, quantity: 1 }], ...overrides });

/** place_order() over REST from `address` (through the trusted proxy), as a script would call it. */
async function place(request: OrderRequest, address = distinctAddress(), client = visitor) {
  const { data, error, status } = await client
    .rpc('place_order', { request })
    .setHeader('X-Forwarded-For', address);
  return {
    order: data as { id: string; access_key: string; status: string; expires_at: string } | null,
    error,
    status,
  };
}

interface CheckoutAnswer {
  order?: { id: string; access_key: string; status: string; number: string };
  error?: string;
  field?: string | null;
}

/** The checkout function from `address`, as the browser calls it; status and JSON for 2xx and 4xx alike. */
async function checkout(request: OrderRequest, address = distinctAddress(), client = visitor) {
  const { data, error, response } = await client.functions.invoke('checkout', {
    body: { order: request },
    headers: { 'X-Forwarded-For': address },
  });
  if (!error) return { status: response?.status ?? 200, body: data as CheckoutAnswer };
  const context = (error as { context?: Response }).context!;
  return { status: context.status, body: (await context.json()) as CheckoutAnswer };
}

async function stockOf(slug = BRACELET) {
  const { data } = await service.from('products').select('stock').eq('slug', slug).single();
  return (data as { stock: number }).stock;
}

async function orderRow(id: string) {
  const { data } = await service.from('orders').select('*').eq('id', id).single();
  return data as {
    status: string;
    expires_at: string | null;
    client_address: string | null;
    user_id: string | null;
  };
}

async function lastEvent(id: string) {
  const { data } = await service
    .from('order_events')
    .select('from_status, to_status, note, actor_email')
    .eq('order_id', id)
    .order('id', { ascending: false })
    .limit(1)
    .single();
  return data;
}

/** Moves an order's deadline into the past and runs the expiry job, as pg_cron would a minute later. */
async function pastItsTime(id: string) {
  await service
    .from('orders')
    .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .eq('id', id);
  const { error } = await service.rpc('expire_unpaid_orders');
  if (error) throw error;
}

const minutesLeft = (expiresAt: string) => (Date.parse(expiresAt) - Date.now()) / 60_000;

describe('open orders per phone and per email', () => {
  it('refuses a third order waiting for payment on one phone, in words, naming the field, and takes no stock', async () => {
    const phone = distinctContact().phone;
    for (const n of [1, 2]) {
      const { error } = await place(order({ contact: { ...distinctContact(), phone } }));
      expect(error, `order ${n}`).toBeNull();
    }
    const before = await stockOf();
    const third = await place(order({ contact: { ...distinctContact(), phone } }));
    expect(third.status).toBe(429);
    expect(third.error).toMatchObject({ code: 'PT429', details: 'contact.phone', message: UNPAID_TWICE });
    expect(await stockOf()).toBe(before);
  });

  it('lets the phone order again once one of its orders expired', async () => {
    const phone = distinctContact().phone;
    const first = await place(order({ contact: { ...distinctContact(), phone } }));
    await place(order({ contact: { ...distinctContact(), phone } }));
    expect((await place(order({ contact: { ...distinctContact(), phone } }))).error?.code).toBe('PT429');
    await pastItsTime(first.order!.id);
    expect((await place(order({ contact: { ...distinctContact(), phone } }))).error).toBeNull();
  });

  it('counts an email address however it is typed, and names the email field', async () => {
    for (const email of ['Njeri@Example.co.ke', ' njeri@example.co.ke '])
      expect((await place(order({ contact: { ...distinctContact(), email } }))).error).toBeNull();
    const third = await place(order({ contact: { ...distinctContact(), email: 'NJERI@example.CO.KE' } }));
    expect(third.error).toMatchObject({
      code: 'PT429',
      details: 'contact.email',
      message:
        'You already have 2 orders waiting for payment with this email address. Please pay for them or wait for them to expire before placing another.',
    });
  });

  it('holds for orders placed at the same moment: five at once on one phone place two', async () => {
    const phone = distinctContact().phone;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => place(order({ contact: { ...distinctContact(), phone } }))),
    );
    expect(answers.filter((answer) => !answer.error)).toHaveLength(2);
    expect(answers.filter((answer) => answer.error?.code === 'PT429')).toHaveLength(3);
  });

  it('holds eight pay-on-delivery orders in a row from one shopper to two, awaiting the call', async () => {
    const contact = distinctContact('Mercy Achieng');
    const address = distinctAddress();
    const answers = [];
    for (let n = 0; n < 8; n++)
      answers.push(await checkout(order({ contact, payment_method: 'pay_on_delivery' }), address));
    expect(answers.slice(0, 2).map((answer) => [answer.status, answer.body.order?.status])).toEqual([
      [200, 'awaiting_confirmation'],
      [200, 'awaiting_confirmation'],
    ]);
    for (const refused of answers.slice(2)) {
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        field: 'contact.phone',
        error:
          'You already have 2 orders waiting for our call to confirm them with this phone number. We will call you soon: please wait for our call before placing another.',
      });
    }
  });

  it('lets an admin change a limit, which holds at once; a manager cannot', async () => {
    await manager.from('checkout_settings').update({ open_orders_per_phone: 9 }).eq('id', true);
    const phone = distinctContact().phone;
    for (let n = 0; n < 2; n++) await place(order({ contact: { ...distinctContact(), phone } }));
    expect((await place(order({ contact: { ...distinctContact(), phone } }))).error?.code).toBe('PT429');
    const { error } = await admin
      .from('checkout_settings')
      .update({ open_orders_per_phone: 3 })
      .eq('id', true);
    expect(error).toBeNull();
    try {
      expect((await place(order({ contact: { ...distinctContact(), phone } }))).error).toBeNull();
      expect((await place(order({ contact: { ...distinctContact(), phone } }))).error?.message).toMatch(
        /^You already have 3 orders waiting for payment/,
      );
    } finally {
      await admin.from('checkout_settings').update({ open_orders_per_phone: 2 }).eq('id', true);
    }
  });
});

describe('orders per client address', () => {
  const TEN_AN_HOUR =
    'We have received 10 orders from your internet connection in the last hour, the most we take from one connection. Please try again later, or call or WhatsApp us to order.';

  it('refuses the eleventh order from one address in an hour, naming the limit; another address still orders', async () => {
    const address = distinctAddress();
    for (let n = 0; n < 10; n++) expect((await place(order(), address)).error, `order ${n + 1}`).toBeNull();
    const eleventh = await place(order(), address);
    expect(eleventh.status).toBe(429);
    expect(eleventh.error).toMatchObject({ code: 'PT429', details: 'request', message: TEN_AN_HOUR });
    expect((await place(order(), distinctAddress())).error).toBeNull();
  });

  it('cannot be dodged by writing other addresses into X-Forwarded-For', async () => {
    const address = distinctAddress();
    // The client's own entries come first; the proxy appends the address it saw.
    const forged = (n: number) => `203.0.113.${n}, ${address}`;
    for (let n = 0; n < 10; n++) expect((await place(order(), forged(n))).error).toBeNull();
    expect((await place(order(), forged(10))).error).toMatchObject({ code: 'PT429', message: TEN_AN_HOUR });
  });

  it("counts the shopper's address through the checkout function, not the function's own", async () => {
    const address = distinctAddress();
    const placed = await checkout(order({ payment_method: 'pay_on_delivery' }), address);
    expect(placed.status).toBe(200);
    expect((await orderRow(placed.body.order!.id)).client_address).toBe(address);
    for (let n = 0; n < 9; n++) await place(order(), address);
    expect(await checkout(order({ payment_method: 'pay_on_delivery' }), address)).toEqual({
      status: 429,
      body: { field: 'request', error: TEN_AN_HOUR },
    });
  });

  it('gives the order to the signed-in shopper Auth vouches for, and refuses a session signed out', async () => {
    const placed = await checkout(order({ payment_method: 'pay_on_delivery' }), distinctAddress(), shopper);
    const { data: me } = await shopper.auth.getUser();
    expect((await orderRow(placed.body.order!.id)).user_id).toBe(me.user!.id);
    const { data: guest } = await checkout(order({ payment_method: 'pay_on_delivery' })).then((answer) => ({
      data: answer.body,
    }));
    expect((await orderRow(guest.order!.id)).user_id).toBeNull();
    // A session signed out since: the token still passes the gateway's signature check, but Auth
    // no longer vouches for it, so nobody orders in that shopper's name with it.
    const other = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
    const token = (await other.auth.getSession()).data.session!.access_token;
    await other.auth.signOut({ scope: 'local' });
    const response = await fetch(`${server.url}/functions/v1/checkout`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_PUBLISHABLE_KEY,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ order: order({ payment_method: 'pay_on_delivery' }) }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'Your session has expired. Please sign in again, or check out as a guest.',
      field: null,
    });
  });
});

describe('holds', () => {
  it('holds an online order 5 minutes until its payment starts, then gives the stock back', async () => {
    const before = await stockOf();
    const { order: placed } = await place(order());
    expect(placed!.status).toBe('pending_payment');
    expect(minutesLeft(placed!.expires_at)).toBeGreaterThan(4.9);
    expect(minutesLeft(placed!.expires_at)).toBeLessThanOrEqual(5);
    expect(await stockOf()).toBe(before - 1);
    await pastItsTime(placed!.id);
    expect((await orderRow(placed!.id)).status).toBe('expired');
    expect(await stockOf()).toBe(before);
  });

  it('releases a pay-on-delivery order nobody confirmed by phone in time, and says so', async () => {
    const before = await stockOf();
    const { order: placed } = await place(order({ payment_method: 'pay_on_delivery' }));
    expect(placed!.status).toBe('awaiting_confirmation');
    expect(minutesLeft(placed!.expires_at) / 60).toBeGreaterThan(11.9);
    await pastItsTime(placed!.id);
    expect(await stockOf()).toBe(before);
    expect(await lastEvent(placed!.id)).toEqual({
      from_status: 'awaiting_confirmation',
      to_status: 'expired',
      note: 'Not confirmed by phone in time: released, its items back on sale.',
      actor_email: null,
    });
    const { data } = await visitor.rpc('order_by_key', { key: placed!.access_key });
    expect(data as OrderView).toMatchObject({ status: 'expired', payment_method: 'pay_on_delivery' });
    const { error } = await manager.rpc('confirm_order_by_phone', { target: placed!.id, note: '' });
    expect(error).toMatchObject({
      code: 'PT409',
      message: expect.stringMatching(/^This order was released/),
    });
  });

  it('keeps an order staff confirmed by phone, with who called in its trail; shoppers cannot confirm', async () => {
    const { order: placed } = await place(order({ payment_method: 'pay_on_delivery' }));
    expect((await shopper.rpc('confirm_order_by_phone', { target: placed!.id })).error?.code).toBe('42501');
    const { data, error } = await manager.rpc('confirm_order_by_phone', {
      target: placed!.id,
      note: 'Rider to call at the gate',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'confirmed', expires_at: null });
    expect(await lastEvent(placed!.id)).toEqual({
      from_status: 'awaiting_confirmation',
      to_status: 'confirmed',
      note: 'Confirmed by phone: Rider to call at the gate',
      actor_email: 'manager@mtindo.test',
    });
    await service.rpc('expire_unpaid_orders');
    expect((await orderRow(placed!.id)).status).toBe('confirmed');
    // Confirming again changes nothing.
    expect((await manager.rpc('confirm_order_by_phone', { target: placed!.id })).error).toBeNull();
  });

  it('gives the stock back when staff cancel an order awaiting its call', async () => {
    const before = await stockOf();
    const { order: placed } = await place(order({ payment_method: 'pay_on_delivery' }));
    expect(
      await manager.rpc('order_next_statuses', {
        current_status: 'awaiting_confirmation',
        method: 'pay_on_delivery',
      }),
    ).toMatchObject({ data: ['cancelled'] });
    const { error } = await manager.rpc('set_order_status', {
      target: placed!.id,
      next_status: 'cancelled',
      note: 'No answer after three calls',
    });
    expect(error).toBeNull();
    expect(await stockOf()).toBe(before);
  });
});

describe('receipts per recipient', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives each recipient three an hour, email addresses in any case', async () => {
    const claim = (channel: string, recipient: string) =>
      service.rpc('claim_receipt_send', { channel, recipient }).then(({ data }) => data);
    const claims = [];
    for (const recipient of [
      'kamau@example.co.ke',
      'Kamau@Example.co.ke',
      'KAMAU@example.co.ke',
      'kamau@example.co.ke',
    ])
      claims.push(await claim('email', recipient));
    expect(claims).toEqual([true, true, true, false]);
    expect(await claim('sms', 'kamau@example.co.ke')).toBe(true);
    expect(await claim('email', 'other@example.co.ke')).toBe(true);
  });

  it('skips a fourth receipt in an hour to one phone, and still places the order', async () => {
    const warn = vi.spyOn(console, 'warn');
    const phone = distinctContact().phone;
    const sms = `+254${phone.slice(1)}`;
    const numbers: string[] = [];
    for (let n = 0; n < 4; n++) {
      const contact = { ...distinctContact(), phone };
      const placed = await checkout(order({ contact, payment_method: 'pay_on_delivery' }));
      expect(placed.status).toBe(200);
      numbers.push(placed.body.order!.number);
      await expect
        .poll(() => server.api.outbox.latest(contact.email)?.subject)
        .toContain(placed.body.order!.number);
      // Staff called: the order is no longer open, so the phone may order again.
      await manager.rpc('confirm_order_by_phone', { target: placed.body.order!.id });
    }
    await expect
      .poll(() =>
        warn.mock.calls.some(([message]) => String(message).includes(`${numbers[3]} to ${sms} was skipped`)),
      )
      .toBe(true);
    expect(server.api.outbox.list(sms).map((message) => message.subject)).toEqual(
      numbers
        .slice(0, 3)
        .map((number) => `Order ${number}`)
        .reverse(),
    );
  });
});
