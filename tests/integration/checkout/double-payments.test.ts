// Money paid twice is owed back, never kept in silence: a payment that lands on an order already
// paid (or cancelled, or expired with its stock gone) is marked owed back on the payment, written
// to the order's trail, counted in the admin overview's "refunds owed" and shown on the order's
// page; staff record the refund with its reference (staff only, at aal2 when they have a factor).
// The Daraja simulator answers no prompt by itself here: the test answers each, callback and all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { enrolAuthenticator } from '../support/totp.ts';
import { callFunction, orderRequest } from './checkout-client.ts';

interface Refund {
  amount_kes: number;
  provider: string;
  receipt: string | null;
  refund_due_at: string;
  refunded_at: string | null;
  refund_reference: string | null;
}
interface OrderView {
  status: string;
  total_kes: number;
  refunds: Refund[];
}
interface PlacedOrder {
  id: string;
  number: string;
  email: string;
  access_key: string;
  total_kes: number;
}
interface Payment {
  id: string;
  status: string;
  amount_kes: number;
  receipt: string | null;
  checkout_request_id: string | null;
  refund_due_at: string | null;
  refunded_at: string | null;
  refund_reference: string | null;
}

let server: TestServer;
let service: SupabaseClient;
let manager: SupabaseClient;
let shopper: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer({ mpesaAnswerDelayMs: 600_000, orderExpiryIntervalMs: 0 });
  service = server.service();
  manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
  shopper = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const BRACELET = [{ product: 'brass-cuff-bracelet', quantity: 1 }];
let buyers = 0;

/** A contact of its own for each order (the checkout limits open orders per phone and email). */
function buyer(phone = `0711 000 5${String(++buyers).padStart(2, '0')}`) {
  return { name: 'Achieng Otieno', email: `buyer${++buyers}@example.co.ke`, phone };
}

async function paymentsOf(orderId: string): Promise<Payment[]> {
  const { data, error } = await service
    .from('payments')
    .select('*')
    .eq('order_id', orderId)
    .order('created_at');
  if (error) throw error;
  return data as Payment[];
}

async function orderPage(key: string): Promise<OrderView> {
  const { body } = await callFunction<{ order: OrderView }>(server.anon(), 'order-status', { key });
  return body.order;
}

async function eventsOf(orderId: string) {
  const { data, error } = await manager
    .from('order_events')
    .select('from_status,to_status,note,actor_email')
    .eq('order_id', orderId)
    .order('id');
  if (error) throw error;
  return data as {
    from_status: string | null;
    to_status: string;
    note: string;
    actor_email: string | null;
  }[];
}

async function refundsOwed(): Promise<{ count: number; kes: number }> {
  const { data, error } = await manager.rpc('admin_overview', { days: 7 });
  if (error) throw error;
  return { count: data.refunds_owed, kes: data.refunds_owed_kes };
}

/** An order placed at checkout with two M-Pesa prompts open: the first one's callback was lost. */
async function orderWithTwoPrompts(phone: string) {
  const placed = await callFunction<{ order: PlacedOrder }>(server.anon(), 'checkout', {
    order: orderRequest({
      lines: BRACELET,
      contact: buyer(phone),
    }),
  });
  const { order } = placed.body;
  const [first] = await paymentsOf(order.id);
  await service
    .from('payments')
    .update({ created_at: new Date(Date.now() - 3 * 60_000).toISOString() })
    .eq('id', first!.id);
  const again = await callFunction(server.anon(), 'checkout', {
    pay: { key: order.access_key, method: 'mpesa' },
  });
  expect(again.status).toBe(200);
  const [, second] = await paymentsOf(order.id);
  return { order, first: first!, second: second! };
}

const answer = (payment: Payment) => server.api.payments!.daraja.answerNow(payment.checkout_request_id!);

