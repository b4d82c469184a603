// Shoppers paying at the same moment all get their order. 20 shoppers place 200 orders at once
// over 10 products whose names share words ("black", "leather", "dress"), each order two of them,
// while a manager renames all ten; on PostgreSQL (CI's integration run) with a pool of connections,
// as hosted Supabase serves them. Every order is placed, the stock is exact to the unit, the
// assistant's word counts match the products, and the history holds the renames and no sale.
// Then a deadlock forced on place_order() is retried from its savepoint, not shown to the shopper.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { TrustedProxies } from '../../../supabase/local/deployment.ts';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { distinctAddress, distinctContact, orderRequest } from './checkout-client.ts';
import { auditOrderRace, makeRaceProducts, RACE_PRODUCTS, runOrderRace } from './order-race.ts';

let server: TestServer;
let manager: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer({
    orderExpiryIntervalMs: 0,
    trustedProxies: new TrustedProxies(['loopback']),
  });
  manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
  await makeRaceProducts(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

it('places 200 orders from 20 shoppers at once over products that share words, with a rename among them', async () => {
  const race = await runOrderRace(server, manager, { shoppers: 20, orders: 200 });
  expect(race.errors).toEqual([]);
  expect(await auditOrderRace(server)).toEqual({
    orders: 200,
    stockOff: [],
    notRenamed: [],
    vocabularyOff: [],
    // The history holds the manager's ten renames, and none of the 200 sales.
    history: Array.from({ length: RACE_PRODUCTS.length }, () => 'name'),
  });
}, 180_000);

/**
 * Another transaction holds the second product; the order takes the first (it takes them in id
 * order) and waits for the second; then the other transaction asks for the first: a cycle.
 * PostgreSQL breaks it by failing whichever wait checks first, a second after it began: the
 * order's, unless the other transaction joined the cycle later than that (a busy machine), when the
 * other transaction fails instead. Resolves to the order's answer and whether the order's wait was
 * the one PostgreSQL failed.
 */
async function deadlockAnOrder(first: { id: string; slug: string }, second: { id: string; slug: string }) {
  const db = server.api.db;
  let order!: PromiseLike<{ data: unknown; error: unknown }>;
  let orderFailed = true;
  await db
    .transaction(async (tx) => {
      await tx.query('select 1 from public.products where id = $1 for update', [second.id]);
      order = server
        .anon()
        .rpc('place_order', {
          request: orderRequest({
            contact: distinctContact(),
            lines: [
              { product: first.slug, quantity: 1 },
              { product: second.slug, quantity: 1 },
            ],
          }),
        })
        .setHeader('X-Forwarded-For', distinctAddress())
        .then((answer) => answer);
      const placedWaiting = async () => {
        const { rows: waiting } = await db.query<{ n: number }>(
          `select count(*)::integer as n from pg_catalog.pg_stat_activity
           where wait_event_type = 'Lock' and query ilike '%place_order%'`,
        );
        return waiting[0]!.n > 0;
      };
      await expect.poll(placedWaiting, { timeout: 10_000, interval: 20 }).toBe(true);
      await tx.query('select 1 from public.products where id = $1 for update', [first.id]);
    })
    .catch((error: { code?: string }) => {
      if (error.code !== '40P01') throw error;
      orderFailed = false;
    });
  return { answer: await order, orderFailed };
}

it.runIf(process.env.DATABASE_URL)(
  'retries an order that meets a deadlock, and the shopper never sees it',
  async () => {
    const { rows } = await server.api.db.query<{ id: string; slug: string }>(
      `select id, slug from public.products where slug = any($1) order by id limit 2`,
      [RACE_PRODUCTS],
    );
    const [first, second] = rows as [{ id: string; slug: string }, { id: string; slug: string }];
    // Until PostgreSQL fails the order's wait (three tries: the first does on a quiet machine).
    let failedOrders = 0;
    for (let attempt = 0; attempt < 3 && failedOrders === 0; attempt++) {
      const { answer, orderFailed } = await deadlockAnOrder(first, second);
      expect(answer.error).toBeNull();
      expect(answer.data).toMatchObject({ status: 'pending_payment' });
      if (orderFailed) failedOrders++;
    }
    expect(failedOrders).toBe(1);
  },
  60_000,
);
