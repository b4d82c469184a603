// npm run bench:chat — the default sales agent's reply time through the local server: each
// conversation of the agent's test table (tests/integration/functions/shopper-messages.ts) is sent
// turn by turn to /functions/v1/chat-assistant as the widget sends it (the history so far), and every
// request is timed. Prints p50, p95 and the slowest reply, and the accuracy: the share of the table's
// last replies that meet their expectations (reply-checks.ts). No AI service is configured.
// Env: BENCH_ROUNDS (3 timed rounds after one warm-up), DATABASE_URL (PostgreSQL; PGlite without).
import type { AgentReply } from '../../supabase/functions/_shared/contracts/chat.ts';
import { databaseCatalogue } from '../../supabase/functions/chat-assistant/catalogue.ts';
import { replyProblems } from '../integration/functions/reply-checks.ts';
import { SHOPPER_MESSAGES } from '../integration/functions/shopper-messages.ts';
import { LOCAL_PUBLISHABLE_KEY, startTestServer } from '../integration/support/local-server.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
delete process.env.CHAT_MODEL_API_URL;
delete process.env.CHAT_MODEL_API_KEY;

const server = await startTestServer({ demoAccounts: false });
const catalogue = databaseCatalogue(server.anon());
const endpoint = `${server.url}/functions/v1/chat-assistant`;
const headers = {
  apikey: LOCAL_PUBLISHABLE_KEY,
  authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}`,
  'content-type': 'application/json',
};

async function ask(
  messages: { role: string; content: string }[],
): Promise<{ reply: AgentReply; ms: number }> {
  const started = performance.now();
  const response = await fetch(endpoint, { method: 'POST', headers, body: JSON.stringify({ messages }) });
  const reply = (await response.json()) as AgentReply;
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`chat-assistant answered ${response.status}: ${JSON.stringify(reply)}`);
  return { reply, ms };
}

async function round(timings: number[] | undefined) {
  const lastReplies: AgentReply[] = [];
  for (const { turns } of SHOPPER_MESSAGES) {
    const history: { role: string; content: string }[] = [];
    let last: AgentReply = { message: '' };
    for (const turn of turns) {
      history.push({ role: 'user', content: turn });
      const { reply, ms } = await ask(history);
      timings?.push(ms);
      history.push({ role: 'assistant', content: reply.message });
      last = reply;
    }
    lastReplies.push(last);
  }
  return lastReplies;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

try {
  await round(undefined); // warm-up: the function loaded, the database's plans and caches warm
  const timings: number[] = [];
  let replies: AgentReply[] = [];
  for (let i = 0; i < ROUNDS; i++) replies = await round(timings);
  const failures: string[] = [];
  for (const [i, testCase] of SHOPPER_MESSAGES.entries()) {
    const problems = await replyProblems(replies[i]!, testCase.expect, catalogue);
    if (problems.length) failures.push(`${testCase.turns.join(' → ')}: ${problems.join('; ')}`);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const correct = SHOPPER_MESSAGES.length - failures.length;
  console.log(
    `\nThe default sales agent through the local server (${server.kind}, the seeded catalogue), ${ROUNDS} rounds:\n`,
  );
  console.log('| conversations | replies timed | p50 ms | p95 ms | slowest ms | accuracy |');
  console.log('|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${SHOPPER_MESSAGES.length} | ${timings.length} | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.95).toFixed(1)} | ${sorted.at(-1)!.toFixed(1)} | ${correct}/${SHOPPER_MESSAGES.length} (${((100 * correct) / SHOPPER_MESSAGES.length).toFixed(1)}%) |`,
  );
  for (const failure of failures) console.log(`  wrong: ${failure}`);
} finally {
  await server.stop();
}
process.exit(0);
