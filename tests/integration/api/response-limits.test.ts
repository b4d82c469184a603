// No response amplification (issue 9, finding 5): max_rows caps every read path (tables, views,
// set-returning functions) and its Content-Range; select lists, query strings and responses past
// the limits of supabase/local/rest/limits.ts are refused with a small PostgREST-shaped 4xx before
// anything large is built; and the store's own queries keep working. Over HTTP, on PGlite or on
// the PostgreSQL at DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { getCatalogueProduct, searchProducts } from '../../../src/lib/supabase/products.ts';
import { LOCAL_PUBLISHABLE_KEY, startTestServer, type TestServer } from '../support/local-server.ts';

const ROWS = 1500;
const TEXT = 1000;
let server: TestServer;
let anon: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  anon = server.anon();
  // 1,500 rows of 1 KB each: past max_rows, and wide enough that a few repeated columns would
  // make a response of tens of megabytes.
  await server.api.db.exec(`
    create table public.limits_wide (id int primary key, body text not null);
    insert into public.limits_wide select i, repeat('x', ${TEXT}) from generate_series(1, ${ROWS}) i;
    alter table public.limits_wide enable row level security;
    create policy "Anyone can read" on public.limits_wide for select to anon using (true);
    grant select on public.limits_wide to anon;
    create view public.limits_wide_view with (security_invoker = on) as select * from public.limits_wide;
    grant select on public.limits_wide_view to anon;
    create function public.limits_wide_rows() returns setof public.limits_wide
      language sql stable as $$ select * from public.limits_wide order by id $$;
    create function public.limits_numbers() returns setof int
      language sql immutable as $$ select generate_series(1, ${ROWS}) $$;
    create table public.limits_calls (at timestamptz not null default now());
    create function public.limits_count_call() returns setof int
      language plpgsql volatile security definer set search_path = '' as $$
      begin
        insert into public.limits_calls default values;
        return query select generate_series(1, 3);
      end $$;
  `);
  await server.api.rest.reloadSchema();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  bytes: number;
  contentRange: string | null;
}

async function get(pathAndQuery: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${server.url}/rest/v1${pathAndQuery}`, {
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}`, ...headers },
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* not JSON */
  }
  return {
    status: response.status,
    body,
    bytes: text.length,
    contentRange: response.headers.get('content-range'),
  };
}

