// One slow query never freezes the store. An anonymous `match` filter with a catastrophic regular
// expression is cut off at the anon role's statement timeout with PostgREST's error (57014, 500)
// while the same Node server keeps answering; what was committed survives the cut (on PGlite the
// database's worker is ended and reopened from its data folder); and a regular expression the
// engine cannot compile is PostgreSQL's 400 (2201B), never a 500 or a broken database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PUBLISHABLE_KEY, startTestServer, type TestServer } from '../support/local-server.ts';

// Long enough, on a loaded two-core machine, for the other requests below to be answered within it
// and for the engine to find TOO_COMPLEX too complex (0.4 s on PGlite when quiet; over 2 s under load).
const TIMEOUT_MS = 5_000;
/** Backreferences make PostgreSQL's regex engine backtrack: minutes over the catalogue's descriptions. */
const CATASTROPHIC = '(.*)(.*)(.*)(.*)(.*)\\5\\4\\3\\2\\1';
/** Compiles to more states than PostgreSQL allows; PGlite's 32-bit engine used to crash on it. */
const TOO_COMPLEX = '(\\w{1,255}){1,255}';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    persist: true,
    statementTimeouts: { anon: TIMEOUT_MS, authenticated: TIMEOUT_MS, service_role: TIMEOUT_MS },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** How long a request takes, with what it answered. */
async function timed<T>(request: PromiseLike<T>): Promise<T & { ms: number }> {
  const started = performance.now();
  const answer = await request;
  return { ...answer, ms: performance.now() - started };
}

const slowSearch = () =>
  timed(server.anon().from('products').select('id').filter('description', 'match', CATASTROPHIC));

/**
 * Waits until the slow statement runs in the database: on PostgreSQL until pg_stat_activity shows
 * it (another connection asks). PGlite's one connection cannot be asked while it runs; there the
 * request reaching the server stands for it, and the read below, answered only after the cut,
 * shows that the statement held the connection.
 */
async function statementRunning() {
  if (server.kind !== 'PostgreSQL') return;
  await expect
    .poll(
      async () =>
        (
          await server.api.db.query(
            `select 1 from pg_stat_activity
             where datname = current_database() and state = 'active' and query like '%~%'
               and pid <> pg_backend_pid()`,
          )
        ).rowCount,
      { timeout: 10_000, interval: 20 },
    )
    .toBe(1);
}

const rest = (path: string) =>
  timed(
    fetch(`${server.url}/rest/v1/${path}`, {
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` },
    }).then(async (response) => ({ status: response.status, body: await response.json() })),
  );

describe(`a catastrophic regular expression (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is cut off at the anon timeout with PostgREST’s statement-timeout error', async () => {
    const { data, error, status, ms } = await slowSearch();
    expect(data).toBeNull();
    expect(status).toBe(500);
    expect(error).toEqual({
      code: '57014',
      message: 'canceling statement due to statement timeout',
      details: null,
      hint: null,
    });
    expect(ms).toBeGreaterThan(TIMEOUT_MS - 100);
    // Uncut, it would run for minutes; the margin is for a busy machine, not a measure of speed.
    expect(ms).toBeLessThan(TIMEOUT_MS + 15_000);
  }, 60_000);

  it('leaves the server answering other requests while it runs', async () => {
    const reached = server.waitForRequest('/rest/v1/products');
    const slow = slowSearch();
    let cut = false;
    void slow.then(() => (cut = true));
    await reached;
    await statementRunning();
    // A page of the site (here the test server's 404) and an API answer from the schema cache:
    // both answered while the statement runs, before it is cut off.
    const page = await fetch(`${server.url}/women`);
    expect(page.status).toBe(404);
    expect(cut).toBe(false);
    const noSuchTable = await rest('no_such_table?select=id');
    expect(noSuchTable.status).toBe(404);
    expect(cut).toBe(false);
    // A read: on PostgreSQL another connection serves it at once; PGlite has one connection,
    // which it gets back when the slow statement is cut off.
    const read = await rest('products?select=slug&limit=1');
    expect(read.status).toBe(200);
    expect(read.body).toHaveLength(1);
    expect(cut).toBe(server.kind === 'PGlite');
    expect((await slow).error?.code).toBe('57014');
  }, 60_000);

  it('rolls back the write it filtered and keeps what was committed before', async () => {
    const service = server.service();
    const email = 'timeout@example.co.ke';
    const { error: insertError } = await service
      .from('newsletter_subscribers')
      .insert({ email, source: 'popup' });
    expect(insertError).toBeNull();
    const before = await service.from('products').select('price').eq('slug', 'mens-tee-001').single();
    const { error } = await service
      .from('products')
      .update({ price: 1 })
      .filter('description', 'match', CATASTROPHIC);
    expect(error?.code).toBe('57014');
    const { data: subscribers } = await service
      .from('newsletter_subscribers')
      .select('email')
      .eq('email', email);
    expect(subscribers).toEqual([{ email }]);
    const after = await service.from('products').select('price').eq('slug', 'mens-tee-001').single();
    expect(after.data).toEqual(before.data);
    const { count } = await service
      .from('products')
      .select('id', { count: 'exact', head: true })
      .eq('price', 1);
    expect(count).toBe(0);
  }, 60_000);
});

describe('a regular expression too complex to compile', () => {
  it('is a 400 with PostgreSQL’s error, and the database carries on', async () => {
    const { data, error, status } = await server
      .anon()
      .from('products')
      .select('id')
      .filter('name', 'match', TOO_COMPLEX);
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toEqual({
      code: '2201B',
      message: 'invalid regular expression: regular expression is too complex',
      details: null,
      hint: null,
    });
    const read = await rest('products?select=slug&slug=eq.mens-tee-001');
    expect(read.body).toEqual([{ slug: 'mens-tee-001' }]);
  }, 60_000);
});
