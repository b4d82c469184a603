// npm run bench:checkout — placing orders through the local server on PostgreSQL: place_order()
// over HTTP through supabase-js (as the checkout function calls it) and the whole checkout edge
// function (pay on delivery: the order and its receipt, no payment provider), at 1 and 10
// concurrent shoppers; then 200 shoppers racing for the last 10 units. Prints orders/s and
// p50/p95/p99 latency. The shoppers run in a worker thread, off the server's event loop; the
// server, the shoppers and PostgreSQL still share this machine's cores. Each order is a shopper of
// its own (contact, and address through the server's trusted proxy), so the checkout's limits
// cost what they cost and refuse nothing.
// Env: DATABASE_URL (the PostgreSQL server; a fresh database is made on it and dropped after),
//      BENCH_ORDERS (orders per run, 400).
import { Worker } from 'node:worker_threads';
import {
  LOCAL_PUBLISHABLE_KEY,
  startTestServer,
  type TestServer,
} from '../integration/support/local-server.ts';
import type { ShoppersTask } from './checkout-shoppers.ts';
import { TrustedProxies } from '../../supabase/local/deployment.ts';
import { distinctAddress, distinctContact, orderRequest } from '../integration/checkout/checkout-client.ts';

process.env.DATABASE_URL ??= 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 400);
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
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
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
    for (const concurrency of [1, 10]) {
      if (concurrency === 1 && slugs.length === 1) continue;
      const result = await run(server, path, concurrency, ORDERS, [...slugs]);
      rows.push(
        `| ${what} | ${concurrency} | ${buying} | ${result.perSecond.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} |`,
      );
    }
  const race = await oversell(server);
  console.log(`\nOrder placement through the local server on PostgreSQL, ${ORDERS} orders per run\n`);
  console.log('| path | shoppers at once | product | orders/s | p50 ms | p95 ms | p99 ms |');
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
  console.log(
    `\nOversell: 200 shoppers at once for 10 units → ${race.placed} placed, ${race.soldOut} told it sold out, ${race.other} other errors; stock ends at ${race.stock}.`,
  );
  if (race.placed !== 10 || race.stock !== 0 || race.other !== 0) {
    console.error('Oversell check FAILED');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
