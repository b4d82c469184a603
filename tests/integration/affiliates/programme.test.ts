// The shopper's side of the affiliate programme, through the real supabase-js client and the data
// layer the browser uses: applying (refusals by field, one record per account, changes while
// pending and only a few of them, none once reviewed, no code that reads as the shop's own),
// visits through links (once per client, code and day, active codes only, nothing about the
// visitor kept past the day), an affiliate's own figures against orders in every state, and nobody
// else's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  clientFor,
  LOCAL_PUBLISHABLE_KEY,
  startTestServer,
  type TestServer,
} from '../support/local-server.ts';
import { allowManyOrders } from '../support/checkout-limits.ts';
import { TrustedProxies } from '../../../supabase/local/deployment.ts';
import { orderRequest } from '../checkout/checkout-client.ts';
import {
  applyToAffiliateProgramme,
  getMyAffiliate,
  type AffiliateApplication,
} from '../../../src/lib/supabase/affiliates.ts';
import { recordAffiliateVisit } from '../../../src/lib/supabase/affiliate-visit.ts';

let server: TestServer;
let service: SupabaseClient;
let visitor: SupabaseClient;
let amina: SupabaseClient;
let baraka: SupabaseClient;
let chebet: SupabaseClient;
let shopper: SupabaseClient;
let manager: SupabaseClient;
let admin: SupabaseClient;

const application = (overrides: Partial<AffiliateApplication> = {}): AffiliateApplication => ({
  code: 'Amina-W',
  payoutPhone: '0712 345 678',
  audience: 'Instagram @amina.styles',
  ...overrides,
});

