// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedPages } from '../../../../src/lib/search/saved-pages';

const page = (title: string) =>
  new Response(`<!doctype html><html><head><title>${title}</title></head><body></body></html>`, {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

/** A Cache Storage holding `stored` (address → response) under one publish's pages cache. */
function fakeCaches(stored: Record<string, () => Response>) {
  const reads: string[] = [];
  const cache = {
    keys: async () => Object.keys(stored).map((url) => new Request(url)),
    match: async (request: Request) => {
      reads.push(request.url);
      return stored[request.url]?.();
    },
  };
  vi.stubGlobal('caches', {
    keys: async () => ['mtindo-images', 'mtindo-pages-abc'],
    open: async () => cache,
  });
  return reads;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('savedPages', () => {
  it('offers the stored pages whose title has every word, without the store’s name', async () => {
    fakeCaches({
      'https://shop.test/product/dress-001': () => page('Kitenge Wrap Midi Dress | Mtindo'),
      'https://shop.test/women': () => page('Women &amp; Kitenge | Mtindo'),
      'https://shop.test/catalogue/index.json': () =>
        new Response('{}', { headers: { 'content-type': 'application/json' } }),
    });
    expect(await savedPages('kitenge wrap', 5)).toEqual([
      { kind: 'page', id: '/product/dress-001', name: 'Kitenge Wrap Midi Dress', path: '/product/dress-001' },
    ]);
    expect((await savedPages('KITENGE', 5)).map((hit) => hit.name)).toEqual([
      'Kitenge Wrap Midi Dress',
      'Women & Kitenge',
    ]);
    expect(await savedPages('kitenge', 1)).toHaveLength(1);
  });

  it('reads each stored page once, however many searches follow', async () => {
    const reads = fakeCaches({
      'https://shop.test/product/shirt-9': () => page('Kikoi Shirt | Mtindo'),
      'https://shop.test/about': () => page('About us | Mtindo'),
    });
    await savedPages('kikoi', 5);
    await savedPages('kikoi shirt', 5);
    await savedPages('about', 5);
    expect(reads.sort()).toEqual(['https://shop.test/about', 'https://shop.test/product/shirt-9']);
  });
});
