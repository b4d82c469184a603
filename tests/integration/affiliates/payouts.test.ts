// Paying affiliates, through supabase-js and the admin data functions against the local server:
// the arithmetic of create_payout_batch() (confirmed commission only, once, carried over below
// the minimum, held while suspended, taken back when refunded after payment), the commission
// report per period, who may read and pay, and payouts sent by M-Pesa B2C through the payouts
// function, the Daraja simulator and payment-callback.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  clientFor,
  LOCAL_ANON_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  startTestServer,
  type TestServer,
} from '../support/local-server.ts';
import { TrustedProxies } from '../../../supabase/local/deployment.ts';
import { allowManyOrders } from '../support/checkout-limits.ts';
import { orderRequest } from '../checkout/checkout-client.ts';
import { payoutSignature } from '../../../supabase/functions/_shared/payments/payout-transfer.ts';
import * as payouts from '../../../src/lib/supabase/admin/payouts.ts';

const DAY = 86_400_000;
const nairobiDate = (offsetDays = 0) =>
  new Date(Date.now() + 3 * 3_600_000 + offsetDays * DAY).toISOString().slice(0, 10);
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
// The tests can run across a Nairobi midnight: "today" is the day of each call, and the report's
// periods start on the day the tests began, so every order they place is inside them.
const today = () => nairobiDate();
const firstDay = nairobiDate();
const dayBeforeFirst = nairobiDate(-1);
let concurrentBatchDay = '';
const BRACELET = 'brass-cuff-bracelet'; // KSH 3,500: 350 of commission a piece
const WATCH = 'amazfit-balance'; // KSH 32,500

let server: TestServer;
let service: SupabaseClient;
let admin: SupabaseClient;
let manager: SupabaseClient;
let shopper: SupabaseClient;
let amina: SupabaseClient;
let baraka: SupabaseClient;
let adminId: string;
const affiliateIds: Record<string, string> = {};

const AFFILIATES = [
  { code: 'AMINA', payout_phone: '+254712000101', email: 'amina@mtindo.test' },
  { code: 'BARAKA', payout_phone: '+254712000102', email: 'baraka@mtindo.test' },
  { code: 'CHEPTOO', payout_phone: '+254712000103' },
  { code: 'DAUDI', payout_phone: '+254712000104', commission_percent: 15 },
  { code: 'FAILS', payout_phone: '+254700000001' }, // the simulator's "insufficient balance" number
  { code: 'NOPHONE', payout_phone: null },
];

