// npm run bench:admin — the admin area at 10,000 products, through the local server on PostgreSQL
// and the real supabase-js client signed in as the demo manager: the products table's first page,
// a search, a page change (deep pages too), and a department + stock filter, as the admin island
// asks for them (listAdminProducts: one request with an exact count); then "Publish storefront"
// timed from the request to the new site live, at the seed catalogue and at 10,000 products
// (tests/bench/publish.ts). Prints p50/p95/p99 per query and the publish table.
// Env: DATABASE_URL (the PostgreSQL server; fresh databases are made on it and dropped after),
//      BENCH_PRODUCTS (10000), BENCH_RUNS (runs per query, 200), BENCH_PUBLISH=0 to skip publishing.
// A smoke run: the seed's 127 products, one run per query after one warm-up, and no publishing
// (bench:publish's smoke run publishes).
import { readCatalogue, seedSql } from '../../supabase/generate-seed.mjs';
import { generateCatalogue } from './generate-catalogue.ts';
import { startTestServer } from '../integration/support/local-server.ts';
import { listAdminProducts, type ProductQuery } from '../../src/lib/supabase/admin/products.ts';
import { benchPublish, formatPublishTable } from './publish.ts';
import { SMOKE, benchSetting } from './smoke.mjs';

process.env.DATABASE_URL ??= 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const PRODUCTS = Number(benchSetting('BENCH_PRODUCTS', 10_000, 127));
const RUNS = Number(benchSetting('BENCH_RUNS', 200, 1));
const WARM_UPS = SMOKE ? 1 : 10;
const SEARCHES = ['dress', 'kitenge', 'watch', 'leather bag', 'beaded', 'sneaker', 'linen', 'gold'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function time(run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < WARM_UPS; i++) await run(i); // warm the connection and the plans
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run(i);
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99) };
}

const server = await startTestServer({ orderExpiryIntervalMs: 0, log: () => {} });
const rows: [string, Awaited<ReturnType<typeof time>>, number][] = [];
try {
  if (server.kind !== 'PostgreSQL') throw new Error('bench:admin runs on PostgreSQL: set DATABASE_URL');
  await server.api.db.exec('delete from public.products');
  await server.api.db.exec(
    seedSql(generateCatalogue(readCatalogue(), PRODUCTS), `${PRODUCTS} generated products`),
  );
  await server.api.db.exec('analyze public.products');
  const manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
  const pages = Math.ceil(PRODUCTS / 25);
  const cases: [string, (i: number) => ProductQuery][] = [
    ['first page (newest first)', () => ({ page: 1 })],
    ['search (a word or two)', (i) => ({ search: SEARCHES[i % SEARCHES.length] })],
    ['next page', (i) => ({ page: 2 + (i % 10) })],
    ['a deep page, sorted by price', (i) => ({ page: pages - 1 - (i % 20), sort: 'price-asc' })],
    ['department + 5 or fewer left', () => ({ category: 'women', stock: 'low', sort: 'stock-asc' })],
    ['search + page 2', () => ({ search: 'dress', page: 2 })],
  ];
  for (const [name, query] of cases) {
    let total = 0;
    const timing = await time(async (i) => {
      total = (await listAdminProducts(query(i), manager)).total;
    });
    rows.push([name, timing, total]);
  }
} finally {
  await server.stop();
}

console.log(
  `\nAdmin products table at ${PRODUCTS.toLocaleString('en')} products (PostgreSQL, ${RUNS} runs each, 25 a page)\n`,
);
console.log('| request | matches (last run) | p50 ms | p95 ms | p99 ms |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [name, t, total] of rows)
  console.log(
    `| ${name} | ${total.toLocaleString('en')} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} | ${t.p99.toFixed(1)} |`,
  );

if (benchSetting('BENCH_PUBLISH', 1, 0) !== '0') {
  const seed = readCatalogue().length;
  const timings = [await benchPublish(seed), await benchPublish(PRODUCTS)];
  console.log(`\n"Publish storefront", request to the new site live\n`);
  console.log(formatPublishTable(timings));
}
