// Money paid twice before payments could be marked owed back is marked when the migration runs
// (20261125102200): an order paid five times keeps its first payment and owes the four others
// back, and every payment of an order that needs a refund is owed. On PGlite, or on PostgreSQL
// when DATABASE_URL is set.
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../supabase/local/database.ts';
import { AUTH_SCHEMA_SQL } from '../../../supabase/local/auth/index.ts';
import { applyBootstrap } from '../../../supabase/local/setup.ts';
import { openFreshDatabase } from '../support/fresh-database.ts';

const root = new URL('../../../supabase/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const OWED_BACK = '20261125102200';

let db: Database;
const migrations = readdirSync(new URL('migrations/', root)).sort();

async function order(number: string, status: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.orders (number, idempotency_key, status, payment_method, customer_name, email, phone,
       delivery_zone, delivery_zone_name, delivery_days, subtotal_kes, delivery_fee_kes, total_kes, paid_at)
     values ($1, gen_random_uuid(), $2, 'mpesa', 'Achieng Otieno', 'achieng@example.co.ke', '+254712345678',
       'nairobi', 'Nairobi', 'Same or next day', 3500, 250, 3750, now())
     returning id`,
    [number, status],
  );
  return rows[0]!.id;
}

async function paidTimes(orderId: string, times: number) {
  await db.query(
    `insert into public.payments (order_id, provider, status, amount_kes, phone, receipt, paid_at)
     select $1::uuid, 'mpesa', 'paid', 3750, '+254712345678', 'T' || upper(substr(md5(random()::text), 1, 9)),
       now() - make_interval(mins => 10 - n)
     from generate_series(1, $2::integer) as n`,
    [orderId, times],
  );
}

beforeAll(async () => {
  db = await openFreshDatabase();
  await applyBootstrap(db, AUTH_SCHEMA_SQL);
  for (const file of migrations.filter((name) => name < OWED_BACK)) await db.exec(read(`migrations/${file}`));
}, 60_000);

afterAll(async () => {
  await db?.close();
});

it('marks the extra payments of orders paid before it as owed back', async () => {
  const twice = await order('MT-2026-900001', 'paid');
  await paidTimes(twice, 5);
  const once = await order('MT-2026-900002', 'delivered');
  await paidTimes(once, 1);
  const cancelled = await order('MT-2026-900003', 'needs_refund');
  await paidTimes(cancelled, 1);

  for (const file of migrations.filter((name) => name >= OWED_BACK))
    await db.exec(read(`migrations/${file}`));

  const { rows } = await db.query<{ order_id: string; receipt: string; owed: boolean }>(
    `select order_id, receipt, refund_due_at is not null as owed from public.payments order by paid_at`,
  );
  const owed = (id: string) => rows.filter((row) => row.order_id === id).map((row) => row.owed);
  expect(owed(twice)).toEqual([false, true, true, true, true]);
  expect(owed(once)).toEqual([false]);
  expect(owed(cancelled)).toEqual([true]);
  const { rows: overview } = await db.query<{ count: number; kes: number }>(
    `select count(*)::integer as count, sum(amount_kes)::integer as kes from public.payments
     where refund_due_at is not null and refunded_at is null`,
  );
  expect(overview[0]).toEqual({ count: 5, kes: 18_750 });
});
