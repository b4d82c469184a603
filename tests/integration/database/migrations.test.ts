// The migrations on PGlite (real PostgreSQL in WebAssembly), or on PostgreSQL when DATABASE_URL is
// set: they apply in order on top of the local
// bootstrap and auth schema (hosted Supabase's auth.mfa_factors and the rest), the seed matches the
// catalogue, and Row Level Security decides who may do what.
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/local/database.ts';
import { AUTH_SCHEMA_SQL } from '../../../supabase/local/auth/index.ts';
import { applyBootstrap } from '../../../supabase/local/setup.ts';
import { readCatalogue, seedPath, seedSql } from '../../../supabase/generate-seed.mjs';
import { openFreshDatabase } from '../support/fresh-database.ts';

const root = new URL('../../../supabase/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

let db: Database;
const ids: Record<'shopper' | 'manager' | 'admin', string> = { shopper: '', manager: '', admin: '' };

/** Runs `sql` as PostgREST would for a caller: inside a transaction, under the caller's role and claims. */
async function as(caller: 'anon' | keyof typeof ids, sql: string, params: unknown[] = []) {
  const role = caller === 'anon' ? 'anon' : 'authenticated';
  const claims = JSON.stringify(caller === 'anon' ? { role } : { role, sub: ids[caller] });
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      role,
      claims,
    ]);
    return tx.query(sql, params);
  });
}

beforeAll(async () => {
  db = await openFreshDatabase();
  await applyBootstrap(db, AUTH_SCHEMA_SQL);
  for (const file of readdirSync(new URL('migrations/', root)).sort())
    await db.exec(read(`migrations/${file}`));
  await db.exec(read('seed.sql'));
  for (const name of Object.keys(ids) as (keyof typeof ids)[]) {
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id`,
      [`${name}@mtindo.test`, { full_name: `Test ${name}` }],
    );
    ids[name] = rows[0]!.id;
  }
  await db.query(`insert into public.user_roles (user_id, role) values ($1, 'manager'), ($2, 'admin')`, [
    ids.manager,
    ids.admin,
  ]);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe(`migrations (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('switch Row Level Security on for every table in public', async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(row.relrowsecurity, row.relname).toBe(true);
  });

  it('seed the whole bundled catalogue, and seed.sql is what the generator writes', async () => {
    const catalogue = readCatalogue() as unknown[];
    expect(readFileSync(seedPath as string, 'utf8')).toBe(seedSql(catalogue));
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.products');
    expect(rows[0]!.n).toBe(catalogue.length);
  });

  it('fill a profile with the sign-up full name', async () => {
    const { rows } = await as('shopper', 'select full_name from public.profiles');
    expect(rows).toEqual([{ full_name: 'Test shopper' }]);
  });
});

describe('row level security', () => {
  it('lets anyone read products and only staff write them', async () => {
    expect(
      (await as('anon', 'select slug from public.products where slug = $1', ['dress-001'])).rows,
    ).toHaveLength(1);
    const insert = `insert into public.products (slug, name, price, category, type) values ($1, 'Test Wrap', 1000, 'women', 'dresses')`;
    await expect(as('anon', insert, ['anon-001'])).rejects.toThrow(/permission denied/);
    await expect(as('shopper', insert, ['shopper-001'])).rejects.toThrow(/row-level security/);
    await expect(as('manager', insert, ['manager-001'])).resolves.toBeDefined();
    const update = await as(
      'shopper',
      `update public.products set price = 1 where slug = 'dress-001' returning slug`,
    );
    expect(update.rows).toEqual([]);
  });

  it('shows a user only their own role rows, and lets no shopper make themself admin', async () => {
    expect((await as('shopper', 'select role from public.user_roles')).rows).toEqual([]);
    expect((await as('manager', 'select role from public.user_roles')).rows).toEqual([{ role: 'manager' }]);
    await expect(
      as('shopper', `insert into public.user_roles values ($1, 'admin')`, [ids.shopper]),
    ).rejects.toThrow(/permission denied/);
    await expect(
      as('shopper', `select public.set_user_role($1, 'admin', true)`, [ids.shopper]),
    ).rejects.toThrow(/Only an admin/);
    await expect(
      as('manager', `select public.set_user_role($1, 'admin', true)`, [ids.manager]),
    ).rejects.toThrow(/Only an admin/);
  });

  it('lets an admin grant and revoke staff roles through the guarded function', async () => {
    await as('admin', `select public.set_user_role($1, 'manager', true)`, [ids.shopper]);
    expect((await as('shopper', 'select role from public.user_roles')).rows).toEqual([{ role: 'manager' }]);
    await as('admin', `select public.set_user_role($1, 'manager', false)`, [ids.shopper]);
    expect((await as('shopper', 'select role from public.user_roles')).rows).toEqual([]);
  });

  it('keeps subscribers insert-only for visitors; a repeat subscription is not an error', async () => {
    const subscribe = `select public.subscribe_to_newsletter($1, 'newsletter')`;
    await as('anon', subscribe, ['wanjiru@example.co.ke']);
    await expect(as('anon', subscribe, [' Wanjiru@Example.co.ke '])).resolves.toBeDefined();
    await expect(as('anon', subscribe, ['not-an-address'])).rejects.toThrow(/check constraint/);
    await expect(
      as('anon', `insert into public.newsletter_subscribers (email, source) values ('x@y.co', 'popup')`),
    ).rejects.toThrow(/permission denied/);
    await expect(as('anon', 'select email from public.newsletter_subscribers')).rejects.toThrow(
      /permission denied/,
    );
    expect((await as('shopper', 'select email from public.newsletter_subscribers')).rows).toEqual([]);
    expect((await as('admin', 'select email from public.newsletter_subscribers')).rows).toEqual([
      { email: 'wanjiru@example.co.ke' },
    ]);
  });
});
