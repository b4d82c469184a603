// The default sales agent over a table of shopper messages, against the seeded catalogue in the
// local database (the agent's catalogue is the products table through the REST API, as in the
// function). Each case is a conversation: the earlier turns are answered by the agent itself, so
// references ("the second one", "something cheaper") are read back from its own replies; the last
// reply is asserted. Every reply is also checked for what must always hold: each product it links
// exists, and each price it states beside a product is the catalogue's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { respond, type AgentReply } from '../../../supabase/functions/chat-assistant/agent.ts';
import {
  restCatalogue,
  type Catalogue,
  type ProductMatch,
} from '../../../supabase/functions/chat-assistant/catalogue.ts';
import type { HistoryMessage } from '../../../supabase/functions/chat-assistant/memory.ts';
import { LOCAL_ANON_KEY, startTestServer, type TestServer } from '../support/local-server.ts';
import { SHOPPER_MESSAGES, type Expectation } from './shopper-messages.ts';

let server: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer({ demoAccounts: false });
  catalogue = restCatalogue(server.url, LOCAL_ANON_KEY);
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** Runs a conversation through the agent and returns its last reply and the history before it. */
async function converse(turns: string[]): Promise<{ reply: AgentReply; history: HistoryMessage[] }> {
  const history: HistoryMessage[] = [];
  let reply: AgentReply = { message: '' };
  for (const turn of turns) {
    history.push({ role: 'user', content: turn });
    reply = await respond(history, catalogue);
    history.push({ role: 'assistant', content: reply.message });
  }
  return { reply, history };
}

const LINKED = /\[([^\]]+)\]\(\/product\/([a-z0-9-]+)\)(?: — KES ([\d,]+))?/g;

async function linkedProducts(message: string) {
  const links = [...message.matchAll(LINKED)].map((m) => ({
    name: m[1]!,
    id: m[2]!,
    price: m[3] ? Number(m[3].replace(/,/g, '')) : undefined,
  }));
  const ids = [...new Set(links.map((l) => l.id))];
  const rows = ids.length ? await catalogue.search({ only: ids, limit: 24 }) : [];
  const byId = new Map(rows.map((p) => [p.productId, p]));
  return { links, byId };
}

async function check(reply: AgentReply, expected: Expectation) {
  const { message, action } = reply;
  expect(message.trim(), 'a reply always says something').not.toBe('');
  expect(message).not.toMatch(/undefined|NaN|\bnull\b|\[object/);

  // Nothing invented: every linked product exists, under its own name and at its own price.
  const { links, byId } = await linkedProducts(message);
  for (const link of links) {
    const product = byId.get(link.id);
    expect(product, `${link.id} is a real product`).toBeDefined();
    expect(link.name).toBe(product!.name);
    if (link.price !== undefined) expect(link.price, `${link.id}'s price`).toBe(product!.finalPrice);
  }
  const listed = [...new Set(links.map((l) => l.id))];

  if (expected.action === null) expect(action).toBeUndefined();
  else if (expected.action) expect(action?.type).toBe(expected.action);
  if (action?.type === 'add_to_cart') {
    const [product] = await catalogue.search({ only: [action.product!.productId], limit: 1 });
    expect(product, 'the added product exists').toBeDefined();
    expect(action.product!.price, 'the added price is the catalogue price').toBe(product!.finalPrice);
    expect(action.product!.name).toBe(product!.name);
    expect(product!.inStock).toBe(true);
    if (action.product!.size) expect(product!.sizes).toContain(action.product!.size);
  }
  if (expected.product) expect(action?.product?.productId).toBe(expected.product);
  if (expected.size) expect(action?.product?.size).toBe(expected.size);
  if (expected.quantity) expect(action?.product?.quantity).toBe(expected.quantity);
  if (expected.colour) expect(action?.product?.colour).toBe(expected.colour);
  for (const id of expected.lists ?? []) expect(listed, `lists ${id}`).toContain(id);
  if (expected.first) expect(listed[0]).toBe(expected.first);
  if (expected.listsNothing) expect(listed).toEqual([]);
  if (expected.listsSome) expect(listed.length).toBeGreaterThan(0);
  if (expected.every) {
    expect(listed.length, 'lists products to check').toBeGreaterThan(0);
    for (const id of listed) {
      const product = byId.get(id) as ProductMatch;
      expect(expected.every(product), `${id} (${product.type}, KES ${product.finalPrice})`).toBe(true);
    }
  }
  for (const phrase of expected.says ?? [])
    if (typeof phrase === 'string') expect(message.toLowerCase()).toContain(phrase.toLowerCase());
    else expect(message).toMatch(phrase);
  for (const phrase of expected.never ?? [])
    if (typeof phrase === 'string') expect(message.toLowerCase()).not.toContain(phrase.toLowerCase());
    else expect(message).not.toMatch(phrase);
}

describe('the default sales agent', () => {
  it('has a table of at least 100 shopper messages', () => {
    expect(SHOPPER_MESSAGES.length).toBeGreaterThanOrEqual(100);
  });

  it.each(SHOPPER_MESSAGES.map((c) => [c.turns.join(' → '), c] as const))('%s', async (_name, testCase) => {
    const { reply } = await converse(testCase.turns);
    await check(reply, testCase.expect);
  });
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
    const { reply } = await converse(['Show me Nike Air Jordans']);
    await check(reply, {
      action: null,
      says: [/don't carry Nike Air Jordans/i],
      every: (p) => p.type === 'sneakers',
    });
  });

  it('does not add a product it no longer has', async () => {
    const { reply } = await converse(['add the nike air jordan 1 low to my cart']);
    expect(reply.action?.product?.productId).not.toMatch(/jordan/);
  });
});