beforeAll(async () => {
  // Loopback is a trusted proxy, so a test stands for different shoppers by X-Forwarded-For.
  server = await startTestServer({
    orderExpiryIntervalMs: 0,
    trustedProxies: new TrustedProxies(['loopback']),
  });
  await allowManyOrders(server);
  service = server.service();
  visitor = server.anon();
  for (const [email, fullName] of [
    ['amina@mtindo.test', 'Amina Wanjiku'],
    ['baraka@mtindo.test', 'Baraka Otieno'],
    ['chebet@mtindo.test', 'Chebet Kiprono'],
  ] as const)
    await server.api.auth.ensureUser({ email, password: 'affiliate-pass-1', fullName });
  amina = await server.signIn('amina@mtindo.test', 'affiliate-pass-1');
  baraka = await server.signIn('baraka@mtindo.test', 'affiliate-pass-1');
  chebet = await server.signIn('chebet@mtindo.test', 'affiliate-pass-1');
  shopper = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
  manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
  admin = await server.signIn('admin@mtindo.test', 'mtindo-admin');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function setStatus(code: string, status: string) {
  const { error } = await service.from('affiliates').update({ status }).ilike('code', code);
  if (error) throw error;
}

describe('applying', () => {
  it('refuses a visitor, asking them to sign in', async () => {
    await expect(applyToAffiliateProgramme(application(), visitor)).rejects.toMatchObject({
      field: 'account',
      status: 401,
    });
  });

  it('makes a pending record with the M-Pesa number in international form', async () => {
    const affiliate = await applyToAffiliateProgramme(application(), amina);
    expect(affiliate).toEqual({
      code: 'Amina-W',
      status: 'pending',
      commissionPercent: 10,
      payoutPhone: '+254712345678',
      audience: 'Instagram @amina.styles',
    });
    expect(await getMyAffiliate(amina)).toMatchObject({
      ...affiliate,
      visits: 0,
      orders: 0,
      pendingKes: 0,
      dueKes: 0,
      paidKes: 0,
      recentOrders: [],
      payouts: [],
      returnDays: 30,
      minimumPayoutKes: 1000,
    });
  });

  const refusals: [string, Partial<AffiliateApplication>, string, number, RegExp][] = [
    ['a code with a space', { code: 'BARAKA O' }, 'code', 400, /3 to 20 letters/],
    ['a code too short', { code: 'BO' }, 'code', 400, /3 to 20 letters/],
    ['a code taken in another case', { code: 'amina-w' }, 'code', 409, /taken/],
    ['a landline for payouts', { payoutPhone: '020 123 4567' }, 'payout_phone', 400, /M-Pesa number/],
    ['a foreign number', { payoutPhone: '+44 7700 900123' }, 'payout_phone', 400, /M-Pesa number/],
    ['too long a description', { audience: 'x'.repeat(501) }, 'audience', 400, /500 characters/],
  ];
  for (const [label, change, field, status, message] of refusals)
    it(`refuses ${label}, naming the field`, async () => {
      const attempt = applyToAffiliateProgramme(application({ code: 'BARAKA', ...change }), baraka);
      await expect(attempt).rejects.toMatchObject({ field, status, message: expect.stringMatching(message) });
      expect(await getMyAffiliate(baraka)).toBeNull();
    });

  it('changes a pending application when applied to again, keeping one record', async () => {
    const changed = await applyToAffiliateProgramme(
      application({ code: 'AMINA-STYLE', payoutPhone: '+254 112 345 678', audience: '' }),
      amina,
    );
    expect(changed).toMatchObject({ code: 'AMINA-STYLE', status: 'pending', payoutPhone: '+254112345678' });
    const { data: rows } = await service.from('affiliates').select('code').ilike('code', 'amina%');
    expect(rows).toEqual([{ code: 'AMINA-STYLE' }]);
    // The old code is free again.
    expect(await applyToAffiliateProgramme(application({ code: 'amina-w' }), baraka)).toMatchObject({
      code: 'amina-w',
      status: 'pending',
    });
  });

  it('cannot approve itself', async () => {
    await amina.from('affiliates').update({ status: 'active' }).eq('code', 'AMINA-STYLE');
    expect((await getMyAffiliate(amina))?.status).toBe('pending');
    const { error } = await amina.rpc('review_affiliate', {
      target: (await service.from('affiliates').select('id').eq('code', 'AMINA-STYLE').single()).data!.id,
      next_status: 'active',
    });
    expect(error?.code).toBe('42501');
  });

  it('is refused once reviewed: active or suspended', async () => {
    await setStatus('AMINA-STYLE', 'active');
    await expect(applyToAffiliateProgramme(application({ code: 'AMINA2' }), amina)).rejects.toMatchObject({
      field: 'account',
      status: 409,
      message: 'You are already an affiliate: your code is AMINA-STYLE.',
    });
    await setStatus('amina-w', 'suspended');
    await expect(applyToAffiliateProgramme(application({ code: 'BARAKA' }), baraka)).rejects.toMatchObject({
      field: 'account',
      status: 409,
      message: expect.stringMatching(/suspended/),
    });
    expect((await getMyAffiliate(amina))?.code).toBe('AMINA-STYLE');
  });
});

describe('choosing a code', () => {
  const chebetApplies = (code: string, payoutPhone = '0722 000 111') =>
    applyToAffiliateProgramme(application({ code, payoutPhone }), chebet);

  for (const code of [
    'MTINDO10',
    'mtindo',
    'Style-Mtindo',
    'free-shipping',
    'FREESHIPPING',
    'sale50',
    'ADMIN_1',
    'Support',
    'official-store',
    'FLASH_SALE',
    'mpesa-deals',
  ])
    it(`refuses ${code}, which reads as the shop's own, naming the field`, async () => {
      await expect(chebetApplies(code)).rejects.toMatchObject({
        field: 'code',
        status: 400,
        message: expect.stringMatching(/Mtindo's name or words like sale, free or support/),
      });
      expect(await getMyAffiliate(chebet)).toBeNull();
    });

  it('takes codes where those letters sit inside other words', async () => {
    for (const code of ['wholesaler', 'freestyle', 'Salma-Styles'])
      expect(await chebetApplies(code)).toMatchObject({ code, status: 'pending' });
  });

  it('lets a pending applicant change their code three times, then keeps it', async () => {
    // wholesaler → freestyle → Salma-Styles were two changes; this is the third.
    expect(await chebetApplies('CHEBET-K')).toMatchObject({ code: 'CHEBET-K' });
    await expect(chebetApplies('CHEBET-L')).rejects.toMatchObject({
      field: 'code',
      status: 409,
      message:
        'You have changed your code 3 times, the most while we review your application. Keep CHEBET-K, or contact us to change it.',
    });
    // The rest of the application still changes, and so may the code's case.
    expect(await chebetApplies('chebet-k', '0733 000 222')).toMatchObject({
      code: 'chebet-k',
      payoutPhone: '+254733000222',
    });
    const { data } = await service.from('affiliates').select('code, code_changes').ilike('code', 'chebet-k');
    expect(data).toEqual([{ code: 'chebet-k', code_changes: 3 }]);
  });
});

describe('visits through links', () => {
  /**
   * The browser's own request (src/lib/supabase/affiliate-visit.ts), sent to this test server from
   * `address`: the server trusts loopback as a proxy, so X-Forwarded-For stands for the client.
   */
  const ping = (code: string, address = '198.51.100.1') =>
    recordAffiliateVisit(code, (url, init) =>
      fetch(String(url).replace(/^https?:\/\/[^/]+/, server.url), {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), 'X-Forwarded-For': address },
      }),
    );

  async function visitRows() {
    const { data, error } = await service.from('affiliate_visits').select('*');
    if (error) throw error;
    return data as Record<string, unknown>[];
  }

  const nairobiDay = (offsetDays = 0) =>
    new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Africa/Nairobi',
    });

  it('counts each client once a day through an active code, whatever its case, and nothing about them', async () => {
    await ping('amina-style', '198.51.100.1');
    await ping('AMINA-STYLE', '198.51.100.1'); // a reload, or the same shopper again
    await ping('Amina-Style', '198.51.100.1');
    await ping('AMINA-STYLE', '198.51.100.2');
    const { error } = await clientFor(server.url, LOCAL_PUBLISHABLE_KEY, '2001:db8::7').rpc(
      'record_affiliate_visit',
      {
        code: 'Amina-Style',
      },
    );
    expect(error).toBeNull();
    const rows = await visitRows();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(['affiliate_id', 'day', 'visits']);
    expect(rows[0]!.visits).toBe(3);
    expect(await getMyAffiliate(amina)).toMatchObject({ visits: 3, visits30Days: 3 });
  });

  it('counts nothing for a suspended, pending, unknown or malformed code, without an error', async () => {
    await ping('amina-w', '198.51.100.9'); // suspended
    await applyToAffiliateProgramme(application({ code: 'PENDING-1' }), shopper);
    await ping('PENDING-1', '198.51.100.9');
    await ping('NOBODY', '198.51.100.9');
    await ping('<script>', '198.51.100.9');
    expect((await visitRows()).map((row) => row.visits)).toEqual([3]);
  });

  it('keeps the counts from visitors and other shoppers', async () => {
    const anonymous = await visitor.from('affiliate_visits').select('*');
    expect(anonymous.data ?? []).toEqual([]);
    expect((await baraka.from('affiliate_visits').select('*')).data).toEqual([]);
  });

  it('keeps who was counted out of every API role’s reach, and never the address itself', async () => {
    for (const client of [visitor, amina, admin, service]) {
      const { data, error } = await client
        .schema('private' as 'public')
        .from('affiliate_visitors')
        .select('*');
      expect(data ?? []).toEqual([]);
      expect(error).not.toBeNull();
    }
    const { rows } = await server.api.db.query<{ seen: number; plain: number; readable: number }>(
      `select count(*)::int as seen,
              count(*) filter (where visitor = sha256(convert_to('198.51.100.1', 'UTF8')))::int as plain,
              count(*) filter (where position(convert_to('198.51.100', 'UTF8') in visitor) > 0)::int as readable
       from private.affiliate_visitors`,
    );
    expect(rows[0]).toEqual({ seen: 3, plain: 0, readable: 0 });
  });

  it("forgets yesterday's visitors and salt on the day's first visit, and counts them again", async () => {
    const yesterday = nairobiDay(-1);
    // Today's rows as if they were yesterday's: the next visit starts a new day.
    await server.api.db.query(`update private.affiliate_visitors set day = $1`, [yesterday]);
    await server.api.db.query(`update private.affiliate_visit_salts set day = $1`, [yesterday]);
    await ping('amina-style', '198.51.100.1');
    const { rows } = await server.api.db.query<{ day: string }>(
      `select to_char(day, 'YYYY-MM-DD') as day from private.affiliate_visitors
       union all select to_char(day, 'YYYY-MM-DD') from private.affiliate_visit_salts`,
    );
    expect(rows).toEqual([{ day: nairobiDay() }, { day: nairobiDay() }]);
    // The client counted "yesterday" counts once more today.
    expect((await visitRows()).map((row) => row.visits)).toEqual([4]);
    await server.api.db.query(`update public.affiliate_visits set visits = 3`);
  });

  it('tells all-time visits from the last 30 days', async () => {
    const { data: me } = await service.from('affiliates').select('id').eq('code', 'AMINA-STYLE').single();
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    await service.from('affiliate_visits').insert({ affiliate_id: me!.id, day: old, visits: 5 });
    expect(await getMyAffiliate(amina)).toMatchObject({ visits: 8, visits30Days: 3 });
  });
});

