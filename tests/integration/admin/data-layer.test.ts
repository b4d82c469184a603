// The admin's reads and writes through src/lib/supabase against the real schema: each mapper
// reads what the database sends (jsonb results, text statuses) into the app's types without
// refusing anything the database may say, and the staff's own order actions come back whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { allowManyOrders } from '../support/checkout-limits.ts';
import { orderRequest } from '../checkout/checkout-client.ts';
import { getOverview, listActivity } from '../../../src/lib/supabase/admin/overview.ts';
import { listAffiliates, reviewAffiliate } from '../../../src/lib/supabase/admin/affiliates.ts';
import { changeOrderStatus, getAdminOrder } from '../../../src/lib/supabase/admin/orders.ts';
import { listStaff } from '../../../src/lib/supabase/admin/staff.ts';
import { applyToAffiliateProgramme, getMyAffiliate } from '../../../src/lib/supabase/affiliates.ts';

let server: TestServer;
let shopper: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  await allowManyOrders(server);
  shopper = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
  admin = await server.signIn('admin@mtindo.test', 'mtindo-admin');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe("the admin's data layer", () => {
  it('reads the overview and the activity after an order', async () => {
    const { error } = await shopper.rpc('place_order', { request: orderRequest({}) });
    expect(error).toBeNull();
    const overview = await getOverview(30, admin);
    expect(overview.days).toBe(30);
    expect(overview.series).toHaveLength(30);
    expect(overview.orders).toBeGreaterThanOrEqual(0);
    expect(typeof overview.previous.revenue_kes).toBe('number');
    const activity = await listActivity(5, admin);
    expect(activity.length).toBeGreaterThan(0);
    expect(['order', 'affiliate', 'payout']).toContain(activity[0]!.kind);
  });

  it('moves an order and reads it back whole', async () => {
    const { data, error } = await shopper.rpc('place_order', {
      request: orderRequest({ payment_method: 'mpesa' }),
    });
    expect(error).toBeNull();
    const id = String((data as { id: string }).id);
    const cancelled = await changeOrderStatus(id, 'cancelled', 'The shopper called to cancel.', admin);
    expect([cancelled.id, cancelled.status]).toEqual([id, 'cancelled']);
    const found = await getAdminOrder(id, admin);
    expect(found?.order.status).toBe('cancelled');
    expect(found?.events.at(-1)).toMatchObject({
      to_status: 'cancelled',
      note: 'The shopper called to cancel.',
    });
  });

  it('reviews an application the shopper made, and reads the staff', async () => {
    const applied = await applyToAffiliateProgramme(
      { code: 'READERS1', payoutPhone: '0712 345 678', audience: '' },
      shopper,
    );
    expect(applied.status).toBe('pending');
    const waiting = (await listAffiliates(admin)).find((affiliate) => affiliate.code === 'READERS1');
    expect(waiting?.status).toBe('pending');
    const approved = await reviewAffiliate(waiting!.id, 'active', 12.5, admin);
    expect([approved.status, approved.commission_percent]).toEqual(['active', 12.5]);
    expect((await getMyAffiliate(shopper))?.commissionPercent).toBe(12.5);
    const staff = await listStaff(admin);
    expect(staff.find((member) => member.email === 'admin@mtindo.test')?.roles).toContain('admin');
  });
});
