// npm run bench:backend — the spec's product search (section 7) over HTTP against the local
// Supabase-compatible server, at 1, 10 and 50 concurrent keep-alive connections for 10 s each,
// on PGlite and on PostgreSQL. Prints requests per second and p50/p95/p99 latency.
// Env: BENCH_SECONDS (10), BENCH_CONNECTIONS (1,10,50), BENCH_DATABASES (pglite,postgres); a smoke
//      run: 1 s at 1 and 10 connections, on both databases;
//      DATABASE_URL (the PostgreSQL server; a fresh database is created on it and dropped after),
//      BENCH_PRODUCTS (PostgreSQL only: grow the seeded catalogue to this many products with copies
//      made in SQL, then analyse; the index scans on the products table are printed after the run).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import pg from 'pg';
import { LOCAL_PUBLISHABLE_KEY } from '../../supabase/local/keys.ts';
import { SEARCH_LIMIT, SEARCH_TEXT_COLUMN, containsPattern } from '../../src/lib/supabase/products.ts';
import { SEARCH_COLUMNS } from '../../src/lib/supabase/product-rows.ts';
import { createPostgresDatabase, type PostgresDatabase } from '../integration/support/fresh-database.ts';
import { benchSetting } from './smoke.mjs';

const SECONDS = Number(benchSetting('BENCH_SECONDS', 10, 1));
const CONNECTIONS = benchSetting('BENCH_CONNECTIONS', '1,10,50', '1,10').split(',').map(Number);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 0);
const PORT = 54400;
/** What shoppers type: brands, kinds, materials, and a word that matches nothing. */
const QUERIES = ['dress', 'watch', 'rolex', 'leather', 'kitenge', 'sneakers', 'gold', 'bag', 'omega', 'zzz'];

/** The exact request supabase-js sends for searchProducts(query). */
function searchPath(query: string): string {
  const pattern = containsPattern(query);
  const params = new URLSearchParams({
    select: SEARCH_COLUMNS,
    in_stock: 'eq.true',
    [SEARCH_TEXT_COLUMN]: `ilike.${pattern}`,
    limit: String(SEARCH_LIMIT),
  });
  return `/rest/v1/products?${params}`;
}
const PATHS = QUERIES.map(searchPath);
const HEADERS = {
  apikey: LOCAL_PUBLISHABLE_KEY,
  Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}`,
  Accept: 'application/json',
};

function get(agent: http.Agent, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: PORT, path, agent, headers: HEADERS }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

async function waitForServer(child: ChildProcess) {
  const agent = new http.Agent();
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('The server exited during start-up');
    try {
      if ((await get(agent, PATHS[0]!)) === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('The server did not start within 60 s');
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * One keep-alive connection that sends a request and reads its whole response, with as little
 * work per request as wrk does (prebuilt request bytes, Content-Length framing), so the load
 * generator takes little of the CPU it shares with the server and the database.
 */
function connection(): { send(request: Buffer): Promise<number>; close(): void } {
  const socket = net.connect(PORT, '127.0.0.1');
  socket.setNoDelay(true);
  let buffered: Buffer = Buffer.alloc(0);
  let waiting: ((status: number) => void) | undefined;
  let failed: ((error: Error) => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    const headerEnd = buffered.indexOf('\r\n\r\n');
    if (headerEnd < 0) return;
    const head = buffered.subarray(0, headerEnd).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
    if (Number.isNaN(length)) return failed?.(new Error('response without Content-Length'));
    if (buffered.length < headerEnd + 4 + length) return;
    buffered = buffered.subarray(headerEnd + 4 + length);
    const resolve = waiting;
    waiting = undefined;
    resolve?.(Number(head.slice(9, 12)));
  });
  socket.on('error', (error) => failed?.(error));
  return {
    send(request) {
      return new Promise((resolve, reject) => {
        waiting = resolve;
        failed = reject;
        socket.write(request);
      });
    },
    close: () => socket.destroy(),
  };
}

const REQUESTS = PATHS.map((path) =>
  Buffer.from(
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\n` +
      Object.entries(HEADERS)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('') +
      '\r\n',
  ),
);

