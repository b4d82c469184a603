/**
 * The order race of the concurrency test and bench:checkout: `shoppers` place `orders` at once over
 * ten dresses whose names share words ("black", "leather", "dress"), two dresses an order, while a
 * manager renames all ten halfway through; then an audit of what the database holds against what
 * was sold. Each shopper has a contact and an address of their own (behind a proxy the server
 * trusts), so the checkout's limits refuse none of them.
 */
import { performance } from 'node:perf_hooks';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestServer } from '../support/local-server.ts';
import { distinctAddress, distinctContact, orderRequest } from './checkout-client.ts';

export const RACE_STOCK = 1_000_000;
const STYLES = ['Wrap', 'Midi', 'Maxi', 'Shift', 'Slip', 'Pencil', 'Skater', 'Shirt', 'Tunic', 'Sheath'];
export const RACE_PRODUCTS = STYLES.map((style) => `race-${style.toLowerCase()}-dress`);

/** Makes the ten dresses (one size each, RACE_STOCK units), as the seed makes products. */
export async function makeRaceProducts(server: TestServer): Promise<void> {
  await server.api.db.query(
    `insert into public.products (slug, name, description, price, image, category, type, brand, in_stock,
       rating, review_count, sizes, colors, tags, stock, discount, new_arrival, featured, material, art)
     select 'race-' || lower(style) || '-dress', 'Black Leather ' || style || ' Dress',
       'A black leather dress for the race.', 4200, null, 'women', 'dresses', null, true, t.rating,
       t.review_count, array['One Size'], '[{"name": "Black", "hex": "#111111"}]',
       array['leather', 'black', 'dress'], $2, 0, false, false, 'Leather', t.art
     from unnest($1::text[]) as style,
       (select art, rating, review_count from public.products where type = 'dresses' limit 1) as t`,
    [STYLES, RACE_STOCK],
  );
}

export interface RaceResult {
  /** Each failed order or rename, in words. */
  errors: string[];
  /** Each placed order's time, in ms. */
  latencies: number[];
  seconds: number;
}

/**
 * `orders` orders from `shoppers` at once (shopper k places orders k, k + shoppers, …), each of two
 * dresses; when half have settled, `manager` renames the ten ("Brown Suede … Gown"), one save each.
 */
export async function runOrderRace(
  server: TestServer,
  manager: SupabaseClient,
  { shoppers, orders }: { shoppers: number; orders: number },
): Promise<RaceResult> {
  const errors: string[] = [];
  const latencies: number[] = [];
  let settled = 0;
  let renamed: Promise<unknown> | undefined;
  const renameAll = () =>
    Promise.all(
      STYLES.map(async (style, i) => {
        const { error } = await manager
          .from('products')
          .update({ name: `Brown Suede ${style} Gown` })
          .eq('slug', RACE_PRODUCTS[i]!);
        if (error) errors.push(`rename ${style}: ${error.message}`);
      }),
    );
  const shopper = async (who: number) => {
    const client = server.anon();
    for (let n = who; n < orders; n += shoppers) {
      const first = n % RACE_PRODUCTS.length;
      const second = (first + 1 + (n % (RACE_PRODUCTS.length - 1))) % RACE_PRODUCTS.length;
      const at = performance.now();
      const { error } = await client
        .rpc('place_order', {
          request: orderRequest({
            contact: distinctContact(),
            lines: [
              { product: RACE_PRODUCTS[first], quantity: 1 + (n % 3) },
              { product: RACE_PRODUCTS[second], quantity: 1 },
            ],
          }),
        })
        .setHeader('X-Forwarded-For', distinctAddress());
      if (error) errors.push(`order ${n}: ${error.code} ${error.message}`);
      else latencies.push(performance.now() - at);
      if (++settled === Math.ceil(orders / 2)) renamed = renameAll();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: shoppers }, (_, who) => shopper(who)));
  await renamed;
  return { errors, latencies, seconds: (performance.now() - started) / 1000 };
}

export interface RaceAudit {
  /** Orders holding the dresses. */
  orders: number;
  /** Dresses whose stock plus units sold is not RACE_STOCK. */
  stockOff: string[];
  /** Dresses not renamed. */
  notRenamed: string[];
  /** Words whose vocabulary count differs from the products that hold them. */
  vocabularyOff: string[];
  /** The changed fields of each product_events row of the dresses, e.g. "name". */
  history: string[];
}

/** What the database holds after a race, against what was sold. */
export async function auditOrderRace(server: TestServer): Promise<RaceAudit> {
  const db = server.api.db;
  const { rows: products } = await db.query<{ slug: string; name: string; stock: number; sold: number }>(
    `select p.slug, p.name, p.stock, coalesce(sum(l.quantity), 0)::integer as sold
     from public.products p left join public.order_lines l on l.product_id = p.id
     where p.slug = any($1) group by p.id order by p.slug`,
    [RACE_PRODUCTS],
  );
  const { rows: orders } = await db.query<{ n: number }>(
    'select count(distinct order_id)::integer as n from public.order_lines where product_slug = any($1)',
    [RACE_PRODUCTS],
  );
  const { rows: vocabulary } = await db.query<{ word: string; counted: number; held: number }>(
    `select coalesce(v.word, h.word) as word, coalesce(v.products, 0) as counted, coalesce(h.n, 0)::integer as held
     from public.chat_vocabulary v
     full join (
       select w as word, count(*) as n from public.products p cross join unnest(p.chat_words) w group by w
     ) h on h.word = v.word
     where coalesce(v.products, 0) <> coalesce(h.n, 0)
     order by 1`,
  );
  const { rows: events } = await db.query<{ changes: string }>(
    `select array_to_string(array(select jsonb_object_keys(e.changes) order by 1), ',') as changes
     from public.product_events e join public.products p on p.id = e.product_id where p.slug = any($1)`,
    [RACE_PRODUCTS],
  );
  return {
    orders: orders[0]!.n,
    stockOff: products.filter((p) => p.stock + p.sold !== RACE_STOCK).map((p) => p.slug),
    notRenamed: products.filter((p) => !/^Brown Suede \w+ Gown$/.test(p.name)).map((p) => p.slug),
    vocabularyOff: vocabulary.map((v) => `${v.word}: counted ${v.counted}, held by ${v.held}`),
    history: events.map((event) => event.changes),
  };
}