function expectRefused(answer: Answer, status: number, code: string, mentions: string) {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(status);
  expect(Object.keys(answer.body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(answer.body.code).toBe(code);
  expect(String(answer.body.message)).toContain(mentions);
  expect(answer.bytes).toBeLessThan(1000);
}

const repeated = (item: string, times: number) => Array.from({ length: times }, () => item).join(',');

describe(`max_rows (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('caps a table read at 1,000 rows, with Content-Range saying so', async () => {
    const { data, error, count, status } = await anon
      .from('limits_wide')
      .select('id', { count: 'exact' })
      .order('id');
    expect(error).toBeNull();
    expect([data?.length, count, status]).toEqual([1000, ROWS, 206]);
    const plain = await get('/limits_wide?select=id&limit=5000');
    expect([plain.status, plain.contentRange]).toEqual([200, '0-999/*']);
    const offset = await get('/limits_wide?select=id&order=id&offset=1200', { Prefer: 'count=exact' });
    expect([offset.status, offset.contentRange]).toEqual([206, `1200-1499/${ROWS}`]);
  });

  it('caps views and set-returning functions the same way', async () => {
    const view = await anon.from('limits_wide_view').select('id', { count: 'exact' });
    expect([view.data?.length, view.count]).toEqual([1000, ROWS]);
    const rows = await anon.rpc('limits_wide_rows', {}, { count: 'exact' }).select('id');
    expect([(rows.data as unknown[] | null)?.length, rows.count, rows.status]).toEqual([1000, ROWS, 206]);
    const scalars = await get('/rpc/limits_numbers');
    expect([scalars.status, scalars.contentRange]).toEqual([200, '0-999/*']);
  });

  it('runs a volatile function once, though a page that fits is read twice (sized, then built)', async () => {
    const { data, error } = await anon.rpc('limits_count_call');
    expect([data, error]).toEqual([[1, 2, 3], null]);
    const { rows } = await server.api.db.query('select 1 from public.limits_calls');
    expect(rows).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('refuses the 1,300-column select of the report quickly, small and PostgREST-shaped', async () => {
    const { error, status } = await anon.from('products').select(repeated('name', 1300));
    expect(status).toBe(414);
    expect(error?.code).toBe('54000');
    expect(error?.message).toContain('8,192');
    // Under the URL limit, the select list's own limit answers.
    expectRefused(await get(`/products?select=${repeated('name', 150)}`), 400, '54011', 'limit of 100');
    expectRefused(await get('/products?select=*,*'), 400, '54011', '"*" only once');
  });

  it('refuses a response past 5 MB without building it, and serves one under the limit', async () => {
    // 1,000 rows × 1 KB: about 1 MB, well inside.
    const full = await get('/limits_wide?select=id,body');
    expect([full.status, full.bytes > 1_000_000]).toEqual([200, true]);
    // Six copies of the column come to about 6 MB.
    const six = repeated('body', 6);
    expectRefused(await get(`/limits_wide?select=${six}`), 400, '54000', 'limit of 5,000,000');
    expectRefused(await get(`/rpc/limits_wide_rows?select=${six}`), 400, '54000', '5,000,000');
    expectRefused(
      await get(`/limits_wide_view?select=${six}`, { Accept: 'text/csv' }),
      400,
      '54000',
      '5,000,000',
    );
    const { error } = await anon.from('limits_wide').select(six).limit(1000);
    expect(error).toMatchObject({ code: '54000', hint: expect.stringContaining('fewer') });
    // HEAD builds no body at all, so nothing is refused.
    const head = await fetch(`${server.url}/rest/v1/limits_wide?select=${six}`, {
      method: 'HEAD',
      headers: { apikey: LOCAL_PUBLISHABLE_KEY },
    });
    expect(head.status).toBe(200);
  });

  it('refuses a write whose representation is too large, and rolls the write back', async () => {
    const service = server.service();
    const { error, status } = await service
      .from('limits_wide')
      .update({ body: 'y'.repeat(TEXT) })
      .gt('id', 0)
      .select(repeated('body', 6));
    expect([status, error?.code]).toEqual([400, '54000']);
    const { rows } = await server.api.db.query<{ n: number }>(
      `select count(*)::int as n from public.limits_wide where body like 'y%'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps memory flat under eight amplified requests at once', async () => {
    // Before the limits, each of these answered about 30 MB (1,000 rows × 30 copies of 1 KB).
    const paths = [
      `/limits_wide?select=${repeated('body', 30)}`,
      `/products?select=${repeated('name', 1300)}`,
    ];
    const before = process.memoryUsage().rss;
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => get(paths[i % 2]!)));
    const grown = process.memoryUsage().rss - before;
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.bytes).toBeLessThan(1000);
    }
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(grown).toBeLessThan(150 * 1024 * 1024);
  }, 60_000);
});

describe("the store's own queries", () => {
  it('search and product reads still work', async () => {
    const results = await searchProducts('watch', anon);
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(10);
    const product = await getCatalogueProduct('amazfit-balance', anon);
    expect(product?.name).toBe('Amazfit Balance');
    // Read in the browser, a watch keeps its drawing's details (content/products/amazfit-balance.json).
    expect(product?.art.watch).toEqual({
      screen: 'round',
      bezel: 'smooth',
      face: 'analogue',
      buttons: 'two',
      bracelet: 'sport-band',
    });
    const { data } = await anon.from('products').select('*', { count: 'exact' });
    expect(data?.length).toBeGreaterThan(100);
  });
});
