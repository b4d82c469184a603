// The catalogue's audit trail: each product staff create, edit or delete is in product_events with
// who, when and each field before and after (every column staff can write, listed from the
// catalogue), written by the database whatever the client sends; orders moving stock (a shopper's,
// a manager's own, a cancellation's) are not edits, the order's trail has them; nobody else reads
// the trail and nobody writes it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { orderRequest } from '../checkout/checkout-client.ts';
import {
  deleteProduct,
  listProductEvents,
  PRODUCT_HISTORY_LENGTH,
  saveProduct,
  setProductInStock,
} from '../../../src/lib/supabase/admin/products.ts';
import type { ProductInput } from '../../../src/lib/admin/product-form.ts';

let server: TestServer;
let service: SupabaseClient;
let shopper: SupabaseClient;
let manager: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer({ orderExpiryIntervalMs: 0 });
  service = server.service();
  shopper = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
  manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
  admin = await server.signIn('admin@mtindo.test', 'mtindo-admin');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const SHIRT: ProductInput = {
  slug: 'history-linen-shirt',
  name: 'History Linen Shirt',
  description: 'A linen shirt for the audit trail.',
  price: 4500,
  discount: 0,
  stock: 10,
  category: 'men',
  type: 'shirts',
  brand: null,
  material: 'Linen',
  sizes: ['M', 'L'],
  colors: [{ name: 'White', hex: '#ffffff' }],
  tags: ['linen'],
  in_stock: true,
  new_arrival: false,
  featured: false,
  image: null,
};

let shirtId = '';

