// The build's catalogue loader: which catalogue it reads, the paging of the products table, and
// invalid rows left out with a warning while the rest build.
import { describe, expect, it } from 'vitest';
import { catalogueSource, loadFromApi } from '../../../src/lib/catalogue-loader';
import { PAGE_SIZE } from '../../../src/lib/supabase/product-table';
import { productSchema } from '../../../src/lib/schemas';
import type { CatalogueRow, ReviewSummaryRow } from '../../../src/lib/catalogue-rows';
import { adminRow } from '../../support/product-rows';

describe('catalogueSource', () => {
  it('reads content/products when nothing is configured', () => {
    expect(catalogueSource({})).toEqual({ kind: 'folder', dir: './content/products' });
  });

  it('prefers the publish API, then a catalogue folder, then the hosted project', () => {
    const hosted = {
      PUBLIC_SUPABASE_URL: 'https://x.supabase.co/',
      PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
    };
    expect(catalogueSource(hosted)).toEqual({
      kind: 'api',
      url: 'https://x.supabase.co',
      key: 'sb_publishable_x',
      via: 'PUBLIC_SUPABASE_URL',
    });
    // A project still on its legacy anon key builds with that.
    expect(
      catalogueSource({ PUBLIC_SUPABASE_URL: 'https://x.supabase.co', PUBLIC_SUPABASE_ANON_KEY: 'anon' }),
    ).toMatchObject({ kind: 'api', key: 'anon' });
    expect(catalogueSource({ ...hosted, CATALOGUE_DIR: '.data/catalogue-1000' })).toEqual({
      kind: 'folder',
      dir: '.data/catalogue-1000',
    });
    expect(
      catalogueSource({
        ...hosted,
        CATALOGUE_DIR: '.data/catalogue-1000',
        CATALOGUE_API_URL: 'http://127.0.0.1:4321',
        CATALOGUE_API_KEY: 'key',
      }),
    ).toMatchObject({ kind: 'api', url: 'http://127.0.0.1:4321', via: 'CATALOGUE_API_URL' });
  });

  it('says which key is missing', () => {
    expect(() => catalogueSource({ CATALOGUE_API_URL: 'http://127.0.0.1:4321' })).toThrow(
      'CATALOGUE_API_URL is set but CATALOGUE_API_KEY is not.',
    );
    expect(() => catalogueSource({ PUBLIC_SUPABASE_URL: 'https://x.supabase.co' })).toThrow(
      /PUBLIC_SUPABASE_PUBLISHABLE_KEY/,
    );
  });
});

/** A fake REST API over `rows` and review `summaries`, recording the products queries it was asked. */
function fakeApi(rows: CatalogueRow[], summaries: ReviewSummaryRow[] = []) {
  const asked: URL[] = [];
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    expect(new Headers(init?.headers).get('apikey')).toBe('anon');
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    if (url.pathname.endsWith('/product_review_summaries'))
      return Response.json(summaries.slice(offset, offset + limit));
    asked.push(url);
    return Response.json(rows.slice(offset, offset + limit));
  }) as typeof fetch;
  return { asked, fetcher };
}

const summary = (slug: string, highlights: unknown[] = []): ReviewSummaryRow => ({
  product_slug: slug,
  average: '4.5',
  total: 2,
  stars: [0, 0, 0, 1, 1],
  fits: [0, 2, 0],
  highlights: highlights as ReviewSummaryRow['highlights'],
});

/** A loader context that keeps entries in a map and warnings in a list. */
function fakeContext() {
  const entries = new Map<string, Record<string, unknown>>();
  const warnings: string[] = [];
  const infos: string[] = [];
  return {
    entries,
    warnings,
    infos,
    context: {
      store: {
        clear: () => entries.clear(),
        set: ({ id, data }: { id: string; data: Record<string, unknown> }) => !!entries.set(id, data),
      },
      logger: { warn: (line: string) => warnings.push(line), info: (line: string) => infos.push(line) },
      parseData: async ({ data }: { data: Record<string, unknown> }) => productSchema.parse(data),
      generateDigest: (data: unknown) => JSON.stringify(data).length.toString(36),
    } as unknown as Parameters<typeof loadFromApi>[0],
  };
}

