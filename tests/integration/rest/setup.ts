/**
 * The database and REST service the PostgREST tests run against: PGlite in memory, or a fresh
 * database on the server at DATABASE_URL (made and dropped by openTestDatabase). Bootstrap,
 * migrations and seed are applied as the local server applies them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { openDatabase, type Database } from '../../../supabase/local/database.ts';
import { createRestService, type RestService } from '../../../supabase/local/rest/index.ts';
import { openTestDatabase, type TestDatabase } from '../database/connect.ts';

const root = new URL('../../../supabase/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

export interface RestFixture {
  db: Database;
  service: RestService;
  close(): Promise<void>;
}

async function migrate(db: { exec(sql: string): Promise<void> }): Promise<void> {
  await db.exec(read('local/bootstrap.sql'));
  for (const file of readdirSync(new URL('migrations/', root)).sort())
    await db.exec(read(`migrations/${file}`));
  await db.exec(read('seed.sql'));
}

export async function openRestFixture(maxRows = 1000): Promise<RestFixture> {
  const url = process.env.DATABASE_URL;
  let testDb: TestDatabase | undefined;
  let db: Database;
  if (url) {
    testDb = await openTestDatabase();
    await migrate(testDb);
    const { rows } = await testDb.query<{ name: string }>('select current_database() as name');
    const target = new URL(url);
    target.pathname = `/${rows[0]!.name}`;
    db = await openDatabase({ url: target.href, poolSize: 4 });
  } else {
    db = await openDatabase();
    await migrate(db);
  }
  const service = await createRestService({ db, schemas: ['public'], maxRows });
  return {
    db,
    service,
    async close() {
      await db.close();
      await testDb?.close();
    },
  };
}
