// Staff run orders from the admin area: status changes along the allowed paths, each one in the
// audit trail with who, when and why; stock back for goods that never reached the shopper; the
// CSV export's content; and the database refusing anyone else whatever the browser does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { allowManyOrders } from '../support/checkout-limits.ts';
import { orderRequest } from '../checkout/checkout-client.ts';
import { exportOrdersCsv, listAdminOrders } from '../../../src/lib/supabase/admin/orders.ts';

let server: TestServer;
let service: SupabaseClient;
let shopper: SupabaseClient;
let manager: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer({ orderExpiryIntervalMs: 0 });
  await allowManyOrders(server);
  service = server.service();
  shopper = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
  manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
  admin = await server.signIn('admin@mtindo.test', 'mtindo-admin');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

interface Placed {
  id: string;
  number: string;
  status: string;
}

async function place(overrides: Parameters<typeof orderRequest>[0] = {}): Promise<Placed> {
  const { data, error } = await shopper.rpc('place_order', { request: orderRequest(overrides) });
  if (error) throw error;
  return data as Placed;
}

async function stockOf(slug: string): Promise<number> {
  const { data } = await service.from('products').select('stock').eq('slug', slug).single();
  return (data as { stock: number }).stock;
}

async function eventsOf(orderId: string) {
  const { data, error } = await manager
    .from('order_events')
    .select('from_status,to_status,note,actor_email,at')
    .eq('order_id', orderId)
    .order('id');
  if (error) throw error;
  return data;
}

