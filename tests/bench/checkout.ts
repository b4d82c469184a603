// npm run bench:checkout — placing orders through the local server on PostgreSQL: place_order()
// over HTTP through supabase-js (as the checkout function calls it) and the whole checkout edge
// function (pay on delivery: the order and its receipt, no payment provider), at 1, 10 and 50
// concurrent shoppers; then the race of the concurrency test (20 shoppers, 200 orders over 10
// products that share words, renamed halfway: order-race.ts) and 200 shoppers racing for the last
// 10 units. Prints orders/s and p50/p95/p99 latency, and fails when a race loses an order, a unit
// or a word count. The shoppers run in a worker thread, off the server's event loop (the two races
// run in this process, as the test runs them); the server, the shoppers and PostgreSQL still share
// this machine's cores. Each order is a shopper of
// its own (contact, and address through the server's trusted proxy), so the checkout's limits
// cost what they cost and refuse nothing.
// Env: DATABASE_URL (the PostgreSQL server; a fresh database is made on it and dropped after),
//      BENCH_ORDERS (orders per run, 400; a smoke run, 20).
import { Worker } from 'node:worker_threads';
import {
  LOCAL_PUBLISHABLE_KEY,
  startTestServer,
  type TestServer,
} from '../integration/support/local-server.ts';
import type { ShoppersTask } from './checkout-shoppers.ts';
import { TrustedProxies } from '../../supabase/local/deployment.ts';
import { distinctAddress, distinctContact, orderRequest } from '../integration/checkout/checkout-client.ts';
import { auditOrderRace, makeRaceProducts, runOrderRace } from '../integration/checkout/order-race.ts';
import { benchSetting } from './smoke.mjs';

process.env.DATABASE_URL ??= 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const ORDERS = Number(benchSetting('BENCH_ORDERS', 400, 20));
const PRODUCT = 'brass-cuff-bracelet';

/** Products of one size under the pay-on-delivery cap, made plentiful for the runs. */
async function benchProducts(server: TestServer): Promise<string[]> {
  const service = server.service();
  const { data } = await service.from('products').select('slug, sizes').lt('price', 20_000).order('slug');
  const slugs = (data as { slug: string; sizes: string[] }[])
    .filter((p) => p.sizes.length <= 1)
    .map((p) => p.slug);
  await service.from('products').update({ stock: 1_000_000, in_stock: true }).in('slug', slugs);
  return slugs;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** `total` orders from `concurrency` shoppers in a worker thread; each buys its own product, or all the same one. */
async function run(
  server: TestServer,
  path: ShoppersTask['path'],
  concurrency: number,
  total: number,
  products: string[],
) {
  const task: ShoppersTask = {
    url: server.url,
    anonKey: LOCAL_PUBLISHABLE_KEY,
    path,
    concurrency,
    total,
    products,
  };
  const worker = new Worker(new URL('./checkout-shoppers.mjs', import.meta.url), {
    workerData: task,
  });
  const { latencies, seconds } = await new Promise<{ latencies: number[]; seconds: number }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  await worker.terminate();
  return timing(latencies, seconds);
}

/** Orders per second and the latency percentiles of `latencies` (ms) over `seconds`. */
function timing(latencies: number[], seconds: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

async function oversell(server: TestServer) {
  const service = server.service();
  await service.from('products').update({ stock: 10, in_stock: true }).eq('slug', PRODUCT);
  const shoppers = Array.from({ length: 200 }, () => server.anon());
  const answers = await Promise.all(
    shoppers.map((client) =>
      client
        .rpc('place_order', {
          request: orderRequest({ contact: distinctContact(), lines: [{ product: PRODUCT, quantity: 1 }] }),
        })
        .setHeader('X-Forwarded-For', distinctAddress()),
    ),
  );
  const { data } = await service.from('products').select('stock').eq('slug', PRODUCT).single();
  return {
    placed: answers.filter((answer) => !answer.error).length,
    soldOut: answers.filter((answer) => answer.error?.code === 'PT409').length,
    other: answers.filter((answer) => answer.error && answer.error.code !== 'PT409').length,
    stock: (data as { stock: number }).stock,
  };
}

const server = await startTestServer({
  orderExpiryIntervalMs: 0,
  log: () => {},
  trustedProxies: new TrustedProxies(['loopback']),
});
let failed = false;
try {
  if (server.kind !== 'PostgreSQL') throw new Error('bench:checkout runs on PostgreSQL: set DATABASE_URL');
  const products = await benchProducts(server);
  const rows: string[] = [];
  const runs = [
    ['place_order() over HTTP', 'rpc', 'each their own', products],
    ['place_order() over HTTP', 'rpc', 'all the same one', [PRODUCT]],
    ['checkout function (pay on delivery, receipt)', 'function', 'each their own', products],
  ] as const;
  for (const [what, path, buying, slugs] of runs)
    for (const concurrency of [1, 10, 50]) {
      if (concurrency === 1 && slugs.length === 1) continue;
      const result = await run(server, path, concurrency, ORDERS, [...slugs]);
      rows.push(
        `| ${what} | ${concurrency} | ${buying} | ${result.perSecond.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} |`,
      );
    }

  await makeRaceProducts(server);
  const manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
  const race = await runOrderRace(server, manager, { shoppers: 20, orders: 200 });
  const raced = timing(race.latencies, race.seconds);
  const audit = await auditOrderRace(server);
  const oversold = await oversell(server);

  console.log(`\nOrder placement through the local server on PostgreSQL, ${ORDERS} orders per run\n`);
  console.log('| path | shoppers at once | product | orders/s | p50 ms | p95 ms | p99 ms |');
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
  console.log(
    `| race: 200 orders of 2 of 10 products that share words, renamed halfway | 20 | 2 of 10 | ${raced.perSecond.toFixed(0)} | ${raced.p50.toFixed(1)} | ${raced.p95.toFixed(1)} | ${raced.p99.toFixed(1)} |`,
  );
  console.log(
    `\nRace: ${race.latencies.length} of 200 orders placed, ${race.errors.length} errors${race.errors.length ? ` (${race.errors.slice(0, 3).join('; ')})` : ''}; ` +
      `stock exact for ${10 - audit.stockOff.length} of 10 products; ${audit.vocabularyOff.length} vocabulary counts off; ` +
      `${audit.history.length} history rows (${[...new Set(audit.history)].join(', ') || 'none'}).`,
  );
  console.log(
    `Oversell: 200 shoppers at once for 10 units → ${oversold.placed} placed, ${oversold.soldOut} told it sold out, ${oversold.other} other errors; stock ends at ${oversold.stock}.`,
  );
  failed =
    race.errors.length > 0 ||
    audit.orders !== 200 ||
    audit.stockOff.length > 0 ||
    audit.vocabularyOff.length > 0 ||
    audit.notRenamed.length > 0 ||
    oversold.placed !== 10 ||
    oversold.stock !== 0 ||
    oversold.other !== 0;
} finally {
  await server.stop();
}
if (failed) {
  console.error('A race lost an order, a unit or a word count: FAILED');
  process.exitCode = 1;
}
