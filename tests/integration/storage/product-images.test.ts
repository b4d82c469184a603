// The product-images bucket through the real supabase-js Storage client against the local server:
// staff upload, replace and delete; anyone downloads by the public URL, without a key; visitors and
// shoppers are refused every write, and each refusal is checked against the stored bytes, so
// "refused" means nothing changed. Runs on PGlite, or on the PostgreSQL at DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { imageFile, publicBytes, pngBytes } from './storage-helpers.ts';
import { deleteProductImage, uploadProductImage } from '../../../src/lib/supabase/product-images.ts';
import { smallPhotoOf } from '../../../src/lib/product-photos.ts';

const BUCKET = 'product-images';

let server: TestServer;
let visitor: SupabaseClient;
let shopper: SupabaseClient;
let manager: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  visitor = server.anon();
  shopper = await server.signIn('shopper@mtindo.test', 'mtindo-shopper');
  manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
  admin = await server.signIn('admin@mtindo.test', 'mtindo-admin');
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

const bucket = (client: SupabaseClient) => client.storage.from(BUCKET);
const publicUrl = (path: string) => bucket(visitor).getPublicUrl(path).data.publicUrl;

describe('staff', () => {
  for (const [name, client] of [
    ['manager', () => manager],
    ['admin', () => admin],
  ] as const) {
    it(`a ${name} uploads an image that anyone then downloads by its public URL`, async () => {
      const bytes = pngBytes(2048, name.length);
      const path = `kikoi-shirt/${name}.png`;
      const { data, error } = await bucket(client()).upload(path, imageFile(bytes, 'image/png', 'photo.png'));
      expect(error).toBeNull();
      expect(data).toMatchObject({ path, fullPath: `${BUCKET}/${path}` });
      expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);

      expect(publicUrl(path)).toBe(`${server.url}/storage/v1/object/public/${BUCKET}/${path}`);
      const response = await fetch(publicUrl(path));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('max-age=3600');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-disposition')).toBeNull();
      expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    });
  }

  it('an unchanged image is answered 304 to its ETag', async () => {
    const path = 'kikoi-shirt/manager.png';
    const etag = (await fetch(publicUrl(path))).headers.get('etag')!;
    const again = await fetch(publicUrl(path), { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('replaces an image with upsert, and refuses to overwrite without it', async () => {
    const path = 'maasai-sandal/front.webp';
    const first = pngBytes(1000, 1);
    const second = pngBytes(1500, 2);
    expect((await bucket(manager).upload(path, imageFile(first, 'image/webp'))).error).toBeNull();

    const duplicate = await bucket(manager).upload(path, imageFile(second, 'image/webp'));
    expect(duplicate.error).toMatchObject({ status: 400, statusCode: '409' });
    expect(duplicate.error!.message).toBe('The resource already exists');
    expect((await publicBytes(publicUrl(path))).equals(first)).toBe(true);

    const replaced = await bucket(manager).upload(path, imageFile(second, 'image/webp'), { upsert: true });
    expect(replaced.error).toBeNull();
    expect((await publicBytes(publicUrl(path))).equals(second)).toBe(true);

    const third = pngBytes(800, 3);
    expect((await bucket(admin).update(path, imageFile(third, 'image/webp'))).error).toBeNull();
    const response = await fetch(publicUrl(path));
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await response.arrayBuffer()).equals(third)).toBe(true);
  });

  it('uploads a raw body with the content type supabase-js sends for it', async () => {
    const path = 'beaded-collar/raw.jpg';
    const bytes = pngBytes(512, 4);
    const { error } = await bucket(admin).upload(path, bytes, {
      contentType: 'image/jpeg',
      cacheControl: '60',
    });
    expect(error).toBeNull();
    const response = await fetch(publicUrl(path));
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('lists a folder, downloads through the client, and deletes', async () => {
    const listed = await bucket(manager).list('kikoi-shirt');
    expect(listed.error).toBeNull();
    expect(listed.data!.map((entry) => entry.name)).toEqual(['admin.png', 'manager.png']);
    expect(listed.data![0]!.metadata).toMatchObject({ mimetype: 'image/png', size: 2048 });

    const top = await bucket(visitor).list();
    expect(top.data!.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['beaded-collar', true],
      ['kikoi-shirt', true],
      ['maasai-sandal', true],
    ]);

    const downloaded = await bucket(shopper).download('kikoi-shirt/admin.png');
    expect(downloaded.error).toBeNull();
    expect(downloaded.data!.type).toBe('image/png');
    expect(await bucket(visitor).exists('kikoi-shirt/admin.png')).toMatchObject({ data: true });

    const removed = await bucket(admin).remove(['kikoi-shirt/admin.png', 'kikoi-shirt/missing.png']);
    expect(removed.error).toBeNull();
    expect(removed.data!.map((object) => object.name)).toEqual(['kikoi-shirt/admin.png']);
    expect((await fetch(publicUrl('kikoi-shirt/admin.png'))).status).toBe(400);
    const rows = await server.api.db.query(
      `select count(*)::int as n from storage_local.blobs b
       left join storage.objects o on o.id = b.object_id where o.id is null`,
    );
    expect(rows.rows[0]).toEqual({ n: 0 });
  });
});

describe('visitors and shoppers', () => {
  const path = 'kanga-dress/kept.png';
  const original = pngBytes(700, 9);

  beforeAll(async () => {
    const { error } = await bucket(manager).upload(path, imageFile(original, 'image/png'));
    if (error) throw error;
  });

  const refusal = { status: 400, statusCode: '403', message: 'new row violates row-level security policy' };

  for (const [name, client] of [
    ['a visitor', () => visitor],
    ['a shopper', () => shopper],
  ] as const) {
    it(`${name} cannot upload a new image`, async () => {
      const attempt = await bucket(client()).upload(
        'kanga-dress/new.png',
        imageFile(pngBytes(100, 1), 'image/png'),
      );
      expect(attempt.error).toMatchObject(refusal);
      expect((await fetch(publicUrl('kanga-dress/new.png'))).status).toBe(400);
    });

    it(`${name} cannot replace an image, with upsert or update`, async () => {
      const other = imageFile(pngBytes(700, 10), 'image/png');
      expect((await bucket(client()).upload(path, other, { upsert: true })).error).toMatchObject(refusal);
      expect((await bucket(client()).update(path, other)).error).toMatchObject(refusal);
      expect((await publicBytes(publicUrl(path))).equals(original)).toBe(true);
    });

    it(`${name} cannot delete an image: nothing is removed`, async () => {
      const attempt = await bucket(client()).remove([path]);
      expect(attempt).toMatchObject({ data: [], error: null });
      expect((await publicBytes(publicUrl(path))).equals(original)).toBe(true);
    });
  }
});

describe('the public URL', () => {
  it('needs no API key, while the rest of the API does', async () => {
    const object = await fetch(`${server.url}/storage/v1/object/public/${BUCKET}/kanga-dress/kept.png`);
    expect(object.status).toBe(200);
    const listing = await fetch(`${server.url}/storage/v1/object/list/${BUCKET}`, {
      method: 'POST',
      body: JSON.stringify({ prefix: '' }),
    });
    expect(listing.status).toBe(401);
  });

  it('answers a missing object with Storage’s not-found error', async () => {
    const response = await fetch(publicUrl('kanga-dress/nothing-here.png'));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      statusCode: '404',
      error: 'not_found',
      message: 'Object not found',
      code: 'NoSuchKey',
    });
    const missingBucket = await fetch(`${server.url}/storage/v1/object/public/no-such-bucket/a.png`);
    expect(await missingBucket.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });

  it('is what supabase-js reports for a missing object', async () => {
    const { error } = await bucket(visitor).download('kanga-dress/nothing-here.png');
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
  });
});

describe('the admin area’s calls (src/lib/supabase/product-images.ts)', () => {
  it('uploads under a new name each time and deletes by the public URL', async () => {
    const file = imageFile(pngBytes(900, 20), 'image/webp', 'front.webp');
    const first = await uploadProductImage(file, 'safari-boot', manager);
    const second = await uploadProductImage(file, 'safari-boot', manager);
    const prefix = `${server.url}/storage/v1/object/public/${BUCKET}/safari-boot/`;
    expect(first.startsWith(prefix) && second.startsWith(prefix)).toBe(true);
    expect(first).toMatch(/\/[0-9a-f]{32}\.webp$/);
    expect(first).not.toBe(second);
    expect((await publicBytes(first)).equals(pngBytes(900, 20))).toBe(true);

    expect(await deleteProductImage(first, shopper)).toBe(false);
    expect(await deleteProductImage(first, admin)).toBe(true);
    expect(await deleteProductImage(first, admin)).toBe(false);
    expect((await fetch(first)).status).toBe(400);
    expect((await fetch(second)).status).toBe(200);
  });

  it('files a small copy beside the photo when given one, and deletes the two together', async () => {
    const photo = imageFile(pngBytes(900, 21), 'image/png');
    const small = new Blob([pngBytes(200, 22)], { type: 'image/webp' });
    const url = await uploadProductImage(photo, 'safari-boot', admin, small);
    const copy = smallPhotoOf(url);
    expect(copy).toBe(url.replace(/\.png$/, '.small.webp'));
    const answer = await fetch(copy!);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await answer.arrayBuffer()).equals(pngBytes(200, 22))).toBe(true);

    expect(await deleteProductImage(url, admin)).toBe(true);
    expect((await fetch(url)).status).toBe(400);
    expect((await fetch(copy!)).status).toBe(400);
    // Without a copy (a photo uploaded before copies were made), the photo alone is deleted.
    const alone = await uploadProductImage(photo, 'safari-boot', admin);
    expect((await fetch(smallPhotoOf(alone)!)).status).toBe(400);
    expect(await deleteProductImage(alone, admin)).toBe(true);
  });

  it('ignores URLs that are not this bucket’s', async () => {
    for (const url of [
      '/images/products/kikoi-shirt.webp',
      'https://cdn.example.com/storage/v1/object/public/product-images/safari-boot/x.webp',
      `${server.url}/storage/v1/object/public/other-bucket/safari-boot/x.webp`,
    ])
      expect(await deleteProductImage(url, admin)).toBe(false);
  });

  it('refuses a file the bucket would refuse before sending it, and a shopper’s upload', async () => {
    const svg = imageFile('<svg/>', 'image/svg+xml', 'logo.svg');
    await expect(uploadProductImage(svg, 'safari-boot', manager)).rejects.toThrow(
      'Choose a JPEG, PNG, WebP or AVIF image.',
    );
    await expect(
      uploadProductImage(imageFile(pngBytes(10, 1), 'image/png'), '../x', manager),
    ).rejects.toThrow('Not a product slug');
    await expect(
      uploadProductImage(imageFile(pngBytes(10, 1), 'image/png'), 'safari-boot', shopper),
    ).rejects.toMatchObject({ statusCode: '403' });
  });
});
