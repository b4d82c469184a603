// npm run bench:chat — the default sales agent's reply time through the local server, and how often
// it is right. Every conversation of its three tables (tests/integration/functions: the existing
// one, the tuning one and the one kept apart) is sent turn by turn to /functions/v1/chat-assistant as
// the widget sends it (the history so far), and every request is timed: at 127 products (the
// seeded catalogue) and at 10,000 (the real products and generated variants of them, as
// `npm run catalogue:make` makes them), on PGlite and, when DATABASE_URL is set, on PostgreSQL.
// Accuracy is the share of each table's last replies that meet their expectations
// (reply-checks.ts); the tables are written against the seeded catalogue, so at 10,000 products it
// says how many still hold among 9,873 look-alikes.
// Env: BENCH_SIZES (127,10000), BENCH_ROUNDS (2 timed rounds after a warm-up), DATABASE_URL; a
// smoke run: 127 products, one round and no warm-up.
import type { AgentReply } from '../../supabase/functions/_shared/contracts/chat.ts';
import { databaseCatalogue } from '../../supabase/functions/chat-assistant/catalogue.ts';
import { readCatalogue, seedSql } from '../../supabase/generate-seed.mjs';
import { HELD_OUT_MESSAGES } from '../integration/functions/held-out-messages.ts';
import { replyProblems } from '../integration/functions/reply-checks.ts';
import { SHOPPER_MESSAGES, type ShopperMessage } from '../integration/functions/shopper-messages.ts';
import { TUNING_MESSAGES } from '../integration/functions/tuning-messages.ts';
import {
  LOCAL_PUBLISHABLE_KEY,
  startTestServer,
  type TestServer,
} from '../integration/support/local-server.ts';
import { generateCatalogue, type ProductJson } from './generate-catalogue.ts';
import { SMOKE, benchSetting } from './smoke.mjs';

const SIZES = benchSetting('BENCH_SIZES', '127,10000', '127').split(',').map(Number);
const ROUNDS = Number(benchSetting('BENCH_ROUNDS', 2, 1));
const TABLES: [string, ShopperMessage[]][] = [
  ['existing', SHOPPER_MESSAGES],
  ['tuning', TUNING_MESSAGES],
  ['kept apart', HELD_OUT_MESSAGES],
];
delete process.env.CHAT_MODEL_API_URL;
delete process.env.CHAT_MODEL_API_KEY;

const headers = {
  apikey: LOCAL_PUBLISHABLE_KEY,
  authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}`,
  'content-type': 'application/json',
};

interface Row {
  database: string;
  products: number;
  replies: number;
  p50: number;
  p95: number;
  slowest: number;
  accuracy: string[];
}

async function ask(endpoint: string, messages: { role: string; content: string }[]) {
  const started = performance.now();
  const response = await fetch(endpoint, { method: 'POST', headers, body: JSON.stringify({ messages }) });
  const reply = (await response.json()) as AgentReply;
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`chat-assistant answered ${response.status}: ${JSON.stringify(reply)}`);
  return { reply, ms };
}

/** Every table's conversations once; the last reply of each, and each request's time. */
async function round(endpoint: string, timings?: number[]): Promise<AgentReply[][]> {
  const replies: AgentReply[][] = [];
  for (const [, table] of TABLES) {
    const last: AgentReply[] = [];
    for (const { turns } of table) {
      const history: { role: string; content: string }[] = [];
      let reply: AgentReply = { message: '' };
      for (const turn of turns) {
        history.push({ role: 'user', content: turn });
        const answer = await ask(endpoint, history);
        timings?.push(answer.ms);
        reply = answer.reply;
        history.push({ role: 'assistant', content: reply.message });
      }
      last.push(reply);
    }
    replies.push(last);
  }
  return replies;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function bench(server: TestServer, products: number): Promise<Row> {
  if (products !== 127) {
    await server.api.db.exec('delete from public.products');
    await server.api.db.exec(
      seedSql(
        generateCatalogue(readCatalogue() as ProductJson[], products),
        `${products} generated products`,
      ),
    );
    await server.api.db.exec('analyze public.products');
  }
  const endpoint = `${server.url}/functions/v1/chat-assistant`;
  // Warm-up: the function loaded and trained, the database's plans and caches warm.
  if (!SMOKE) await round(endpoint);
  const timings: number[] = [];
  let replies: AgentReply[][] = [];
  for (let i = 0; i < ROUNDS; i++) replies = await round(endpoint, timings);
  const catalogue = databaseCatalogue(server.anon());
  const accuracy: string[] = [];
  for (const [t, [, table]] of TABLES.entries()) {
    let right = 0;
    for (const [i, testCase] of table.entries())
      if ((await replyProblems(replies[t]![i]!, testCase.expect, catalogue)).length === 0) right++;
    accuracy.push(`${right}/${table.length} (${((100 * right) / table.length).toFixed(1)} %)`);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    database: server.kind,
    products,
    replies: timings.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    slowest: sorted.at(-1)!,
    accuracy,
  };
}

const rows: Row[] = [];
// The local server's stop waits on its database's worker, which holds the event loop open for
// nobody: a timer does, for as long as the bench runs.
const keepAlive = setInterval(() => {}, 1_000);
const databases = [undefined, process.env.DATABASE_URL].filter((url, i) => i === 0 || url);
for (const url of databases) {
  for (const products of SIZES) {
    if (url) process.env.DATABASE_URL = url;
    else delete process.env.DATABASE_URL;
    // A fresh database for each size: the seeded catalogue, or replaced by the generated one.
    const server = await startTestServer({ demoAccounts: false, log: () => {} });
    try {
      rows.push(await bench(server, products));
      console.error(`measured ${server.kind} at ${products} products`);
    } finally {
      await server.stop();
    }
  }
}

const table = [
  `\nThe default sales agent through the local server, ${ROUNDS} timed rounds of every table:\n`,
  `| database | products | replies timed | p50 ms | p95 ms | slowest ms | ${TABLES.map(([name]) => name).join(' | ')} |`,
  `|:--|--:|--:|--:|--:|--:|${TABLES.map(() => '--:').join('|')}|`,
  ...rows.map(
    (r) =>
      `| ${r.database} | ${r.products.toLocaleString('en-US')} | ${r.replies} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.slowest.toFixed(1)} | ${r.accuracy.join(' | ')} |`,
  ),
].join('\n');
clearInterval(keepAlive);
// Written before exiting: a piped stdout is asynchronous.
await new Promise((done) => process.stdout.write(`${table}\n`, done));
process.exit(0);