describe('status changes', () => {
  it('walk a paid order to delivered, each step in the trail with its author', async () => {
    const order = await place();
    const paid = await manager.rpc('set_order_status', {
      target: order.id,
      next_status: 'paid',
      note: 'M-Pesa receipt QK12ABC345 seen on the till',
    });
    expect(paid.error).toBeNull();
    expect(paid.data).toMatchObject({ status: 'paid', expires_at: null });
    expect(paid.data.paid_at).toBeTruthy();
    await admin.rpc('set_order_status', { target: order.id, next_status: 'shipped' });
    const delivered = await manager.rpc('set_order_status', { target: order.id, next_status: 'delivered' });
    expect(delivered.data.delivered_at).toBeTruthy();
    expect(delivered.data.shipped_at).toBeTruthy();

    const events = await eventsOf(order.id);
    expect(events.map((e) => [e.from_status, e.to_status])).toEqual([
      [null, 'pending_payment'],
      ['pending_payment', 'paid'],
      ['paid', 'shipped'],
      ['shipped', 'delivered'],
    ]);
    expect(events.map((e) => e.actor_email)).toEqual([
      'shopper@mtindo.test',
      'manager@mtindo.test',
      'admin@mtindo.test',
      'manager@mtindo.test',
    ]);
    expect(events[1]!.note).toBe('M-Pesa receipt QK12ABC345 seen on the till');
  });

  it('refuses a step the order cannot take, naming the statuses', async () => {
    const order = await place();
    const { error } = await manager.rpc('set_order_status', { target: order.id, next_status: 'delivered' });
    expect(error).toMatchObject({ code: 'PT409', details: 'status' });
    expect(error!.message).toBe('An order that is pending payment cannot become delivered.');
    const unknown = await manager.rpc('set_order_status', { target: order.id, next_status: 'lost' });
    expect(unknown.error).toMatchObject({ code: 'PT409', details: 'status' });
    expect((await eventsOf(order.id)).length).toBe(1);
  });

  it('asks why an order is cancelled or refunded, or marked paid by hand', async () => {
    const order = await place();
    for (const next of ['cancelled', 'paid']) {
      const { error } = await manager.rpc('set_order_status', {
        target: order.id,
        next_status: next,
        note: '  ',
      });
      expect(error).toMatchObject({ code: 'PT400', details: 'note' });
    }
    const long = await manager.rpc('set_order_status', {
      target: order.id,
      next_status: 'cancelled',
      note: 'x'.repeat(501),
    });
    expect(long.error).toMatchObject({ code: 'PT400', details: 'note' });
  });

  it('gives the stock back when an order is cancelled, and not twice', async () => {
    const before = await stockOf('amazfit-balance');
    const order = await place({ lines: [{ product: 'amazfit-balance', quantity: 2 }] });
    expect(await stockOf('amazfit-balance')).toBe(before - 2);
    const { data, error } = await manager.rpc('set_order_status', {
      target: order.id,
      next_status: 'cancelled',
      note: 'The shopper called to cancel',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'cancelled' });
    expect(data.closed_at).toBeTruthy();
    expect(await stockOf('amazfit-balance')).toBe(before);
    const again = await manager.rpc('set_order_status', {
      target: order.id,
      next_status: 'refunded',
      note: 'x',
    });
    expect(again.error).toMatchObject({ code: 'PT409' });
    expect(await stockOf('amazfit-balance')).toBe(before);
  });

  it('keeps the stock of a return after delivery for staff to inspect', async () => {
    const order = await place({
      payment_method: 'pay_on_delivery',
      lines: [{ product: 'brass-cuff-bracelet', quantity: 1 }],
    });
    const before = await stockOf('brass-cuff-bracelet');
    await manager.rpc('confirm_order_by_phone', { target: order.id });
    await manager.rpc('set_order_status', { target: order.id, next_status: 'shipped' });
    const delivered = await manager.rpc('set_order_status', { target: order.id, next_status: 'delivered' });
    expect(delivered.data.paid_at).toBeTruthy(); // cash collected on delivery
    const refunded = await manager.rpc('set_order_status', {
      target: order.id,
      next_status: 'refunded',
      note: 'Returned within 30 days: wrong size',
    });
    expect(refunded.error).toBeNull();
    expect(await stockOf('brass-cuff-bracelet')).toBe(before);
  });

  it('flags money that lands on a cancelled order as owed back', async () => {
    const order = await place();
    const { data: payment } = await service.rpc('start_payment', { order_id: order.id, provider: 'mpesa' });
    await manager.rpc('set_order_status', {
      target: order.id,
      next_status: 'cancelled',
      note: 'Duplicate order',
    });
    // The prompt was still open on the shopper's phone: they pay after all.
    await service
      .from('payments')
      .update({ status: 'pending' })
      .eq('id', payment.payment_id ?? payment.id);
    const settled = await service.rpc('settle_payment', {
      payment_id: payment.payment_id ?? payment.id,
      outcome: 'paid',
      amount_kes: payment.amount_kes,
      receipt: 'QK99LATE01',
    });
    expect(settled.error).toBeNull();
    const { data } = await manager.from('orders').select('status').eq('id', order.id).single();
    expect(data).toEqual({ status: 'needs_refund' });
    const events = await eventsOf(order.id);
    expect(events.at(-1)).toMatchObject({
      from_status: 'cancelled',
      to_status: 'needs_refund',
      actor_email: null,
      note: 'A payment arrived after the order was cancelled.',
    });
  });

  it('records system changes (a payment, the expiry) with no author', async () => {
    const order = await place();
    await service.rpc('expire_orders', { expiring: [order.id] });
    const events = await eventsOf(order.id);
    expect(events.at(-1)).toMatchObject({
      from_status: 'pending_payment',
      to_status: 'expired',
      actor_email: null,
    });
  });
});

describe('who may change an order', () => {
  it('refuses a shopper, a visitor and the order’s own owner, and leaves the order as it was', async () => {
    const order = await place();
    for (const client of [shopper, server.anon()]) {
      const { error } = await client.rpc('set_order_status', {
        target: order.id,
        next_status: 'paid',
        note: 'I paid, honest',
      });
      expect(error).not.toBeNull();
    }
    const { data } = await service.from('orders').select('status').eq('id', order.id).single();
    expect(data).toEqual({ status: 'pending_payment' });
  });

  it('shows the trail to staff only, and lets no one write it', async () => {
    const order = await place();
    expect((await shopper.from('order_events').select('id').eq('order_id', order.id)).data).toEqual([]);
    expect((await server.anon().from('order_events').select('id')).error).not.toBeNull();
    const forged = await manager
      .from('order_events')
      .insert({ order_id: order.id, to_status: 'paid', note: 'forged' });
    expect(forged.error).not.toBeNull();
    const erased = await admin.from('order_events').delete().eq('order_id', order.id).select();
    expect(erased.data ?? []).toEqual([]);
    expect((await eventsOf(order.id)).length).toBe(1);
  });
});