beforeAll(async () => {
  server = await startTestServer({
    mpesaAnswerDelayMs: 60,
    orderExpiryIntervalMs: 0,
    // Loopback is a trusted proxy, so a test stands for different shoppers by X-Forwarded-For.
    trustedProxies: new TrustedProxies(['loopback']),
  });
  await allowManyOrders(server);
  service = server.service();
  await service.from('products').update({ stock: 1000, in_stock: true }).in('slug', [BRACELET, WATCH]);
  for (const { email, ...affiliate } of AFFILIATES) {
    const user_id = email
      ? await server.api.auth.ensureUser({ email, password: 'affiliate-pass-1', fullName: affiliate.code })
      : null;
    const { data, error } = await service
      .from('affiliates')
      .insert({ commission_percent: 10, status: 'active', ...affiliate, user_id })
      .select('id')
      .single();
    if (error) throw error;
    affiliateIds[affiliate.code] = (data as { id: string }).id;
  }
  [admin, manager, shopper, amina, baraka] = await Promise.all([
    server.signIn('admin@mtindo.test', 'mtindo-admin'),
    server.signIn('manager@mtindo.test', 'mtindo-manager'),
    server.signIn('shopper@mtindo.test', 'mtindo-shopper'),
    server.signIn('amina@mtindo.test', 'affiliate-pass-1'),
    server.signIn('baraka@mtindo.test', 'affiliate-pass-1'),
  ]);
  adminId = (await admin.auth.getUser()).data.user!.id;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

interface Made {
  id: string;
  subtotal: number;
  fee: number;
  commission: number;
}

async function check<T>(answer: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await answer;
  if (error) throw error;
  return data;
}

const setStatus = (id: string, next: string, note = '') =>
  check(manager.rpc('set_order_status', { target: id, next_status: next, note }));

/** An order by shopper@ through `code`'s link, taken to `fate` (delivered `deliveredDaysAgo` days ago). */
async function order(
  code: string,
  fate: 'paid' | 'delivered' | 'cancelled' | 'expired',
  { units = 3, product = BRACELET, deliveredDaysAgo = 31 } = {},
): Promise<Made> {
  const placed = (await check(
    shopper.rpc('place_order', {
      request: orderRequest({ lines: [{ product, quantity: units }], affiliate: { code, expiry: ago(-1) } }),
    }),
  )) as { id: string };
  const { id } = placed;
  if (fate === 'expired') {
    await service
      .from('orders')
      .update({ expires_at: ago(0.001) })
      .eq('id', id);
    await check(service.rpc('expire_unpaid_orders'));
  } else if (fate === 'cancelled') await setStatus(id, 'cancelled', 'The shopper changed their mind');
  else await setStatus(id, 'paid', 'M-Pesa receipt TEST000001 seen on the till');
  if (fate === 'delivered') {
    await setStatus(id, 'delivered');
    await service
      .from('orders')
      .update({ delivered_at: ago(deliveredDaysAgo) })
      .eq('id', id);
  }
  const row = (await check(
    service.from('orders').select('subtotal_kes, delivery_fee_kes, commission_kes').eq('id', id).single(),
  )) as { subtotal_kes: number; delivery_fee_kes: number; commission_kes: number };
  return { id, subtotal: row.subtotal_kes, fee: row.delivery_fee_kes, commission: row.commission_kes };
}

const review = (code: string, status: string) =>
  check(admin.rpc('review_affiliate', { target: affiliateIds[code], next_status: status }));

const byCode = (list: payouts.Payout[]) =>
  Object.fromEntries(list.map((payout) => [payout.affiliateCode, payout.amountKes]));

async function linesOf(payoutId: string) {
  const lines = (await check(
    admin.from('payout_lines').select('order_id, kind, amount_kes').eq('payout_id', payoutId),
  )) as { order_id: string; kind: string; amount_kes: number }[];
  return lines.sort((a, b) => a.amount_kes - b.amount_kes);
}

async function payoutRow(id: string) {
  return (await check(service.from('payouts').select('*').eq('id', id).single())) as Record<string, unknown>;
}

const o: Record<string, Made> = {};
const batches: payouts.PayoutBatch[] = [];
const payoutOf = (batch: number, code: string) =>
  batches[batch]!.payouts.find((payout) => payout.affiliateCode === code)!;

describe('the payout arithmetic', () => {
  beforeAll(async () => {
    o.a0 = await order('AMINA', 'delivered', { units: 1, product: WATCH, deliveredDaysAgo: 45 });
    await service
      .from('orders')
      .update({ created_at: ago(46) })
      .eq('id', o.a0.id);
    o.a1 = await order('AMINA', 'delivered');
    // Its return window closes in a minute: still pending, whatever the batch's period end says.
    o.a2 = await order('AMINA', 'delivered', { units: 1, deliveredDaysAgo: 30 - 1 / 1440 });
    o.a3 = await order('AMINA', 'paid');
    o.a4 = await order('AMINA', 'cancelled');
    o.a5 = await order('AMINA', 'delivered', { deliveredDaysAgo: 40 });
    await setStatus(o.a5.id, 'refunded', 'Returned: wrong size');
    o.a6 = await order('AMINA', 'expired');
    o.b1 = await order('BARAKA', 'delivered', { units: 1 });
    o.c1 = await order('CHEPTOO', 'delivered');
    await review('CHEPTOO', 'suspended');
    o.d1 = await order('DAUDI', 'delivered', { units: 2 });
    o.f1 = await order('FAILS', 'delivered');
    o.n1 = await order('NOPHONE', 'delivered');
  }, 120_000);

  it("earns 10 % of the goods net of delivery, or the affiliate's own rate", () => {
    expect(o.a2).toMatchObject({ subtotal: 3500, fee: 250, commission: 350 });
    expect(o.a0!.commission).toBe(3250);
    expect(o.d1).toMatchObject({ subtotal: 7000, commission: 1050 });
  });

  it('pays, up to a past period end, only the commission confirmed by then', async () => {
    const tenDaysAgo = nairobiDate(-10);
    batches[0] = await payouts.createPayoutBatch(tenDaysAgo, admin);
    expect(batches[0].periodEnd).toBe(tenDaysAgo);
    expect(byCode(batches[0].payouts)).toEqual({ AMINA: 3250 });
    expect(await linesOf(payoutOf(0, 'AMINA').id)).toEqual([
      { order_id: o.a0!.id, kind: 'earn', amount_kes: 3250 },
    ]);
  });

  it('pays confirmed commission only: not pending, voided, below the minimum or suspended', async () => {
    batches[1] = await payouts.createPayoutBatch(today(), admin);
    expect(byCode(batches[1].payouts)).toEqual({ AMINA: 1050, DAUDI: 1050, FAILS: 1050, NOPHONE: 1050 });
    expect(payoutOf(1, 'AMINA')).toMatchObject({ status: 'pending', phone: '+254712000101' });
    expect(await linesOf(payoutOf(1, 'AMINA').id)).toEqual([
      { order_id: o.a1!.id, kind: 'earn', amount_kes: 1050 },
    ]);
  });

  it('never pays an order twice', async () => {
    await expect(payouts.createPayoutBatch(today(), admin)).rejects.toMatchObject({
      field: 'period_end',
      message: expect.stringMatching(/No active affiliate has KSH 1,000 or more/),
    });
    await expect(payouts.createPayoutBatch(nairobiDate(1), admin)).rejects.toMatchObject({
      field: 'period_end',
    });
  });

  it('carries a small balance over, releases held commission, and takes back a refund after payout', async () => {
    await payouts.markPayoutPaid(payoutOf(1, 'AMINA').id, 'BANK-TRF-0001', admin);
    await setStatus(o.a1!.id, 'refunded', 'Returned after 31 days, goodwill');
    await service
      .from('orders')
      .update({ delivered_at: ago(31) })
      .eq('id', o.a2!.id);
    o.a7 = await order('AMINA', 'delivered', { units: 1, product: WATCH });
    o.b2 = await order('BARAKA', 'delivered', { units: 2 });
    await review('CHEPTOO', 'active');
    batches[2] = await payouts.createPayoutBatch(today(), admin);
    expect(byCode(batches[2].payouts)).toEqual({ AMINA: 350 + 3250 - 1050, BARAKA: 1050, CHEPTOO: 1050 });
    expect(await linesOf(payoutOf(2, 'AMINA').id)).toEqual([
      { order_id: o.a1!.id, kind: 'reversal', amount_kes: -1050 },
      { order_id: o.a2!.id, kind: 'earn', amount_kes: 350 },
      { order_id: o.a7!.id, kind: 'earn', amount_kes: 3250 },
    ]);
    expect((await linesOf(payoutOf(2, 'BARAKA').id)).map((line) => line.order_id).sort()).toEqual(
      [o.b1!.id, o.b2!.id].sort(),
    );
  });

  it('pays each order once when two batches are made at once', async () => {
    o.d2 = await order('DAUDI', 'delivered', { units: 1, product: WATCH });
    concurrentBatchDay = today();
    const both = await Promise.allSettled([
      payouts.createPayoutBatch(concurrentBatchDay, admin),
      payouts.createPayoutBatch(concurrentBatchDay, admin),
    ]);
    const made = both.filter((result) => result.status === 'fulfilled');
    expect(made).toHaveLength(1);
    expect(byCode((made[0] as PromiseFulfilledResult<payouts.PayoutBatch>).value.payouts)).toEqual({
      DAUDI: 4875,
    });
    const lines = await check(admin.from('payout_lines').select('payout_id').eq('order_id', o.d2.id));
    expect(lines).toHaveLength(1);
  });

  it("reports each affiliate's visits, orders, sales and commission for a period", async () => {
    // Three shoppers (a visit counts once per client, code and day), one of them twice.
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.3'])
      await check(
        clientFor(server.url, LOCAL_ANON_KEY, address).rpc('record_affiliate_visit', { code: 'amina' }),
      );
    o.b3 = await order('BARAKA', 'delivered', { units: 1 });
    const report = async (from: string) =>
      Object.fromEntries(
        (await payouts.getCommissionReport(from, today(), admin)).map((row) => [row.code, row]),
      );
    const now = await report(firstDay);
    expect(now.AMINA).toMatchObject({
      visits: 3,
      orders: 6, // a1–a5 and a7; a0 was placed before the period, a6 expired
      salesKes: 3500 + 10500 + 32500, // a2, a3, a7: cancelled and refunded orders earn nothing
      earnedKes: 350 + 1050 + 3250,
      pendingKes: 1050, // a3, not delivered
      dueKes: 0,
      paidKes: 1050,
    });
    expect(now.BARAKA).toMatchObject({ orders: 3, earnedKes: 1400, pendingKes: 0, dueKes: 350, paidKes: 0 });
    expect(now.DAUDI).toMatchObject({ commissionPercent: 15, earnedKes: 1050 + 4875 });
    const quarter = await report(nairobiDate(-60));
    expect(quarter.AMINA).toMatchObject({ orders: 7, salesKes: 79000, earnedKes: 7900, paidKes: 1050 });
    const yesterday = await payouts.getCommissionReport(dayBeforeFirst, dayBeforeFirst, admin);
    expect(yesterday.find((row) => row.code === 'AMINA')).toMatchObject({
      visits: 0,
      orders: 0,
      earnedKes: 0,
      pendingKes: 1050,
    });
  });
});

describe('who may read and pay', () => {
  it('gives a manager, a shopper and a visitor nothing to read and nothing to do', async () => {
    const target = payoutOf(2, 'BARAKA').id;
    const visitor = server.anon();
    await expect(payouts.listPayouts(visitor)).rejects.toThrow(/permission/);
    for (const client of [manager, shopper, visitor]) {
      if (client !== visitor) {
        expect(await payouts.listPayouts(client)).toEqual([]);
        expect(await check(client.from('payout_batches').select('id'))).toEqual([]);
        expect(await check(client.from('payout_lines').select('order_id'))).toEqual([]);
      }
      await expect(payouts.createPayoutBatch(today(), client)).rejects.toThrow(/permission/);
      await expect(payouts.markPayoutPaid(target, 'REF-12345', client)).rejects.toThrow(/permission/);
      await expect(payouts.getCommissionReport(today(), today(), client)).rejects.toThrow(/permission/);
      // A visitor is asked to sign in (401); a signed-in shopper or manager is refused (403).
      await expect(payouts.sendPayoutByMpesa(target, client)).rejects.toThrow(
        client === visitor ? 'Please sign in first.' : 'Only an admin can pay affiliates.',
      );
    }
    expect(await payoutRow(target)).toMatchObject({ status: 'pending', reference: null });
  });

  it('leaves the transfer functions to the service role', async () => {
    const target = payoutOf(2, 'BARAKA').id;
    const started = await admin.rpc('start_payout_transfer', { payout_id: target, requested_by: adminId });
    expect(started.error?.code).toBe('42501');
    const settled = await admin.rpc('settle_payout_transfer', {
      payout_id: target,
      succeeded: true,
      receipt: 'TFORGED001',
      result_desc: 'forged',
    });
    expect(settled.error?.code).toBe('42501');
  });

  it('lets an affiliate read their own payouts only', async () => {
    const own = await payouts.listPayouts(amina);
    expect(own.map((payout) => payout.amountKes)).toEqual([2550, 1050, 3250]);
    expect(own.every((payout) => payout.affiliateCode === 'AMINA' && payout.periodEnd === null)).toBe(true);
    expect((await payouts.listPayouts(baraka)).map((payout) => payout.affiliateCode)).toEqual(['BARAKA']);
    expect(await check(amina.from('payout_lines').select('order_id'))).toEqual([]);
    const all = await payouts.listPayouts(admin);
    expect(all).toHaveLength(9);
    expect(all[0]).toMatchObject({ affiliateCode: 'DAUDI', amountKes: 4875, periodEnd: concurrentBatchDay });
  });
});

describe('payouts sent by M-Pesa (B2C)', () => {
  const settled = (id: string, status: string) =>
    expect.poll(async () => (await payoutRow(id)).status, { timeout: 10_000, interval: 50 }).toBe(status);
  const transferOf = async (id: string) =>
    server.api.payments!.daraja.transfers.get(String((await payoutRow(id)).conversation_id))!;
  const postResult = (id: string, sig: string, body: unknown) =>
    fetch(`${server.url}/functions/v1/payment-callback/b2c?payout=${id}&sig=${sig}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('pays the affiliate and records the M-Pesa receipt; a repeated result changes nothing', async () => {
    const { id } = payoutOf(0, 'AMINA');
    const sent = await payouts.sendPayoutByMpesa(id, admin);
    expect(sent).toMatchObject({ id, status: 'sending', method: 'mpesa', amountKes: 3250 });
    const transfer = await transferOf(id);
    expect(transfer).toMatchObject({ amount: 3250, phone: '254712000101' });
    await settled(id, 'paid');
    const paid = await payoutRow(id);
    expect(paid).toMatchObject({
      method: 'mpesa',
      paid_by: adminId,
      reference: transfer.result!.Result.TransactionID,
    });
    expect(paid.reference).toMatch(/^T[A-Z0-9]{9}$/);

    const again = await fetch(transfer.resultUrl, { method: 'POST', body: JSON.stringify(transfer.result) });
    expect(await again.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await payoutRow(id)).toEqual(paid);
    await expect(payouts.sendPayoutByMpesa(id, admin)).rejects.toThrow(/already paid/);
  });

  it('keeps a failed transfer failed, with M-Pesa’s reason, and sends it again', async () => {
    const { id } = payoutOf(1, 'DAUDI');
    vi.stubEnv('MPESA_B2C_SECURITY_CREDENTIAL', 'not-the-initiator-password');
    try {
      await payouts.sendPayoutByMpesa(id, admin);
      await settled(id, 'failed');
    } finally {
      vi.unstubAllEnvs();
    }
    expect(await payoutRow(id)).toMatchObject({ result_desc: 'The initiator information is invalid.' });
    await payouts.sendPayoutByMpesa(id, admin);
    await settled(id, 'paid');
    expect(await payoutRow(id)).toMatchObject({
      method: 'mpesa',
      result_desc: expect.stringMatching(/processed/),
    });
  });

  it('lets an admin pay by hand what M-Pesa will not send', async () => {
    const failing = payoutOf(1, 'FAILS').id;
    await payouts.sendPayoutByMpesa(failing, admin);
    await settled(failing, 'failed');
    expect((await payouts.listPayouts(admin)).find((payout) => payout.id === failing)).toMatchObject({
      status: 'failed',
      resultDesc: 'The balance is insufficient for the transaction.',
    });
    const paid = await payouts.markPayoutPaid(failing, 'MPESA-MANUAL-77', admin);
    expect(paid).toMatchObject({ status: 'paid', method: 'manual', reference: 'MPESA-MANUAL-77' });
    await expect(payouts.markPayoutPaid(failing, 'AGAIN-0001', admin)).rejects.toThrow(/already paid/);

    const noPhone = payoutOf(1, 'NOPHONE').id;
    await expect(payouts.sendPayoutByMpesa(noPhone, admin)).rejects.toMatchObject({
      field: 'phone',
      message: expect.stringMatching(/no M-Pesa number/),
    });
    await expect(payouts.markPayoutPaid(noPhone, '!', admin)).rejects.toMatchObject({ field: 'reference' });
    expect(await payouts.markPayoutPaid(noPhone, 'EQUITY 0042 7781', admin)).toMatchObject({
      status: 'paid',
    });
  });

  it('tells the admin to pay by hand where B2C is not configured', async () => {
    const { id } = payoutOf(2, 'BARAKA');
    vi.stubEnv('MPESA_B2C_SHORTCODE', '');
    try {
      await expect(payouts.sendPayoutByMpesa(id, admin)).rejects.toThrow(/by hand.*mark the payout paid/);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(await payoutRow(id)).toMatchObject({ status: 'pending' });
  });

  it("takes up only a signed result of the payout's own transfer", async () => {
    const { id } = payoutOf(2, 'CHEPTOO');
    await check(service.rpc('start_payout_transfer', { payout_id: id, requested_by: adminId }));
    await check(service.rpc('attach_payout_transfer', { payout_id: id, conversation_id: 'AG_20261128_own' }));
    const result = (conversation: string, amount: number) => ({
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        OriginatorConversationID: 'someone-else',
        ConversationID: conversation,
        TransactionID: 'TGENUINE01',
        ResultParameters: { ResultParameter: [{ Key: 'TransactionAmount', Value: amount }] },
      },
    });
    const sig = await payoutSignature(server.api.paymentCallbackSecret, id);
    expect((await postResult(id, 'f'.repeat(40), result('AG_20261128_own', 1050))).status).toBe(200);
    // Signed with the service role key, which is not the callback secret.
    await postResult(id, await payoutSignature(LOCAL_SERVICE_ROLE_KEY, id), result('AG_20261128_own', 1050));
    await postResult(id, sig, result('AG_20261128_other', 1050));
    await postResult(id, sig, result('AG_20261128_own', 99_999));
    expect((await postResult(id, sig, { Body: {} })).status).toBe(400);
    expect(await payoutRow(id)).toMatchObject({ status: 'sending', reference: null });
    await expect(payouts.markPayoutPaid(id, 'BANK-TRF-0002', admin)).rejects.toThrow(/under way/);

    await postResult(id, sig, result('AG_20261128_own', 1050));
    expect(await payoutRow(id)).toMatchObject({ status: 'paid', method: 'mpesa', reference: 'TGENUINE01' });
  });
});