describe('a second payment on a paid order', () => {
  let order: PlacedOrder;
  let second: Payment;
  let before: { count: number; kes: number };

  it('is owed back: on the payment, the trail, the overview and the order page; no second receipt', async () => {
    before = await refundsOwed();
    const made = await orderWithTwoPrompts('0712 345 678');
    order = made.order;
    // The shopper enters their PIN on both prompts.
    await answer(made.first);
    expect((await orderPage(order.access_key)).status).toBe('paid');
    await answer(made.second);

    second = (await paymentsOf(order.id))[1]!;
    expect(second).toMatchObject({ status: 'paid', amount_kes: order.total_kes, refunded_at: null });
    expect(second.refund_due_at).toBeTruthy();
    expect(second.receipt).toMatch(/^T[A-Z0-9]{9}$/);
    expect((await paymentsOf(order.id))[0]!.refund_due_at).toBeNull();

    const page = await orderPage(order.access_key);
    expect(page.status).toBe('paid'); // the goods are still owed to the shopper
    expect(page.refunds).toEqual([
      expect.objectContaining({
        amount_kes: 3750,
        provider: 'mpesa',
        receipt: second.receipt,
        refunded_at: null,
      }),
    ]);

    const last = (await eventsOf(order.id)).at(-1)!;
    expect(last).toMatchObject({ from_status: 'paid', to_status: 'paid', actor_email: null });
    expect(last.note).toContain('KSH 3,750');
    expect(last.note).toContain(second.receipt!);

    expect(await refundsOwed()).toEqual({ count: before.count + 1, kes: before.kes + 3750 });

    // The callback was answered once the receipt went out: one receipt, for the first payment.
    const receipts = server.api.outbox
      .list(order.email)
      .filter((mail) => mail.subject === `Your Mtindo order ${order.number}`);
    expect(receipts).toHaveLength(1);
  });

  it('is refunded by staff with a reference, in the trail, and the page and the overview follow', async () => {
    const refused = await shopper.rpc('record_payment_refund', { payment_id: second.id, reference: 'RFD1' });
    expect(refused.error).toMatchObject({ code: '42501' });
    const blank = await manager.rpc('record_payment_refund', { payment_id: second.id, reference: ' ' });
    expect(blank.error).toMatchObject({ code: 'PT400', details: 'reference' });
    expect((await paymentsOf(order.id))[1]!.refunded_at).toBeNull();

    const recorded = await manager.rpc('record_payment_refund', {
      payment_id: second.id,
      reference: ' QK7REV0001 ',
    });
    expect(recorded.error).toBeNull();
    const refunded = (await paymentsOf(order.id))[1]!;
    expect(refunded.refunded_at).toBeTruthy();
    expect(refunded.refund_reference).toBe('QK7REV0001');

    const last = (await eventsOf(order.id)).at(-1)!;
    expect(last).toMatchObject({
      from_status: 'paid',
      to_status: 'paid',
      actor_email: 'manager@mtindo.test',
    });
    expect(last.note).toContain('KSH 3,750');
    expect(last.note).toContain('QK7REV0001');

    expect((await orderPage(order.access_key)).refunds[0]).toMatchObject({
      refund_reference: 'QK7REV0001',
      refunded_at: expect.any(String),
    });
    expect(await refundsOwed()).toEqual(before);

    const twice = await manager.rpc('record_payment_refund', {
      payment_id: second.id,
      reference: 'QK7REV0002',
    });
    expect(twice.error).toMatchObject({ code: 'PT409' });
    const [first] = await paymentsOf(order.id);
    const notOwed = await manager.rpc('record_payment_refund', {
      payment_id: first!.id,
      reference: 'QK7REV0003',
    });
    expect(notOwed.error).toMatchObject({ code: 'PT409' });
  });
});