const row = (n: number): CatalogueRow => ({ ...adminRow, slug: `dress-${String(n).padStart(5, '0')}` });

describe('loadFromApi', () => {
  it('reads every page of 1,000 in slug order', async () => {
    const rows = Array.from({ length: PAGE_SIZE * 2 + 5 }, (_, n) => row(n));
    const { asked, fetcher } = fakeApi(rows);
    const { context, entries, infos } = fakeContext();
    const report = await loadFromApi(context, { url: 'http://api', key: 'anon' }, fetcher);
    expect(report).toEqual({ products: 2005, skipped: [] });
    expect(entries.size).toBe(2005);
    expect(asked.map((url) => url.searchParams.get('offset'))).toEqual(['0', '1000', '2000']);
    expect(asked[0]!.searchParams.get('order')).toBe('slug.asc');
    expect(infos.at(-1)).toBe('read 2005 products from the products table (0 skipped)');
  });

  it('leaves out an invalid row with a warning that names it and the problem', async () => {
    const bad = { ...row(2), price: 0 };
    const { fetcher } = fakeApi([row(1), bad, row(3), row(3)]);
    const { context, entries, warnings, infos } = fakeContext();
    const report = await loadFromApi(context, { url: 'http://api', key: 'anon' }, fetcher);
    expect([...entries.keys()]).toEqual(['dress-00001', 'dress-00003']);
    expect(report.skipped.map((s) => s.id)).toEqual(['dress-00002', 'dress-00003']);
    expect(warnings[0]).toMatch(/^skipped product "dress-00002": price: /);
    expect(warnings[1]).toBe('skipped product "dress-00003": a second row with this slug');
    expect(infos.at(-1)).toBe('read 2 products from the products table (2 skipped)');
  });

  it("gives each reviewed product its buyers' reviews, and a summary it cannot read costs only those", async () => {
    const review = {
      id: 'r1',
      name: 'Amina W.',
      rating: 5,
      title: 'Lovely',
      body: 'Soft and bright.',
      size: 'M',
      fit: 'true_to_size',
      helpful: 0,
      reply: null,
      replied_at: null,
      created_at: '2026-11-20T09:00:00+00:00',
    };
    const { fetcher } = fakeApi(
      [row(1), row(2), row(3)],
      [summary('dress-00001', [review]), summary('dress-00002', [{ ...review, rating: 9 }])],
    );
    const { context, entries } = fakeContext();
    const report = await loadFromApi(context, { url: 'http://api', key: 'anon' }, fetcher);
    expect(report.products).toBe(3);
    expect(entries.get('dress-00001')!.reviews).toEqual({
      average: 4.5,
      total: 2,
      stars: [0, 0, 0, 1, 1],
      fits: [0, 2, 0],
      highlights: [
        {
          id: 'r1',
          name: 'Amina W.',
          rating: 5,
          title: 'Lovely',
          body: 'Soft and bright.',
          size: 'M',
          fit: 'true_to_size',
          helpful: 0,
          reply: null,
          createdAt: '2026-11-20T09:00:00.000Z',
        },
      ],
    });
    expect(entries.get('dress-00002')!.reviews).toBeNull();
    expect(entries.get('dress-00003')!.reviews).toBeNull();
  });

  it('refuses to build an empty store, and fails on an API error', async () => {
    const { context } = fakeContext();
    await expect(
      loadFromApi(context, { url: 'http://api', key: 'anon' }, fakeApi([]).fetcher),
    ).rejects.toThrow(/holds no product the storefront can show/);
    const failing = (async (input: string | URL | Request) =>
      String(input).includes('/products?')
        ? new Response('{"message":"boom"}', { status: 500 })
        : Response.json([])) as typeof fetch;
    await expect(loadFromApi(context, { url: 'http://api', key: 'anon' }, failing)).rejects.toThrow(
      /Reading the products table at http:\/\/api failed: 500/,
    );
  });
});
