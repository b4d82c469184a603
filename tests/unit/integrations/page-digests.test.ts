import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  digestOf,
  LIVE_MANIFEST_VARIABLE,
  pageFile,
  stableJson,
} from '../../../src/integrations/page-digests.ts';

describe('stableJson and digestOf', () => {
  it('give the same text and digest whatever the order of an object’s keys', () => {
    expect(stableJson({ b: 1, a: { d: [2, { y: 1, x: 2 }], c: 3 } })).toBe(
      '{"a":{"c":3,"d":[2,{"x":2,"y":1}]},"b":1}',
    );
    expect(digestOf({ price: 100, name: 'Suit' })).toBe(digestOf({ name: 'Suit', price: 100 }));
  });

  it('change with any value a page shows', () => {
    expect(digestOf({ price: 100 })).not.toBe(digestOf({ price: 101 }));
    expect(digestOf({ added: new Date('2026-01-01') })).not.toBe(digestOf({ added: new Date('2026-01-02') }));
  });
});

describe('pageFile', () => {
  it('names the built file of a page or an endpoint', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/product/dress-001')).toBe('product/dress-001.html');
    expect(pageFile('/products/women/page/2')).toBe('products/women/page/2.html');
    expect(pageFile('/images/products/dress-001--1.svg')).toBe('images/products/dress-001--1.svg');
  });
});

describe('pagesToBuild', () => {
  let dir = '';
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('mtindo.page-digests')];
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const entries = [
    { slug: 'a', price: 100 },
    { slug: 'b', price: 200 },
    { slug: 'c', price: 300 },
  ];
  const view = (entry: { slug: string; price: number }) => ({
    path: `/product/${entry.slug}`,
    shows: entry.price,
  });

  it('builds every page in a full build and records each digest', async () => {
    const { pagesToBuild, recordedPages } = await import('../../../src/integrations/page-digests.ts');
    expect(pagesToBuild(entries, view)).toEqual(entries);
    expect(recordedPages()).toEqual({
      pages: { '/product/a': digestOf(100), '/product/b': digestOf(200), '/product/c': digestOf(300) },
      skipped: [],
    });
  });

  it('builds only new and changed pages in a partial build', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mtindo-digests-'));
    const manifest = join(dir, '.pages.json');
    writeFileSync(
      manifest,
      JSON.stringify({
        version: 'v',
        pages: { '/product/a': digestOf(100), '/product/b': digestOf(250), '/product/gone': 'x' },
      }),
    );
    vi.stubEnv(LIVE_MANIFEST_VARIABLE, manifest);
    const { pagesToBuild, recordedPages } = await import('../../../src/integrations/page-digests.ts');
    expect(pagesToBuild(entries, view).map((entry) => entry.slug)).toEqual(['b', 'c']);
    // The new manifest holds every page the routes have now, built or not; not the one gone.
    expect(Object.keys(recordedPages().pages)).toEqual(['/product/a', '/product/b', '/product/c']);
    expect(recordedPages().skipped).toEqual(['/product/a']);
  });

  it('refuses a partial build without the live manifest', async () => {
    vi.stubEnv(LIVE_MANIFEST_VARIABLE, '/nowhere/.pages.json');
    const { pagesToBuild } = await import('../../../src/integrations/page-digests.ts');
    expect(() => pagesToBuild(entries, view)).toThrow(/needs the live site's manifest/);
  });
});
