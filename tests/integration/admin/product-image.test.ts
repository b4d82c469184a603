// A product's photo is a path on this site or an https:// address: the products table refuses
// anything else (a script URL, a path a browser reads as another site) from staff and the service
// role alike, and the seed's artwork paths and uploaded photos' addresses pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../support/local-server.ts';

let server: TestServer;
let service: SupabaseClient;
let manager: SupabaseClient;
let productId = '';

beforeAll(async () => {
  server = await startTestServer({ orderExpiryIntervalMs: 0 });
  service = server.service();
  manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
  const { data } = await service.from('products').select('id').eq('slug', 'amazfit-balance').single();
  productId = (data as { id: string }).id;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function imageOf(): Promise<string | null> {
  const { data } = await service.from('products').select('image').eq('id', productId).single();
  return (data as { image: string | null }).image;
}

describe("a product's photo", () => {
  it('is a site path or an https:// address in every seeded product', async () => {
    const { data } = await service.from('products').select('image').limit(1000);
    const images = (data as { image: string | null }[]).map((row) => row.image);
    expect(images.length).toBeGreaterThan(100);
    for (const image of images) expect(image ?? '').toMatch(/^(\/[^/\\]|https:\/\/|$)/);
  });

  const accepted = [
    '/storage/v1/object/public/product-images/amazfit-balance/3f9a0c.jpg',
    'https://project.supabase.co/storage/v1/object/public/product-images/amazfit-balance/3f9a0c.webp',
    '',
    null,
  ];
  for (const image of accepted)
    it(`takes ${JSON.stringify(image)} from staff`, async () => {
      const { error } = await manager.from('products').update({ image }).eq('id', productId);
      expect(error).toBeNull();
      expect(await imageOf()).toBe(image);
    });

  const refused = [
    'javascript:alert(document.cookie)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://cdn.example.com/photo.jpg',
    '//evil.example/photo.jpg',
    '/\\evil.example/photo.jpg',
    '/\t/evil.example/photo.jpg',
    'https://user@evil.example/photo.jpg',
  ];
  for (const image of refused)
    it(`refuses ${JSON.stringify(image)}, from staff and the service role alike`, async () => {
      const before = await imageOf();
      for (const client of [manager, service]) {
        const { error } = await client.from('products').update({ image }).eq('id', productId);
        expect(error?.code).toBe('23514');
      }
      const created = await manager.from('products').insert({
        slug: 'bad-photo-product',
        name: 'Bad Photo Product',
        price: 1000,
        category: 'men',
        type: 'shirts',
        image,
      });
      expect(created.error?.code).toBe('23514');
      expect(await imageOf()).toBe(before);
    });
});