describe('the trail of staff changes', () => {
  it('records a product created by a manager, with who and when', async () => {
    const before = Date.now();
    const created = await saveProduct(SHIRT, null, manager);
    shirtId = created.id;
    const events = await listProductEvents(shirtId, manager);
    expect(events).toEqual([
      { at: expect.any(String), actor_email: 'manager@mtindo.test', action: 'created', changes: {} },
    ]);
    expect(Date.parse(events[0]!.at)).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('records an edit as each changed field before and after, and nothing for a save that changes nothing', async () => {
    await saveProduct({ ...SHIRT, price: 3900, discount: 10, tags: ['linen', 'summer'] }, shirtId, admin);
    await saveProduct({ ...SHIRT, price: 3900, discount: 10, tags: ['linen', 'summer'] }, shirtId, admin);
    await setProductInStock(shirtId, false, manager);
    const events = await listProductEvents(shirtId, admin);
    expect(events.map((e) => [e.action, e.actor_email, e.changes])).toEqual([
      ['updated', 'manager@mtindo.test', { in_stock: [true, false] }],
      [
        'updated',
        'admin@mtindo.test',
        { price: [4500, 3900], discount: [0, 10], tags: [['linen'], ['linen', 'summer']] },
      ],
      ['created', 'manager@mtindo.test', {}],
    ]);
    await setProductInStock(shirtId, true, manager);
  });

  it("leaves orders out: a shopper's, a manager's own, and the stock a cancellation puts back", async () => {
    const count = async () => (await listProductEvents(shirtId, manager)).length;
    const before = await count();
    const placed = await shopper.rpc('place_order', {
      request: orderRequest({ lines: [{ product: SHIRT.slug, quantity: 2, size: 'M' }] }),
    });
    expect(placed.error).toBeNull();
    const own = await manager.rpc('place_order', {
      request: orderRequest({
        contact: { name: 'Mtindo Manager', email: 'manager@mtindo.test', phone: '0711 000 222' },
        lines: [{ product: SHIRT.slug, quantity: 1, size: 'L' }],
      }),
    });
    expect(own.error).toBeNull();
    const stock = async () =>
      (await service.from('products').select('stock').eq('id', shirtId).single()).data!.stock as number;
    expect(await stock()).toBe(7);
    expect(await count()).toBe(before);

    const order = (placed.data as { id: string }).id;
    const cancelled = await manager.rpc('set_order_status', {
      target: order,
      next_status: 'cancelled',
      note: 'The shopper called to cancel',
    });
    expect(cancelled.error).toBeNull();
    expect(await stock()).toBe(9);
    expect(await count()).toBe(before);
    // The stock came back with the order: its trail says who cancelled it, and why.
    const { data: events } = await service
      .from('order_events')
      .select('to_status, actor_email, note')
      .eq('order_id', order)
      .eq('to_status', 'cancelled');
    expect(events).toEqual([
      { to_status: 'cancelled', actor_email: 'manager@mtindo.test', note: 'The shopper called to cancel' },
    ]);
  });

  it('gives the History the latest changes only, newest first', async () => {
    for (let stock = 11; stock <= 11 + PRODUCT_HISTORY_LENGTH; stock++)
      await saveProduct(
        { ...SHIRT, price: 3900, discount: 10, tags: ['linen', 'summer'], stock },
        shirtId,
        manager,
      );
    const events = await listProductEvents(shirtId, manager);
    expect(events).toHaveLength(PRODUCT_HISTORY_LENGTH);
    expect(events[0]!.changes).toEqual({ stock: [10 + PRODUCT_HISTORY_LENGTH, 11 + PRODUCT_HISTORY_LENGTH] });
    expect(events.at(-1)!.changes).toEqual({ stock: [11, 12] });
  });

  it("keeps a deleted product's trail, ending with who deleted it", async () => {
    await deleteProduct(shirtId, admin);
    const [latest] = await listProductEvents(shirtId, manager);
    expect(latest).toMatchObject({ action: 'deleted', actor_email: 'admin@mtindo.test', changes: {} });
    const { data } = await service
      .from('product_events')
      .select('action,product_slug')
      .eq('product_id', shirtId)
      .order('id');
    expect(data![0]).toEqual({ action: 'created', product_slug: SHIRT.slug });
    expect(data!.at(-1)).toEqual({ action: 'deleted', product_slug: SHIRT.slug });
    expect(new Set(data!.map((row) => row.product_slug))).toEqual(new Set([SHIRT.slug]));
  });

  it('leaves changes made outside the API by no one in particular (the seed, the service) out', async () => {
    const { data: any } = await service
      .from('products')
      .select('id,stock')
      .eq('slug', 'amazfit-balance')
      .single();
    await service
      .from('products')
      .update({ stock: any!.stock + 1 })
      .eq('id', any!.id);
    expect(await listProductEvents(any!.id, manager)).toEqual([]);
  });
});

describe('every column staff can write', () => {
  /** A new value for each writable column of products; a column added later must be given one. */
  const NEXT: Record<string, (current: unknown) => unknown> = {
    slug: () => 'history-every-column-2',
    name: () => 'History Every Column Two',
    description: () => 'Every column of this product is changed once, and each change is in its History.',
    price: (current) => Number(current) + 100,
    image: () => '/images/products/dress-001.svg',
    category: () => 'women',
    type: () => 'dresses',
    brand: () => 'Mtindo Atelier',
    in_stock: (current) => !current,
    rating: () => 4.5,
    review_count: (current) => Number(current) + 1,
    sizes: () => ['S', 'M', 'L'],
    colors: () => [{ name: 'Indigo', hex: '#1f3a93' }],
    tags: () => ['every', 'column'],
    stock: (current) => Number(current) + 5,
    discount: () => 15,
    new_arrival: (current) => !current,
    featured: (current) => !current,
    material: () => 'Silk',
    art: () => ({ motif: 'stripes', palette: ['#1f3a93', '#f5efe6'] }),
    created_at: () => '2026-01-02T03:04:05+00:00',
    // Last: the product is found by its new id afterwards.
    id: () => randomUUID(),
  };
  // What the database stamps itself: staff may send it, but touch_updated_at overwrites it.
  const STAMPED = ['updated_at'];

  /** The columns an API user may insert or update, from the catalogue; generated ones cannot be written. */
  async function writableColumns(): Promise<string[]> {
    const { rows } = await server.api.db.query<{ name: string }>(
      `select a.attname as name
       from pg_attribute a
       where a.attrelid = 'public.products'::regclass and a.attnum > 0 and not a.attisdropped
         and a.attgenerated = '' and a.attidentity <> 'a'
         and (has_column_privilege('authenticated', a.attrelid, a.attnum, 'UPDATE')
              or has_column_privilege('authenticated', a.attrelid, a.attnum, 'INSERT'))
       order by a.attnum`,
    );
    return rows.map((row) => row.name);
  }

  it('are each known to this test', async () => {
    const unknown = (await writableColumns()).filter((name) => !(name in NEXT) && !STAMPED.includes(name));
    expect(unknown, 'give each new products column a value in NEXT, so its History is checked').toEqual([]);
  });

  it("show each one's change in the History, before and after", async () => {
    let id = (await saveProduct({ ...SHIRT, slug: 'history-every-column' }, null, manager)).id;
    const columns = (await writableColumns()).filter((name) => !STAMPED.includes(name));
    columns.sort((a, b) => (a === 'id' ? 1 : b === 'id' ? -1 : 0));
    expect(columns.length).toBeGreaterThanOrEqual(22);
    for (const column of columns) {
      const { data: row } = await service.from('products').select(column).eq('id', id).single();
      const next = NEXT[column]!((row as unknown as Record<string, unknown>)[column]);
      const { error } = await manager
        .from('products')
        .update({ [column]: next })
        .eq('id', id);
      expect(error, column).toBeNull();
      if (column === 'id') id = next as string;
      const [latest] = await listProductEvents(id, manager);
      expect(Object.keys(latest!.changes), column).toEqual([column]);
      const [before, after] = latest!.changes[column]!;
      expect(before, column).not.toEqual(after);
      expect(latest!.actor_email).toBe('manager@mtindo.test');
    }
  });

  it('leave out updated_at, which the database stamps whatever staff send', async () => {
    const { id } = await saveProduct({ ...SHIRT, slug: 'history-stamped' }, null, manager);
    const before = await listProductEvents(id, manager);
    await manager.from('products').update({ updated_at: '2000-01-01T00:00:00Z' }).eq('id', id);
    const { data } = await service.from('products').select('updated_at').eq('id', id).single();
    expect(Date.parse((data as { updated_at: string }).updated_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await listProductEvents(id, manager)).toEqual(before);
  });
});

describe('who may read and write the trail', () => {
  it('shows shoppers and visitors nothing', async () => {
    expect((await shopper.from('product_events').select('*')).data).toEqual([]);
    const visitor = await server.anon().from('product_events').select('*');
    expect(visitor.data ?? []).toEqual([]);
  });

  it('lets no one write it through the API, staff included', async () => {
    const before = (await service.from('product_events').select('*').order('id')).data;
    const forged = await admin.from('product_events').insert({
      product_id: shirtId,
      product_slug: 'x',
      product_name: 'Forged',
      action: 'deleted',
    });
    expect(forged.error).not.toBeNull();
    await manager
      .from('product_events')
      .update({ actor_email: 'someone@else.test' })
      .eq('product_id', shirtId);
    await admin.from('product_events').delete().eq('product_id', shirtId);
    expect((await service.from('product_events').select('*').order('id')).data).toEqual(before);
  });
});
