// queryAs: one statement under an API role with the request's claims, in one transaction (one
// round trip on PostgreSQL). The role and claims hold for the statement and for nothing after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, RequestContext } from '../../../supabase/local/database.ts';
import { openMigratedDatabase } from '../support/migrated-database.ts';

let db: Database;
let userId: string;
const anon: RequestContext = { role: 'anon', claims: { role: 'anon' } };
const user = (): RequestContext => ({
  role: 'authenticated',
  claims: { role: 'authenticated', sub: userId },
});

beforeAll(async () => {
  db = await openMigratedDatabase({ poolSize: 2 });
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email) values ('q@mtindo.test') returning id`,
  );
  userId = rows[0]!.id;
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe(`queryAs (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('runs the statement as the role with the claims set', async () => {
    const { rows } = await db.queryAs<{ who: string; sub: string | null }>(
      user(),
      `select current_user as who, auth.uid()::text as sub where $1::int = 1`,
      [1],
    );
    expect(rows).toEqual([{ who: 'authenticated', sub: userId }]);
  });

  it('leaves nothing behind for the next statement on the connection', async () => {
    for (let i = 0; i < 4; i++) await db.queryAs(user(), 'select $1::int', [i]);
    for (let i = 0; i < 4; i++) {
      const { rows } = await db.query<{ who: string; claims: string | null }>(
        `select current_user as who, nullif(current_setting('request.jwt.claims', true), '') as claims`,
      );
      expect(rows[0]).toEqual({ who: 'postgres', claims: null });
    }
  });

  it('lets Row Level Security decide, also for a prepared statement reused across roles', async () => {
    const sql = 'select count(*)::int as n from public.profiles where $1::bool';
    for (let i = 0; i < 6; i++) {
      expect((await db.queryAs<{ n: number }>(user(), sql, [true], { prepare: true })).rows[0]!.n).toBe(1);
      await expect(db.queryAs(anon, sql, [true], { prepare: true })).rejects.toThrow(/permission denied/);
    }
  });

  it('refuses an unknown role and reports statement errors without poisoning the pool', async () => {
    await expect(db.queryAs({ role: 'postgres' as never, claims: {} }, 'select 1', [])).rejects.toThrow(
      /Unknown API role/,
    );
    await expect(db.queryAs(anon, 'select * from auth.users where $1', [true])).rejects.toThrow(
      /permission denied/,
    );
    await expect(db.queryAs(anon, 'select 1/$1::int', [0])).rejects.toThrow(/division by zero/);
    for (let i = 0; i < 4; i++)
      expect((await db.queryAs<{ one: number }>(anon, 'select $1::int as one', [1])).rows).toEqual([
        { one: 1 },
      ]);
  });

  it('commits a write and rolls back a failed one', async () => {
    await db.queryAs(user(), `update public.profiles set full_name = $1 where id = auth.uid()`, ['Wambui']);
    await expect(
      db.queryAs(user(), `update public.profiles set full_name = $1 where id = auth.uid() and 1/0 = 1`, [
        'Lost',
      ]),
    ).rejects.toThrow();
    const { rows } = await db.query<{ full_name: string }>(
      'select full_name from public.profiles where id = $1',
      [userId],
    );
    expect(rows[0]!.full_name).toBe('Wambui');
  });
});
