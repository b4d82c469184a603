// Stock moves touch only stock: an order that leaves a product in stock writes no row of the
// assistant's vocabulary, records no storefront change (the site does not republish) and no
// product history; the order that sells it out is a storefront change (its pages say "Sold out").
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { distinctContact, orderRequest } from './checkout-client.ts';

const PRODUCT = 'brass-cuff-bracelet';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ orderExpiryIntervalMs: 0 });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const query = async <T>(sql: string, params: unknown[] = []) =>
  (await server.api.db.query<T>(sql, params)).rows;

/** The row versions (xmin) of the product's words in the vocabulary: they change when a row is written. */
const vocabularyVersions = () =>
  query<{ word: string; version: string }>(
    `select v.word, v.xmin::text as version from public.chat_vocabulary v
     where v.word = any ((select chat_words from public.products where slug = $1)::text[]) order by v.word`,
    [PRODUCT],
  );
const pendingChanges = () =>
  query<{ action: string }>(
    'select action from public.storefront_changes where product_slug = $1 and publish_id is null',
    [PRODUCT],
  );
const historyLength = async () =>
  (
    await query<{ n: number }>(
      'select count(*)::integer as n from public.product_events e join public.products p on p.id = e.product_id where p.slug = $1',
      [PRODUCT],
    )
  )[0]!.n;

const buy = async (quantity: number) => {
  const { error } = await server.anon().rpc('place_order', {
    request: orderRequest({ contact: distinctContact(), lines: [{ product: PRODUCT, quantity }] }),
  });
  expect(error).toBeNull();
};

it('a sale moves the stock alone; selling out is a storefront change', async () => {
  await query('update public.products set stock = 3, in_stock = true where slug = $1', [PRODUCT]);
  await query('delete from public.storefront_changes where product_slug = $1', [PRODUCT]);
  const words = await vocabularyVersions();
  expect(words.length).toBeGreaterThan(2);
  const history = await historyLength();

  await buy(2);
  expect(await vocabularyVersions()).toEqual(words);
  expect(await pendingChanges()).toEqual([]);
  expect(await historyLength()).toBe(history);

  await buy(1);
  expect(await query('select stock, in_stock from public.products where slug = $1', [PRODUCT])).toEqual([
    { stock: 0, in_stock: false },
  ]);
  expect(await pendingChanges()).toEqual([{ action: 'updated' }]);
  expect(await vocabularyVersions()).toEqual(words);
  expect(await historyLength()).toBe(history);
});