describe('the CSV export', () => {
  it('writes the filtered orders with a header, quoting, and no spreadsheet formulas', async () => {
    const order = await place({
      contact: {
        name: '=HYPERLINK("http://evil.example","Click")',
        email: 'csv@example.co.ke',
        phone: '0712345678',
      },
      delivery: { zone: 'nairobi', address: 'Moi Avenue, "Shop" 4', town: 'CBD, Nairobi' },
    });
    const { data, error } = await manager
      .from('order_exports')
      .select(
        '"Order","Placed (Nairobi)","Status","Payment","Customer","Email","Phone","Town","Items","Goods (KSH)","Delivery fee (KSH)","Total (KSH)","Affiliate","Commission (KSH)"',
      )
      .eq('id', order.id)
      .csv();
    expect(error).toBeNull();
    const [header, row, ...rest] = String(data).trim().split('\n');
    expect(rest).toEqual([]);
    expect(header).toBe(
      'Order,Placed (Nairobi),Status,Payment,Customer,Email,Phone,Town,Items,Goods (KSH),Delivery fee (KSH),Total (KSH),Affiliate,Commission (KSH)',
    );
    expect(row).toContain(order.number);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(row).toContain(`'+254712345678`);
    expect(row).toContain('"CBD, Nairobi"');
    expect(row).toMatch(/,pending_payment,M-Pesa,/);
  });

  it('exports only what the filters select, and nothing for a shopper beyond their own', async () => {
    const { data: all } = await manager
      .from('order_exports')
      .select('"Order"')
      .eq('status', 'cancelled')
      .csv();
    const lines = String(all).trim().split('\n');
    expect(lines[0]).toBe('Order');
    const { count } = await service
      .from('orders')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'cancelled');
    expect(lines.length - 1).toBe(count);
    const guest = await server.anon().from('order_exports').select('"Order"').csv();
    expect(guest.error).not.toBeNull();
  });
});

describe("the export and the list past the API's page limit", () => {
  it('exports every matching order, however many, each once, and pages the list', async () => {
    await server.api.db.query(
      `insert into public.orders (number, idempotency_key, status, payment_method, customer_name, email, phone,
         delivery_zone, delivery_zone_name, delivery_days, subtotal_kes, delivery_fee_kes, total_kes, created_at)
       select 'MT-2025-' || lpad(n::text, 6, '0'), gen_random_uuid(), 'delivered', 'mpesa', 'Bulk Buyer ' || n,
         'bulk@example.co.ke', '+254712345678', 'nairobi', 'Nairobi', 'Same or next day', 1000, 250, 1250,
         now() - make_interval(mins => n)
       from generate_series(1, 1050) as n`,
    );
    const csv = await exportOrdersCsv({ search: 'Bulk Buyer' }, manager);
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Order,Placed \(Nairobi\),Status/);
    expect(lines).toHaveLength(1051);
    const numbers = lines.slice(1).map((line) => line.split(',')[0]);
    expect(new Set(numbers).size).toBe(1050);
    expect(numbers[0]).toBe('MT-2025-000001'); // newest first

    const last = await listAdminOrders({ search: 'Bulk Buyer' }, 42, 25, manager);
    expect(last.total).toBe(1050);
    expect(last.rows).toHaveLength(25);
    const past = await listAdminOrders({ search: 'Bulk Buyer' }, 43, 25, manager);
    expect(past).toEqual({ rows: [], total: 1050 });
  });
});

