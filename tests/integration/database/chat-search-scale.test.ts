// The sales assistant's product search (chat_search_products) with a catalogue of a few thousand
// products beside the seeded ones, where a word is common (held by more than 300 products) and
// only ranks: the products asked for are still found, through the supabase-js client as anon, and
// the vocabulary it reads words from follows every insert, update and delete of products.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/local-server.ts';

/**
 * 2,000 "Heritage" products (a common word) in bags, 12 "Tempo Heritage" smart watches (a rare
 * word, not in any sneaker), and 4 "Heritage Court" sneakers.
 */
const GENERATED_PRODUCTS = `
insert into public.products (slug, name, description, price, category, type, in_stock, stock)
select 'scale-bag-' || i, 'Heritage Tote ' || i, 'A tote.', 2000 + i, 'bags', 'totes', true, 5
from generate_series(1, 2000) i;
insert into public.products (slug, name, description, price, category, type, in_stock, stock)
select 'scale-watch-' || i, 'Tempo Heritage Watch ' || i, 'A watch.', 9000 + i, 'watches', 'smart-watches', true, 5
from generate_series(1, 12) i;
insert into public.products (slug, name, description, price, category, type, in_stock, stock)
select 'scale-sneaker-' || i, 'Heritage Court Sneaker ' || i, 'A sneaker.', 5000 + i, 'shoes', 'sneakers', true, 5
from generate_series(1, 4) i;`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demoAccounts: false });
  await server.api.db.exec(GENERATED_PRODUCTS);
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function search(args: Record<string, unknown>): Promise<string[]> {
  const { data, error } = await server.anon().rpc('chat_search_products', { result_limit: 24, ...args });
  expect(error).toBeNull();
  return ((data ?? []) as { slug: string }[]).map((row) => row.slug);
}

async function held(word: string): Promise<number | undefined> {
  const { data, error } = await server.anon().from('chat_vocabulary').select('products').eq('word', word);
  expect(error).toBeNull();
  return data?.[0]?.products;
}

describe('the assistant search at a few thousand products', () => {
  it('counts how many products hold each word', async () => {
    expect(await held('heritage')).toBeGreaterThanOrEqual(2016);
    expect(await held('tempo')).toBe(12);
  });

  it('finds a kind by a common word when the rare word is held only by another kind', async () => {
    // "tempo" is telling but no sneaker holds it; the sneakers holding "heritage" are the answer.
    const slugs = await search({ query_words: ['heritage', 'tempo'], wanted_types: ['sneakers'] });
    expect(slugs.sort()).toEqual([
      'scale-sneaker-1',
      'scale-sneaker-2',
      'scale-sneaker-3',
      'scale-sneaker-4',
    ]);
  });

  it('ranks the products holding the rare word first among thousands holding the common one', async () => {
    const slugs = await search({ query_words: ['tempo', 'heritage'], result_limit: 12 });
    expect(slugs).toHaveLength(12);
    for (const slug of slugs) expect(slug).toMatch(/^scale-watch-/);
  });

  it('reads a typo of a word the products hold', async () => {
    const slugs = await search({ query_words: ['tempoo'] });
    expect(slugs.length).toBe(12);
    for (const slug of slugs) expect(slug).toMatch(/^scale-watch-/);
  });

  it('finds among the products shown by a common word, however many others hold it', async () => {
    const shown = ['scale-bag-1999', 'scale-sneaker-3', 'scale-watch-7'];
    const slugs = await search({ query_words: ['heritage'], only_slugs: shown });
    expect(slugs.sort()).toEqual([...shown].sort());
  });

  it('keeps the vocabulary with every insert, update and delete', async () => {
    const db = server.api.db;
    await db.exec(`insert into public.products (slug, name, description, price, category, type)
      values ('scale-new', 'Zumaridi Tote', 'A tote.', 3000, 'bags', 'totes')`);
    expect(await held('zumaridi')).toBe(1);
    expect(await search({ query_words: ['zumaridi'] })).toEqual(['scale-new']);
    await db.exec(`update public.products set name = 'Yakuti Tote' where slug = 'scale-new'`);
    expect(await held('zumaridi')).toBe(0);
    expect(await held('yakuti')).toBe(1);
    expect(await search({ query_words: ['zumaridi'] })).toEqual([]);
    await db.exec(`delete from public.products where slug = 'scale-new'`);
    expect(await held('yakuti')).toBe(0);
  });
});
