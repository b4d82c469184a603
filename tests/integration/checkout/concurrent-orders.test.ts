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

const SHOPPERS = 20;
const ORDERS = 200;
const STOCK = 1_000;
const STYLES = ['Wrap', 'Midi', 'Maxi', 'Shift', 'Slip', 'Pencil', 'Skater', 'Shirt', 'Tunic', 'Sheath'];
const slugOf = (style: string) => `race-${style.toLowerCase()}-dress`;

let server: TestServer;
let manager: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer({
    orderExpiryIntervalMs: 0,
    trustedProxies: new TrustedProxies(['loopback']),
  });
  manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
  // Ten dresses of one size that share most of their words, made as the seed makes products.
  await server.api.db.query(
    `insert into public.products (slug, name, description, price, image, category, type, brand, in_stock,
       rating, review_count, sizes, colors, tags, stock, discount, new_arrival, featured, material, art)
     select 'race-' || lower(style) || '-dress', 'Black Leather ' || style || ' Dress',
       'A black leather dress for the race.', 4200, null, 'women', 'dresses', null, true, t.rating, t.review_count,
       array['One Size'], '[{"name": "Black", "hex": "#111111"}]', array['leather', 'black', 'dress'],
       $2, 0, false, false, 'Leather', t.art
     from unnest($1::text[]) as style,
       (select art, rating, review_count from public.products where type = 'dresses' limit 1) as t`,
    [STYLES, STOCK],
  );
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** What the vocabulary says of each word against what the products hold: the words that differ. */
async function vocabularyDrift() {
  const { rows } = await server.api.db.query<{ word: string; counted: number; held: number }>(
    `select coalesce(v.word, h.word) as word, coalesce(v.products, 0) as counted, coalesce(h.n, 0)::integer as held
     from public.chat_vocabulary v
     full join (
       select w as word, count(*) as n from public.products p cross join unnest(p.chat_words) w group by w
     ) h on h.word = v.word
     where coalesce(v.products, 0) <> coalesce(h.n, 0)
     order by 1`,
  );
  return rows;
}

it('places 200 orders from 20 shoppers at once over products that share words, with a rename among them', async () => {
  const slugs = STYLES.map(slugOf);
  let settled = 0;
  let renamed: Promise<unknown[]> | undefined;
  const errors: string[] = [];
  const renameAll = () =>
    Promise.all(
      STYLES.map(async (style) => {
        const { error } = await manager
          .from('products')
          .update({ name: `Brown Suede ${style} Gown` })
          .eq('slug', slugOf(style));
        if (error) errors.push(`rename ${style}: ${error.message}`);
      }),
    );
  const shopper = async (who: number) => {
    const client = server.anon();
    for (let n = who; n < ORDERS; n += SHOPPERS) {
      const first = n % slugs.length;
      const second = (first + 1 + (n % (slugs.length - 1))) % slugs.length;
      const { error } = await client
        .rpc('place_order', {
          request: orderRequest({
            contact: distinctContact(),
            lines: [
              { product: slugs[first], quantity: 1 + (n % 3) },
              { product: slugs[second], quantity: 1 },
            ],
          }),
        })
        .setHeader('X-Forwarded-For', distinctAddress());
      if (error) errors.push(`order ${n}: ${error.code} ${error.message}`);
      // Halfway through, the manager renames the ten while the other orders are in flight.
      if (++settled === ORDERS / 2) renamed = renameAll();
    }
  };
  await Promise.all(Array.from({ length: SHOPPERS }, (_, who) => shopper(who)));
  await renamed;
  expect(errors).toEqual([]);

  const { rows } = await server.api.db.query<{ slug: string; name: string; stock: number; sold: number }>(
    `select p.slug, p.name, p.stock, coalesce(sum(l.quantity), 0)::integer as sold
     from public.products p left join public.order_lines l on l.product_id = p.id
     where p.slug = any($1) group by p.id order by p.slug`,
    [slugs],
  );
  expect(rows).toHaveLength(slugs.length);
  for (const row of rows) {
    expect(row.stock + row.sold, row.slug).toBe(STOCK);
    expect(row.name).toMatch(/^Brown Suede \w+ Gown$/);
  }
  const { rows: orders } = await server.api.db.query<{ n: number }>(
    `select count(distinct order_id)::integer as n from public.order_lines where product_slug = any($1)`,
    [slugs],
  );
  expect(orders[0]!.n).toBe(ORDERS);
  expect(await vocabularyDrift()).toEqual([]);

  // The products' history holds the manager's renames, and none of the 200 sales.
  const { rows: events } = await server.api.db.query<{ changes: string[] }>(
    `select array(select jsonb_object_keys(e.changes)) as changes from public.product_events e
     join public.products p on p.id = e.product_id where p.slug = any($1)`,
    [slugs],
  );
  expect(events).toHaveLength(slugs.length);
  expect(events.every((event) => event.changes.join() === 'name')).toBe(true);
}, 180_000);

it.runIf(process.env.DATABASE_URL)(
  'retries an order that meets a deadlock, and the shopper never sees it',
  async () => {
    const db = server.api.db;
    const { rows } = await db.query<{ id: string; slug: string }>(
      `select id, slug from public.products where slug = any($1) order by id limit 2`,
      [STYLES.map(slugOf)],
    );
    const [first, second] = rows as [{ id: string; slug: string }, { id: string; slug: string }];
    const order = server
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
    // Another transaction holds the second product; the order takes the first (it takes them in
    // id order) and waits for the second; then the other transaction asks for the first: a cycle,
    // which PostgreSQL breaks by failing the order's wait, the one that began first.
    await db.transaction(async (tx) => {
      await tx.query('select 1 from public.products where id = $1 for update', [second.id]);
      const placedWaiting = async () => {
        const { rows: waiting } = await db.query<{ n: number }>(
          `select count(*)::integer as n from pg_catalog.pg_stat_activity
           where wait_event_type = 'Lock' and query ilike '%place_order%'`,
        );
        return waiting[0]!.n > 0;
      };
      await expect.poll(placedWaiting, { timeout: 10_000, interval: 20 }).toBe(true);
      await tx.query('select 1 from public.products where id = $1 for update', [first.id]);
    });
    const answer = await order;
    expect(answer.error).toBeNull();
    expect(answer.data).toMatchObject({ status: 'pending_payment' });
  },
  30_000,
);