describe("an affiliate's figures", () => {
  interface Placed {
    id: string;
    subtotal_kes: number;
  }
  const later = () => new Date(Date.now() + 86_400_000).toISOString();

  /** An order through amina's link, by a guest; its commission (10% of the goods). */
  async function referred(): Promise<{ id: string; goods: number; commission: number }> {
    const request = orderRequest({ affiliate: { code: 'amina-style', expiry: later() } });
    const { data, error } = await visitor.rpc('place_order', { request });
    if (error) throw error;
    const order = data as Placed;
    const { data: row } = await service.from('orders').select('commission_kes').eq('id', order.id).single();
    return {
      id: order.id,
      goods: order.subtotal_kes,
      commission: (row as { commission_kes: number }).commission_kes,
    };
  }

  async function move(id: string, ...steps: [string, string?][]) {
    for (const [next_status, note = ''] of steps) {
      const { error } = await manager.rpc('set_order_status', { target: id, next_status, note });
      if (error) throw error;
    }
  }
  const deliver = (id: string) => move(id, ['paid', 'Cash received at the till'], ['shipped'], ['delivered']);

  it('follows each order from placed to paid out', async () => {
    const placed = await referred(); // awaiting payment: pending
    const delivered = await referred(); // delivered today: pending, inside the return window
    const settled = await referred(); // delivered 31 days ago: confirmed
    const cancelled = await referred(); // void
    const returned = await referred(); // delivered then refunded: void
    const lapsed = await referred(); // expired unpaid: not counted at all
    await deliver(delivered.id);
    await deliver(settled.id);
    await service
      .from('orders')
      .update({ delivered_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .eq('id', settled.id);
    await move(cancelled.id, ['cancelled', 'The shopper changed their mind']);
    await deliver(returned.id);
    await move(returned.id, ['refunded', 'Returned in its box']);
    await service.from('orders').update({ status: 'expired' }).eq('id', lapsed.id);
    expect(placed.commission).toBe(Math.round(placed.goods / 10));

    const figures = (await getMyAffiliate(amina))!;
    expect(figures).toMatchObject({
      orders: 5,
      pendingKes: placed.commission + delivered.commission,
      dueKes: settled.commission,
      paidKes: 0,
    });
    expect(figures.recentOrders.map((order) => [order.goodsKes, order.commissionKes, order.state])).toEqual([
      [returned.goods, 0, 'void'],
      [cancelled.goods, 0, 'void'],
      [settled.goods, settled.commission, 'confirmed'],
      [delivered.goods, delivered.commission, 'pending'],
      [placed.goods, placed.commission, 'pending'],
    ]);

    // The shop pays the confirmed commission: first scheduled, then paid with its reference.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });
    const batch = await admin.rpc('create_payout_batch', { period_end: today });
    expect(batch.error).toBeNull();
    const scheduled = (await getMyAffiliate(amina))!;
    expect(scheduled).toMatchObject({ dueKes: 0, paidKes: 0 });
    expect(scheduled.payouts).toMatchObject([
      { amountKes: settled.commission, status: 'pending', reference: null },
    ]);
    const payoutId = (batch.data as { payouts: { id: string }[] }).payouts[0]!.id;
    expect(
      (await admin.rpc('mark_payout_paid', { payout_id: payoutId, reference: 'QK12ABC345' })).error,
    ).toBeNull();
    const paid = (await getMyAffiliate(amina))!;
    expect(paid).toMatchObject({ paidKes: settled.commission, dueKes: 0 });
    expect(paid.payouts).toMatchObject([
      { amountKes: settled.commission, status: 'paid', reference: 'QK12ABC345' },
    ]);
    expect(paid.payouts[0]!.paidAt).toBeTruthy();
  });

  it('shows nothing of the shoppers who ordered', async () => {
    const { data } = await amina.rpc('my_affiliate');
    const text = JSON.stringify(data);
    for (const personal of ['Wanjiru Kamau', 'wanjiru@example.co.ke', '712345678', 'Kindaruma', 'access_key'])
      expect(text).not.toContain(personal);
    for (const order of (data as { recent_orders: Record<string, unknown>[] }).recent_orders)
      expect(Object.keys(order).sort()).toEqual(['commission_kes', 'goods_kes', 'placed_at', 'state']);
  });
});

describe("another user's data", () => {
  it('is never shown: each reads only their own record, visits and payouts', async () => {
    expect(await getMyAffiliate(baraka)).toMatchObject({
      code: 'amina-w',
      status: 'suspended',
      orders: 0,
      visits: 0,
      paidKes: 0,
      payouts: [],
    });
    expect((await getMyAffiliate(shopper))?.code).toBe('PENDING-1');
    for (const client of [baraka, shopper]) {
      const { data: records } = await client.from('affiliates').select('code');
      expect(records).toHaveLength(1);
      expect((await client.from('payouts').select('*')).data).toEqual([]);
      expect((await client.from('affiliate_visits').select('*')).data).toEqual([]);
      expect((await client.from('orders').select('id').not('affiliate_id', 'is', null)).data).toEqual([]);
    }
    await expect(getMyAffiliate(visitor)).rejects.toMatchObject({ field: 'account', status: 401 });
  });
});

describe("an affiliate's own purchase", () => {
  // AMINA-STYLE is amina@mtindo.test's active code; its payouts go to +254 112 345 678.
  const later = () => new Date(Date.now() + 86_400_000).toISOString();

  /** A guest's order through amina's link with `contact`, and what it earns her. */
  async function attribution(contact: { email: string; phone: string }) {
    const request = orderRequest({
      contact: { name: 'Guest Shopper', ...contact },
      affiliate: { code: 'amina-style', expiry: later() },
    });
    const { data, error } = await visitor.rpc('place_order', { request });
    if (error) throw error;
    const { data: row } = await service
      .from('orders')
      .select('affiliate_code, commission_kes')
      .eq('id', (data as { id: string }).id)
      .single();
    return row as { affiliate_code: string | null; commission_kes: number };
  }

  const none = { affiliate_code: null, commission_kes: 0 };

  it("earns nothing on a guest order with the affiliate's account email, in any case", async () => {
    expect(await attribution({ email: ' Amina@MTINDO.test', phone: '0799 100 001' })).toEqual(none);
  });

  it('earns nothing on a guest order with the M-Pesa number payouts go to, however it is written', async () => {
    expect(await attribution({ email: 'guest-1@example.co.ke', phone: '0112 345 678' })).toEqual(none);
    expect(await attribution({ email: 'guest-2@example.co.ke', phone: '254112345678' })).toEqual(none);
  });

  it("earns nothing on a guest order with the phone of the affiliate's account", async () => {
    await server.api.db.query(
      `update auth.users set phone = '254733111222' where email = 'amina@mtindo.test'`,
    );
    expect(await attribution({ email: 'guest-3@example.co.ke', phone: '+254 733 111 222' })).toEqual(none);
  });

  it("still earns on a stranger's order through the same link", async () => {
    const earned = await attribution({ email: 'stranger@example.co.ke', phone: '0799 100 002' });
    expect(earned.affiliate_code).toBe('AMINA-STYLE');
    expect(earned.commission_kes).toBeGreaterThan(0);
  });
});
