// How the local Storage API serves what it holds, beyond the product-images bucket: in a bucket
// without type limits, an SVG or an HTML file is never shown inline as a page of the API's origin;
// a private bucket's objects have no public URL; the bucket endpoints answer as Storage does, with
// storage.buckets' RLS deciding who sees a bucket; objects outlive a restart (PGlite's data folder).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../support/local-server.ts';
import { imageFile, pngBytes } from './storage-helpers.ts';

let server: TestServer;
let service: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer({ persist: true });
  service = server.service();
  await server.api.db.query(
    `insert into storage.buckets (id, name, public) values ('scratch', 'scratch', true), ('vault', 'vault', false)`,
  );
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

const publicUrl = (bucket: string, path: string) =>
  service.storage.from(bucket).getPublicUrl(path).data.publicUrl;

describe('active content', () => {
  it('serves an SVG as an attachment, sandboxed and never sniffed', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(
      (await service.storage.from('scratch').upload('logo.svg', imageFile(svg, 'image/svg+xml'))).error,
    ).toBeNull();
    const response = await fetch(publicUrl('scratch', 'logo.svg'));
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-disposition')).toBe('attachment;');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves HTML as plain text, as an attachment', async () => {
    const html = '<script>alert(1)</script>';
    expect(
      (await service.storage.from('scratch').upload('page.html', imageFile(html, 'text/html'))).error,
    ).toBeNull();
    const response = await fetch(publicUrl('scratch', 'page.html'));
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.get('content-disposition')).toBe('attachment;');
    expect(await response.text()).toBe(html);
  });

  it('names a download when asked to', async () => {
    const url = service.storage.from('scratch').getPublicUrl('logo.svg', { download: 'logo file.svg' })
      .data.publicUrl;
    const response = await fetch(url);
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename=logo%20file.svg; filename*=UTF-8''logo%20file.svg",
    );
  });
});

describe('private buckets', () => {
  it('have no public URL, but the service role reads them', async () => {
    const bytes = pngBytes(300, 1);
    expect(
      (await service.storage.from('vault').upload('a.png', imageFile(bytes, 'image/png'))).error,
    ).toBeNull();
    const response = await fetch(publicUrl('vault', 'a.png'));
    expect(await response.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
    const { data } = await service.storage.from('vault').download('a.png');
    expect(Buffer.from(await data!.arrayBuffer()).equals(bytes)).toBe(true);
    const anon = await server.anon().storage.from('vault').download('a.png');
    expect(anon.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });
});

describe('buckets', () => {
  it('lists buckets to the service role, with their limits', async () => {
    const { data, error } = await service.storage.listBuckets();
    expect(error).toBeNull();
    expect(data!.map((b) => b.id)).toEqual(['product-images', 'scratch', 'vault']);
    const { data: images } = await service.storage.getBucket('product-images');
    expect(images).toMatchObject({
      id: 'product-images',
      name: 'product-images',
      public: true,
      file_size_limit: 5242880,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    });
  });

  it('shows no bucket to a visitor, as storage.buckets has no policy', async () => {
    const anon = server.anon();
    expect(await anon.storage.listBuckets()).toMatchObject({ data: [], error: null });
    const { error } = await anon.storage.getBucket('product-images');
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });

  it('answers a route it does not serve with Storage’s not-found error', async () => {
    const { error } = await service.storage.from('scratch').createSignedUrl('logo.svg', 60);
    expect(error).toMatchObject({ status: 404, statusCode: '404' });
  });

  it('refuses a token that does not verify', async () => {
    const response = await fetch(`${server.url}/storage/v1/bucket`, {
      headers: { apikey: server.api.keys.publishableKey, authorization: 'Bearer not.a.jwt' },
    });
    expect(await response.json()).toMatchObject({
      statusCode: '403',
      error: 'Unauthorized',
      code: 'AccessDenied',
    });
  });
});

describe('a restart', () => {
  it('keeps every object and its bytes', async () => {
    const bytes = pngBytes(5000, 7);
    expect(
      (await service.storage.from('scratch').upload('kept.png', imageFile(bytes, 'image/png'))).error,
    ).toBeNull();
    await server.restart();
    const response = await fetch(publicUrl('scratch', 'kept.png'));
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
