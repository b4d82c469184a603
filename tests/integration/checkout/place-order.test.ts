// Placing an order through place_order(), called as the browser would (supabase-js rpc): every
// price, fee and commission comes from the database whatever the request says; bad input is
// refused with a message naming its field or line; stock is taken once; a retry makes one order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { allowManyOrders } from '../support/checkout-limits.ts';
import { orderRequest, type OrderRequest } from './checkout-client.ts';
import { BUSINESS } from '../../../src/lib/config.ts';

let server: TestServer;
let service: SupabaseClient;
let visitor: SupabaseClient;
let shopper: SupabaseClient;
let shopperId: string;

interface Placed {
  id: string;
  number: string;
  access_key: string;
  status: string;
  subtotal_kes: number;
  delivery_fee_kes: number;
  total_kes: number;
  affiliate_code: string | null;
  replayed: boolean;
}

async function place(request: unknown, client = visitor) {
  const { data, error } = await client.rpc('place_order', { request });
  return { order: data as Placed | null, error };
}

async function product(slug: string) {
  const { data } = await service
    .from('products')
    .select('id, price, discount, stock, in_stock, name')
    .eq('slug', slug)
    .single();
  return data as {
    id: string;
    price: number;
    discount: number;
    stock: number;
    in_stock: boolean;
    name: string;
  };
}

async function setStock(slug: string, stock: number) {
  await service
    .from('products')
    .update({ stock, in_stock: stock > 0 })
    .eq('slug', slug);
}