describe('money on an order that no longer waits for it', () => {
  async function pendingPayment() {
    const { data: order, error } = await shopper.rpc('place_order', {
      request: orderRequest({ lines: BRACELET, contact: buyer() }),
    });
    if (error) throw error;
    const { data: started } = await service.rpc('start_payment', { order_id: order.id, provider: 'mpesa' });
    return { order: order as { id: string; access_key: string }, paymentId: started.payment_id as string };
  }

  const settlePaid = (paymentId: string, receipt: string) =>
    service.rpc('settle_payment', { payment_id: paymentId, outcome: 'paid', amount_kes: 3750, receipt });

  it('cancelled: the order needs a refund, the payment is owed, and refunding it closes the order', async () => {
    const before = await refundsOwed();
    const { order, paymentId } = await pendingPayment();
    await manager.rpc('set_order_status', {
      target: order.id,
      next_status: 'cancelled',
      note: 'Duplicate order',
    });
    await service.from('payments').update({ status: 'pending' }).eq('id', paymentId);
    expect((await settlePaid(paymentId, 'QK99LATE01')).error).toBeNull();
    expect((await orderPage(order.access_key)).status).toBe('needs_refund');
    expect((await paymentsOf(order.id))[0]!.refund_due_at).toBeTruthy();
    expect(await refundsOwed()).toEqual({ count: before.count + 1, kes: before.kes + 3750 });

    expect(
      (await manager.rpc('record_payment_refund', { payment_id: paymentId, reference: 'QK99REV01' })).error,
    ).toBeNull();
    expect((await orderPage(order.access_key)).status).toBe('refunded');
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      from_status: 'needs_refund',
      to_status: 'refunded',
      actor_email: 'manager@mtindo.test',
    });
    expect(await refundsOwed()).toEqual(before);
  });

  it('needs refund, refunded by a status change: the payment is recorded refunded with its note', async () => {
    const { order, paymentId } = await pendingPayment();
    await manager.rpc('set_order_status', {
      target: order.id,
      next_status: 'cancelled',
      note: 'Out of town',
    });
    await service.from('payments').update({ status: 'pending' }).eq('id', paymentId);
    await settlePaid(paymentId, 'QK99LATE02');
    const changed = await manager.rpc('set_order_status', {
      target: order.id,
      next_status: 'refunded',
      note: 'M-Pesa reversal QK99REV02',
    });
    expect(changed.error).toBeNull();
    expect((await paymentsOf(order.id))[0]).toMatchObject({
      refund_reference: 'M-Pesa reversal QK99REV02',
      refunded_at: expect.any(String),
    });
  });

  it('expired with its stock sold: the order needs a refund (as before), and the payment is owed', async () => {
    const { order, paymentId } = await pendingPayment();
    await service.rpc('expire_orders', { expiring: [order.id] });
    const { data: product } = await service
      .from('products')
      .select('stock')
      .eq('slug', 'brass-cuff-bracelet')
      .single();
    await service.from('products').update({ stock: 0, in_stock: false }).eq('slug', 'brass-cuff-bracelet');
    try {
      await service.from('payments').update({ status: 'pending' }).eq('id', paymentId);
      expect((await settlePaid(paymentId, 'QK99LATE03')).error).toBeNull();
    } finally {
      await service
        .from('products')
        .update({ stock: (product as { stock: number }).stock, in_stock: true })
        .eq('slug', 'brass-cuff-bracelet');
    }
    expect((await orderPage(order.access_key)).status).toBe('needs_refund');
    expect((await paymentsOf(order.id))[0]!.refund_due_at).toBeTruthy();
    expect((await eventsOf(order.id)).at(-1)).toMatchObject({
      from_status: 'expired',
      to_status: 'needs_refund',
    });
  });
});

describe('recording a refund at aal2', () => {
  it('refuses a manager with a verified factor on a password-only session', async () => {
    const email = 'refund-mfa@mtindo.test';
    const id = await server.api.auth.ensureUser({
      email,
      password: 'refund-mfa-pass-1',
      fullName: 'Wairimu',
    });
    await server.api.db.query(`insert into public.user_roles (user_id, role) values ($1, 'manager')`, [id]);
    const enrolling = await server.signIn(email, 'refund-mfa-pass-1');
    await enrolAuthenticator(enrolling);

    const { order, first, second } = await orderWithTwoPrompts('0712 345 679');
    await answer(first);
    await answer(second);
    const passwordOnly = await server.signIn(email, 'refund-mfa-pass-1');
    const denied = await passwordOnly.rpc('record_payment_refund', {
      payment_id: second.id,
      reference: 'QK5REV',
    });
    expect(denied.error).toMatchObject({ code: '42501' });
    expect((await paymentsOf(order.id))[1]).toMatchObject({
      refund_due_at: expect.any(String),
      refunded_at: null,
    });
    const verified = await enrolling.rpc('record_payment_refund', {
      payment_id: second.id,
      reference: 'QK5REV',
    });
    expect(verified.error).toBeNull();
    expect((await paymentsOf(order.id))[1]).toMatchObject({ refund_reference: 'QK5REV' });
  });
});
