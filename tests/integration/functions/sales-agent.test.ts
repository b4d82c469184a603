// The default sales agent over a table of shopper messages, against the seeded catalogue in the
// local database (the agent's catalogue is the products table read with the anon key, as in the
// function). Each case is a conversation: the earlier turns are answered by the agent itself, so
// references ("the second one", "something cheaper") are read back from its own replies; the last
// reply is asserted (reply-checks.ts), with what must hold of every reply: each product it links
// exists, and each price it states beside a product is the catalogue's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentReply } from '../../../supabase/functions/_shared/contracts/chat.ts';
import { databaseCatalogue, type Catalogue } from '../../../supabase/functions/chat-assistant/catalogue.ts';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { converse } from './converse.ts';
import { replyProblems } from './reply-checks.ts';
import { HELD_OUT_MESSAGES } from './held-out-messages.ts';
import { SHOPPER_MESSAGES, type Expectation, type ShopperMessage } from './shopper-messages.ts';
import { TUNING_MESSAGES } from './tuning-messages.ts';

let server: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer({ demoAccounts: false });
  catalogue = databaseCatalogue(server.anon());
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function check(reply: AgentReply, expected: Expectation) {
  expect(await replyProblems(reply, expected, catalogue), reply.message).toEqual([]);
}

describe('the default sales agent', () => {
  it('has a table of at least 100 shopper messages', () => {
    expect(SHOPPER_MESSAGES.length).toBeGreaterThanOrEqual(100);
  });

  it.each(SHOPPER_MESSAGES.map((c) => [c.turns.join(' → '), c] as const))('%s', async (_name, testCase) => {
    const { reply } = await converse(testCase.turns, catalogue);
    await check(reply, testCase.expect);
  });
});

/** The conversations of `table` whose last reply is wrong, each with its problems. */
async function wrongAnswers(table: ShopperMessage[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const testCase of table) {
    const { reply } = await converse(testCase.turns, catalogue);
    const problems = await replyProblems(reply, testCase.expect, catalogue);
    if (problems.length > 0) wrong.push(`${testCase.turns.join(' → ')}: ${problems.join('; ')}`);
  }
  return wrong;
}

// Two more tables of requests written by others than the agent's author, in the patterns a tester
// found it misreading: one it was tuned on, and one kept apart and only measured on (its wording is
// never fitted: see "The sales assistant" in the README). Each must be answered right at 95 % at least.
describe.each([
  ['tuning', TUNING_MESSAGES],
  ['kept-apart', HELD_OUT_MESSAGES],
])('the default sales agent on the %s table', (_name, table) => {
  it('has at least 150 requests', () => expect(table.length).toBeGreaterThanOrEqual(150));

  it('answers at least 95 % of them right', async () => {
    const wrong = await wrongAnswers(table);
    expect(wrong.length / table.length, wrong.join('\n')).toBeLessThanOrEqual(0.05);
  }, 180_000);
});

describe('the default sales agent, when the store stops carrying a product', () => {
  beforeAll(async () => {
    const { error } = await server
      .service()
      .from('products')
      .delete()
      .in('slug', ['nike-air-jordan-1-low', 'nike-air-jordan-1-retro-high-og']);
    expect(error).toBeNull();
  });

  it('answers "Show me Nike Air Jordans" honestly, with the closest shoes it has', async () => {
    const { reply } = await converse(['Show me Nike Air Jordans'], catalogue);
    await check(reply, {
      action: null,
      says: [/don't carry Nike Air Jordans/i],
      every: (p) => p.type === 'sneakers',
    });
  });

  it('does not add a product it no longer has', async () => {
    const { reply } = await converse(['add the nike air jordan 1 low to my cart'], catalogue);
    expect(reply.action?.product?.productId).not.toMatch(/jordan/);
  });
});