describe('the overview and the activity list', () => {
  it('sums the sales of the period, not the unpaid or cancelled', async () => {
    const { data, error } = await manager.rpc('admin_overview', { days: 7 });
    expect(error).toBeNull();
    // Counted here in SQL: a read through the API stops at its 1,000-row limit.
    const { rows: sales } = await server.api.db.query<{ total_kes: number }>(
      `select total_kes from public.orders where status in ('paid', 'confirmed', 'shipped', 'delivered')`,
    );
    expect(data.orders).toBe(sales.length);
    expect(data.revenue_kes).toBe(sales.reduce((sum, o) => sum + o.total_kes, 0));
    expect(data.average_order_kes).toBe(Math.round(data.revenue_kes / data.orders));
    expect(data.series).toHaveLength(7);
    expect(data.series.reduce((sum: number, d: { orders: number }) => sum + d.orders, 0)).toBe(sales.length);
    expect(data.top_products[0]).toMatchObject({ slug: 'amazfit-balance' });
    expect(data.low_stock.every((p: { stock: number }) => p.stock <= 5)).toBe(true);
    expect((await manager.rpc('admin_overview', { days: 12 })).error).toMatchObject({ code: 'PT400' });
  });

  it('counts the pay-on-delivery orders waiting for the shop to call, with the first deadline', async () => {
    const waiting = async () => {
      const { rows } = await server.api.db.query<{ count: number; first: Date | null }>(
        `select count(*)::integer as count, min(expires_at) as first
         from public.orders where status = 'awaiting_confirmation'`,
      );
      return rows[0]!;
    };
    const placed = await place({
      payment_method: 'pay_on_delivery',
      lines: [{ product: 'brass-cuff-bracelet', quantity: 1 }],
    });
    expect(placed.status).toBe('awaiting_confirmation');
    const before = await waiting();
    const { data } = await manager.rpc('admin_overview', { days: 7 });
    expect(data.to_confirm).toBe(before.count);
    expect(data.to_confirm).toBeGreaterThan(0);
    expect(new Date(data.to_confirm_by).getTime()).toBe(new Date(before.first!).getTime());

    expect(
      (await manager.rpc('confirm_order_by_phone', { target: placed.id, note: 'Called' })).error,
    ).toBeNull();
    const after = await manager.rpc('admin_overview', { days: 7 });
    expect(after.data.to_confirm).toBe(before.count - 1);
  });

  it('lists recent activity newest first, with who did it', async () => {
    const { data, error } = await manager.rpc('admin_activity', { max_items: 5 });
    expect(error).toBeNull();
    expect(data).toHaveLength(5);
    const times = (data as { at: string }[]).map((a) => Date.parse(a.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('names a placed order’s amount in KSH and its payment method by name, as the pages do', async () => {
    const placed = await place({ payment_method: 'mpesa' });
    const { data, error } = await manager.rpc('admin_activity', { max_items: 50 });
    expect(error).toBeNull();
    const line = (data as { summary: string; order_id: string | null }[]).find(
      (a) => a.order_id === placed.id,
    );
    expect(line?.summary).toMatch(new RegExp(`^${placed.number} placed: KSH [\\d,]+ by M-Pesa$`));
  });

  it('refuses the figures to shoppers and visitors', async () => {
    for (const client of [shopper, server.anon()]) {
      expect((await client.rpc('admin_overview', { days: 7 })).error).not.toBeNull();
      expect((await client.rpc('admin_activity', {})).error).not.toBeNull();
    }
  });
});

describe('staff roles', () => {
  it("lets an admin grant and revoke a staff member's role by email, and no one else", async () => {
    expect(
      (await manager.rpc('set_staff_role', { email: 'manager@mtindo.test', wanted: 'admin', granted: true }))
        .error,
    ).not.toBeNull();
    const granted = await admin.rpc('set_staff_role', {
      email: ' Manager@mtindo.test ',
      wanted: 'admin',
      granted: true,
    });
    expect(granted.error).toBeNull();
    const { data } = await admin.rpc('staff_members');
    expect(data).toContainEqual(
      expect.objectContaining({
        status: 'active',
        email: 'manager@mtindo.test',
        roles: ['admin', 'manager'],
      }),
    );
    await admin.rpc('set_staff_role', { email: 'manager@mtindo.test', wanted: 'admin', granted: false });
    const after = await admin.rpc('staff_members');
    expect(after.data).toContainEqual(
      expect.objectContaining({ status: 'active', email: 'manager@mtindo.test', roles: ['manager'] }),
    );
    expect((await manager.rpc('staff_members')).error).not.toBeNull();
  });

  it('says when no account has the address, and keeps the last admin', async () => {
    const missing = await admin.rpc('set_staff_role', {
      email: 'nobody@example.co.ke',
      wanted: 'manager',
      granted: true,
    });
    expect(missing.error).toMatchObject({ code: 'PT404', details: 'email' });
    const last = await admin.rpc('set_staff_role', {
      email: 'admin@mtindo.test',
      wanted: 'admin',
      granted: false,
    });
    expect(last.error).toMatchObject({ code: 'PT409', details: 'email' });
  });
});
