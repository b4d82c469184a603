// The affiliate programme's data layer: refusals keep their field, rows become app types, and
// the visit ping is one plain POST that fails loudly to its caller.
import { describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { applyToAffiliateProgramme, getMyAffiliate } from '../../../../src/lib/supabase/affiliates';
import { DataError, fromPostgrest } from '../../../../src/lib/supabase/errors';
import { recordAffiliateVisit } from '../../../../src/lib/supabase/affiliate-visit';
import { LOCAL_PUBLISHABLE_KEY } from '../../../../src/lib/supabase/config';

/** A client whose rpc answers `answer` (or throws it), recording the calls. */
function fakeClient(answer: unknown, throws = false) {
  const calls: [string, unknown][] = [];
  const client = {
    rpc: (name: string, args?: unknown) => {
      calls.push([name, args]);
      return throws ? Promise.reject(answer as Error) : Promise.resolve(answer);
    },
  } as unknown as SupabaseClient;
  return { client, calls };
}

/** The programme's wording of a PostgREST error. */
const toAffiliateError = (error: { code: string; message: string; details: string }) =>
  fromPostgrest(error, undefined, 'affiliates');

describe("the programme's errors", () => {
  it("keeps the database's message, field and status", () => {
    const error = toAffiliateError({ code: 'PT409', message: 'That code is taken.', details: 'code' });
    expect(error).toBeInstanceOf(DataError);
    expect([error.message, error.field, error.status, error.kind]).toEqual([
      'That code is taken.',
      'code',
      409,
      'refusal',
    ]);
    expect(toAffiliateError({ code: 'PT401', message: 'Sign in…', details: 'account' }).field).toBe(
      'account',
    );
    expect(toAffiliateError({ code: 'PT400', message: 'x', details: 'elsewhere' }).field).toBeNull();
  });

  it('asks a caller without a session to sign in', () => {
    for (const code of ['42501', 'PGRST301', 'PGRST303']) {
      const error = toAffiliateError({ code, message: 'permission denied', details: '' });
      expect([error.field, error.status, error.kind], code).toEqual(['account', 401, 'auth']);
      expect(error.message).toMatch(/sign in/);
    }
  });

  it('says the shop could not be reached for anything else', () => {
    const error = toAffiliateError({ code: '', message: 'TypeError: fetch failed', details: '' });
    expect([error.field, error.status, error.kind]).toEqual([null, 0, 'network']);
    expect(error.message).toMatch(/could not reach the shop/);
  });
});

describe('applyToAffiliateProgramme', () => {
  it('sends the trimmed fields and returns the record as an app type', async () => {
    const { client, calls } = fakeClient({
      data: {
        id: 'x',
        code: 'AMINA',
        status: 'pending',
        commission_percent: 10,
        payout_phone: '+254712345678',
        audience: '',
        user_id: 'u',
      },
      error: null,
    });
    const affiliate = await applyToAffiliateProgramme(
      { code: ' AMINA ', payoutPhone: ' 0712 345 678', audience: ' @amina ' },
      client,
    );
    expect(calls).toEqual([
      ['apply_affiliate', { code: 'AMINA', payout_phone: '0712 345 678', audience: '@amina' }],
    ]);
    expect(affiliate).toEqual({
      code: 'AMINA',
      status: 'pending',
      commissionPercent: 10,
      payoutPhone: '+254712345678',
      audience: '',
    });
  });

  it('throws a refusal with its field, and a network failure as unreachable', async () => {
    const refused = fakeClient({
      data: null,
      error: {
        code: 'PT400',
        message: 'Enter a Kenyan M-Pesa number, like 0712 345 678.',
        details: 'payout_phone',
      },
    });
    await expect(
      applyToAffiliateProgramme({ code: 'AMINA', payoutPhone: '1', audience: '' }, refused.client),
    ).rejects.toMatchObject({
      field: 'payout_phone',
      status: 400,
    });
    const offline = fakeClient(new TypeError('fetch failed'), true);
    await expect(getMyAffiliate(offline.client)).rejects.toMatchObject({ field: null, status: 0 });
  });
});

describe('getMyAffiliate', () => {
  it('is null for a shopper who has not applied', async () => {
    expect(await getMyAffiliate(fakeClient({ data: null, error: null }).client)).toBeNull();
  });

  it('reshapes the figures, orders and payouts', async () => {
    const { client } = fakeClient({
      data: {
        code: 'AMINA',
        status: 'active',
        commission_percent: 7.5,
        payout_phone: null,
        audience: '@a',
        visits: 12,
        visits_30_days: 3,
        orders: 2,
        pending_kes: 630,
        due_kes: 1200,
        paid_kes: 0,
        return_days: 30,
        minimum_payout_kes: 1000,
        recent_orders: [
          { placed_at: '2026-11-01T10:00:00Z', goods_kes: 6300, commission_kes: 630, state: 'pending' },
        ],
        payouts: [
          {
            amount_kes: 1200,
            status: 'paid',
            reference: 'QK12',
            created_at: '2026-11-02T10:00:00Z',
            paid_at: '2026-11-03T10:00:00Z',
          },
        ],
      },
      error: null,
    });
    expect(await getMyAffiliate(client)).toEqual({
      code: 'AMINA',
      status: 'active',
      commissionPercent: 7.5,
      payoutPhone: null,
      audience: '@a',
      visits: 12,
      visits30Days: 3,
      orders: 2,
      pendingKes: 630,
      dueKes: 1200,
      paidKes: 0,
      returnDays: 30,
      minimumPayoutKes: 1000,
      recentOrders: [
        { placedAt: '2026-11-01T10:00:00Z', goodsKes: 6300, commissionKes: 630, state: 'pending' },
      ],
      payouts: [
        {
          amountKes: 1200,
          status: 'paid',
          reference: 'QK12',
          createdAt: '2026-11-02T10:00:00Z',
          paidAt: '2026-11-03T10:00:00Z',
        },
      ],
    });
  });
});

describe('recordAffiliateVisit', () => {
  it('POSTs the code to the RPC with the publishable key in apikey only, kept alive past navigation', async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 204 }));
    await recordAffiliateVisit('WANJIKU10', fetcher as unknown as typeof fetch);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/rest\/v1\/rpc\/record_affiliate_visit$/);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, body: '{"code":"WANJIKU10"}' });
    expect(init.headers).toEqual({ apikey: LOCAL_PUBLISHABLE_KEY, 'Content-Type': 'application/json' });
  });

  it('rejects when refused, for its caller to ignore', async () => {
    const fetcher = async () => new Response('{}', { status: 500 });
    await expect(recordAffiliateVisit('X1', fetcher as typeof fetch)).rejects.toThrow(/500/);
  });
});
