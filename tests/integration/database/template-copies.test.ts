// Each test file starts from a copy of the run's migrated template: the server recognises the
// copy as up to date and applies nothing, copies never share data, and a changed bootstrap or
// auth schema is applied again on the next start.
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/local/database.ts';
import { AUTH_SCHEMA_SQL } from '../../../supabase/local/auth/index.ts';
import { migrate } from '../../../supabase/local/setup.ts';
import { openMigratedDatabase } from '../support/migrated-database.ts';
import { startTestServer } from '../support/local-server.ts';

const opened: Database[] = [];
async function migratedDatabase() {
  const db = await openMigratedDatabase({ poolSize: 2 });
  opened.push(db);
  return db;
}
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
});

describe('a copy of the migrated template', () => {
  it('starts a server that only checks it: nothing bootstrapped, migrated or seeded again', async () => {
    const server = await startTestServer({ orderExpiryIntervalMs: 0 });
    try {
      expect(server.api.setup).toEqual({ bootstrapped: false, applied: [], seeded: false });
      const { count, error } = await server
        .anon()
        .from('products')
        .select('id', { count: 'exact', head: true });
      expect(error).toBeNull();
      expect(count).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('shares no data with another copy', async () => {
    const [first, second] = [await migratedDatabase(), await migratedDatabase()];
    await first.query(`insert into auth.users (email) values ('copy-only@mtindo.test')`);
    const count = async (db: Database) =>
      (await db.query(`select 1 from auth.users where email = 'copy-only@mtindo.test'`)).rowCount;
    expect(await count(first)).toBe(1);
    expect(await count(second)).toBe(0);
  }, 60_000);

  it('runs the bootstrap and auth schema again once either changes', async () => {
    const db = await migratedDatabase();
    const changed = `${AUTH_SCHEMA_SQL}\n-- a changed auth schema\n`;
    expect(await migrate(db, changed)).toEqual({ bootstrapped: true, applied: [], seeded: false });
    expect(await migrate(db, changed)).toEqual({ bootstrapped: false, applied: [], seeded: false });
  }, 60_000);

  it('keeps the record of a migration renamed to a new version instead of running it again', async () => {
    const db = await migratedDatabase();
    const { rows } = await db.query<{ version: string; name: string }>(
      `select version, name from supabase_migrations.schema_migrations order by version desc limit 1`,
    );
    const last = rows[0]!;
    await db.query(
      `update supabase_migrations.schema_migrations set version = '20261130090000' where version = $1`,
      [last.version],
    );
    expect(await migrate(db, AUTH_SCHEMA_SQL)).toEqual({ bootstrapped: false, applied: [], seeded: false });
    const moved = await db.query(
      `select 1 from supabase_migrations.schema_migrations where version = $1 and name = $2`,
      [last.version, last.name],
    );
    expect(moved.rowCount).toBe(1);
  }, 60_000);
});
