// What a sales-agent reply must satisfy, as a list of problems (empty when it is right): what holds
// for every reply (each linked product exists, under its own name and at its own price; an added
// product is real, in stock, at the catalogue price, in one of its sizes), and a case's expectations.
// Shared by the agent's test table and `npm run bench:chat`, which counts the replies without problems.
import type { AgentReply } from '../../../supabase/functions/_shared/contracts/chat.ts';
import type { Catalogue, ProductMatch } from '../../../supabase/functions/chat-assistant/catalogue.ts';
import type { Expectation } from './shopper-messages.ts';

const LINKED = /\[([^\]]+)\]\(\/product\/([a-z0-9-]+)\)(?: — KSH ([\d,]+))?/g;

const phraseIn = (message: string, phrase: string | RegExp) =>
  typeof phrase === 'string' ? message.toLowerCase().includes(phrase.toLowerCase()) : phrase.test(message);

export async function replyProblems(
  reply: AgentReply,
  expected: Expectation,
  catalogue: Catalogue,
): Promise<string[]> {
  const problems: string[] = [];
  const fail = (problem: string) => problems.push(problem);
  const { message, action } = reply;
  if (!message.trim()) fail('the reply says nothing');
  if (/undefined|NaN|\bnull\b|\[object/.test(message)) fail(`the reply shows a program value: ${message}`);

  const links = [...message.matchAll(LINKED)].map((m) => ({
    name: m[1]!,
    id: m[2]!,
    price: m[3] ? Number(m[3].replace(/,/g, '')) : undefined,
  }));
  const listed = [...new Set(links.map((l) => l.id))];
  const rows = listed.length ? await catalogue.search({ only: listed, limit: 24 }) : [];
  const byId = new Map(rows.map((p) => [p.productId, p]));
  for (const link of links) {
    const product = byId.get(link.id);
    if (!product) fail(`links ${link.id}, which is not in the catalogue`);
    else if (link.name !== product.name) fail(`calls ${link.id} "${link.name}", not "${product.name}"`);
    else if (link.price !== undefined && link.price !== product.finalPrice)
      fail(`prices ${link.id} at ${link.price}, not ${product.finalPrice}`);
  }

  if (expected.action === null && action) fail(`acts (${action.type}) when it should not`);
  if (expected.action && action?.type !== expected.action)
    fail(`action ${action?.type ?? 'none'}, expected ${expected.action}`);
  if (action?.type === 'add_to_cart') {
    const added = action.product;
    const [product] = added ? await catalogue.search({ only: [added.productId], limit: 1 }) : [];
    if (!added || !product) fail('adds a product that is not in the catalogue');
    else {
      if (added.price !== product.finalPrice) fail(`adds at ${added.price}, not ${product.finalPrice}`);
      if (added.name !== product.name) fail(`adds "${added.name}", not "${product.name}"`);
      if (!product.inStock) fail(`adds ${product.productId}, which is out of stock`);
      if (added.size && !product.sizes.includes(added.size)) fail(`adds size ${added.size}, which it lacks`);
    }
  }
  const product = action?.product;
  if (expected.product && product?.productId !== expected.product)
    fail(`adds ${product?.productId ?? 'nothing'}, expected ${expected.product}`);
  if (expected.size && product?.size !== expected.size)
    fail(`size ${product?.size}, expected ${expected.size}`);
  if (expected.quantity && product?.quantity !== expected.quantity)
    fail(`quantity ${product?.quantity}, expected ${expected.quantity}`);
  if (expected.colour && product?.colour !== expected.colour)
    fail(`colour ${product?.colour}, expected ${expected.colour}`);

  for (const id of expected.lists ?? []) if (!listed.includes(id)) fail(`does not list ${id}`);
  if (expected.first && listed[0] !== expected.first)
    fail(`lists ${listed[0] ?? 'nothing'} first, not ${expected.first}`);
  if (expected.listsNothing && listed.length > 0) fail(`lists ${listed.join(', ')}`);
  if (expected.listsSome && listed.length === 0) fail('lists nothing');
  if (expected.every) {
    if (listed.length === 0) fail('lists nothing to check');
    for (const id of listed) {
      const p = byId.get(id) as ProductMatch | undefined;
      if (p && !expected.every(p)) fail(`lists ${id} (${p.type}, KSH ${p.finalPrice}), which does not fit`);
    }
  }
  for (const phrase of expected.says ?? []) if (!phraseIn(message, phrase)) fail(`does not say ${phrase}`);
  for (const phrase of expected.never ?? []) if (phraseIn(message, phrase)) fail(`says ${phrase}`);
  return problems;
}
