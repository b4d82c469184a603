// What the product-images bucket refuses, through supabase-js and raw HTTP against the local
// server: files over 5 MiB (one byte over is refused, the limit itself accepted), types other than
// JPEG, PNG, WebP and AVIF (an SVG, HTML, HTML under a .png name), and object names that could be
// read as paths out of their folder. Each refusal has Storage's shape, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_PUBLISHABLE_KEY, startTestServer, type TestServer } from '../support/local-server.ts';
import { imageFile, pngBytes } from './storage-helpers.ts';

const BUCKET = 'product-images';
const LIMIT = 5 * 1024 * 1024;

let server: TestServer;
let manager: SupabaseClient;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  manager = await server.signIn('manager@mtindo.test', 'mtindo-manager');
  token = (await manager.auth.getSession()).data.session!.access_token;
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

const bucket = () => manager.storage.from(BUCKET);
const objectCount = async () =>
  (await server.api.db.query<{ n: number }>('select count(*)::int as n from storage.objects')).rows[0]!.n;

/** A request as the manager, to a path below /storage/v1/object/. */
function asManager(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.url}/storage/v1/object/${path}`, {
    ...init,
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${token}`, ...init.headers },
  });
}

describe('size', () => {
  it('accepts a file of exactly 5 MiB', async () => {
    const { error } = await bucket().upload(
      'limits/at-limit.png',
      imageFile(pngBytes(LIMIT, 1), 'image/png'),
    );
    expect(error).toBeNull();
    const stored = await server.api.db.query<{ size: number }>(
      `select length(bytes) as size from storage_local.blobs b join storage.objects o on o.id = b.object_id
       where o.name = 'limits/at-limit.png'`,
    );
    expect(stored.rows[0]!.size).toBe(LIMIT);
  });

  it('refuses one byte more, as a form or as a raw body, with EntityTooLarge', async () => {
    const before = await objectCount();
    const form = await bucket().upload('limits/over.png', imageFile(pngBytes(LIMIT + 1, 2), 'image/png'));
    expect(form.error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const raw = await bucket().upload('limits/over.png', pngBytes(LIMIT + 1, 3), {
      contentType: 'image/png',
    });
    expect(raw.error).toMatchObject({ status: 400, statusCode: '413' });

    const response = await asManager(`${BUCKET}/limits/over.png`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: pngBytes(LIMIT + 1, 4),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '413',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
      code: 'EntityTooLarge',
    });
    expect(await objectCount()).toBe(before);
  });

  it('keeps the general 1 MiB body limit everywhere else', async () => {
    const big = JSON.stringify({ prefixes: ['x'.repeat(1024 * 1024)] });
    const remove = await asManager(BUCKET, { method: 'DELETE', body: big });
    expect(await remove.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
    const rest = await fetch(`${server.url}/rest/v1/products`, {
      method: 'POST',
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, 'content-type': 'application/json' },
      body: big,
    });
    expect(rest.status).toBe(413);
  });
});

describe('type', () => {
  const refusedTypes: [string, File][] = [
    [
      'an SVG',
      imageFile(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        'image/svg+xml',
        'logo.svg',
      ),
    ],
    ['an HTML page', imageFile('<script>alert(1)</script>', 'text/html', 'page.html')],
    ['HTML under a .png name', imageFile('<script>alert(1)</script>', 'text/html', 'photo.png')],
    ['a GIF', imageFile(pngBytes(64, 1), 'image/gif', 'anim.gif')],
    ['a file of no type', imageFile(pngBytes(64, 1), '', 'mystery.png')],
  ];

  for (const [name, file] of refusedTypes) {
    it(`refuses ${name} with InvalidMimeType`, async () => {
      const { error } = await bucket().upload('limits/typed.png', file);
      const type = file.type || 'application/octet-stream';
      expect(error).toMatchObject({
        status: 400,
        statusCode: '415',
        message: `mime type ${type} is not supported`,
      });
      expect(await bucket().exists('limits/typed.png')).toMatchObject({ data: false });
    });
  }

  it('refuses HTML sent as a raw body under a .png name, with Storage’s body', async () => {
    const response = await asManager(`${BUCKET}/limits/page.png`, {
      method: 'POST',
      headers: { 'content-type': 'text/html' },
      body: '<script>alert(1)</script>',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '415',
      error: 'invalid_mime_type',
      message: 'mime type text/html is not supported',
      code: 'InvalidMimeType',
    });
  });

  it('accepts each allowed type', async () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) {
      const path = `limits/allowed.${type.split('/')[1]}`;
      expect((await bucket().upload(path, imageFile(pngBytes(64, 5), type))).error).toBeNull();
    }
  });
});

describe('object names', () => {
  const badNames = [
    '..%2Fevil.png',
    '%2Fabsolute.png',
    'a%2F..%2F..%2Fb.png',
    'a%2F%2Fb.png',
    'a%2F.%2Fb.png',
    'null%00byte.png',
    'back%5Cslash.png',
    `${'x'.repeat(1025)}.png`,
  ];

  for (const name of badNames) {
    it(`refuses ${name.length > 40 ? 'a name over 1,024 bytes' : name} with InvalidKey`, async () => {
      const before = await objectCount();
      const response = await asManager(`${BUCKET}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'image/png' },
        body: pngBytes(64, 6),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        statusCode: '400',
        error: 'InvalidKey',
        code: 'InvalidKey',
      });
      expect(await objectCount()).toBe(before);
    });
  }

  it('stores nothing outside the folder for a supabase-js path with ..', async () => {
    const before = await objectCount();
    const { error } = await bucket().upload('../evil.png', imageFile(pngBytes(64, 7), 'image/png'));
    expect(error).not.toBeNull();
    expect(await objectCount()).toBe(before);
  });

  it('refuses the same names when reading', async () => {
    const response = await fetch(`${server.url}/storage/v1/object/public/${BUCKET}/..%2F..%2Fsecret`);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
  });
});