beforeAll(async () => {
  server = await startTestServer({ orderExpiryIntervalMs: 0 });
  await allowManyOrders(server);
  service = server.service();
  visitor = server.anon();
  shopperId = await server.api.auth.ensureUser({
    email: 'wanjiru@mtindo.test',
    password: 'checkout-pass-1',
    fullName: 'Wanjiru K',
  });
  shopper = await server.signIn('wanjiru@mtindo.test', 'checkout-pass-1');
  const affiliateUser = await server.api.auth.ensureUser({
    email: 'otieno@mtindo.test',
    password: 'checkout-pass-1',
    fullName: 'Otieno',
  });
  // One programme membership per account: the suspended code is another affiliate's.
  const pausedUser = await server.api.auth.ensureUser({
    email: 'paused@mtindo.test',
    password: 'checkout-pass-1',
    fullName: 'Paused',
  });
  const { error } = await service.from('affiliates').insert([
    { code: 'OTIENO', user_id: affiliateUser, status: 'active', commission_percent: 10 },
    { code: 'WANJIRU-OWN', user_id: shopperId, status: 'active', commission_percent: 10 },
    { code: 'PAUSED', user_id: pausedUser, status: 'suspended', commission_percent: 10 },
  ]);
  if (error) throw error;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('prices come from the database', () => {
  it('ignores a tampered price and total and charges the catalogue price', async () => {
    const item = await product('amazfit-balance');
    const { order, error } = await place(
      orderRequest({
        lines: [{ product: 'amazfit-balance', quantity: 2, price: 1, unit_price_kes: 1 }],
        total_kes: 10,
        subtotal_kes: 10,
        delivery_fee_kes: 0,
      }),
    );
    expect(error).toBeNull();
    const unit = Math.round((item.price * (100 - item.discount)) / 100);
    expect(order!.subtotal_kes).toBe(unit * 2);
    expect(order!.total_kes).toBe(order!.subtotal_kes + order!.delivery_fee_kes);
    const { data: lines } = await service
      .from('order_lines')
      .select('unit_price_kes, quantity')
      .eq('order_id', order!.id);
    expect(lines).toEqual([{ unit_price_kes: unit, quantity: 2 }]);
  });

  it('applies the product discount, as the storefront shows it', async () => {
    const { data } = await service
      .from('products')
      .select('slug, price, discount')
      .gt('discount', 0)
      .gt('stock', 2)
      .limit(1)
      .single();
    const { order } = await place(orderRequest({ lines: [{ product: data!.slug, quantity: 1 }] }));
    expect(order!.subtotal_kes).toBe(Math.round((data!.price * (100 - data!.discount)) / 100));
  });

  it('charges the zone fee below the free-delivery threshold and nothing from it', async () => {
    const cheap = { slug: 'brass-cuff-bracelet', price: (await product('brass-cuff-bracelet')).price };
    expect(cheap.price).toBeLessThan(5000);
    const below = await place(orderRequest({ lines: [{ product: cheap!.slug, quantity: 1 }] }));
    expect(below.order!.delivery_fee_kes).toBe(250);
    expect(below.order!.total_kes).toBe(cheap!.price + 250);
    const county = await place(
      orderRequest({
        lines: [{ product: cheap!.slug, quantity: 1 }],
        delivery: { zone: 'county-turkana', address: 'Plot 7', town: 'Lodwar' },
      }),
    );
    expect(county.order!.delivery_fee_kes).toBe(650);
    const free = await place(orderRequest({ lines: [{ product: 'amazfit-balance', quantity: 1 }] }));
    expect(free.order!.delivery_fee_kes).toBe(0);
  });

  it('ships internationally for KSH 3,500, free from KSH 7,500, to a number abroad', async () => {
    const cheap = { slug: 'lamu-nights-edp', price: (await product('lamu-nights-edp')).price };
    expect(cheap.price).toBeLessThan(7500);
    const { order, error } = await place(
      orderRequest({
        lines: [{ product: cheap!.slug, quantity: 1 }],
        contact: { name: 'Grace M', email: 'grace@example.com', phone: '+44 7700 900123' },
        delivery: {
          zone: 'international',
          address: '10 Downing Street',
          town: 'London',
          country: 'United Kingdom',
        },
        payment_method: 'card',
      }),
    );
    expect(error).toBeNull();
    expect(order!.delivery_fee_kes).toBe(3500);
    const free = await place(
      orderRequest({
        lines: [{ product: 'amazfit-balance', quantity: 1 }],
        contact: { name: 'Grace M', email: 'grace@example.com', phone: '+44 7700 900123' },
        delivery: {
          zone: 'international',
          address: '10 Downing Street',
          town: 'London',
          country: 'United Kingdom',
        },
        payment_method: 'card',
      }),
    );
    expect(free.order!.delivery_fee_kes).toBe(0);
  });

  it('frees delivery from the thresholds of standing decision 3', async () => {
    const { data } = await visitor.from('delivery_zones').select('kind, free_from_kes');
    for (const zone of data!) {
      if (zone.kind === 'nairobi' || zone.kind === 'county')
        expect(zone.free_from_kes).toBe(BUSINESS.freeDeliveryKenyaKes);
      if (zone.kind === 'international')
        expect(zone.free_from_kes).toBe(BUSINESS.freeInternationalShippingKes);
    }
  });

  it('delivers to every one of the 47 counties', async () => {
    const { data } = await visitor.from('delivery_zones').select('id, kind, name');
    const counties = data!.filter((zone) => zone.kind === 'county' || zone.kind === 'nairobi');
    expect(counties).toHaveLength(47);
    expect(data!.map((zone) => zone.kind)).toEqual(expect.arrayContaining(['pickup', 'international']));
  });
});

describe('bad input is refused, naming the line or field', () => {
  const cases: [string, Record<string, unknown>, string, RegExp][] = [
    ['zero', { product: 'amazfit-balance', quantity: 0 }, 'lines.1.quantity', /whole number from 1 to 99/],
    [
      'negative',
      { product: 'amazfit-balance', quantity: -3 },
      'lines.1.quantity',
      /whole number from 1 to 99/,
    ],
    [
      'fractional',
      { product: 'amazfit-balance', quantity: 1.5 },
      'lines.1.quantity',
      /whole number from 1 to 99/,
    ],
    ['huge', { product: 'amazfit-balance', quantity: 1e12 }, 'lines.1.quantity', /whole number from 1 to 99/],
    ['a string', { product: 'amazfit-balance', quantity: '2' }, 'lines.1.quantity', /whole number/],
    ['an unknown product', { product: 'no-such-thing', quantity: 1 }, 'lines.1', /no longer sell/],
  ];
  for (const [label, line, field, message] of cases)
    it(`refuses ${label} quantity or product`, async () => {
      const before = await product('amazfit-balance');
      const { order, error } = await place(
        orderRequest({ lines: [{ product: 'amazfit-balance', quantity: 1 }, line].reverse() as never }),
      );
      expect(order).toBeNull();
      expect(error?.code).toBe('PT400');
      expect(error?.details).toBe(field);
      expect(error?.message).toMatch(message);
      expect(error?.message).toMatch(/^Line 1/);
      expect((await product('amazfit-balance')).stock).toBe(before.stock);
    });

  it('names the second line when it is the bad one', async () => {
    const { error } = await place(
      orderRequest({
        lines: [
          { product: 'amazfit-balance', quantity: 1 },
          { product: 'amazfit-balance', quantity: 0 },
        ],
      }),
    );
    expect(error?.details).toBe('lines.2.quantity');
    expect(error?.message).toMatch(/^Line 2 \(Amazfit Balance\)/);
  });

  it('refuses an out-of-stock product and a quantity above the stock', async () => {
    await setStock('amazfit-t-rex-3', 0);
    const gone = await place(orderRequest({ lines: [{ product: 'amazfit-t-rex-3', quantity: 1 }] }));
    expect(gone.error?.code).toBe('PT409');
    expect(gone.error?.message).toMatch(/out of stock/);
    await setStock('amazfit-t-rex-3', 2);
    const tooMany = await place(orderRequest({ lines: [{ product: 'amazfit-t-rex-3', quantity: 3 }] }));
    expect(tooMany.error?.message).toMatch(/only 2 of Amazfit T-Rex 3 left/);
    // Two lines of one product count together.
    const split = await place(
      orderRequest({
        lines: [
          { product: 'amazfit-t-rex-3', quantity: 2 },
          { product: 'amazfit-t-rex-3', quantity: 1 },
        ],
      }),
    );
    expect(split.error?.code).toBe('PT409');
    expect((await product('amazfit-t-rex-3')).stock).toBe(2);
  });

  it('takes the last units and marks the product out of stock', async () => {
    await setStock('amazfit-t-rex-3', 2);
    const { error } = await place(orderRequest({ lines: [{ product: 'amazfit-t-rex-3', quantity: 2 }] }));
    expect(error).toBeNull();
    const after = await product('amazfit-t-rex-3');
    expect(after).toMatchObject({ stock: 0, in_stock: false });
  });

  it('asks for a size the product has', async () => {
    const { data } = await service
      .from('products')
      .select('slug, sizes')
      .gt('stock', 3)
      .filter('sizes', 'cs', '{"M"}')
      .limit(1)
      .single();
    const missing = await place(orderRequest({ lines: [{ product: data!.slug, quantity: 1 }] }));
    expect(missing.error?.details).toBe('lines.1.size');
    const wrong = await place(orderRequest({ lines: [{ product: data!.slug, quantity: 1, size: 'XXXXL' }] }));
    expect(wrong.error?.message).toMatch(/that size is not available/);
    const right = await place(orderRequest({ lines: [{ product: data!.slug, quantity: 1, size: 'm' }] }));
    expect(right.error).toBeNull();
  });

  const fieldCases: [string, Partial<OrderRequest>, string][] = [
    ['an empty cart', { lines: [] }, 'lines'],
    ['a name too short', { contact: { name: 'A', email: 'a@b.co', phone: '0712345678' } }, 'contact.name'],
    ['a bad email', { contact: { name: 'Amina', email: 'amina@', phone: '0712345678' } }, 'contact.email'],
    ['a landline', { contact: { name: 'Amina', email: 'a@b.co', phone: '020 123 4567' } }, 'contact.phone'],
    [
      'a foreign phone for Kenya',
      { contact: { name: 'Amina', email: 'a@b.co', phone: '+44 7700 900123' } },
      'contact.phone',
    ],
    ['an unknown zone', { delivery: { zone: 'mars', address: 'x', town: 'y' } }, 'delivery.zone'],
    ['no address', { delivery: { zone: 'nairobi', address: '', town: 'Kilimani' } }, 'delivery.address'],
    ['no town', { delivery: { zone: 'county-kisumu', address: 'Oginga Odinga St' } }, 'delivery.town'],
    [
      'no country abroad',
      {
        delivery: { zone: 'international', address: '1 Rue', town: 'Paris' },
        contact: { name: 'Amina', email: 'a@b.co', phone: '+33 6 12 34 56 78' },
        payment_method: 'card',
      },
      'delivery.country',
    ],
    ['no payment method', { payment_method: 'bitcoin' }, 'payment_method'],
    ['a malformed idempotency key', { idempotency_key: 'again' }, 'idempotency_key'],
    [
      'pay on delivery outside Nairobi',
      {
        payment_method: 'pay_on_delivery',
        delivery: { zone: 'county-mombasa', address: 'Moi Ave', town: 'Mombasa' },
      },
      'payment_method',
    ],
    [
      'pay on delivery above the cap',
      { payment_method: 'pay_on_delivery', lines: [{ product: 'amazfit-balance', quantity: 1 }] },
      'payment_method',
    ],
  ];
  for (const [label, overrides, field] of fieldCases)
    it(`refuses ${label}`, async () => {
      const { order, error } = await place(orderRequest(overrides));
      expect(order).toBeNull();
      expect(error?.details).toBe(field);
      expect(error?.message.length).toBeGreaterThan(10);
    });

  it('reads any Kenyan way of writing the phone', async () => {
    for (const phone of ['0712 345 678', '254712345678', '+254-712-345-678', '0112 345 678']) {
      const { order, error } = await place(
        orderRequest({ contact: { name: 'Amina', email: 'a@b.co', phone } }),
      );
      expect(error).toBeNull();
      const { data } = await service.from('orders').select('phone').eq('id', order!.id).single();
      expect(data!.phone).toMatch(/^\+254[17]\d{8}$/);
    }
  });

  it("holds pay on delivery in Nairobi for the shop's confirmation call, 12 hours", async () => {
    const cheap = { slug: 'brass-cuff-bracelet' };
    const { order } = await place(
      orderRequest({ payment_method: 'pay_on_delivery', lines: [{ product: cheap!.slug, quantity: 1 }] }),
    );
    expect(order).toMatchObject({ status: 'awaiting_confirmation' });
    const hold = Date.parse((order as unknown as { expires_at: string }).expires_at) - Date.now();
    expect(hold).toBeGreaterThan(11.9 * 3_600_000);
    expect(hold).toBeLessThanOrEqual(12 * 3_600_000);
    const pickup = await place(
      orderRequest({
        payment_method: 'pay_on_delivery',
        lines: [{ product: cheap!.slug, quantity: 1 }],
        delivery: { zone: 'pickup-westlands' },
      }),
    );
    expect(pickup.order).toMatchObject({ status: 'awaiting_confirmation', delivery_fee_kes: 0 });
  });
});

describe('idempotency', () => {
  it('a retried submission returns the same order and takes the stock once', async () => {
    await setStock('amazfit-balance', 20);
    const request = orderRequest({ lines: [{ product: 'amazfit-balance', quantity: 3 }] });
    const first = await place(request);
    const again = await place(request);
    const atOnce = await Promise.all([place(request), place(request)]);
    expect(again.order).toMatchObject({ id: first.order!.id, number: first.order!.number, replayed: true });
    for (const answer of atOnce) expect(answer.order!.id).toBe(first.order!.id);
    expect((await product('amazfit-balance')).stock).toBe(17);
  });

  it('two concurrent first submissions make one order', async () => {
    await setStock('amazfit-balance', 20);
    const request = orderRequest({ lines: [{ product: 'amazfit-balance', quantity: 2 }] });
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(request)));
    expect(new Set(answers.map((answer) => answer.order?.id)).size).toBe(1);
    expect((await product('amazfit-balance')).stock).toBe(18);
  });

  it("another shopper cannot replay someone else's checkout to read it", async () => {
    const request = orderRequest();
    await place(request, shopper);
    const { order, error } = await place(request, visitor);
    expect(order).toBeNull();
    expect(error?.code).toBe('PT409');
  });

  it('numbers orders MT-<year>-000123 beside an unguessable id and key', async () => {
    const { order } = await place(orderRequest());
    expect(order!.number).toMatch(/^MT-\d{4}-\d{6}$/);
    expect(order!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(order!.access_key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('affiliate attribution', () => {
  async function commissionOf(id: string) {
    const { data } = await service
      .from('orders')
      .select('affiliate_code, commission_kes, subtotal_kes, delivery_fee_kes')
      .eq('id', id)
      .single();
    return data!;
  }
  const later = () => new Date(Date.now() + 86_400_000).toISOString();

  it('records an active, unexpired code and 10% of the goods, net of delivery', async () => {
    const { order } = await place(orderRequest({ affiliate: { code: 'otieno', expiry: later() } }));
    const row = await commissionOf(order!.id);
    expect(row.affiliate_code).toBe('OTIENO');
    expect(row.commission_kes).toBe(Math.round(row.subtotal_kes / 10));
  });

  const ignored: [string, OrderRequest['affiliate']][] = [
    ['an expired code', { code: 'OTIENO', expiry: new Date(Date.now() - 1000).toISOString() }],
    ['a malformed expiry', { code: 'OTIENO', expiry: 'next tuesday' }],
    ['a malformed code', { code: '<script>', expiry: later() }],
    ['an unknown code', { code: 'NOBODY', expiry: later() }],
    ['a suspended code', { code: 'PAUSED', expiry: later() }],
  ];
  for (const [label, affiliate] of ignored)
    it(`places the order without attribution for ${label}`, async () => {
      const { order, error } = await place(orderRequest({ affiliate }));
      expect(error).toBeNull();
      expect(await commissionOf(order!.id)).toMatchObject({ affiliate_code: null, commission_kes: 0 });
    });

  it("earns no commission on the affiliate's own orders", async () => {
    const { order } = await place(
      orderRequest({ affiliate: { code: 'WANJIRU-OWN', expiry: later() } }),
      shopper,
    );
    expect(await commissionOf(order!.id)).toMatchObject({ affiliate_code: null, commission_kes: 0 });
  });
});
