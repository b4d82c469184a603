// Statement timeouts: each API role runs with the statement_timeout hosted Supabase gives it
// (anon 3 s, authenticated 8 s, service_role the connection's 8 s), applied per request as PostgREST
// applies a role's settings. PostgreSQL cancels a statement past it; PGlite's worker is ended and
// reopened. Either way the statement fails with 57014, its transaction's writes are gone, what was
// committed stays, and the next request runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, RequestContext } from '../../../supabase/local/database.ts';
import { openMigratedDatabase } from '../support/migrated-database.ts';

const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const anon: RequestContext = { role: 'anon', claims: { role: 'anon' } };
const service: RequestContext = { role: 'service_role', claims: { role: 'service_role' } };
const user: RequestContext = { role: 'authenticated', claims: { role: 'authenticated' } };
const TIMEOUT_MS = 400;

/** How long `promise` takes to settle, and how. */
async function timed<T>(promise: Promise<T>) {
  const started = performance.now();
  const outcome = await promise.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error: error as { code?: string; message?: string } }),
  );
  return { ...outcome, ms: performance.now() - started };
}

describe(`the API roles' own statement timeouts (${kind})`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedDatabase({ poolSize: 2 });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('are Supabase’s, set on the roles and applied to each request', async () => {
    const setting = async (context: RequestContext) =>
      (await db.queryAs<{ t: string }>(context, `select current_setting('statement_timeout') as t`, []))
        .rows[0]!.t;
    expect(await setting(anon)).toBe('3s');
    expect(await setting(user)).toBe('8s');
    expect(await setting(service)).toBe('8s');
    const inTransaction = await db.asRole(user, async (tx) =>
      tx.query<{ t: string }>(`select current_setting('statement_timeout') as t`),
    );
    expect(inTransaction.rows[0]!.t).toBe('8s');
    // The server's own work (migrations, auth bookkeeping) has none, as the postgres role on Supabase.
    expect(
      (await db.query<{ t: string }>(`select current_setting('statement_timeout') as t`)).rows[0]!.t,
    ).toBe('0');
    const { rows } = await db.query<{ role: string; config: string[] }>(
      `select rolname as role, rolconfig as config from pg_roles where rolname in ('anon', 'authenticated')
       order by rolname`,
    );
    expect(rows).toEqual([
      { role: 'anon', config: expect.arrayContaining(['statement_timeout=3s']) },
      { role: 'authenticated', config: expect.arrayContaining(['statement_timeout=8s']) },
    ]);
  });

  it('cut an anonymous statement off after 3 s', async () => {
    const { error, ms } = await timed(db.queryAs(anon, 'select pg_sleep(20)', []));
    expect(error).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    // Cut by the timeout (57014 says so), not before it, and long before the 20 s sleep's end.
    expect(ms).toBeGreaterThan(2_900);
    expect(ms).toBeLessThan(20_000);
    expect((await db.queryAs<{ one: number }>(anon, 'select 1 as one', [])).rows).toEqual([{ one: 1 }]);
  }, 30_000);
});

describe(`a statement past its timeout (${kind})`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedDatabase({
      poolSize: 2,
      statementTimeouts: { anon: TIMEOUT_MS, authenticated: TIMEOUT_MS, service_role: 0 },
    });
    await db.exec(`
      create table public.timeout_notes (id int primary key, note text not null);
      grant select, insert on public.timeout_notes to authenticated, service_role;`);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('fails with 57014 at the configured timeout, and a role without one runs on', async () => {
    const cut = await timed(db.queryAs(user, 'select pg_sleep(10)', []));
    expect(cut.error).toMatchObject({ code: '57014' });
    expect(cut.ms).toBeLessThan(10_000); // the sleep never ran to its end
    const uncut = await timed(db.queryAs(service, 'select pg_sleep(0.6)', []));
    expect(uncut.error).toBeUndefined();
    expect(uncut.ms).toBeGreaterThan(550);
  }, 30_000);

  it('runs on past it in a transaction that lifted its own limit, as Storage does for a file', async () => {
    const lifted = await timed(
      db.asRole(user, async (tx) => {
        await tx.query('set local statement_timeout = 0');
        await tx.query(`select pg_sleep(${(TIMEOUT_MS + 300) / 1000})`);
      }),
    );
    expect(lifted.error).toBeUndefined();
    expect(lifted.ms).toBeGreaterThan(TIMEOUT_MS);
  }, 30_000);

  it('loses the cut transaction’s writes and keeps what was committed', async () => {
    await db.asRole(user, (tx) => tx.query(`insert into public.timeout_notes values (1, 'committed')`));
    const cut = await timed(
      db.asRole(user, async (tx) => {
        await tx.query(`insert into public.timeout_notes values (2, 'never committed')`);
        await tx.query('select pg_sleep(10)');
      }),
    );
    expect(cut.error).toMatchObject({ code: '57014' });
    const { rows } = await db.queryAs(service, 'select id, note from public.timeout_notes order by id', []);
    expect(rows).toEqual([{ id: 1, note: 'committed' }]);
    // A write after the cut commits as usual.
    await db.asRole(user, (tx) => tx.query(`insert into public.timeout_notes values (3, 'after')`));
    expect((await db.query('select id from public.timeout_notes')).rowCount).toBe(2);
  }, 30_000);

  it('lets no statement of the cut transaction run afterwards', async () => {
    const later = await timed(
      db.asRole(user, async (tx) => {
        await tx.query('select pg_sleep(10)').catch(() => undefined);
        return tx.query(`insert into public.timeout_notes values (4, 'after the cut')`);
      }),
    );
    expect(later.error).toMatchObject({ code: '25P02' });
    expect((await db.query('select 1 from public.timeout_notes where id = 4')).rowCount).toBe(0);
  }, 30_000);

  it('survives a statement that crashes the engine', async () => {
    // Nested past the engine's stack: PostgreSQL refuses it (54001); PGlite's WebAssembly throws
    // a RangeError that PGlite itself swallows, answering with no result and a broken backend.
    const deep = '['.repeat(1_000_000) + ']'.repeat(1_000_000);
    const crash = await timed(db.queryAs(service, 'select jsonb_typeof($1::jsonb) as t', [deep]));
    expect(crash.error).toMatchObject({ code: '54001', message: 'stack depth limit exceeded' });
    const { rows } = await db.queryAs(service, 'select count(*)::int as n from public.timeout_notes', []);
    expect(rows).toEqual([{ n: 2 }]);
  }, 60_000);
});