/** A closed loop: `connections` clients, each sending its next request when the last returns. */
async function load(connections: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      const client = connection();
      for (let n = worker; performance.now() < end; n++) {
        const start = performance.now();
        const status = await client.send(REQUESTS[n % REQUESTS.length]!).catch(() => 0);
        latencies.push(performance.now() - start);
        if (status !== 200) errors++;
      }
      client.close();
    }),
  );
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
  };
}

async function freshPostgres(): Promise<PostgresDatabase | undefined> {
  try {
    return await createPostgresDatabase(POSTGRES_URL, 'mtindo_bench');
  } catch (error) {
    console.log(`PostgreSQL at ${POSTGRES_URL} is not usable (${(error as Error).message}); skipped.`);
    return undefined;
  }
}

/**
 * Grows the seeded catalogue to `total` products: copies of the seeded ones with a numbered slug
 * and name, about one in ten out of stock, then vacuums and analyses the table as autovacuum would.
 */
async function growCatalogue(url: string, total: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into public.products (slug, name, description, price, category, type, brand, in_stock, stock, art)
       select p.slug || '-' || n, left(p.name, 70) || ' ' || n, p.description, p.price + n, p.category, p.type,
         p.brand, n % 10 <> 0, p.stock, p.art
       from (select * from public.products order by slug) p
       cross join generate_series(1, ceil($1::numeric / (select count(*) from public.products))::int) n
       limit greatest($1 - (select count(*) from public.products), 0)`,
      [total],
    );
    // As autovacuum would: merge any GIN pending list (indexes with fast update), which the
    // planner otherwise prices in; and gather the statistics.
    await client.query('vacuum analyze public.products');
  } finally {
    await client.end();
  }
}

/** Index scans and sequential scans on the products table since the server started. */
async function scanCounts(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ indexrelname: string; idx_scan: string }>(
      `select indexrelname, idx_scan from pg_stat_user_indexes where relname = 'products' order by indexrelname`,
    );
    const seq = await client.query<{ seq_scan: string }>(
      `select seq_scan from pg_stat_user_tables where relname = 'products'`,
    );
    return [...rows.map((r) => `${r.indexrelname} ${r.idx_scan}`), `seq_scan ${seq.rows[0]?.seq_scan}`].join(
      ', ',
    );
  } finally {
    await client.end();
  }
}

const rows: string[] = [];
for (const database of DATABASES) {
  const postgres = database === 'postgres' ? await freshPostgres() : undefined;
  if (database === 'postgres' && !postgres) continue;
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (postgres) env.DATABASE_URL = postgres.url;
  else delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'supabase/local/main.ts', '--port', String(PORT), '--memory', '--quiet'],
    { env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    await waitForServer(child);
    if (postgres && PRODUCTS > 0) await growCatalogue(postgres.url, PRODUCTS);
    await load(10, 2); // warm-up: plans cached, JIT warm
    for (const connections of CONNECTIONS) {
      const r = await load(connections, SECONDS);
      const label = database === 'postgres' ? 'PostgreSQL' : 'PGlite';
      const row = `| ${label} | ${connections} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.errors} |`;
      console.log(row);
      rows.push(row);
    }
    // Statistics reach the views within a second of a backend's transaction ending.
    if (postgres) await new Promise((r) => setTimeout(r, 1500));
    if (postgres) console.log(`PostgreSQL scans of products: ${await scanCounts(postgres.url)}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await postgres?.drop();
  }
}

const size = PRODUCTS > 0 ? `${PRODUCTS} products on PostgreSQL` : 'the seeded catalogue';
console.log(
  `\nProduct search over HTTP (${size}), ${SECONDS} s per row, ${QUERIES.length} queries in rotation:\n`,
);
console.log('| database | connections | requests/s | p50 ms | p95 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
