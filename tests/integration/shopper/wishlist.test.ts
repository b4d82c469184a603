// A signed-in shopper's wishlist is kept with the account, through the real supabase-js: each
// shopper reads and changes only their own; a browser's list merges in one call (unknown products
// and repeats passed over, the order kept); the data functions return the products' current price;
// a deleted product leaves every wishlist; a list holds 500 products at most.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import {
  addToAccountWishlist,
  readAccountWishlist,
  removeFromAccountWishlist,
} from '../../../src/lib/supabase/wishlist';
import { DataError } from '../../../src/lib/supabase/errors';
import type { StoreClient } from '../../../src/lib/supabase/client';

let server: TestServer;
let amina: SupabaseClient;
let baraka: SupabaseClient;
const PASSWORD = 'wishlist-pass-1';

beforeAll(async () => {
  server = await startTestServer();
  for (const email of ['amina@wishlist.test', 'baraka@wishlist.test'])
    await server.api.auth.ensureUser({ email, password: PASSWORD, fullName: 'Wishlist Shopper' });
  amina = await server.signIn('amina@wishlist.test', PASSWORD);
  baraka = await server.signIn('baraka@wishlist.test', PASSWORD);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const store = (client: SupabaseClient) => client as unknown as StoreClient;
const ids = async (client: SupabaseClient) =>
  (await readAccountWishlist(store(client))).map((item) => item.productId);

it("merges a browser's list into the account in order, once, passing over products that are gone", async () => {
  await addToAccountWishlist(['amazfit-balance'], store(amina));
  await addToAccountWishlist(
    ['brass-cuff-bracelet', 'no-such-product', 'amazfit-balance', 'mens-tee-001'],
    store(amina),
  );
  expect(await ids(amina)).toEqual(['amazfit-balance', 'brass-cuff-bracelet', 'mens-tee-001']);

  const [first] = await readAccountWishlist(store(amina));
  const { data: product } = await server
    .service()
    .from('products')
    .select('name, price, discount, image, sizes')
    .eq('slug', 'amazfit-balance')
    .single();
  expect(first).toMatchObject({
    name: product!.name,
    price: Math.round(product!.price * (1 - product!.discount / 100)),
    url: '/product/amazfit-balance',
    sizes: product!.sizes,
  });
});

it("keeps each shopper's list their own", async () => {
  await addToAccountWishlist(['mens-tee-001'], store(baraka));
  expect(await ids(baraka)).toEqual(['mens-tee-001']);

  // Baraka can neither read, remove nor add to Amina's list.
  await baraka.from('wishlist_items').delete().eq('product_slug', 'amazfit-balance');
  const { data: aminaId } = await amina.auth.getUser();
  const forged = await baraka
    .from('wishlist_items')
    .insert({ product_slug: 'brass-cuff-bracelet', user_id: aminaId.user!.id });
  expect(forged.error).not.toBeNull();
  expect(await ids(amina)).toEqual(['amazfit-balance', 'brass-cuff-bracelet', 'mens-tee-001']);

  // A visitor has no list to read or write.
  const visitor = server.anon();
  expect((await visitor.from('wishlist_items').select('*')).error).not.toBeNull();
  await expect(addToAccountWishlist(['mens-tee-001'], store(visitor))).rejects.toBeInstanceOf(DataError);
});

it('removes products, and a product the shop deletes leaves every list', async () => {
  await removeFromAccountWishlist(['brass-cuff-bracelet', 'not-there'], store(amina));
  expect(await ids(amina)).toEqual(['amazfit-balance', 'mens-tee-001']);

  const service = server.service();
  await service
    .from('products')
    .insert({ slug: 'soon-gone', name: 'Soon gone', price: 500, category: 'men', type: 'shirts' });
  await addToAccountWishlist(['soon-gone'], store(amina));
  await addToAccountWishlist(['soon-gone'], store(baraka));
  await service.from('products').update({ slug: 'soon-gone-renamed' }).eq('slug', 'soon-gone');
  expect(await ids(baraka)).toEqual(['mens-tee-001', 'soon-gone-renamed']);
  await service.from('products').delete().eq('slug', 'soon-gone-renamed');
  expect(await ids(amina)).toEqual(['amazfit-balance', 'mens-tee-001']);
  expect(await ids(baraka)).toEqual(['mens-tee-001']);
});

it('holds 500 products at most, and says so', async () => {
  const service = server.service();
  const extra = Array.from({ length: 420 }, (_, i) => ({
    slug: `wishlist-filler-${i}`,
    name: `Filler ${i}`,
    price: 100,
    category: 'men',
    type: 'shirts',
  }));
  expect((await service.from('products').insert(extra)).error).toBeNull();
  const { data: slugs } = await service.from('products').select('slug').order('slug').limit(520);
  expect(slugs!.length).toBe(520);
  const error = await addToAccountWishlist(
    slugs!.map((row) => row.slug as string),
    store(baraka),
  ).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DataError);
  expect((error as DataError).message).toBe('Your wishlist holds 500 products. Remove some to add more.');
  // The refused call added nothing.
  expect(await ids(baraka)).toEqual(['mens-tee-001']);
});
